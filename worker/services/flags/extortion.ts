import { DEMAND_LENGTH, EXTORTION_MESSAGES, SAME_DEMAND_NOTE_LENGTH } from "@shared/flags";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { hitRateLimit, tooManyAttempts } from "../../auth/rate-limit";
import type { Database } from "../../db/client";
import { outerColumn } from "../../db/outer-column";
import {
  companies,
  complaints,
  extortionAnswers,
  extortionFindings,
  extortionReports,
  profiles,
} from "../../db/schema";
import type { AdminOutcome } from "../admin/outcome";
import type { Postbox } from "../mail/postbox";
import { notify, notifyInApp } from "../notify";
import { decidedAlready, type RefusalCode, type RefusalWords } from "../refusal";

/** The extortion form: which complaint, and the demand in the company's words. */
export const ExtortionReportSchema = z.object({
  complaintId: z.string().trim().min(1).max(64),
  demand: z
    .string({ error: EXTORTION_MESSAGES.demandTooShort })
    .trim()
    .min(DEMAND_LENGTH.min, EXTORTION_MESSAGES.demandTooShort)
    .max(DEMAND_LENGTH.max, EXTORTION_MESSAGES.demandTooLong),
});
export type ExtortionReportInput = z.infer<typeof ExtortionReportSchema>;

export type ExtortionTarget = {
  complaintId: string;
  text: string;
  companyId: string;
  companyName: string;
  companySlug: string;
  authorId: string;
  isMember: boolean;
  alreadyReported: boolean;
};

/** The complaint a member would report, with whether this viewer may (one statement). */
export async function extortionTarget(
  db: Database,
  complaintId: string,
  viewerId: string,
): Promise<ExtortionTarget | null> {
  const [row] = await db
    .select({
      complaintId: complaints.id,
      text: complaints.text,
      companyId: complaints.companyId,
      companyName: companies.name,
      companySlug: companies.slug,
      authorId: complaints.userId,
      isMember: sql<number>`exists (select 1 from company_members m where m.company_id = ${outerColumn(complaints.companyId)} and m.user_id = ${viewerId})`,
      alreadyReported: sql<number>`exists (select 1 from extortion_reports e where e.complaint_id = ${outerColumn(complaints.id)} and e.reporter_id = ${viewerId})`,
    })
    .from(complaints)
    .innerJoin(companies, eq(companies.id, complaints.companyId))
    .where(eq(complaints.id, complaintId))
    .limit(1);
  if (!row) return null;
  return { ...row, isMember: Boolean(row.isMember), alreadyReported: Boolean(row.alreadyReported) };
}

/** `words`: the same refusal for a page to say in its language (decision 030). */
export type ExtortionRefusal = {
  ok: false;
  code: RefusalCode;
  message: string;
  words?: RefusalWords;
};

const refused = (code: RefusalCode, message: string, text: RefusalWords["text"]) =>
  ({ ok: false, code, message, words: { text } }) satisfies ExtortionRefusal;

/** Why this viewer may not report this complaint as extortion, or null when they may. */
export function extortionRefusal(
  target: ExtortionTarget | null,
  viewerId: string,
): ExtortionRefusal | null {
  if (!target) return refused("not_found", EXTORTION_MESSAGES.notFound, "complaint.notFound");
  if (!target.isMember)
    return refused("forbidden", EXTORTION_MESSAGES.notMember, "extortion.notMember");
  if (target.authorId === viewerId)
    return refused("forbidden", EXTORTION_MESSAGES.ownComplaint, "extortion.own");
  if (target.alreadyReported)
    return refused("conflict", EXTORTION_MESSAGES.already, "extortion.already");
  return null;
}

/**
 * A member's extortion report, stored for the superadmin's moderation queue with the demand, and
 * its author told. The complaint stays public and unchanged: only a moderator's decision does
 * anything. Checked in order: the complaint, membership, not one's own, once per member, then the
 * member's daily cap (extortionReportByMember) and the company's (extortionReportByCompany), so a
 * refused form never takes a slot and one member cannot use up the company's.
 */
