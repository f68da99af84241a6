import { RemovalReasonSchema } from "@shared/removals-schemas";
import { and, asc, count, desc, eq, max, min, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { afterKeyset, keysetCursor, parseKeyset } from "../../db/keyset";
import { complaints, moderationOutcomes, profiles, reports, users } from "../../db/schema";
import { correctionStatement } from "../open-data-corrections";
import type { AdminOutcome } from "./outcome";
import { recordRemoval } from "./removals";

export const MODERATION_QUEUE_SIZE = 50;

/**
 * How much one report weighs in the queue's order: a throwaway account cannot bury a
 * real report. An account that was younger than a day when it reported, or a member of the
 * complaint's company, counts one; an established stranger counts ten, so one real reporter
 * outweighs nine throwaways and 55 throwaway reports on 55 complaints stay below it.
 */
export const REPORT_WEIGHT = { established: 10, young: 1, companyMember: 1 } as const;
export const YOUNG_ACCOUNT_MS = 24 * 60 * 60 * 1000;

export type ReportedComplaint = {
  complaintId: string;
  text: string;
  companyName: string;
  authorName: string | null;
  authorUsername: string | null;
  reportCount: number;
  /** Reports by members of the complaint's company (stored as such when they reported). */
  memberReportCount: number;
  /** Reports by accounts younger than a day when they reported. */
  youngReportCount: number;
  severity: number;
  firstReportedAt: number;
  lastReportedAt: number;
  reasons: string[];
};

export type ReportQueuePage = { items: ReportedComplaint[]; next: string | null };

/** The queue's place after an item: severity, newest report, complaint id (keyset paging). */
export function parseQueueCursor(value: string | null) {
  const cursor = parseKeyset(value, 2);
  if (!cursor) return null;
  const [severity = 0, last = 0] = cursor.values;
  return { severity, last, complaintId: cursor.id };
}

/**
 * Open reports grouped by complaint, the most severe first (distinct reporters weighted by
 * their account's age and whether they belong to the company), then the most recently reported,
 * a page at a time. Every open report is reachable through `next`.
 */
export async function listReportQueue(
  db: Database,
  after: string | null = null,
  size = MODERATION_QUEUE_SIZE,
): Promise<ReportQueuePage> {
  const young = sql`${users.createdAt} > ${reports.createdAt} - ${YOUNG_ACCOUNT_MS}`;
  const severity = sql<number>`sum(case when ${reports.fromCompanyMember} then ${REPORT_WEIGHT.companyMember} when ${young} then ${REPORT_WEIGHT.young} else ${REPORT_WEIGHT.established} end)`;
  const last = max(reports.createdAt);
  const cursor = parseQueueCursor(after);
  const rows = await db
    .select({
      complaintId: complaints.id,
      text: complaints.text,
      companyName: complaints.companyName,
      authorName: profiles.fullName,
      authorUsername: profiles.username,
      reportCount: count(),
      memberReportCount: sql<number>`sum(${reports.fromCompanyMember})`,
      youngReportCount: sql<number>`sum(case when ${young} then 1 else 0 end)`,
      severity,
      firstReportedAt: min(reports.createdAt),
      lastReportedAt: sql<number>`max(${reports.createdAt})`,
      // The five newest reasons are plenty to judge by; the count says how many there are.
      reasons: sql<string>`json_group_array(${reports.reason})`,
    })
    .from(reports)
    .innerJoin(complaints, eq(complaints.id, reports.complaintId))
    .innerJoin(users, eq(users.id, reports.reporterId))
    .leftJoin(profiles, eq(profiles.id, complaints.userId))
    .where(eq(reports.status, "open"))
    .groupBy(complaints.id)
    .having(
      cursor
        ? afterKeyset(
            [
              { column: severity, value: cursor.severity },
              { column: last, value: cursor.last },
            ],
            { column: complaints.id, value: cursor.complaintId, direction: "asc" },
          )
        : undefined,
    )
    .orderBy(desc(severity), desc(last), asc(complaints.id))
    .limit(size + 1);
  const items = rows.slice(0, size).map((row) => ({
    ...row,
    reportCount: Number(row.reportCount),
    memberReportCount: Number(row.memberReportCount),
    youngReportCount: Number(row.youngReportCount),
    severity: Number(row.severity),
    firstReportedAt: row.firstReportedAt ? new Date(row.firstReportedAt).getTime() : 0,
    lastReportedAt: Number(row.lastReportedAt),
    reasons: (JSON.parse(row.reasons) as string[]).slice(0, 5),
  }));
  const tail = items.at(-1);
  return {
    items,
    next:
      rows.length > size && tail
        ? keysetCursor([Number(tail.severity), Number(tail.lastReportedAt)], tail.complaintId)
        : null,
  };
}

/** How many complaints have open reports (the Moderation tab's label; every page together). */
export async function countReportedComplaints(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(distinct ${reports.complaintId})` })
    .from(reports)
    .where(eq(reports.status, "open"));
  return Number(row?.total ?? 0);
}

export const ModerationDecisionSchema = z.discriminatedUnion("outcome", [
  z.object({ complaintId: z.string().trim().min(1).max(64), outcome: z.literal("kept") }),
  // A removal says why on its public stub (decision 033).
  z.object({
    complaintId: z.string().trim().min(1).max(64),
    outcome: z.literal("removed"),
    reason: RemovalReasonSchema,
  }),
]);

/**
 * Decides every open report of a complaint at once. "kept" dismisses them and the complaint
 * shows the review; "removed" deletes the complaint (its reports, ucks and comments cascade)
 * and its address then shows a stub with the reason, where the author can appeal once. The reports are claimed with a conditional
 * update, so two moderators deciding at once act once.
 */
export async function decideReports(
  db: Database,
  actorId: string,
  input: { complaintId: string } & ({ outcome: "kept" } | { outcome: "removed"; reason: string }),
  now: number,
): Promise<AdminOutcome<{ removedImageUrl: string | null }>> {
  const at = new Date(now);
  const claimed = await db
    .update(reports)
    .set({
      status: input.outcome === "kept" ? "dismissed" : "actioned",
      reviewedBy: actorId,
      reviewedAt: at,
    })
    .where(and(eq(reports.complaintId, input.complaintId), eq(reports.status, "open")))
    .returning({ id: reports.id });
  if (claimed.length === 0) {
    return {
      ok: false,
      code: "conflict",
      message: "These reports have already been decided.",
      words: { text: "answer.reportsDecided" },
    };
  }
  // The company and whether one of its members had reported the complaint (a report or an
  // extortion report) are kept with the decision: the company page counts its members' reports
  // that moderators upheld after the complaint and its reports are gone (decision 032).
  const { complaintId } = input;
  const extortionReported = sql`exists (select 1 from extortion_reports e where e.complaint_id = ${complaintId})`;
  const [counted] = await db
    .select({
      total: count(),
      companyId: sql<
        string | null
      >`(select c.company_id from complaints c where c.id = ${complaintId})`,
      memberReported: sql<number>`coalesce(max(${reports.fromCompanyMember}), 0) or ${extortionReported}`,
    })
    .from(reports)
    .where(eq(reports.complaintId, input.complaintId));
  const outcome = {
    complaintId: input.complaintId,
    outcome: input.outcome,
    reportCount: Number(counted?.total ?? claimed.length),
    decidedBy: actorId,
    decidedAt: at,
    companyId: counted?.companyId ?? null,
    memberReported: Boolean(counted?.memberReported),
  };
  const record = db
    .insert(moderationOutcomes)
    .values(outcome)
    .onConflictDoUpdate({ target: moderationOutcomes.complaintId, set: outcome });
  if (input.outcome === "kept") {
    await record;
    return {
      ok: true,
      message: "Complaint kept; reports dismissed",
      words: { text: "answer.complaintKept" },
      removedImageUrl: null,
    };
  }
  // The open data follows: the files that published it are rewritten by the next cron run.
  const which = eq(complaints.id, input.complaintId);
  const [, , , removed] = await db.batch([
    record,
    correctionStatement(db, which, "removed_by_moderators", now),
    // The public stub: reason, date and the author's one appeal (decision 033).
    recordRemoval(db, { complaintId: input.complaintId, actorId, reason: input.reason, now }),
    db.delete(complaints).where(which).returning({ imageUrl: complaints.imageUrl }),
  ]);
  return {
    ok: true,
    message: "Complaint removed",
    words: { text: "answer.complaintRemoved" },
    removedImageUrl: removed[0]?.imageUrl ?? null,
  };
}
