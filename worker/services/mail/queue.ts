import type { MailKind } from "@shared/mail-kinds";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { SQLiteInsertSelectQueryBuilder } from "drizzle-orm/sqlite-core";
import type { Database } from "../../db/client";
import { mailPreferences, mailQueue, notifications } from "../../db/schema";
import type { MailMessage } from "./mailer";
import type { Postbox } from "./postbox";

/** Account mail (verification, reset, claim, invite): one recipient, never folded or capped. */
export const ACCOUNT_MAIL_KINDS = [
  "verify_email",
  "reset_password",
  "company_claim",
  "invite",
  "contact_confirmation",
] as const;

/** The mail that tells a company of complaints (worker/services/outreach/). */
export const OUTREACH_KIND = "company_outreach";

/** The idempotency key of a queued mail's every send: derived from its row, never random. */
export const mailKey = (id: string) => `uck-mail-${id}`;

/** The columns of a message queued now, for `insert … select` (a queue row only when a row exists). */
function messageColumns(id: string, message: MailMessage & { userId?: string }, now: number) {
  return {
    id: sql<string>`${id}`.as("id"),
    kind: sql<string>`${message.kind}`.as("kind"),
    userId: sql<string | null>`${message.userId ?? null}`.as("user_id"),
    toAddress: sql<string>`${message.to}`.as("to_address"),
    notificationId: sql<null>`null`.as("notification_id"),
    bundleId: sql<null>`null`.as("bundle_id"),
    status: sql<"queued">`'queued'`.as("status"),
    attempts: sql<number>`0`.as("attempts"),
    nextAttemptAt: sql<number>`${now}`.as("next_attempt_at"),
    firstAttemptAt: sql<null>`null`.as("first_attempt_at"),
    sentAt: sql<null>`null`.as("sent_at"),
    subject: sql<string>`${message.subject}`.as("subject"),
    textBody: sql<string>`${message.text}`.as("text_body"),
    htmlBody: sql<string | null>`${message.html ?? null}`.as("html_body"),
    headers: sql<string | null>`${message.headers ? JSON.stringify(message.headers) : null}`.as(
      "headers",
    ),
    createdAt: sql<number>`${now}`.as("created_at"),
  };
}

/**
 * Queues a message rendered now (account mail: its link carries a token only known here) and
 * schedules its delivery. The returned statement belongs in the batch that writes what the
 * mail is about (the account, the token), so a mail never goes out for a row that was not
 * written, and a row is never written without its mail. With `onlyIf`, the mail is queued only
 * when that select (of the given columns) finds the row it is about.
 */
export function queueMessage(
  postbox: Postbox,
  message: MailMessage & { userId?: string },
  now: number,
  onlyIf?: (
    columns: ReturnType<typeof messageColumns>,
  ) => SQLiteInsertSelectQueryBuilder<typeof mailQueue>,
) {
  const id = crypto.randomUUID();
  postbox.scheduleDelivery();
  const { db } = postbox;
  const statement = onlyIf
    ? db.insert(mailQueue).select(onlyIf(messageColumns(id, message, now)))
    : db.insert(mailQueue).values({
        id,
        kind: message.kind,
        userId: message.userId ?? null,
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html ?? null,
        headers: message.headers ?? null,
        status: "queued",
        nextAttemptAt: new Date(now),
        createdAt: new Date(now),
      });
  return { id, statement };
}

/**
 * The notifications of one cause: the key itself, or, when each recipient has their own key,
 * every `{cause}:{person}` (a range on the unique dedupe_key index, so it reads only those rows).
 */
export const ofCause = (cause: string, perRecipient: boolean): SQL =>
  perRecipient
    ? sql`(${notifications.dedupeKey} > ${`${cause}:`} and ${notifications.dedupeKey} < ${`${cause};`})`
    : eq(notifications.dedupeKey, cause);

/**
 * The statement that queues the mail of the notifications `which` picks (of one kind), unless
 * the person turned that kind of mail off; one they read daily waits for the digest. Keyed by
 * the notification, so a cause mails exactly once however often it repeats, and a
 * notification that was not written queues nothing. Only `notify` calls it.
 */
export function queueNotificationMails(db: Database, kind: MailKind, which: SQL, now: number) {
  const mode = (value: string) =>
    sql`exists (select 1 from ${mailPreferences} p where p.user_id = ${notifications.userId} and p.kind = ${kind} and p.mode = ${value})`;
  return db
    .insert(mailQueue)
    .select(
      db
        .select({
          id: notifications.id,
          kind: sql<string>`${kind}`.as("kind"),
          userId: notifications.userId,
          toAddress: sql<null>`null`.as("to_address"),
          notificationId: notifications.id,
          bundleId: sql<null>`null`.as("bundle_id"),
          status: sql<
            "queued" | "digest"
          >`case when ${mode("daily")} then 'digest' else 'queued' end`.as("status"),
          attempts: sql<number>`0`.as("attempts"),
          nextAttemptAt: sql<number>`${now}`.as("next_attempt_at"),
          firstAttemptAt: sql<null>`null`.as("first_attempt_at"),
          sentAt: sql<null>`null`.as("sent_at"),
          subject: sql<null>`null`.as("subject"),
          textBody: sql<null>`null`.as("text_body"),
          htmlBody: sql<null>`null`.as("html_body"),
          headers: sql<null>`null`.as("headers"),
          createdAt: sql<number>`${now}`.as("created_at"),
        })
        .from(notifications)
        .where(and(which, eq(notifications.type, kind), sql`not ${mode("never")}`)),
    )
    .onConflictDoNothing();
}
