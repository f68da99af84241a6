import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { companies, complaints, mailComplaints, mailQueue } from "../../db/schema";
import { errorText, logEvent } from "../../log";
import type { Postbox } from "../mail/postbox";
import { queueMessage } from "../mail/queue";
import { contactMailDue } from "../outreach/cadence";
import { channelCompanyColumns, channelOf } from "../outreach/channel";
import { outreachComplaintColumns, queueContactMail } from "../outreach/reach";
import { escalationFile, fileFacts, fileVenue } from "./file";
import { VENUE_KIND, venueMail } from "./venue-mail";

/**
 * What follows an escalation, once the complaints are stamped escalated (their authors, the
 * company's members and its followers were told in the same batch): the last notice to the
 * address of a company nobody manages, and the file sent to the venue where the complainant
 * asked for it and the venue takes mail. Each complaint and company on its own: one that fails
 * is logged and the others go on.
 */
export async function afterEscalation(
  postbox: Postbox,
  images: R2Bucket,
  ids: string[],
  now: number,
) {
  const sent: string[] = [];
  for (const id of ids) {
    try {
      if (await sendFileToVenue(postbox, images, id, now)) sent.push(id);
    } catch (error) {
      logEvent("venue_send_failed", { complaintId: id, error: errorText(error) });
    }
  }
  const noticed = await lastNotices(postbox, ids, now).catch((error) => {
    logEvent("last_notice_failed", { error: errorText(error) });
    return 0;
  });
  return { toVenues: sent.length, lastNotices: noticed };
}

/**
 * Queues the complainant's file to their venue when they asked for it, the venue takes it now
 * and the operator has its mailbox (VENUE_MAILBOXES). The venue is recorded with the mail; the
 * send itself is recorded when the mail has gone (mail/deliver.ts): only then may a page say
 * the complaint went to the authorities.
 */
export async function sendFileToVenue(
  postbox: Postbox,
  images: R2Bucket,
  complaintId: string,
  now: number,
) {
  const { db, config } = postbox;
  const facts = await fileFacts(db, complaintId);
  if (!facts?.row.sendToVenue || facts.row.authorityVenue) return false;
  const choice = fileVenue(facts, now);
  const mailbox = choice ? config.venueMailboxes[choice.venue.id] : undefined;
  if (!choice || choice.from !== null || !mailbox) return false;
  const file = await escalationFile(
    { db, images, publicHost: postbox.publicHost, config },
    facts,
    "author",
    now,
  );
  const mail = queueMessage(
    postbox,
    venueMail({ file, venue: choice.venue, to: mailbox, publicHost: postbox.publicHost }),
    now,
    (columns) =>
      db
        .select(columns)
        .from(complaints)
        .where(and(eq(complaints.id, complaintId), isNull(complaints.authorityVenue))),
  );
  await db.batch([
    mail.statement,
    db.insert(mailComplaints).select(
      db
        .select({
          mailId: mailQueue.id,
          complaintId: sql<string>`${complaintId}`.as("complaint_id"),
          channel: sql<"venue">`'venue'`.as("channel"),
        })
        .from(mailQueue)
        .where(eq(mailQueue.id, mail.id)),
    ),
    db
      .update(complaints)
      .set({ authorityVenue: choice.venue.id })
      .where(
        and(
          eq(complaints.id, complaintId),
          isNull(complaints.authorityVenue),
          sql`exists (select 1 from ${mailQueue} q where q.id = ${mail.id})`,
        ),
      ),
  ]);
  return true;
}

/**
 * One last notice per company nobody manages, to the address that reaches it (its complaints
 * address, or support@ where outreach is on), listing its complaints that escalated in this
 * run. The address's one cadence (outreach/cadence.ts) holds: after any counted mail there in
 * the last 24 hours (an outreach mail, an earlier last notice) no last notice goes, and a
 * complaint it would have carried that never reached the address goes, marked escalated, in
 * the next outreach mail. Members of a claimed page were told in the escalation's own batch.
 */
async function lastNotices(postbox: Postbox, ids: string[], now: number) {
  if (ids.length === 0 || !postbox.config.addressHashKey) return 0;
  const { db } = postbox;
  const rows = await db
    .select({
      ...outreachComplaintColumns,
      company: { ...channelCompanyColumns, name: companies.name, slug: companies.slug },
    })
    .from(complaints)
    .innerJoin(companies, eq(companies.id, complaints.companyId))
    .where(inArray(complaints.id, ids.slice(0, 90)));
  const byCompany = new Map<string, typeof rows>();
  for (const row of rows)
    byCompany.set(row.company.id, [...(byCompany.get(row.company.id) ?? []), row]);
  let queued = 0;
  for (const list of byCompany.values()) {
    const company = (list[0] as (typeof list)[number]).company;
    const channel = await channelOf(postbox, company, now);
    if (channel.kind !== "complaints_address" && channel.kind !== "support_mailbox") continue;
    if (!(await contactMailDue(db, channel.address, now)).due) continue;
    const mail = await queueContactMail(postbox, company, channel, list.slice(0, 20), now, {
      more: list.length > 20,
      lastNotice: true,
    });
    if (!mail) continue;
    await mail.statement;
    queued++;
  }
  return queued;
}

export { VENUE_KIND };
