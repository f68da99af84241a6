import {
  and,
  asc,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  ne,
  notExists,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { outerColumn } from "../../db/outer-column";
import {
  ADDRESS_RULE,
  companies,
  companyContacts,
  companyMembers,
  companyOutreach,
  complaints,
  mailComplaints,
  mailQueue,
} from "../../db/schema";
import type { Postbox } from "../mail/postbox";
import { OUTREACH_KIND, queueMessage } from "../mail/queue";
import { publicText, publicTextOrNull } from "../public/text";
import { contactMailDue } from "./cadence";
import { channelCompanyColumns, channelOf } from "./channel";
import { type OutreachComplaint, outreachMail } from "./mail";

/** Later complaints about a company go together, at most once a day. */
export const OUTREACH_INTERVAL_MS = 24 * 3_600_000;
/** Only complaints this recent are sent: an old one is news to nobody and reads as spam. */
export const OUTREACH_MAX_AGE_MS = 30 * 86_400_000;
/** The complaints one mail lists; the rest go in the next one. */
const COMPLAINTS_PER_MAIL = 20;

/** What a mail to a company carries of each complaint (OutreachComplaint). */
export const outreachComplaintColumns = {
  id: complaints.id,
  text: complaints.text,
  createdAt: complaints.createdAt,
  location: complaints.location,
  resolutionSought: complaints.resolutionSought,
  disputeMinor: complaints.disputeMinor,
  disputeCurrency: complaints.disputeCurrency,
  escalatedAt: complaints.escalatedAt,
};

/** A complaint as the company's mail carries it: its public words (as its page shows them). */
export function outreachComplaint(
  row: {
    id: string;
    text: string;
    createdAt: Date;
    location: string | null;
    resolutionSought: string | null;
    disputeMinor: number | null;
    disputeCurrency: string | null;
    escalatedAt: Date | null;
  },
  companyDomain: string | null,
): OutreachComplaint {
  return {
    id: row.id,
    text: publicText(row.text, companyDomain),
    filedAt: row.createdAt.getTime(),
    location: row.location,
    resolutionSought: publicTextOrNull(row.resolutionSought, companyDomain),
    dispute:
      row.disputeMinor !== null && row.disputeCurrency
        ? { minor: row.disputeMinor, currency: row.disputeCurrency }
        : null,
    escalated: row.escalatedAt !== null,
  };
}

/** The kind of mail in the queue (its own sender, its own daily cap). */
export { OUTREACH_KIND };

export type ReachOutcome =
  | "queued"
  | "members"
  | "waiting"
  | "capped"
  | "nothing_to_send"
  | "unreachable";

/**
 * How many outreach mails of the last 24 hours carried a complaint by `author` (an SQL value: an
 * id, or the outer query's column): the per-account cap (OUTREACH_ACCOUNT_DAILY_CAP, decision
 * 034) counts mails, not complaints, so one mail listing several of theirs counts once.
 */
export const authorOutreachToday = (author: SQL | string, now: number) =>
  sql<number>`(select count(distinct mc.mail_id) from complaints a
    join mail_complaints mc on mc.complaint_id = a.id
    join mail_queue q on q.id = mc.mail_id
    where a.user_id = ${author} and q.kind = ${OUTREACH_KIND} and q.created_at >= ${now - 86_400_000})`;

/**
 * The complaints of the company that no company mail carried yet, oldest first, each with
 * whether its author's share of the day's outreach mail is used up.
 */
async function unsentComplaints(postbox: Postbox, companyId: string, now: number) {
  const atCap = sql<number>`${authorOutreachToday(outerColumn(complaints.userId), now)} >= ${postbox.config.outreach.accountDailyCap}`;
  return postbox.db
    .select({ ...outreachComplaintColumns, authorAtCap: atCap })
    .from(complaints)
    .where(
      and(
        eq(complaints.companyId, companyId),
        isNull(complaints.sentToCompanyAt),
        gte(complaints.createdAt, new Date(now - OUTREACH_MAX_AGE_MS)),
        // A complaint a mail already carries (queued, held, not yet sent) is not listed twice.
        notExists(
          postbox.db
            .select({ one: sql`1` })
            .from(mailComplaints)
            .innerJoin(mailQueue, eq(mailQueue.id, mailComplaints.mailId))
            .where(
              and(
                eq(mailComplaints.complaintId, complaints.id),
                ne(mailComplaints.channel, "venue"),
                inArray(mailQueue.status, ["queued", "sending", "sent"]),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(complaints.createdAt), asc(complaints.id))
    .limit(COMPLAINTS_PER_MAIL + 1);
}

/** Claims the company's try of the day: once, however many runs ask at the same time. */
async function claimTry(postbox: Postbox, companyId: string, now: number) {
  const claimed = await postbox.db
    .insert(companyOutreach)
    .values({ companyId, lastTriedAt: new Date(now) })
    .onConflictDoUpdate({
      target: companyOutreach.companyId,
      set: { lastTriedAt: new Date(now) },
      setWhere: lte(companyOutreach.lastTriedAt, new Date(now - OUTREACH_INTERVAL_MS)),
    })
    .returning({ companyId: companyOutreach.companyId });
  return claimed.length > 0;
}

/**
 * The contact row of the address a company is written to; the support mailbox gets one the
 * first time, so its links (stop, not ours) have an id.
 */
export async function contactRow(
  postbox: Postbox,
  companyId: string,
  address: string,
  now: number,
) {
  const { db } = postbox;
  await db
    .insert(companyContacts)
    .values({
      id: crypto.randomUUID(),
      companyId,
      address,
      source: "rfc2142",
      status: "confirmed",
      confirmedAt: new Date(now),
      addressRule: ADDRESS_RULE,
      createdAt: new Date(now),
    })
    .onConflictDoNothing();
  const [contact] = await db
    .select({ id: companyContacts.id })
    .from(companyContacts)
    .where(and(eq(companyContacts.companyId, companyId), eq(companyContacts.address, address)));
  return contact ?? null;
}

type OutreachRow = Parameters<typeof outreachComplaint>[0];

/**
 * The mail to a company's contact address carrying `rows` (each whole, as its page shows it),
 * queued; `more` says the mail could not carry them all. Null when no link can be signed (no
 * address key) or the address has no contact row.
 */
export async function queueContactMail(
  postbox: Postbox,
  company: { id: string; name: string; slug: string; domain: string | null },
  channel: Parameters<typeof outreachMail>[0]["channel"],
  rows: OutreachRow[],
  now: number,
  options: { more: boolean; lastNotice?: boolean; mode?: "reminder" | "follow_up" },
) {
  const key = postbox.config.addressHashKey;
  if (!key) return null;
  const contact = await contactRow(postbox, company.id, channel.address, now);
  if (!contact) return null;
  const mail = outreachMail({
    publicHost: postbox.publicHost,
    key,
    company,
    contactId: contact.id,
    channel,
    complaints: rows.map((row) => outreachComplaint(row, company.domain)),
    ...options,
  });
  return queueMessage(postbox, mail, now);
}

/**
 * Tells a company that has not claimed its page about the complaints it has not heard of: one
 * mail to its confirmed complaints address or, where outreach is on, its support@ mailbox (see
 * channel.ts), first the link to claim the page and answer, then each complaint whole (date, place, what
 * would resolve it, amount) with its link,
 * and the one-click stop. At most one try per company per 24 hours (claimed first, so
 * overlapping runs make one), and at most OUTREACH_DAILY_CAP such mails a day for the whole
 * site. The complaints are marked sent to the company when the mail has been sent.
 */
export async function reachCompany(
  postbox: Postbox,
  companyId: string,
  now: number,
): Promise<ReachOutcome> {
  const { db, config } = postbox;
  const [company] = await db
    .select({ ...channelCompanyColumns, name: companies.name, slug: companies.slug })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) return "nothing_to_send";
  const unsent = await unsentComplaints(postbox, companyId, now);
  if (unsent.length === 0) return "nothing_to_send";
  const [today] = await db
    .select({ n: sql<number>`count(*)` })
    .from(mailQueue)
    .where(
      and(eq(mailQueue.kind, OUTREACH_KIND), gte(mailQueue.createdAt, new Date(now - 86_400_000))),
    );
  if ((today?.n ?? 0) >= config.outreach.dailyCap) return "capped";
  if (!(await claimTry(postbox, companyId, now))) return "waiting";
  // Complaints whose authors used up their share wait; a company with only those waits a day
  // (its try is claimed), so it cannot hold a place in the job's list meanwhile.
  const sendable = unsent.filter((complaint) => !complaint.authorAtCap);
  if (sendable.length === 0) return "capped";

  const channel = await channelOf(postbox, company, now);
  if (channel.kind === "members") return "members";
  if (channel.kind === "none" || !config.addressHashKey) return "unreachable";

  // The address's cadence (cadence.ts): a mail of any counted kind in the last 24 hours (a last
  // notice) holds this one back; the company's next try is when that mail's 24 hours end.
  const cadence = await contactMailDue(db, channel.address, now);
  if (!cadence.due) {
    await db
      .update(companyOutreach)
      .set({ lastTriedAt: new Date(cadence.lastAt) })
      .where(eq(companyOutreach.companyId, companyId));
    return "waiting";
  }

  const list = sendable.slice(0, COMPLAINTS_PER_MAIL);
  const mail = await queueContactMail(postbox, company, channel, list, now, {
    more: unsent.length > list.length,
  });
  if (!mail) return "unreachable";
  const via = channel.kind;
  await db.batch([
    mail.statement,
    db.insert(mailComplaints).select(
      db
        .select({
          mailId: sql<string>`${mail.id}`.as("mail_id"),
          complaintId: complaints.id,
          channel: sql<typeof via>`${via}`.as("channel"),
        })
        .from(complaints)
        .where(
          and(
            inArray(
              complaints.id,
              list.map((row) => row.id),
            ),
            isNull(complaints.sentToCompanyAt),
          ),
        ),
    ),
    db
      .update(companyOutreach)
      .set({ lastMailAt: new Date(now), mails: sql`${companyOutreach.mails} + 1` })
      .where(eq(companyOutreach.companyId, companyId)),
  ]);
  return "queued";
}

/**
 * Companies with recent complaints they have not heard of, nobody managing their page, and no
 * try in the last 24 hours: the outreach job's list. Companies nothing can reach yet are left
 * out unless outreach to support@ is on or they have a confirmed complaints address.
 */
export async function companiesWaiting(postbox: Postbox, now: number, limit = 25) {
  const { db, config } = postbox;
  const rows = await db
    .selectDistinct({ companyId: complaints.companyId })
    .from(complaints)
    .leftJoin(companyOutreach, eq(companyOutreach.companyId, complaints.companyId))
    .where(
      and(
        isNull(complaints.sentToCompanyAt),
        gte(complaints.createdAt, new Date(now - OUTREACH_MAX_AGE_MS)),
        or(
          isNull(companyOutreach.lastTriedAt),
          lte(companyOutreach.lastTriedAt, new Date(now - OUTREACH_INTERVAL_MS)),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(companyMembers)
            .where(eq(companyMembers.companyId, complaints.companyId)),
        ),
        config.outreach.support
          ? undefined
          : sql`exists (select 1 from ${companyContacts} c where c.company_id = ${complaints.companyId} and c.status = 'confirmed' and c.source <> 'rfc2142')`,
      ),
    )
    .limit(limit);
  return rows.map((row) => row.companyId);
}