export async function reportExtortion(
  postbox: Postbox,
  actorId: string,
  input: ExtortionReportInput,
  attachmentKey: string | null,
  now: number,
): Promise<{ ok: true; id: string; message: string } | ExtortionRefusal> {
  const { db } = postbox;
  const target = await extortionTarget(db, input.complaintId, actorId);
  const refusal = extortionRefusal(target, actorId);
  if (refusal || !target) return refusal ?? { ok: false, code: "not_found", message: "" };
  // The member's own cap first, so one member cannot use up the company's.
  const own = await hitRateLimit(db, "extortionReportByMember", actorId, now);
  if (!own.allowed)
    return { ok: false, code: "rate_limited", ...tooManyAttempts(own.retryAfterSeconds) };
  const slot = await hitRateLimit(db, "extortionReportByCompany", target.companyId, now);
  if (!slot.allowed)
    return { ok: false, code: "rate_limited", ...tooManyAttempts(slot.retryAfterSeconds) };
  const id = crypto.randomUUID();
  const insert = db
    .insert(extortionReports)
    .values({
      id,
      complaintId: target.complaintId,
      companyId: target.companyId,
      accountId: target.authorId,
      reporterId: actorId,
      demand: input.demand,
      attachmentKey,
      createdAt: new Date(now),
    })
    // A double submit: the unique index keeps the first.
    .onConflictDoNothing()
    .returning({ id: extortionReports.id });
  // The author is told at once (in the app and by mail, in their language) and may answer once
  // before a moderator decides (./extortion-answers.ts). Once per complaint, however many report.
  const [written] = await db.batch([
    insert,
    ...tellAuthor(postbox, {
      type: "extortion_reported",
      cause: `extortion-reported:${target.complaintId}`,
      complaintId: target.complaintId,
      only: sql`exists (select 1 from extortion_reports r where r.id = ${id})`,
      now,
    }),
  ]);
  if (written.length === 0)
    return refused("conflict", EXTORTION_MESSAGES.already, "extortion.already");
  return { ok: true, id, message: EXTORTION_MESSAGES.sent };
}

export type ExtortionQueueItem = {
  id: string;
  complaintId: string;
  complaintText: string;
  companyName: string;
  accountId: string;
  authorName: string | null;
  authorUsername: string | null;
  reporterName: string | null;
  demand: string;
  hasAttachment: boolean;
  /** The author's answer before the decision (decision 039), with its picture's id, if any. */
  answer: { id: string; text: string; hasAttachment: boolean } | null;
  createdAt: number;
};

export const EXTORTION_QUEUE_SIZE = 50;

/** Open extortion reports, oldest first (each waits for a moderator in the order it came). */
export async function listExtortionQueue(
  db: Database,
  size = EXTORTION_QUEUE_SIZE,
): Promise<ExtortionQueueItem[]> {
  const rows = await db
    .select({
      id: extortionReports.id,
      complaintId: extortionReports.complaintId,
      complaintText: complaints.text,
      companyName: companies.name,
      accountId: extortionReports.accountId,
      authorName: profiles.fullName,
      authorUsername: profiles.username,
      reporterName: sql<
        string | null
      >`(select p.full_name from profiles p where p.id = ${outerColumn(extortionReports.reporterId)})`.as(
        "reporter_name",
      ),
      demand: extortionReports.demand,
      attachmentKey: extortionReports.attachmentKey,
      answerId: extortionAnswers.id,
      answerText: extortionAnswers.text,
      answerAttachment: extortionAnswers.attachmentKey,
      createdAt: extortionReports.createdAt,
    })
    .from(extortionReports)
    .innerJoin(complaints, eq(complaints.id, extortionReports.complaintId))
    .innerJoin(companies, eq(companies.id, extortionReports.companyId))
    .leftJoin(profiles, eq(profiles.id, extortionReports.accountId))
    .leftJoin(
      extortionAnswers,
      and(
        eq(extortionAnswers.complaintId, extortionReports.complaintId),
        eq(extortionAnswers.stage, "answer"),
      ),
    )
    .where(eq(extortionReports.status, "open"))
    .orderBy(asc(extortionReports.createdAt), asc(extortionReports.id))
    .limit(size);
  return rows.map(
    ({ attachmentKey, answerId, answerText, answerAttachment, createdAt, ...row }) => ({
      ...row,
      hasAttachment: attachmentKey !== null,
      answer:
        answerId && answerText
          ? { id: answerId, text: answerText, hasAttachment: answerAttachment !== null }
          : null,
      createdAt: createdAt.getTime(),
    }),
  );
}

