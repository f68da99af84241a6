import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companies, companyMembers, complaints, reminders } from "../../db/schema";
import type { Postbox } from "../mail/postbox";
import { notify } from "../notify";
import { contactMailDue } from "../outreach/cadence";
import { channelCompanyColumns, channelOf } from "../outreach/channel";
import { outreachComplaintColumns, queueContactMail } from "../outreach/reach";
import { reminderColumns } from "./book";

/*
 * Decision 043: the company's contact address is reminded once before escalation, and a company
 * that still has not answered a week after escalation is followed up once (BBB's practice). Both
 * are `reminders` rows, booked by the reminders job and sent by its one conditional claim, so
 * overlapping runs send each once; both obey the one cadence of mail to a contact address
 * (outreach/cadence.ts): when the address had a counted mail in the last 24 hours the reminder
 * waits for the end of those hours (the reminder before escalation only while that is still
 * before the complaint escalates). One mail per address carries every complaint due together.
 */
export const CONTACT_REMINDER = "contact_due";
export const FOLLOW_UP_REMINDER = "follow_up";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The contact's reminder: 24 hours after the complaint reached its address. */
export const CONTACT_REMINDER_AFTER_MS = 24 * HOUR;
/** The follow-up: 7 days after the complaint escalated (BBB's practice). */
export const FOLLOW_UP_AFTER_MS = 7 * DAY;
const PER_MAIL = 20;

const noMembers = sql`not exists (select 1 from ${companyMembers} m where m.company_id = ${complaints.companyId})`;

const bookColumns = (kind: string, due: SQL, now: number) =>
  reminderColumns({ kind, subjectId: complaints.id, complaintId: complaints.id, dueAt: due, now });

/**
 * Books the reminders still ahead: the contact's, for complaints an unmanaged company's address
 * was sent in the last 24 hours that wait for an answer and escalate after it would be due; the
 * follow-up, for complaints escalated in the last 7 days without an answer.
 */
export async function bookCompanyClockReminders(db: Database, now: number) {
  const contactDue = sql`${complaints.sentToCompanyAt} + ${CONTACT_REMINDER_AFTER_MS}`;
  const contact = await db
    .insert(reminders)
    .select(
      db
        .select(bookColumns(CONTACT_REMINDER, contactDue, now))
        .from(complaints)
        .where(
          and(
            // Literal, so complaints_sent_unanswered_idx (a partial index) applies.
            sql`${complaints.hasResponse} = 0 and ${complaints.sentToCompanyAt} is not null`,
            sql`${complaints.sentToCompanyAt} > ${now - CONTACT_REMINDER_AFTER_MS}`,
            eq(complaints.status, "open"),
            sql`${complaints.sentToCompanyVia} <> 'members'`,
            sql`${contactDue} < ${complaints.escalationDeadline}`,
            noMembers,
          ),
        ),
    )
    .onConflictDoNothing()
    .returning({ id: reminders.id });
  const followDue = sql`${complaints.escalatedAt} + ${FOLLOW_UP_AFTER_MS}`;
  const follow = await db
    .insert(reminders)
    .select(
      db
        .select(bookColumns(FOLLOW_UP_REMINDER, followDue, now))
        .from(complaints)
        .where(
          and(
            eq(complaints.status, "escalated"),
            // The escalation index: escalated within minutes of its deadline.
            sql`${complaints.escalationDeadline} > ${now - FOLLOW_UP_AFTER_MS - DAY}`,
            sql`${complaints.escalatedAt} is not null and ${followDue} > ${now}`,
            eq(complaints.hasResponse, false),
          ),
        ),
    )
    .onConflictDoNothing()
    .returning({ id: reminders.id });
  return contact.length + follow.length;
}

type Claimed = { id: string; subjectId: string };

const stamp = (db: Database, ids: string[], now: number, skipped = false) =>
  db
    .update(reminders)
    .set({ sentAt: new Date(now), skipped })
    .where(and(inArray(reminders.id, ids), sql`${reminders.sentAt} is null`));

/** Back to waiting until `at` (the address's cadence): claimed by a later run then. */
const defer = (db: Database, ids: string[], at: number) =>
  db
    .update(reminders)
    .set({ dueAt: new Date(at), claimedAt: null })
    .where(and(inArray(reminders.id, ids), sql`${reminders.sentAt} is null`));

/** The claimed reminders' complaints that still apply, with their companies. */
async function stillWaiting(db: Database, claimed: Claimed[], applies: ReturnType<typeof sql>) {
  const rows = await db
    .select({
      ...outreachComplaintColumns,
      escalationDeadline: complaints.escalationDeadline,
      company: { ...channelCompanyColumns, name: companies.name, slug: companies.slug },
    })
    .from(complaints)
    .innerJoin(companies, eq(companies.id, complaints.companyId))
    .where(
      and(
        inArray(
          complaints.id,
          claimed.map((r) => r.subjectId),
        ),
        applies,
      ),
    );
  const byCompany = new Map<string, typeof rows>();
  for (const row of rows)
    byCompany.set(row.company.id, [...(byCompany.get(row.company.id) ?? []), row]);
  const reminderOf = new Map(claimed.map((r) => [r.subjectId, r.id]));
  const live = new Set(rows.map((row) => row.id));
  const gone = claimed.filter((r) => !live.has(r.subjectId)).map((r) => r.id);
  return { byCompany, reminderOf, gone };
}

