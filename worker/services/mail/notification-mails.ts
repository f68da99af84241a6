import { DIGEST_HOUR_UTC, type MailKind } from "@shared/mail-kinds";
import { and, eq, inArray, lt, lte, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { mailDigests, mailPreferences, notificationMails, notifications } from "../../db/schema";
import type { Mailer } from "../../mail/mailer";
import { renderDigestMail, renderNotificationMail } from "./render";

export type { MailKind };

/** Sends after the first: 5 minutes, 30 minutes, 2 hours, 6 hours; then the mail is given up. */
const RETRY_DELAYS_MS = [5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000];
export const MAIL_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** A send claimed this long ago and never finished (its Worker died) is queued again. */
const STUCK_AFTER_MS = 15 * 60_000;

/**
 * The statement that queues the mail of the notifications `which` picks (of one kind), unless
 * the person turned that kind of mail off; one they read daily waits for the digest. It goes
 * into the notifications' own batch, after their insert: keyed by the notification, so a cause
 * mails exactly once however often it repeats, and a notification that was not written queues
 * nothing.
 */
export function queueNotificationMails(db: Database, kind: MailKind, which: SQL, now: number) {
  const mode = (value: string) =>
    sql`exists (select 1 from ${mailPreferences} p where p.user_id = ${notifications.userId} and p.kind = ${kind} and p.mode = ${value})`;
  return db
    .insert(notificationMails)
    .select(
      db
        .select({
          notificationId: notifications.id,
          userId: notifications.userId,
          kind: sql<MailKind>`${kind}`.as("kind"),
          status: sql<
            "queued" | "digest"
          >`case when ${mode("daily")} then 'digest' else 'queued' end`.as("status"),
          attempts: sql<number>`0`.as("attempts"),
          nextAttemptAt: sql<number>`${now}`.as("next_attempt_at"),
          sentAt: sql<null>`null`.as("sent_at"),
          createdAt: sql<number>`${now}`.as("created_at"),
        })
        .from(notifications)
        .where(and(which, eq(notifications.type, kind), sql`not ${mode("never")}`)),
    )
    .onConflictDoNothing();
}

/** `queueNotificationMails` for the one notification with this dedupe key. */
export const queueNotificationMail = (
  db: Database,
  kind: MailKind,
  dedupeKey: string,
  now: number,
) => queueNotificationMails(db, kind, eq(notifications.dedupeKey, dedupeKey), now);

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

/** The day a digest belongs to: its UTC date. */
export const digestDay = (now: number) => new Date(now).toISOString().slice(0, 10);

/**
 * The daily digests: from DIGEST_HOUR_UTC on, each person with mail waiting for a digest and no
 * digest yet today gets one mail with all of it. The day's digest is claimed first (one row per
 * person and day), so overlapping or repeated runs send it once; a failed send gives the claim
 * back for the next run, and a mail given up after MAIL_ATTEMPTS is marked failed.
 */
export async function sendDailyDigests({ db, mailer, publicHost }: Deps, now: number, limit = 25) {
  const result = { sent: 0, retrying: 0, failed: 0 };
  if (new Date(now).getUTCHours() < DIGEST_HOUR_UTC) return result;
  const day = digestDay(now);
  // A digest whose Worker stopped mid-way: its claim is given back and its mail waits again.
  const stuck = await db
    .delete(mailDigests)
    .where(
      and(
        eq(mailDigests.status, "sending"),
        lt(mailDigests.createdAt, new Date(now - STUCK_AFTER_MS)),
      ),
    )
    .returning({ userId: mailDigests.userId });
  if (stuck.length > 0) {
    await db
      .update(notificationMails)
      .set({ status: "digest" })
      .where(
        and(
          eq(notificationMails.status, "digesting"),
          inArray(
            notificationMails.userId,
            stuck.map((row) => row.userId),
          ),
        ),
      );
  }
  const waiting = await db
    .selectDistinct({ userId: notificationMails.userId })
    .from(notificationMails)
    .where(
      and(
        eq(notificationMails.status, "digest"),
        sql`not exists (select 1 from ${mailDigests} d where d.user_id = ${notificationMails.userId} and d.day = ${day})`,
      ),
    )
    .limit(limit);
  for (const { userId } of waiting) {
    const claimed = await db
      .insert(mailDigests)
      .values({ userId, day, status: "sending", createdAt: new Date(now) })
      .onConflictDoNothing()
      .returning({ userId: mailDigests.userId });
    if (claimed.length === 0) continue;
    const taken = await db
      .update(notificationMails)
      .set({ status: "digesting", attempts: sql`${notificationMails.attempts} + 1` })
      .where(and(eq(notificationMails.userId, userId), eq(notificationMails.status, "digest")))
      .returning({ id: notificationMails.notificationId, attempts: notificationMails.attempts });
    const ids = taken.map((row) => row.id);
    const message = await renderDigestMail(db, userId, ids, publicHost, now);
    const ok = message ? await mailer.send(message, new Date(now)) : false;
    const claim = and(eq(mailDigests.userId, userId), eq(mailDigests.day, day));
    const rows = and(
      eq(notificationMails.userId, userId),
      inArray(notificationMails.notificationId, ids),
    );
    if (ok) {
      result.sent += 1;
      await db.batch([
        db
          .update(notificationMails)
          .set({ status: "sent", sentAt: new Date(now) })
          .where(rows),
        db
          .update(mailDigests)
          .set({ status: "sent", mails: ids.length, sentAt: new Date(now) })
          .where(claim),
      ]);
      continue;
    }
    // Nothing left to say, or the last attempt: those mails are given up; the rest wait.
    const givenUp = !message || taken.every((row) => row.attempts >= MAIL_ATTEMPTS);
    result[givenUp ? "failed" : "retrying"] += 1;
    await db.batch([
      db
        .update(notificationMails)
        .set({ status: givenUp ? "failed" : "digest" })
        .where(rows),
      db.delete(mailDigests).where(claim),
    ]);
  }
  return result;
}
