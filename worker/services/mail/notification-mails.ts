import { and, eq, lt, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  type MAIL_KINDS,
  mailPreferences,
  notificationMails,
  notifications,
} from "../../db/schema";
import type { Mailer } from "../../mail/mailer";
import { renderNotificationMail } from "./render";

export type MailKind = (typeof MAIL_KINDS)[number];

/** Sends after the first: 5 minutes, 30 minutes, 2 hours, 6 hours; then the mail is given up. */
const RETRY_DELAYS_MS = [5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000];
export const MAIL_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** A send claimed this long ago and never finished (its Worker died) is queued again. */
const STUCK_AFTER_MS = 15 * 60_000;

/**
 * The statement that queues the mail of a notification, found by the notification's dedupe key,
 * unless the person turned that kind of mail off. It goes into the notification's own batch,
 * after the notification's insert: keyed by the notification, so a cause mails exactly once
 * however often it repeats, and a notification that was not written queues nothing.
 */
export function queueNotificationMail(
  db: Database,
  kind: MailKind,
  dedupeKey: string,
  now: number,
) {
  return db
    .insert(notificationMails)
    .select(
      db
        .select({
          notificationId: notifications.id,
          userId: notifications.userId,
          kind: sql<MailKind>`${kind}`.as("kind"),
          status: sql<"queued">`'queued'`.as("status"),
          attempts: sql<number>`0`.as("attempts"),
          nextAttemptAt: sql<number>`${now}`.as("next_attempt_at"),
          sentAt: sql<null>`null`.as("sent_at"),
          createdAt: sql<number>`${now}`.as("created_at"),
        })
        .from(notifications)
        .where(
          and(
            eq(notifications.dedupeKey, dedupeKey),
            sql`not exists (select 1 from ${mailPreferences} p where p.user_id = ${notifications.userId} and p.kind = ${kind} and p.mode = 'never')`,
          ),
        ),
    )
    .onConflictDoNothing();
}

type Deps = { db: Database; mailer: Mailer; publicHost: string };

/**
 * Sends the queued notification mails that are due, oldest first. Each is claimed by one
 * conditional update (queued → sending) before it is sent, so overlapping runs (the response's
 * own `waitUntil` and the cron) never send one twice; a failed send is queued again later and
 * given up after MAIL_ATTEMPTS.
 */
export async function deliverDueMails({ db, mailer, publicHost }: Deps, now: number, limit = 25) {
  await db
    .update(notificationMails)
    .set({ status: "queued" })
    .where(
      and(
        eq(notificationMails.status, "sending"),
        lt(notificationMails.nextAttemptAt, new Date(now - STUCK_AFTER_MS)),
      ),
    );
  const due = await db
    .select({ id: notificationMails.notificationId })
    .from(notificationMails)
    .where(
      and(
        eq(notificationMails.status, "queued"),
        lte(notificationMails.nextAttemptAt, new Date(now)),
      ),
    )
    .orderBy(notificationMails.nextAttemptAt)
    .limit(limit);
  const result = { sent: 0, retrying: 0, failed: 0 };
  for (const { id } of due) {
    const [claimed] = await db
      .update(notificationMails)
      .set({
        status: "sending",
        attempts: sql`${notificationMails.attempts} + 1`,
        nextAttemptAt: new Date(now),
      })
      .where(and(eq(notificationMails.notificationId, id), eq(notificationMails.status, "queued")))
      .returning({ attempts: notificationMails.attempts });
    if (!claimed) continue;
    const message = await renderNotificationMail(db, id, publicHost, now);
    const ok = message ? await mailer.send(message, new Date(now)) : false;
    const retryIn = RETRY_DELAYS_MS[claimed.attempts - 1];
    const outcome = ok ? "sent" : message && retryIn !== undefined ? "retrying" : "failed";
    result[outcome] += 1;
    await db
      .update(notificationMails)
      .set(
        outcome === "sent"
          ? { status: "sent", sentAt: new Date(now) }
          : outcome === "retrying"
            ? { status: "queued", nextAttemptAt: new Date(now + (retryIn ?? 0)) }
            : { status: "failed" },
      )
      .where(eq(notificationMails.notificationId, id));
  }
  return result;
}