/** The contact's reminders before escalation, one mail per address. */
export async function sendContactReminders(postbox: Postbox, claimed: Claimed[], now: number) {
  const { db, config } = postbox;
  const counts = { sent: 0, skipped: 0 };
  const { byCompany, reminderOf, gone } = await stillWaiting(
    db,
    claimed.slice(0, 90),
    sql`${complaints.hasResponse} = 0 and ${complaints.status} = 'open' and ${complaints.escalationDeadline} > ${now}`,
  );
  if (gone.length > 0) await stamp(db, gone, now, true);
  counts.skipped += gone.length;
  for (const list of byCompany.values()) {
    const ids = list.map((row) => reminderOf.get(row.id) ?? "");
    const company = (list[0] as (typeof list)[number]).company;
    const channel = await channelOf(postbox, company, now);
    // Claimed meanwhile (its members are reminded), or nothing reaches it: no mail.
    if (channel.kind === "members" || channel.kind === "none" || !config.addressHashKey) {
      await stamp(db, ids, now, true);
      counts.skipped += ids.length;
      continue;
    }
    const cadence = await contactMailDue(db, channel.address, now);
    if (!cadence.due) {
      const next = cadence.lastAt + 24 * HOUR;
      const later = list.filter((row) => next < row.escalationDeadline.getTime());
      const laterIds = later.map((row) => reminderOf.get(row.id) ?? "");
      const never = ids.filter((id) => !laterIds.includes(id));
      if (laterIds.length > 0) await defer(db, laterIds, next);
      if (never.length > 0) await stamp(db, never, now, true);
      counts.skipped += never.length;
      continue;
    }
    const mail = await queueContactMail(postbox, company, channel, list.slice(0, PER_MAIL), now, {
      more: list.length > PER_MAIL,
      mode: "reminder",
    });
    if (!mail) continue;
    await db.batch([mail.statement, stamp(db, ids, now)]);
    counts.sent += ids.length;
  }
  return counts;
}

/**
 * The follow-ups a week after escalation: a claimed company's members are told in the app and
 * by mail; an unmanaged company's address gets one mail for all of them. Each complaint records
 * when (`follow_up_at`), for its page and its file.
 */
export async function sendFollowUps(postbox: Postbox, claimed: Claimed[], now: number) {
  const { db, config } = postbox;
  const counts = { sent: 0, skipped: 0 };
  const { byCompany, reminderOf, gone } = await stillWaiting(
    db,
    claimed.slice(0, 90),
    sql`${complaints.hasResponse} = 0 and ${complaints.status} = 'escalated' and ${complaints.followUpAt} is null`,
  );
  if (gone.length > 0) await stamp(db, gone, now, true);
  counts.skipped += gone.length;
  const record = (ids: string[]) =>
    db
      .update(complaints)
      .set({ followUpAt: new Date(now) })
      .where(
        and(
          inArray(complaints.id, ids),
          sql`${complaints.followUpAt} is null`,
          eq(complaints.hasResponse, false),
        ),
      );
  for (const list of byCompany.values()) {
    const ids = list.map((row) => reminderOf.get(row.id) ?? "");
    const company = (list[0] as (typeof list)[number]).company;
    const channel = await channelOf(postbox, company, now);
    if (channel.kind === "members") {
      for (const row of list) {
        await db.batch([
          record([row.id]),
          ...notify(postbox, {
            type: "complaint_escalated",
            cause: `follow-up:${row.id}`,
            perRecipient: true,
            to: companyMembers.userId,
            complaintId: row.id,
            actorId: null,
            data: sql`json_object('company', ${company.name}, 'recipient', 'company', 'followUp', 1)`,
            now,
            select: (columns) =>
              db
                .select(columns)
                .from(companyMembers)
                .where(
                  and(
                    eq(companyMembers.companyId, company.id),
                    sql`${companyMembers.userId} <> (select user_id from complaints where id = ${row.id})`,
                    sql`changes() > 0`,
                  ),
                ),
          }),
          stamp(db, [reminderOf.get(row.id) ?? ""], now),
        ]);
      }
      counts.sent += ids.length;
      continue;
    }
    if (channel.kind === "none" || !config.addressHashKey) {
      await stamp(db, ids, now, true);
      counts.skipped += ids.length;
      continue;
    }
    const cadence = await contactMailDue(db, channel.address, now);
    if (!cadence.due) {
      await defer(db, ids, cadence.lastAt + 24 * HOUR);
      continue;
    }
    const shown = list.slice(0, PER_MAIL);
    const mail = await queueContactMail(postbox, company, channel, shown, now, {
      more: list.length > PER_MAIL,
      mode: "follow_up",
    });
    if (!mail) continue;
    await db.batch([
      mail.statement,
      record(shown.map((row) => row.id)),
      stamp(
        db,
        shown.map((row) => reminderOf.get(row.id) ?? ""),
        now,
      ),
    ]);
    // Those the mail could not carry wait for the next mail the cadence allows.
    const rest = list.slice(PER_MAIL).map((row) => reminderOf.get(row.id) ?? "");
    if (rest.length > 0) await defer(db, rest, now + 24 * HOUR);
    counts.sent += shown.length;
  }
  return counts;
}
