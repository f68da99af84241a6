import { MAIL_KINDS, MAIL_MODES } from "@shared/mail-kinds";
import { sql } from "drizzle-orm";
import {
  type AnySQLiteColumn,
  check,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
} from "drizzle-orm/sqlite-core";
import { cascadeRef, createdAt, id, parentKey, timestamp } from "./columns";
import { notifications } from "./social";
import { users } from "./users";

/** Notification mail (preferences, unsubscribe tokens, the queue, digests) and open-data files. */

/** The kinds of mail and their modes live with their words; the columns' enums are the same lists. */
export { MAIL_KINDS, MAIL_MODES };

/** A person's choice per kind of mail: at once, in one daily digest, or never; no row: at once. */
export const mailPreferences = sqliteTable(
  "mail_preferences",
  {
    userId: cascadeRef("user_id", () => users.id),
    kind: text("kind", { enum: MAIL_KINDS }).notNull(),
    mode: text("mode", { enum: MAIL_MODES }).notNull(),
    updatedAt: timestamp("updated_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check("mail_preferences_mode_check", sql`${t.mode} in ('immediate', 'daily', 'never')`),
  ],
);

/**
 * The unsubscribe capability of a person's mail: a random token in every mail's link, so one
 * click turns a kind off without a session (and nothing else can be done with it).
 */
export const mailTokens = sqliteTable("mail_tokens", {
  userId: parentKey("user_id", () => users.id),
  token: text("token").notNull().unique(),
  createdAt: createdAt(),
});

/** Where a queued mail stands; see `mailQueue`. */
export const MAIL_QUEUE_STATUSES = [
  "queued",
  "sending",
  "sent",
  "failed",
  "digest",
  "held",
  "bundled",
] as const;

/**
 * Every mail UCK sends, queued before it is sent: account mail (verification, reset, claim,
 * invite), a notification's mail (`notification_id`: its words are read from the notification's
 * columns) and bundles (a daily digest or the fold of mails past the hourly cap: their members
 * point at them with `bundle_id`). One delivery model for all: sent just after the answer,
 * retried by the cron with backoff, each send carrying the Idempotency-Key `uck-mail-{id}`.
 * The message is rendered once, at the first attempt, and kept in the row, so a retry sends
 * exactly what the first attempt sent (the provider refuses a known key with another body).
 *
 * Statuses: `queued` (due at next_attempt_at) → `sending` (claimed by one run) → `sent` or
 * `failed`; `digest` waits for the person's daily digest, `held` for the fold once the hourly
 * cap frees, `bundled` went out inside the bundle `bundle_id`.
 */
export const mailQueue = sqliteTable(
  "mail_queue",
  {
    id: id(),
    kind: text("kind").notNull(),
    // The person it goes to; their address is read when it is sent.
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    // Or an address without an account (a company's claim address, an invitee).
    toAddress: text("to_address"),
    notificationId: text("notification_id")
      .unique()
      .references(() => notifications.id, { onDelete: "cascade" }),
    bundleId: text("bundle_id").references((): AnySQLiteColumn => mailQueue.id, {
      onDelete: "set null",
    }),
    status: text("status", { enum: MAIL_QUEUE_STATUSES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at").notNull(),
    firstAttemptAt: timestamp("first_attempt_at"),
    sentAt: timestamp("sent_at"),
    // The rendered message: account mail is rendered when queued, the rest at the first attempt.
    subject: text("subject"),
    textBody: text("text_body"),
    htmlBody: text("html_body"),
    headers: text("headers", { mode: "json" }).$type<Record<string, string>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("mail_queue_due_idx").on(t.status, t.nextAttemptAt),
    index("mail_queue_user_status_idx").on(t.userId, t.status, t.sentAt),
    index("mail_queue_address_status_idx").on(t.toAddress, t.status, t.sentAt),
    index("mail_queue_bundle_idx").on(t.bundleId),
    // The site-wide daily cap of outreach mail counts a kind's rows of the day.
    index("mail_queue_kind_created_idx").on(t.kind, t.createdAt),
    check(
      "mail_queue_status_check",
      sql`${t.status} in ('queued', 'sending', 'sent', 'failed', 'digest', 'held', 'bundled')`,
    ),
    check("mail_queue_recipient_check", sql`${t.userId} is not null or ${t.toAddress} is not null`),
  ],
);

/**
 * One daily digest per person per day (UTC): the row is claimed before the digest is sent, so
 * overlapping cron runs send it once; a failed send gives the claim back for the next run.
 */
export const mailDigests = sqliteTable(
  "mail_digests",
  {
    userId: cascadeRef("user_id", () => users.id),
    day: text("day").notNull(),
    status: text("status", { enum: ["sending", "sent"] }).notNull(),
    mails: integer("mails").notNull().default(0),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at"),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    check("mail_digests_status_check", sql`${t.status} in ('sending', 'sent')`),
  ],
);

/**
 * The open-data files written to R2 (OPEN_DATA) by the cron and listed at /data: one row per
 * file, claimed as `writing` before it is written and `done` once the upload completed, so a
 * file is written once; a run that stopped mid-way is taken over by a later run after a while.
 */
export const openDataFiles = sqliteTable(
  "open_data_files",
  {
    name: text("name").primaryKey(),
    period: text("period", { enum: ["daily", "weekly"] }).notNull(),
    format: text("format", { enum: ["csv", "jsonl"] }).notNull(),
    // The first and the last UTC day the file covers (a weekly file: everything up to `last`).
    firstDay: text("first_day"),
    lastDay: text("last_day").notNull(),
    status: text("status", { enum: ["writing", "done"] }).notNull(),
    rows: integer("rows").notNull().default(0),
    bytes: integer("bytes").notNull().default(0),
    startedAt: timestamp("started_at").notNull(),
    finishedAt: timestamp("finished_at"),
  },
  (t) => [
    index("open_data_files_period_day_idx").on(t.period, t.lastDay),
    check("open_data_files_status_check", sql`${t.status} in ('writing', 'done')`),
  ],
);
