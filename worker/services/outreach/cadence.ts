import { and, desc, eq, gte, inArray, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { mailQueue } from "../../db/schema";
import { OUTREACH_KIND } from "../mail/queue";

/**
 * The one cadence rule of UCK's mail to a company's contact address (decision 026), written here
 * once and used by every such mail: the outreach mail (reach.ts, filing.ts), the escalation's
 * last notice (escalation/after.ts) and any reminder or letter added later, which joins
 * CONTACT_MAIL_KINDS.
 *
 * - Which count: every kind in CONTACT_MAIL_KINDS, to the same address, queued or sent (a mail
 *   that failed for good reached nobody and does not count). The one confirmation question
 *   (contact_confirmation) is not counted: it is sent once, before any of these, and asks.
 * - How they fold: an address gets at most one of them in any 24 hours. New complaints that come
 *   meanwhile wait for the next mail; a last notice that falls due meanwhile is not sent on its
 *   own, and a complaint it would have carried that the address never got goes in the next mail,
 *   marked escalated.
 *
 * CONTACT_CADENCE_SENTENCE says exactly this in every such mail.
 */

/** The mail that tells a company's address its complaints escalated. */
export const LAST_NOTICE_KIND = "company_last_notice";

/** The reminder before escalation of complaints the address has not answered (decision 043). */
export const CONTACT_REMINDER_KIND = "company_reminder";
/** The follow-up a week after escalation to a company that still has not answered (decision 043). */
export const FOLLOW_UP_KIND = "company_follow_up";

/** A complainant's letter before action, mailed by UCK for them (decision 047). */
export const LETTER_KIND = "company_letter";

/** Every kind of mail to a company's contact address that the cadence counts. */
export const CONTACT_MAIL_KINDS: readonly string[] = [
  OUTREACH_KIND,
  LAST_NOTICE_KIND,
  CONTACT_REMINDER_KIND,
  FOLLOW_UP_KIND,
  LETTER_KIND,
];

/** At most one counted mail per address in this long. */
export const CONTACT_MAIL_INTERVAL_MS = 24 * 3_600_000;

/** The rule, in the words of every mail it governs. */
export const CONTACT_CADENCE_SENTENCE =
  "UCK writes to this address at most once in any 24 hours, whatever the mail: complaints filed meanwhile wait for the next mail, and a last notice that falls due meanwhile is not sent on its own (a complaint it would have carried that you never got comes in the next mail, marked escalated).";

/**
 * Whether a counted mail may go to `address` now; if not, when the last one was queued (the
 * next may go CONTACT_MAIL_INTERVAL_MS after it).
 */
export async function contactMailDue(
  db: Database,
  address: string,
  now: number,
): Promise<{ due: true } | { due: false; lastAt: number }> {
  const [last] = await db
    .select({ at: mailQueue.createdAt })
    .from(mailQueue)
    .where(
      and(
        eq(mailQueue.toAddress, address),
        inArray(mailQueue.kind, [...CONTACT_MAIL_KINDS]),
        ne(mailQueue.status, "failed"),
        gte(mailQueue.createdAt, new Date(now - CONTACT_MAIL_INTERVAL_MS)),
      ),
    )
    .orderBy(desc(mailQueue.createdAt))
    .limit(1);
  return last ? { due: false, lastAt: last.at.getTime() } : { due: true };
}
