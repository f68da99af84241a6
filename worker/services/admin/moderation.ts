import { and, asc, count, eq, min, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { complaints, moderationOutcomes, profiles, reports } from "../../db/schema";
import { correctionStatement } from "../open-data-corrections";
import type { AdminOutcome } from "./outcome";

export const MODERATION_QUEUE_SIZE = 50;

export type ReportedComplaint = {
  complaintId: string;
  text: string;
  companyName: string;
  authorName: string | null;
  authorUsername: string | null;
  reportCount: number;
  firstReportedAt: number;
  reasons: string[];
};

/** Open reports grouped by complaint, oldest first (reports_status_created_idx). */
export async function listReportQueue(db: Database): Promise<ReportedComplaint[]> {
  const rows = await db
    .select({
      complaintId: complaints.id,
      text: complaints.text,
      companyName: complaints.companyName,
      authorName: profiles.fullName,
      authorUsername: profiles.username,
      reportCount: count(),
      firstReportedAt: min(reports.createdAt),
      // The five newest reasons are plenty to judge by; the count says how many there are.
      reasons: sql<string>`json_group_array(${reports.reason})`,
    })
    .from(reports)
    .innerJoin(complaints, eq(complaints.id, reports.complaintId))
    .leftJoin(profiles, eq(profiles.id, complaints.userId))
    .where(eq(reports.status, "open"))
    .groupBy(complaints.id)
    .orderBy(asc(min(reports.createdAt)))
    .limit(MODERATION_QUEUE_SIZE);
  return rows.map((row) => ({
    ...row,
    reportCount: Number(row.reportCount),
    firstReportedAt: row.firstReportedAt ? new Date(row.firstReportedAt).getTime() : 0,
    reasons: (JSON.parse(row.reasons) as string[]).slice(0, 5),
  }));
}

export const ModerationDecisionSchema = z.object({
  complaintId: z.string().trim().min(1).max(64),
  outcome: z.enum(["kept", "removed"]),
});

/**
 * Decides every open report of a complaint at once. "kept" dismisses them and the complaint
 * shows the review; "removed" deletes the complaint (its reports, ucks and comments cascade)
 * and its address then says moderators removed it. The reports are claimed with a conditional
 * update, so two moderators deciding at once act once.
 */
export async function decideReports(
  db: Database,
  actorId: string,
  input: { complaintId: string; outcome: "kept" | "removed" },
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
    return { ok: false, code: "conflict", message: "These reports have already been decided." };
  }
  const [counted] = await db
    .select({ total: count() })
    .from(reports)
    .where(eq(reports.complaintId, input.complaintId));
  const outcome = {
    complaintId: input.complaintId,
    outcome: input.outcome,
    reportCount: Number(counted?.total ?? claimed.length),
    decidedBy: actorId,
    decidedAt: at,
  };
  const record = db
    .insert(moderationOutcomes)
    .values(outcome)
    .onConflictDoUpdate({ target: moderationOutcomes.complaintId, set: outcome });
  if (input.outcome === "kept") {
    await record;
    return { ok: true, message: "Complaint kept; reports dismissed", removedImageUrl: null };
  }
  // The open data follows: the files that published it are rewritten by the next cron run.
  const which = eq(complaints.id, input.complaintId);
  const [, , removed] = await db.batch([
    record,
    correctionStatement(db, which, "removed_by_moderators", now),
    db.delete(complaints).where(which).returning({ imageUrl: complaints.imageUrl }),
  ]);
  return {
    ok: true,
    message: "Complaint removed",
    removedImageUrl: removed[0]?.imageUrl ?? null,
  };
}
