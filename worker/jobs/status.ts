import type { Database } from "../db/client";
import { jobRuns } from "../db/schema";
import { JOBS } from "./registry";

/** A job is late when it has not succeeded for this many of its intervals (one miss is allowed). */
export const LATE_AFTER_INTERVALS = 2;

export type JobStatus = {
  name: string;
  cron: string;
  everyMs: number;
  lastStartedAt: number | null;
  lastDurationMs: number | null;
  lastOutcome: "ok" | "failed" | null;
  lastError: string | null;
  lastSuccessAt: number | null;
  consecutiveFailures: number;
  /**
   * Ran here before, yet no success for LATE_AFTER_INTERVALS intervals (counted from its first
   * run when it never succeeded). A job that never ran is not late: a fresh deployment.
   */
  late: boolean;
};

/** Every job of the registry with its last recorded run (null fields: it never ran here). */
export async function listJobStatuses(db: Database, now: number): Promise<JobStatus[]> {
  const rows = await db.select().from(jobRuns);
  const byName = new Map(rows.map((row) => [row.name, row]));
  return JOBS.map((job) => {
    const row = byName.get(job.name);
    const since = row ? (row.lastSuccessAt ?? row.firstStartedAt).getTime() : null;
    return {
      name: job.name,
      cron: job.cron,
      everyMs: job.everyMs,
      lastStartedAt: row?.lastStartedAt.getTime() ?? null,
      lastDurationMs: row?.lastDurationMs ?? null,
      lastOutcome: row?.lastOutcome ?? null,
      lastError: row?.lastError ?? null,
      lastSuccessAt: row?.lastSuccessAt?.getTime() ?? null,
      consecutiveFailures: row?.consecutiveFailures ?? 0,
      late: since !== null && now - since > LATE_AFTER_INTERVALS * job.everyMs,
    };
  });
}
