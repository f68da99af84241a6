import type { AppConfig } from "../config";
import { createDb, type Database } from "../db/client";
import { runFloodGuard } from "../services/companies/flood-guard";
import { afterEscalation } from "../services/escalation/after";
import { deliverDueMails } from "../services/mail/deliver";
import { makeDailyDigests } from "../services/mail/fold";
import { createMailer } from "../services/mail/mailer";
import { createPostbox } from "../services/mail/postbox";
import { exportOpenData } from "../services/open-data";
import { applyOpenDataCorrections } from "../services/open-data-rewrite";
import { companiesWaiting, reachCompany } from "../services/outreach/reach";
import { bookAnswerReminders } from "../services/reminders/answer-due";
import { closeUnansweredClaims } from "../services/reminders/claims";
import { bookRecentClockReminders } from "../services/reminders/clocks";
import { bookCompanyClockReminders } from "../services/reminders/company-clock";
import { sendDueReminders } from "../services/reminders/run";
import { pruneExpiredAddressBlocks } from "../services/users/address-blocks";
import { sweepAbandonedUploads } from "../storage/complaint-images";
import { eraseDueAccounts } from "./account-erasure";
import { reviewByAddressRules } from "./address-rules";
import { renameFirstRuleSlugs } from "./company-slugs";
import { backfillComplaintFacets } from "./complaint-facets";
import { escalateOverdueComplaints } from "./escalation";
import { flagOverdueRefunds } from "./overdue-refunds";
import { ageRankings, weighRankedUcks } from "./ranking-ageing";

/**
 * Every cron job, in the order a trigger runs them. Adding a job is one entry here; a job on a
 * new schedule also needs its cron expression in wrangler.toml's `[triggers] crons` (a test
 * checks the two agree). Each job runs on its own (worker/jobs/run.ts): one that throws is
 * logged and recorded under its name, and the next one runs regardless. Jobs must stay safe to
 * run twice or at the same time (docs/architecture.md#a-cron-run): each claims its rows with a conditional write.
 */

export const EVERY_15_MINUTES = "*/15 * * * *";
/** The flood guard's own trigger (decision 031): it compares whole 24 hours, an hour apart is enough. */
export const HOURLY = "0 * * * *";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** What a job gets: the database, the bindings, the parsed vars (read on first use) and the clock. */
export type JobContext = {
  db: Database;
  env: Env;
  readonly config: AppConfig;
  now: Date;
};

export type Job<Name extends string = string, Result = unknown> = {
  /** Stable: it names the job in job_runs, the log, the admin page and /readyz. */
  name: Name;
  /** The trigger (a `crons` entry of wrangler.toml) that runs it. */
  cron: string;
  /** How often it runs; /readyz flags it when it has not succeeded for two of these. */
  everyMs: number;
  run: (context: JobContext) => Promise<Result>;
};

/** A job's postbox: what it queues goes out when it settles it, at the job's end. */
const jobPostbox = (context: JobContext) =>
  createPostbox({
    db: context.db,
    mailer: createMailer(context.config, context.db),
    config: context.config,
    now: () => context.now.getTime(),
  });

const job = <const Name extends string, Result>(definition: Job<Name, Result>) => definition;

const mailDeps = ({ db, config }: JobContext) => ({
  db,
  mailer: createMailer(config, db),
  publicHost: config.publicHost,
});

