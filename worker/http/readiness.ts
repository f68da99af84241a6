import type { Context } from "hono";
import { constantTimeEqualHex, sha256Hex } from "../auth/tokens";
import { type AppConfig, isPlaceholderHost, senderAddress } from "../config";
import { createDb } from "../db/client";
import { type JobStatus, LATE_AFTER_INTERVALS, listJobStatuses } from "../jobs/status";
import type { AppEnv } from "./app-env";

const minutes = (ms: number) => `${Math.round(ms / 60_000)} min`;

/**
 * What /readyz says of each cron job: when it last ran and succeeded, its outcome, and whether
 * it is late. Never the error text (the admin page's Jobs tab shows that to superadmins).
 */
function jobLines(
  jobs: JobStatus[] | null,
  database: boolean,
  problems: string[],
  warnings: string[],
) {
  if (!jobs) {
    // Without D1 the database line already says it; with D1, the table itself is missing.
    if (database) problems.push("The cron jobs' last runs could not be read (table job_runs)");
    return null;
  }
  for (const job of jobs) {
    const every = minutes(job.everyMs);
    if (job.late) {
      // Late is a problem: escalation, erasure and mail are promises made to people.
      problems.push(
        `Job ${job.name} has not succeeded ${job.lastSuccessAt ? `since ${new Date(job.lastSuccessAt).toISOString()}` : "since it first ran"} (runs every ${every}; late after ${LATE_AFTER_INTERVALS} intervals)`,
      );
    } else if (job.lastOutcome === "failed") {
      warnings.push(
        `Job ${job.name} failed its last run (${job.consecutiveFailures} in a row); the next run tries again`,
      );
    } else if (job.lastOutcome === null) {
      warnings.push(`Job ${job.name} has not run yet (cron ${job.cron}, wrangler.toml [triggers])`);
    }
  }
  return jobs.map((job) => ({
    name: job.name,
    cron: job.cron,
    everyMinutes: job.everyMs / 60_000,
    lastRunAt: job.lastStartedAt === null ? null : new Date(job.lastStartedAt).toISOString(),
    lastOutcome: job.lastOutcome,
    lastSuccessAt: job.lastSuccessAt === null ? null : new Date(job.lastSuccessAt).toISOString(),
    consecutiveFailures: job.consecutiveFailures,
    late: job.late,
  }));
}

/**
 * What keeps this deployment from serving real people, and what merely deserves a look. The
 * report names settings and whether they are present, never their values (secrets, addresses).
 */
export function readinessReport(
  config: AppConfig,
  database: boolean,
  jobs: JobStatus[] | null = [],
) {
  const problems: string[] = [];
  const warnings: string[] = [];
  if (!config.isProduction) problems.push(`APP_ENV is "${config.env}", not "production"`);
  const publicHost = new URL(config.publicHost);
  if (publicHost.protocol !== "https:") problems.push("PUBLIC_HOST is not an https:// URL");
  if (isPlaceholderHost(publicHost.hostname)) {
    problems.push(`PUBLIC_HOST is the placeholder ${publicHost.hostname}; set the site's host`);
  }
  problems.push(...config.mail.problems);
  if (config.isProduction && !config.addressHashKeySet) {
    problems.push(
      "ADDRESS_HASH_KEY is not set: breach blocks keep no addresses (wrangler secret put ADDRESS_HASH_KEY)",
    );
  }
  if (!database) problems.push("D1 (binding DB) did not answer select 1");
  const replyTo = config.mail.replyTo;
  if (config.isProduction && !replyTo) {
    warnings.push(
      "MAIL_REPLY_TO is not set: a person who answers a mail from UCK writes to MAIL_FROM's address, which nobody reads",
    );
  } else if (config.isProduction && replyTo && isPlaceholderHost(senderAddress(replyTo) ?? "")) {
    warnings.push("MAIL_REPLY_TO is at a placeholder domain: replies reach nobody");
  }
  if (!config.google && !config.twitter) {
    warnings.push("No OAuth provider is configured: only e-mail sign-up is offered");
  }
  if (config.superadminEmails.length === 0) {
    // What an empty list means differs: production grants superadmin only to listed, verified
    // addresses (services/admin/access.ts), so there nobody can ask for it.
    warnings.push(
      config.isProduction
        ? "SUPERADMIN_EMAILS is empty: nobody can grant themselves superadmin (production grants it only to verified addresses listed there)"
        : "SUPERADMIN_EMAILS is empty: the first person to ask becomes superadmin while none exists",
    );
  }
  const jobReport = jobLines(jobs, database, problems, warnings);
  return {
    ready: problems.length === 0,
    problems,
    warnings,
    appEnv: config.env,
    publicHost: config.publicHost,
    mail: {
      transport: config.mail.transport,
      apiUrl: config.mail.transport === "http" ? config.mail.apiUrl : null,
      canSend: config.mail.problems.length === 0,
      replyTo: replyTo !== null,
      problems: config.mail.problems,
    },
    oauth: { google: Boolean(config.google), twitter: Boolean(config.twitter) },
    addressHashKey: config.addressHashKeySet,
    superadminEmails: config.superadminEmails.length,
    database,
    jobs: jobReport,
  };
}

/**
 * Who reads the full report: a signed-in superadmin, or a monitor with READYZ_TOKEN as its
 * bearer token (compared in constant time). The report names the mail API, which secrets are
 * set, the OAuth providers and the jobs' failures: a map of the deployment for an attacker.
 */
function mayReadReport(c: Context<AppEnv>) {
  if (c.get("user")?.role === "superadmin") return true;
  const token = c.get("config").readyzToken;
  const given = /^Bearer (.+)$/.exec(c.req.header("Authorization") ?? "")?.[1];
  return Boolean(token && given && constantTimeEqualHex(sha256Hex(given), sha256Hex(token)));
}

/**
 * GET /readyz: whether this deployment is ready for real people (200) or not (503). Anyone gets
 * `{ "ready": … }` and the status; a superadmin or a monitor with the token gets the report
 * with the problems (docs/operations.md). A cron job that has not succeeded for two of its
 * intervals makes it 503. docs/operations.md, "4. Mail", explains the mail lines. Never cached.
 */
export async function readiness(c: Context<AppEnv>) {
  const database = await c.env.DB.prepare("select 1 as one")
    .first<{ one: number }>()
    .then((row) => row?.one === 1)
    .catch(() => false);
  // The primary, not the request's D1 session: a replica may lag the cron's last record.
  const jobs = database
    ? await listJobStatuses(createDb(c.env.DB), Date.now()).catch(() => null)
    : null;
  const report = readinessReport(c.get("config"), database, jobs);
  const status = report.ready ? 200 : 503;
  const headers = { "Cache-Control": "no-store" };
  if (!mayReadReport(c)) return c.json({ ready: report.ready }, status, headers);
  return c.json(report, status, headers);
}
