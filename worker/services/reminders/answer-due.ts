import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companies, companyMembers, complaints, reminders } from "../../db/schema";
import type { Postbox } from "../mail/postbox";
import { notify } from "../notify";
import { reminderColumns } from "./book";

/*
 * The members' reminders before the 48 hours end (decision 043): at 24 and 40 hours
 * after a complaint reached a claimed company (`sent_to_company_at`), to each of its members, in
 * the app and by mail (the kind `complaint_filed`, so a member's setting for new complaints
 * governs them, and the mail pipeline's hourly cap and folds apply), only while the complaint is
 * open and unanswered. One `reminders` row per complaint and hour (`{complaintId}:{hours}`), so
 * each is sent once however many runs overlap. When one run has more than ANSWER_DUE_FOLD_AT due
 * for one company at the same hour, each member gets one notification saying how many.
 */
export const ANSWER_DUE_REMINDER = "answer_due";
export const ANSWER_DUE_HOURS = [24, 40] as const;
/** More than this many due together for one company and hour are told as one. */
export const ANSWER_DUE_FOLD_AT = 3;

const HOUR = 3_600_000;
const LAST = Math.max(...ANSWER_DUE_HOURS) * HOUR;

/**
 * Books the reminders still ahead of the complaints that reached a claimed company in the last
 * 40 hours and wait for an answer. Run by the reminders job before it sends; a reminder already
 * booked is left as it is (the unique kind and subject), and one whose hour has passed is never
 * booked (no burst after a pause or a deploy).
 */
export async function bookAnswerReminders(db: Database, now: number) {
  let booked = 0;
  for (const hours of ANSWER_DUE_HOURS) {
    const due = sql`${complaints.sentToCompanyAt} + ${hours * HOUR}`;
    const rows = await db
      .insert(reminders)
      .select(
        db
          .select(
            reminderColumns({
              kind: ANSWER_DUE_REMINDER,
              subjectId: sql`${complaints.id} || ${`:${hours}`}`,
              complaintId: complaints.id,
              dueAt: due,
              now,
            }),
          )
          .from(complaints)
          .innerJoin(companies, eq(companies.id, complaints.companyId))
          .where(
            and(
              eq(companies.claimed, true),
              // Literal, so complaints_sent_unanswered_idx (a partial index) applies.
              sql`${complaints.hasResponse} = 0 and ${complaints.sentToCompanyAt} is not null`,
              sql`${complaints.sentToCompanyAt} > ${now - LAST}`,
              eq(complaints.status, "open"),
              sql`${due} > ${now}`,
            ),
          ),
      )
      .onConflictDoNothing()
      .returning({ id: reminders.id });
    booked += rows.length;
  }
  return booked;
}

/** Still waiting for the company: open, unanswered, sent. */
const waiting = sql`${complaints.hasResponse} = 0 and ${complaints.status} = 'open' and ${complaints.sentToCompanyAt} is not null`;

/**
 * The due answer reminders one run claimed, together: those whose complaint was answered (or
 * escalated, or removed) are skipped; the rest are told per company and hour, one by one, or
 * folded into one notification per member when there are more than ANSWER_DUE_FOLD_AT.
 */
export async function sendAnswerReminders(
  postbox: Postbox,
  claimed: { id: string; subjectId: string }[],
  now: number,
) {
  const { db } = postbox;
  const counts = { sent: 0, skipped: 0 };
  if (claimed.length === 0) return counts;
  const byComplaint = new Map(
    claimed.map((r) => {
      const [complaintId = "", hours = "0"] = r.subjectId.split(":");
      return [r.id, { ...r, complaintId, hours: Number(hours) }] as const;
    }),
  );
  const ids = [...new Set([...byComplaint.values()].map((r) => r.complaintId))];
  const open = new Map<string, { companyId: string; company: string; slug: string }>();
  for (let start = 0; start < ids.length; start += 50) {
    const rows = await db
      .select({
        id: complaints.id,
        companyId: complaints.companyId,
        company: companies.name,
        slug: companies.slug,
      })
      .from(complaints)
      .innerJoin(companies, eq(companies.id, complaints.companyId))
      .where(and(inArray(complaints.id, ids.slice(start, start + 50)), waiting));
    for (const row of rows) open.set(row.id, row);
  }
  // Grouped by company and hour; the rest are skipped.
  const groups = new Map<string, { id: string; complaintId: string; hours: number }[]>();
  const skipped: string[] = [];
  for (const r of byComplaint.values()) {
    const complaint = open.get(r.complaintId);
    if (!complaint) {
      skipped.push(r.id);
      continue;
    }
    const key = `${complaint.companyId}:${r.hours}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  for (let start = 0; start < skipped.length; start += 50) {
    await db
      .update(reminders)
      .set({ skipped: true, sentAt: new Date(now) })
      .where(inArray(reminders.id, skipped.slice(start, start + 50)));
  }
  counts.skipped += skipped.length;
  for (const [key, group] of groups) {
    const [companyId = "", hoursText = "0"] = key.split(":");
    const hours = Number(hoursText);
    const first = group[0];
    const company = first ? open.get(first.complaintId) : undefined;
    if (!first || !company) continue;
    const members = (complaintAuthor: unknown) =>
      and(
        eq(companyMembers.companyId, companyId),
        // A member's own complaint is not theirs to answer.
        complaintAuthor === null ? undefined : ne(companyMembers.userId, sql`${complaintAuthor}`),
      );
    const stamp = (ids: string[]) =>
      db
        .update(reminders)
        .set({ sentAt: new Date(now) })
        .where(and(inArray(reminders.id, ids), sql`${reminders.sentAt} is null`));
    if (group.length > ANSWER_DUE_FOLD_AT) {
      // One notification per member for the lot, keyed by the first reminder of the group.
      await db.batch([
        stamp(group.map((r) => r.id)),
        ...notify(postbox, {
          type: "complaint_filed",
          cause: `answer-due:${first.id}`,
          perRecipient: true,
          to: companyMembers.userId,
          complaintId: null,
          actorId: null,
          data: sql`json_object('company', ${company.company}, 'slug', ${company.slug}, 'dueHours', ${hours}, 'count', ${group.length})`,
          now,
          select: (columns) => db.select(columns).from(companyMembers).where(members(null)),
        }),
      ]);
    } else {
      for (const r of group) {
        await db.batch([
          stamp([r.id]),
          ...notify(postbox, {
            type: "complaint_filed",
            cause: `answer-due:${r.id}`,
            perRecipient: true,
            to: companyMembers.userId,
            complaintId: r.complaintId,
            actorId: null,
            data: sql`json_object('company', ${company.company}, 'slug', ${company.slug}, 'dueHours', ${hours})`,
            now,
            select: (columns) =>
              db
                .select(columns)
                .from(companyMembers)
                .where(members(sql`(select user_id from complaints where id = ${r.complaintId})`)),
          }),
        ]);
      }
    }
    counts.sent += group.length;
  }
  return counts;
}