export const JOBS = [
  job({
    name: "escalation",
    cron: EVERY_15_MINUTES,
    everyMs: 15 * MINUTE,
    run: async (context) => {
      // The escalation's own mail (the complainant's) goes out when the job is done.
      const postbox = jobPostbox(context);
      const escalated = await escalateOverdueComplaints(postbox, context.now);
      // Then the last notices to unmanaged companies and the files to venues (escalation/after.ts).
      const after = await afterEscalation(
        postbox,
        context.env.COMPLAINT_IMAGES,
        escalated,
        context.now.getTime(),
      );
      await postbox.settle();
      return { escalated, ...after };
    },
  }),
  job({
    name: "upload-sweep",
    cron: EVERY_15_MINUTES,
    everyMs: 15 * MINUTE,
    run: async ({ env, now }) => ({
      sweptUploads: await sweepAbandonedUploads(env.COMPLAINT_IMAGES, now.getTime()),
    }),
  }),
  job({
    name: "account-erasure",
    cron: EVERY_15_MINUTES,
    everyMs: 15 * MINUTE,
    run: async ({ db, env, now }) => ({
      erased: await eraseDueAccounts(
        {
          db,
          archiveDb: createDb(env.ARCHIVE_DB),
          avatars: env.AVATARS,
          backgrounds: env.BACKGROUNDS,
          complaintImages: env.COMPLAINT_IMAGES,
        },
        now,
      ),
    }),
  }),
  job({
    name: "address-block-prune",
    cron: EVERY_15_MINUTES,
    everyMs: 15 * MINUTE,
    run: async ({ db, now }) => ({
      prunedAddressBlocks: await pruneExpiredAddressBlocks(db, now.getTime()),
    }),
  }),
  job({
    name: "complaint-facets",
    cron: EVERY_15_MINUTES,
    everyMs: 15 * MINUTE,
    run: async ({ db }) => ({ backfilledFacets: await backfillComplaintFacets(db) }),
  }),
  // Slugs made before accented letters were kept (docs/decisions/018), renamed once.
  job({
    name: "company-slugs",
    cron: EVERY_15_MINUTES,
    everyMs: 15 * MINUTE,
    run: async ({ db, now }) => ({ renamedSlugs: await renameFirstRuleSlugs(db, now) }),
  }),
  job({
    name: "overdue-refunds",
    cron: EVERY_15_MINUTES,
    everyMs: 15 * MINUTE,
    run: async ({ db, now }) => ({ overdueRefunds: await flagOverdueRefunds(db, now) }),
  }),
  // Young accounts' and bursts' ucks, comments and shares begin to count in rankings a day
  // after they were made (worker/jobs/ranking-ageing.ts, docs/decisions/028); ucks ranked before
  // weights are weighed once by their accounts' reputation then (docs/decisions/038).
  job({
    name: "ranking-ageing",
    cron: EVERY_15_MINUTES,
    everyMs: 15 * MINUTE,
    run: async ({ db, now }) => ({
      weighed: await weighRankedUcks(db),
      aged: await ageRankings(db, now),
    }),
  }),
  // Complaints addresses and claims written before the address rules (decision 034), judged once
  // and put back to review where they fail them; before the outreach below, so an address put
  // back gets no mail in the same run.
  job({
    name: "address-rules",
    cron: EVERY_15_MINUTES,
    everyMs: 15 * MINUTE,
    run: async ({ db, now }) => ({ addressRules: await reviewByAddressRules(db, now) }),
  }),
  // Companies nobody manages on UCK hear of their new complaints by mail, at most once a day
  // each (worker/services/outreach/reach.ts); the mail goes out when the job is done.
  job({
    name: "company-outreach",
    cron: EVERY_15_MINUTES,
    everyMs: 15 * MINUTE,
    run: async (context) => {
      const postbox = jobPostbox(context);
      const outcomes: Record<string, number> = {};
      for (const companyId of await companiesWaiting(postbox, context.now.getTime())) {
        const outcome = await reachCompany(postbox, companyId, context.now.getTime());
        outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      }
      await postbox.settle();
      return { outreach: outcomes };
    },
  }),
  // Company claims nobody answered for 30 days close without the complainant's verdict, then
  // the due reminders go out (decision 040; worker/services/reminders/), before the digests and
  // the delivery below, so their mail leaves in this run.
  job({
    name: "unanswered-claims",
    cron: EVERY_15_MINUTES,
    everyMs: 15 * MINUTE,
    run: async ({ db, now }) => ({
      closedUnverified: await closeUnansweredClaims(db, now.getTime()),
    }),
  }),
  job({
    name: "reminders",
    cron: EVERY_15_MINUTES,
    everyMs: 15 * MINUTE,
    run: async (context) => {
      const postbox = jobPostbox(context);
      // The reminders still ahead are booked first (decision 043): the members' at 24 and 40
      // hours, the contact address's before escalation, the follow-up a week after it.
      const booked =
        (await bookAnswerReminders(context.db, context.now.getTime())) +
        (await bookCompanyClockReminders(context.db, context.now.getTime())) +
        // The author's statutory clocks that start when the company is told or answers (decision 044).
        (await bookRecentClockReminders(context.db, context.now.getTime()));
      const sent = await sendDueReminders(postbox, context.now.getTime());
      await postbox.settle();
      return { booked, reminders: sent };
    },
  }),
  // The day's digests, from DIGEST_HOUR_UTC on: one bundle per person per day at most, queued
  // for the delivery below.
  job({
    name: "daily-digests",
    cron: EVERY_15_MINUTES,
    everyMs: 15 * MINUTE,
    run: async ({ db, now }) => ({ digests: await makeDailyDigests(db, now.getTime()) }),
  }),
  // After the jobs above, so the mail they queued in this run goes out in it: first sends that
  // failed (or whose Worker stopped), retries, digests and the folds of held mail.
  job({
    name: "mail-delivery",
    cron: EVERY_15_MINUTES,
    everyMs: 15 * MINUTE,
    run: async (context) => ({
      mailed: await deliverDueMails(mailDeps(context), context.now.getTime()),
    }),
  }),
  // Yesterday's open-data files and the weekly full file (each written once).
  job({
    name: "open-data-export",
    cron: EVERY_15_MINUTES,
    everyMs: 15 * MINUTE,
    run: async ({ db, env, config, now }) => ({
      openData: await exportOpenData(
        {
          db,
          archiveDb: createDb(env.ARCHIVE_DB),
          bucket: env.OPEN_DATA,
          publicHost: config.publicHost,
        },
        now.getTime(),
      ),
    }),
  }),
  // After the export: complaints removed or edited since their files were written leave every
  // file that held them (worker/services/open-data-rewrite.ts).
  job({
    name: "open-data-corrections",
    cron: EVERY_15_MINUTES,
    everyMs: 15 * MINUTE,
    run: async ({ db, env, config, now }) => ({
      openDataCorrections: await applyOpenDataCorrections(
        {
          db,
          archiveDb: createDb(env.ARCHIVE_DB),
          bucket: env.OPEN_DATA,
          publicHost: config.publicHost,
        },
        now.getTime(),
      ),
    }),
  }),
  // Each company's last 24 hours against its own usual day; windows open, extend and clear
  // by themselves (worker/services/companies/flood-guard.ts, docs/decisions/031).
  job({
    name: "flood-guard",
    cron: HOURLY,
    everyMs: HOUR,
    run: async ({ db, now }) => ({ flood: await runFloodGuard(db, now.getTime()) }),
  }),
] as const;

export type JobName = (typeof JOBS)[number]["name"];

/** The cron expressions of the registry, each with its jobs in registry order. */
export function schedules(): Map<string, Job[]> {
  const byCron = new Map<string, Job[]>();
  for (const entry of JOBS) byCron.set(entry.cron, [...(byCron.get(entry.cron) ?? []), entry]);
  return byCron;
}
