import {
  MAIL_CAP_WINDOW_MS,
  MAIL_HOURLY_CAP,
  MAIL_RETRY_DELAYS_MS,
  MAIL_RETRY_HORIZON_MS,
} from "@shared/mail-limits";
import {
  and,
  eq,
  gt,
  inArray,
  lt,
  lte,
  min,
  ne,
  notExists,
  notInArray,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Database } from "../../db/client";
import { complaints, mailComplaints, mailQueue, mailSuppressions } from "../../db/schema";
import { VENUE_KIND } from "../escalation/venue-mail";
import { foldHeldMails } from "./fold";
import type { Mailer, MailMessage } from "./mailer";
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
 * The recipient's slots of the hour in use: mail of theirs sent in the last hour, and mail of
 * theirs being sent right now (claimed, not yet answered), so runs at once count each other.
 */
const slotsInUse = (recipient: Pick<QueuedRow, "userId" | "toAddress">, id: string, now: number) =>
  and(
    sameRecipient(recipient),
    ne(mailQueue.id, id),
    counted,
    or(
      and(eq(mailQueue.status, "sent"), gt(mailQueue.sentAt, new Date(now - MAIL_CAP_WINDOW_MS))),
      eq(mailQueue.status, "sending"),
    ),
  );

/**
 * The condition under which a notification mail may take one of its recipient's hourly slots,
 * written into the statement that claims it: nothing of theirs waits for a fold (a newer mail
 * joins it rather than jump it), and fewer than MAIL_HOURLY_CAP slots are in use. D1 runs one
 * statement at a time, so four mails claimed at once to one person send three, exactly.
 */
function slotFree(
  db: Database,
  recipient: Pick<QueuedRow, "userId" | "toAddress">,
  id: string,
  now: number,
) {
  const inUse = db
    .select({ n: sql<number>`count(*)` })
    .from(mailQueue)
    .where(slotsInUse(recipient, id, now));
  return and(
    notExists(
      db
        .select({ one: sql`1` })
        .from(mailQueue)
        .where(and(sameRecipient(recipient), eq(mailQueue.status, "held"))),
    ),
    sql`(${inUse}) < ${MAIL_HOURLY_CAP}`,
  );
}

/**
 * When a mail past its recipient's cap may go: with the fold already waiting for them, or when
 * the oldest of the hour's sent mail turns an hour old (a slot still being sent frees it soon:
 * an hour from now at the latest).
 */
async function capFreesAt(db: Database, row: QueuedRow, now: number) {
  const [[waiting], [window]] = await db.batch([
    db
      .select({ at: min(mailQueue.nextAttemptAt) })
      .from(mailQueue)
      .where(and(sameRecipient(row), eq(mailQueue.status, "held"))),
    db
      .select({ oldest: min(mailQueue.sentAt) })
      .from(mailQueue)
      .where(
        and(
          sameRecipient(row),
          eq(mailQueue.status, "sent"),
          gt(mailQueue.sentAt, new Date(now - MAIL_CAP_WINDOW_MS)),
          counted,
        ),
      ),
  ]);
  if (waiting?.at) return Math.max(waiting.at.getTime(), now);
  return (window?.oldest?.getTime() ?? now) + MAIL_CAP_WINDOW_MS;
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
  // Who it goes to and whether it is a notification not yet rendered (the mail the hourly cap
  // and the fold apply to): fixed when it was queued, so read before the claim.
  const [target] = await db
    .select({
      userId: mailQueue.userId,
      toAddress: mailQueue.toAddress,
      notificationId: mailQueue.notificationId,
      rendered: sql<number>`${mailQueue.subject} is not null`,
    })
    .from(mailQueue)
    .where(eq(mailQueue.id, id));
  if (!target) return "skipped";
  const capped = target.notificationId !== null && !target.rendered;
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
        capped ? slotFree(db, target, id, now) : undefined,
      ),
    )
    .returning();
  if (!row) return capped ? holdPastCap(db, id, now) : "skipped";
  let message = storedMessage(row);
  if (!message) {
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
 * A due notification mail the claim refused for its recipient's cap waits for the fold ("held")
 * until the cap frees; one another run took, or that is not due, is left alone ("skipped").
 */
async function holdPastCap(db: Database, id: string, now: number): Promise<DeliveryOutcome> {
  const [row] = await db.select().from(mailQueue).where(eq(mailQueue.id, id));
  if (row?.status !== "queued" || row.nextAttemptAt.getTime() > now) return "skipped";
  const frees = await capFreesAt(db, row, now);
  const held = await db
    .update(mailQueue)
    .set({ status: "held", nextAttemptAt: new Date(frees) })
    .where(and(eq(mailQueue.id, id), eq(mailQueue.status, "queued")))
    .returning({ id: mailQueue.id });
  return held.length > 0 ? "held" : "skipped";
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
