import { sql } from "drizzle-orm";
import { check, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { timestamp } from "./columns";

/**
 * The last run of each cron job (worker/jobs/registry.ts), one row per job, written by one
 * upsert when a run ends: what the admin page's Jobs tab and /readyz read. A run that never
 * ended (the Worker stopped) leaves the previous run's row, and /readyz then sees the job late.
 */
export const jobRuns = sqliteTable(
  "job_runs",
  {
    name: text("name").primaryKey(),
    // When the job first ran here: a job that never succeeded is late counted from it.
    firstStartedAt: timestamp("first_started_at").notNull(),
    lastStartedAt: timestamp("last_started_at").notNull(),
    lastDurationMs: integer("last_duration_ms").notNull(),
    lastOutcome: text("last_outcome", { enum: ["ok", "failed"] }).notNull(),
    // The failure's error name and message (never the bound values of a query); null after a success.
    lastError: text("last_error"),
    lastSuccessAt: timestamp("last_success_at"),
    lastFailureAt: timestamp("last_failure_at"),
    // Failed runs since the last success: an alert on 3 or more ignores a single hiccup.
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
  },
  (t) => [check("job_runs_outcome_check", sql`${t.lastOutcome} in ('ok', 'failed')`)],
);
