import {
  MAIL_CAP_WINDOW_MS,
  MAIL_HOURLY_CAP,
  MAIL_RETRY_DELAYS_MS,
  MAIL_RETRY_HORIZON_MS,
} from "@shared/mail-limits";
import { and, eq, gt, inArray, lt, lte, min, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { complaints, mailComplaints, mailQueue, mailSuppressions } from "../../db/schema";
import type { Mailer, MailMessage } from "../../mail/mailer";
import { VENUE_KIND } from "../escalation/venue-mail";
import { foldHeldMails } from "./fold";
import { ACCOUNT_MAIL_KINDS, mailKey, OUTREACH_KIND } from "./queue";
import { renderQueuedMail } from "./render";

export type DeliveryDeps = { db: Database; mailer: Mailer; publicHost: string };
export type DeliveryOutcome = "sent" | "retrying" | "failed" | "held" | "skipped";

/** A send claimed this long ago and never finished (its Worker died) is queued again. */
const STUCK_AFTER_MS = 15 * 60_000;

type QueuedRow = typeof mailQueue.$inferSelect;

/** Mail that counts toward the hourly cap: everything but account mail (a link one asked for). */
const counted = notInArray(mailQueue.kind, [...ACCOUNT_MAIL_KINDS]);

/** The recipient's rows: by person, or by address when the mail goes to no account. */
const sameRecipient = (row: Pick<QueuedRow, "userId" | "toAddress">): SQL =>
  row.userId ? eq(mailQueue.userId, row.userId) : eq(mailQueue.toAddress, row.toAddress ?? "");

/**
 * When the recipient may get the next mail one by one: now while fewer than MAIL_HOURLY_CAP went
 * out in the last hour, else when the oldest of those turns an hour old. (Two runs at once may
 * both send the last allowed one: the cap is "a few", not an exact count.)
 */
async function capFreesAt(db: Database, row: QueuedRow, now: number) {
  // Mail already waiting for this recipient's fold: a newer one joins it rather than jump it.
  const [waiting] = await db
    .select({ at: min(mailQueue.nextAttemptAt) })
    .from(mailQueue)
    .where(and(sameRecipient(row), eq(mailQueue.status, "held")));
  if (waiting?.at) return Math.max(waiting.at.getTime(), now);
  const [window] = await db
    .select({ n: sql<number>`count(*)`, oldest: min(mailQueue.sentAt) })
    .from(mailQueue)
    .where(
      and(
        sameRecipient(row),
        eq(mailQueue.status, "sent"),
        gt(mailQueue.sentAt, new Date(now - MAIL_CAP_WINDOW_MS)),
        counted,
      ),
    );
  if (!window || window.n < MAIL_HOURLY_CAP || !window.oldest) return null;
  return window.oldest.getTime() + MAIL_CAP_WINDOW_MS;
}

async function isSuppressed(db: Database, address: string) {
  const [row] = await db
    .select({ address: mailSuppressions.address })
    .from(mailSuppressions)
    .where(eq(mailSuppressions.address, address.toLowerCase()));
  return Boolean(row);
}

/** The complaints a sent company mail carried: sent to the company now, by that mail's channel. */
function markComplaintsSent(db: Database, mailId: string, now: number) {
  const carried = db
    .select({ id: mailComplaints.complaintId })
    .from(mailComplaints)
    .where(eq(mailComplaints.mailId, mailId));
  return db
    .update(complaints)
    .set({
      sentToCompanyAt: sql`coalesce(${complaints.sentToCompanyAt}, ${now})`,
      sentToCompanyVia: sql`coalesce(${complaints.sentToCompanyVia}, (select mc.channel from ${mailComplaints} mc where mc.mail_id = ${mailId} and mc.complaint_id = ${complaints.id}))`,
    })
    .where(inArray(complaints.id, carried));
}

function markVenueSent(db: Database, mailId: string, now: number) {
  return db
    .update(complaints)
    .set({ authoritySentAt: sql`coalesce(${complaints.authoritySentAt}, ${now})` })
    .where(
      inArray(
        complaints.id,
        db
          .select({ id: mailComplaints.complaintId })
          .from(mailComplaints)
          .where(and(eq(mailComplaints.mailId, mailId), eq(mailComplaints.channel, "venue"))),
      ),
    );
}

const storedMessage = (row: QueuedRow): MailMessage | null =>
  row.toAddress && row.subject !== null && row.textBody !== null
    ? {
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody ?? undefined,
        kind: row.kind,
        headers: row.headers ?? undefined,
      }
    : null;

/**
 * One queued mail, if it is due: claimed by one conditional update (so overlapping runs never
 * send it twice), held for the fold when its recipient is past the hourly cap, rendered once and
 * kept (a retry sends the same bytes under the same Idempotency-Key), sent, then marked sent,
 * queued again after a delay, or given up after MAIL_ATTEMPTS or once a retry would come later
 * than the provider remembers the key.
 */
export async function deliverQueuedMail(
  deps: DeliveryDeps,
  id: string,
  now: number,
): Promise<DeliveryOutcome> {
  const { db } = deps;
  const [row] = await db
    .update(mailQueue)
    .set({
      status: "sending",
      attempts: sql`${mailQueue.attempts} + 1`,
      firstAttemptAt: sql`coalesce(${mailQueue.firstAttemptAt}, ${now})`,
      nextAttemptAt: new Date(now),
    })
    .where(
      and(
        eq(mailQueue.id, id),
        eq(mailQueue.status, "queued"),
        lte(mailQueue.nextAttemptAt, new Date(now)),
      ),
    )
    .returning();
  if (!row) return "skipped";
  let message = storedMessage(row);
  if (!message) {
    const frees = row.notificationId ? await capFreesAt(db, row, now) : null;
    if (frees !== null) {
      await db
        .update(mailQueue)
        .set({
          status: "held",
          attempts: sql`${mailQueue.attempts} - 1`,
          firstAttemptAt: null,
          nextAttemptAt: new Date(frees),
        })
        .where(eq(mailQueue.id, id));
      return "held";
    }
    message = await renderQueuedMail(db, row, deps.publicHost, now);
    if (!message) {
      // What it was about is gone (a deleted complaint, an erased account): nothing to say.
      await db.update(mailQueue).set({ status: "failed" }).where(eq(mailQueue.id, id));
      return "failed";
    }
    await db
      .update(mailQueue)
      .set({
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html ?? null,
        headers: message.headers ?? null,
      })
      .where(eq(mailQueue.id, id));
  }
  if (await isSuppressed(db, message.to)) {
    // The provider reported this address as bounced or complaining: never again.
    await db.update(mailQueue).set({ status: "failed" }).where(eq(mailQueue.id, id));
    return "failed";
  }
  const ok = await deps.mailer.send(message, mailKey(id), new Date(now));
  if (ok) {
    // Sent; a bundle's members went out with it (one statement: the row and its members agree).
    await db
      .update(mailQueue)
      .set({
        status: sql`case when ${mailQueue.id} = ${id} then 'sent' else ${mailQueue.status} end`,
        sentAt: sql`coalesce(${mailQueue.sentAt}, ${now})`,
      })
      .where(or(eq(mailQueue.id, id), eq(mailQueue.bundleId, id)));
    // A mail to a company: the complaints it carried now count as sent to the company.
    if (row.kind === OUTREACH_KIND) await markComplaintsSent(db, id, now);
    // A complainant's file to a venue: now, and only now, the complaint went to an authority.
    if (row.kind === VENUE_KIND) await markVenueSent(db, id, now);
    return "sent";
  }
  const delay = MAIL_RETRY_DELAYS_MS[row.attempts - 1];
  const first = row.firstAttemptAt?.getTime() ?? now;
  const retryAt = delay === undefined ? null : now + delay;
  const retry = retryAt !== null && retryAt - first <= MAIL_RETRY_HORIZON_MS;
  await db
    .update(mailQueue)
    .set(
      retry ? { status: "queued", nextAttemptAt: new Date(retryAt ?? now) } : { status: "failed" },
    )
    .where(eq(mailQueue.id, id));
  return retry ? "retrying" : "failed";
}

/**
 * Sends the queued mail that is due, oldest first, after folding what waited past the cap:
 * what an action's answer left behind (its postbox) and the cron's retries both come here.
 */
export async function deliverDueMails(deps: DeliveryDeps, now: number, limit = 25) {
  const { db } = deps;
  await db
    .update(mailQueue)
    .set({ status: "queued" })
    .where(
      and(
        eq(mailQueue.status, "sending"),
        lt(mailQueue.nextAttemptAt, new Date(now - STUCK_AFTER_MS)),
      ),
    );
  await foldHeldMails(db, now);
  const due = await db
    .select({ id: mailQueue.id })
    .from(mailQueue)
    .where(and(eq(mailQueue.status, "queued"), lte(mailQueue.nextAttemptAt, new Date(now))))
    // A complainant's file to a venue goes first, so the mail that tells them of the escalation
    // (rendered when it is sent) can say whether the file went.
    .orderBy(sql`${mailQueue.kind} = ${VENUE_KIND} desc`, mailQueue.nextAttemptAt)
    .limit(limit);
  const result = { sent: 0, retrying: 0, failed: 0, held: 0 };
  for (const { id } of due) {
    const outcome = await deliverQueuedMail(deps, id, now);
    if (outcome !== "skipped") result[outcome] += 1;
  }
  return result;
}
