import { MAIL_KINDS, MAIL_MODES } from "@shared/mail-kinds";
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, timestamp } from "./columns";
import { notifications } from "./social";
import { users } from "./users";

/** Notification mail (preferences, unsubscribe tokens, the queue, digests) and open-data files. */

/** The kinds of mail and their modes live with their words; the columns' enums are the same lists. */
export { MAIL_KINDS, MAIL_MODES };

/** A person's choice per kind of mail: at once, in one daily digest, or never; no row: at once. */
export const mailPreferences = sqliteTable(
  "mail_preferences",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
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
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  token: text("token").notNull().unique(),
  createdAt: createdAt(),
});

/**
 * The mail of a notification, queued in the same batch as the notification itself (keyed by it,
 * so exactly once per cause) and sent after the response; a failed send waits and retries. One
 * whose kind the person reads daily waits as `digest` for the day's digest (`digesting` while
 * that digest is being sent).
 */
export const notificationMails = sqliteTable(
  "notification_mails",
  {
    notificationId: text("notification_id")
      .primaryKey()
      .references(() => notifications.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: MAIL_KINDS }).notNull(),
    status: text("status", {
      enum: ["queued", "sending", "sent", "failed", "digest", "digesting"],
    })
      .notNull()
      .default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at").notNull(),
    sentAt: timestamp("sent_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("notification_mails_due_idx").on(t.status, t.nextAttemptAt),
    check(
      "notification_mails_status_check",
      sql`${t.status} in ('queued', 'sending', 'sent', 'failed', 'digest', 'digesting')`,
    ),
    index("notification_mails_user_status_idx").on(t.userId, t.status),
  ],
);

/**
 * One daily digest per person per day (UTC): the row is claimed before the digest is sent, so
 * overlapping cron runs send it once; a failed send gives the claim back for the next run.
 */
export const mailDigests = sqliteTable(
  "mail_digests",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
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