/** A complaint by its id or its address (/complaint/{id}), as a moderator pastes it. */
const complaintIdOf = (value: string) =>
  value.replace(/^.*\/complaint\//, "").replace(/[/?#].*$/, "");

/** At most this many other complaints on which one decision records the same demand. */
export const SAME_DEMAND_MAX = 20;

export const ExtortionDecisionSchema = z
  .object({
    reportId: z.string().trim().min(1).max(64),
    outcome: z.enum(["upheld", "rejected"]),
    // Other complaints of the same author about the same company where the moderator finds the
    // same demand (ids or addresses, by spaces, commas or lines), and what shows it on each.
    sameComplaints: z
      .string()
      .max(4000)
      .optional()
      .transform((value) =>
        [
          ...new Set(
            (value ?? "")
              .split(/[\s,]+/)
              .map(complaintIdOf)
              .filter(Boolean),
          ),
        ].slice(0, SAME_DEMAND_MAX + 1),
      ),
    sameNote: z.string().trim().max(SAME_DEMAND_NOTE_LENGTH.max).optional(),
  })
  .refine(
    // Rejecting ignores what was typed there; upholding with complaints named needs the note.
    (input) =>
      input.outcome === "rejected" ||
      input.sameComplaints.length === 0 ||
      ((input.sameNote ?? "").length >= SAME_DEMAND_NOTE_LENGTH.min &&
        input.sameComplaints.length <= SAME_DEMAND_MAX),
    { path: ["sameNote"] },
  );
/** The decision as parsed (or given by a test: other complaints are optional). */
export type ExtortionDecisionInput = Omit<
  z.infer<typeof ExtortionDecisionSchema>,
  "sameComplaints"
> & { sameComplaints?: string[] };

const decided = decidedAlready("This report has already been decided.", "answer.extortionDecided");

/**
 * A moderator upholds or rejects an extortion report (decision 039). The report is claimed with
 * a conditional update, so two moderators deciding at once act once. Upheld records a finding on
 * the reported complaint only, and on each other complaint the moderator names where they find
 * the same demand (the same author and company, each with the moderator's note): those
 * complaints say so and stay readable, and their company's figures leave them out. Nothing else
 * of the author's changes. The author is told in the app and by mail, in their language, and
 * may appeal each finding once. Rejected changes nothing else.
 */
export async function decideExtortionReport(
  postbox: Postbox,
  actorId: string,
  input: ExtortionDecisionInput,
  now: number,
): Promise<AdminOutcome> {
  const { db } = postbox;
  const at = new Date(now);
  const [report] = await db
    .select({
      complaintId: extortionReports.complaintId,
      companyId: extortionReports.companyId,
      accountId: extortionReports.accountId,
      status: extortionReports.status,
    })
    .from(extortionReports)
    .where(eq(extortionReports.id, input.reportId))
    .limit(1);
  if (report?.status !== "open") return decided;
  const others = (input.sameComplaints ?? []).filter((id) => id !== report.complaintId);
  if (input.outcome === "upheld" && others.length > 0) {
    // Each named complaint must be the same author's about the same company.
    const found = await db
      .select({ id: complaints.id })
      .from(complaints)
      .where(
        and(
          inArray(complaints.id, others),
          eq(complaints.userId, report.accountId),
          eq(complaints.companyId, report.companyId),
        ),
      );
    if (found.length !== others.length)
      return {
        ok: false,
        code: "invalid",
        message:
          "The same demand can be recorded only on other complaints by the same author about the same company.",
        words: { text: "answer.extortionSameWrong" },
      };
  }
  const claim = db
    .update(extortionReports)
    .set({ status: input.outcome, reviewedBy: actorId, reviewedAt: at })
    .where(and(eq(extortionReports.id, input.reportId), eq(extortionReports.status, "open")))
    .returning({ id: extortionReports.id });
  if (input.outcome === "rejected") {
    const [claimed] = await claim;
    if (!claimed) return decided;
    return {
      ok: true,
      message: "Extortion report rejected; nothing changes",
      words: { text: "answer.extortionRejected" },
    };
  }
  const claimedHere = sql`exists (select 1 from extortion_reports r where r.id = ${input.reportId} and r.reviewed_by = ${actorId} and r.reviewed_at = ${now} and r.status = 'upheld')`;
  const findings = [
    { complaintId: report.complaintId, basis: "reported" as const, note: null },
    ...others.map((complaintId) => ({
      complaintId,
      basis: "same_demand" as const,
      note: input.sameNote ?? null,
    })),
  ];
  const [claimed] = await db.batch([
    claim,
    // Written only by the decision that claimed the report (a complaint found once keeps its
    // first finding).
    ...findings.map((finding) =>
      db
        .insert(extortionFindings)
        .select(
          db
            .select({
              complaintId: sql<string>`${finding.complaintId}`.as("complaint_id"),
              reportId: sql<string>`${input.reportId}`.as("report_id"),
              basis: sql<string>`${finding.basis}`.as("basis"),
              note: sql<string | null>`${finding.note}`.as("note"),
              decidedBy: sql<string>`${actorId}`.as("decided_by"),
              decidedAt: sql<number>`${now}`.as("decided_at"),
            })
            .from(sql`(select 1)`)
            .where(claimedHere),
        )
        .onConflictDoNothing(),
    ),
    ...findings.flatMap((finding) =>
      tellAuthor(postbox, {
        type: "extortion_found",
        cause: `extortion-found:${finding.complaintId}:${input.reportId}`,
        complaintId: finding.complaintId,
        only: claimedHere,
        now,
      }),
    ),
  ]);
  if (claimed.length === 0) return decided;
  return {
    ok: true,
    message:
      "Extortion upheld; the reported complaint (and any you named) is labelled and left out of its company's figures",
    words: { text: "answer.extortionUpheld" },
  };
}

/** What the author is told of, about which complaint, once per cause. */
type AuthorEvent = {
  cause: string;
  complaintId: string;
  /** A condition on rows written earlier in the same batch. */
  only?: SQL;
  now: number;
};

/**
 * Tells a complaint's author about an extortion report on it or a finding (decision 039), once
 * per cause: in the app (worded when read, so in their language) and by mail unless they turned
 * that kind off (worker/services/mail/words.ts, in their language), as statements for the
 * causing batch.
 */
export function tellAuthor(
  postbox: Postbox,
  event: AuthorEvent & { type: "extortion_reported" | "extortion_found" },
) {
  const { db } = postbox;
  return notify(postbox, {
    type: event.type,
    cause: event.cause,
    to: complaints.userId,
    complaintId: complaints.id,
    data: sql`json_object('company', ${complaints.companyName})`,
    now: event.now,
    select: (columns) =>
      db
        .select(columns)
        .from(complaints)
        .where(and(eq(complaints.id, event.complaintId), event.only ?? sql`1`)),
  });
}

/** An appeal's decision, told to the complaint's author in the app (worded when read). */
export function tellAuthorOfAppeal(
  db: Database,
  event: AuthorEvent & { outcome: "overturned" | "kept" },
) {
  return notifyInApp(db, {
    type: "extortion_appeal_decided",
    key: event.cause,
    to: complaints.userId,
    complaintId: complaints.id,
    data: sql`json_object('company', ${complaints.companyName}, 'outcome', ${event.outcome})`,
    now: event.now,
    select: (columns) =>
      db
        .select(columns)
        .from(complaints)
        .where(and(eq(complaints.id, event.complaintId), event.only ?? sql`1`)),
  });
}
