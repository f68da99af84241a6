import { sql } from "drizzle-orm";
import { parseConfig } from "../config";
import { createDb, type Database } from "../db/client";
import { jobRuns } from "../db/schema";
import { errorText, logEvent } from "../log";
import { reportError } from "../observability/error-reports";
import { type JOBS, type Job, type JobContext, schedules } from "./registry";

/** One job's run: what it returned, or the error it threw (never thrown on). */
export type JobReport<Result = unknown> =
  | { name: string; ok: true; durationMs: number; result: Result }
  | { name: string; ok: false; durationMs: number; error: string };

/** The reports of one trigger's run, by job name (only the jobs that trigger runs). */
export type JobReports = {
  [Entry in (typeof JOBS)[number] as Entry["name"]]?: JobReport<Awaited<ReturnType<Entry["run"]>>>;
};

/** A run's result for the log line: lists become their length, so ids never flood it. */
function summary(result: unknown): Record<string, unknown> {
  if (typeof result !== "object" || result === null || Array.isArray(result)) return { result };
  return Object.fromEntries(
    Object.entries(result).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.length : value,
    ]),
  );
}

/** An error text short enough for a table cell and a log line. */
const ERROR_MAX = 500;

/**
 * Records a finished run: one upsert. A run that started before the recorded one (an
 * overlapping run that ended late) changes nothing, so the row always shows the newest run.
 */
async function recordRun(db: Database, name: string, startedAt: Date, report: JobReport) {
  const ok = report.ok;
  const error = report.ok ? null : report.error.slice(0, ERROR_MAX);
  await db
    .insert(jobRuns)
    .values({
      name,
      firstStartedAt: startedAt,
      lastStartedAt: startedAt,
      lastDurationMs: report.durationMs,
      lastOutcome: ok ? "ok" : "failed",
      lastError: error,
      lastSuccessAt: ok ? startedAt : null,
      lastFailureAt: ok ? null : startedAt,
      consecutiveFailures: ok ? 0 : 1,
    })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: {
        lastStartedAt: startedAt,
        lastDurationMs: report.durationMs,
        lastOutcome: ok ? "ok" : "failed",
        lastError: error,
        lastSuccessAt: ok ? startedAt : sql`${jobRuns.lastSuccessAt}`,
        lastFailureAt: ok ? sql`${jobRuns.lastFailureAt}` : startedAt,
        consecutiveFailures: ok ? 0 : sql`${jobRuns.consecutiveFailures} + 1`,
      },
      setWhere: sql`${jobRuns.lastStartedAt} <= ${startedAt.getTime()}`,
    });
}

/**
 * Runs one job on its own: its failure is caught, logged as one JSON line with its name and
 * recorded in job_runs; nothing it does can stop the jobs after it.
 */
export async function runJob<Result>(
  job: Job<string, Result>,
  context: JobContext,
): Promise<JobReport<Result>> {
  const started = Date.now();
  let report: JobReport<Result>;
  try {
    const result = await job.run(context);
    report = { name: job.name, ok: true, durationMs: Date.now() - started, result };
    logEvent(
      "job_finished",
      { job: job.name, durationMs: report.durationMs, ...summary(result) },
      "info",
    );
  } catch (error) {
    report = {
      name: job.name,
      ok: false,
      durationMs: Date.now() - started,
      error: errorText(error),
    };
    logEvent("job_failed", { job: job.name, durationMs: report.durationMs, error: report.error });
    reportError(error, { event: "job_failed", job: job.name });
  }
  try {
    await recordRun(context.db, job.name, context.now, report);
  } catch (error) {
    // The job's own work is done (or its failure logged); only its record is missing.
    logEvent("job_record_failed", { job: job.name, error: errorText(error) });
  }
  return report;
}

/** The context a job gets; the vars are parsed on first use, inside the job that needs them. */
export function jobContext(env: Env, now: Date, db: Database = createDb(env.DB)): JobContext {
  let config: ReturnType<typeof parseConfig> | undefined;
  return {
    db,
    env,
    now,
    get config() {
      config ??= parseConfig(env);
      return config;
    },
  };
}

/**
 * scheduled(): runs every job of the cron expression, one after another, each on its own.
 * Resolves with each job's report by name; never rejects because of a job.
 */
export async function runScheduledJobs(cron: string, env: Env, now: Date): Promise<JobReports> {
  const jobs = schedules().get(cron);
  if (!jobs) {
    logEvent("job_unknown_cron", { cron }, "error");
    return {};
  }
  const context = jobContext(env, now);
  const reports: Record<string, JobReport> = {};
  for (const job of jobs) reports[job.name] = await runJob(job, context);
  // Each report came from the registry entry of its name, the entry JobReports is derived from.
  return reports as JobReports;
}
