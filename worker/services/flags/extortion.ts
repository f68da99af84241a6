import { DEMAND_LENGTH, EXTORTION_MESSAGES } from "@shared/flags";
import { and, asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { hitRateLimit, tooManyAttempts } from "../../auth/rate-limit";
import type { Database } from "../../db/client";
import { outerColumn } from "../../db/outer-column";
import {
  companies,
  complaints,
  extortionFindings,
  extortionReports,
  profiles,
} from "../../db/schema";
import type { AdminOutcome } from "../admin/outcome";
import type { RefusalCode, RefusalWords } from "../refusal";

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

/** `words`: the same refusal for a page to say in its language (issue 40). */
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
 * A member's extortion report, stored for the superadmin's moderation queue with the demand. The
 * complaint stays public and unchanged: only a moderator's decision does anything. Checked in
 * order: the complaint, membership, not one's own, once per member, then the company's daily cap
 * (extortionReportByCompany), so a refused form never takes a slot.
 */
export async function reportExtortion(
  db: Database,
  actorId: string,
  input: ExtortionReportInput,
  attachmentKey: string | null,
  now: number,
): Promise<{ ok: true; id: string; message: string } | ExtortionRefusal> {
  const target = await extortionTarget(db, input.complaintId, actorId);
  const refusal = extortionRefusal(target, actorId);
  if (refusal || !target) return refusal ?? { ok: false, code: "not_found", message: "" };
  const slot = await hitRateLimit(db, "extortionReportByCompany", target.companyId, now);
  if (!slot.allowed)
    return { ok: false, code: "rate_limited", ...tooManyAttempts(slot.retryAfterSeconds) };
  const id = crypto.randomUUID();
  const written = await db
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
      createdAt: extortionReports.createdAt,
    })
    .from(extortionReports)
    .innerJoin(complaints, eq(complaints.id, extortionReports.complaintId))
    .innerJoin(companies, eq(companies.id, extortionReports.companyId))
    .leftJoin(profiles, eq(profiles.id, extortionReports.accountId))
    .where(eq(extortionReports.status, "open"))
    .orderBy(asc(extortionReports.createdAt), asc(extortionReports.id))
    .limit(size);
  return rows.map(({ attachmentKey, createdAt, ...row }) => ({
    ...row,
    hasAttachment: attachmentKey !== null,
    createdAt: createdAt.getTime(),
  }));
}

export const ExtortionDecisionSchema = z.object({
  reportId: z.string().trim().min(1).max(64),
  outcome: z.enum(["upheld", "rejected"]),
});

/**
 * A moderator upholds or rejects an extortion report. The report is claimed with a conditional
 * update, so two moderators deciding at once act once. Upheld labels the account (one finding per
 * account; a second upheld report keeps the first finding): its complaints then say so and stay
 * readable, and every company's figures leave them out. Rejected changes nothing else.
 */
export async function decideExtortionReport(
  db: Database,
  actorId: string,
  input: z.infer<typeof ExtortionDecisionSchema>,
  now: number,
): Promise<AdminOutcome> {
  const at = new Date(now);
  const claimed = await db
    .update(extortionReports)
    .set({ status: input.outcome, reviewedBy: actorId, reviewedAt: at })
    .where(and(eq(extortionReports.id, input.reportId), eq(extortionReports.status, "open")))
    .returning({ accountId: extortionReports.accountId });
  const [report] = claimed;
  if (!report)
    return {
      ok: false,
      code: "conflict",
      message: "This report has already been decided.",
      words: { text: "answer.extortionDecided" },
    };
  if (input.outcome === "rejected")
    return {
      ok: true,
      message: "Extortion report rejected; nothing changes",
      words: { text: "answer.extortionRejected" },
    };
  await db
    .insert(extortionFindings)
    .values({
      userId: report.accountId,
      reportId: input.reportId,
      decidedBy: actorId,
      decidedAt: at,
    })
    .onConflictDoNothing();
  return {
    ok: true,
    message: "Extortion upheld; the account's complaints are labelled and left out of the figures",
    words: { text: "answer.extortionUpheld" },
  };
}
