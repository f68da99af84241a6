import { companyPath } from "@shared/company-path";
import { unreachedText } from "@shared/company-reach";
import { decimalAmount } from "@shared/format";
import { initialsOf } from "@shared/hidden-name";
import { type VenueChoice, venueById, venueWhyEnglish } from "@shared/venues";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { AppConfig } from "../../config";
import type { Database } from "../../db/client";
import {
  companies,
  companyLegalEntities,
  companyResponses,
  complaints,
  mailComplaints,
  mailQueue,
  profiles,
  refunds,
  users,
} from "../../db/schema";
import { legalEntityColumns } from "../companies/legal-entity";
import { reachFactsQuery, reachStatus } from "../outreach/status";
import { publicText, publicTextOrNull } from "../public/text";
import { ESCALATION_FILE_VERSION, type EscalationFile, type TimelineEvent } from "./file-schema";
import { companyCountryOf, venueFor } from "./venue";

type FileDeps = {
  db: Database;
  /** The complaint photos' bucket: the evidence hashes are of the stored originals. */
  images: R2Bucket;
  publicHost: string;
  /** The deployment's outreach settings: why a company was never reached. */
  config: AppConfig;
};

const iso = (at: Date | number) => new Date(at).toISOString();

const SENT_VIA: Record<string, string> = {
  members: "Shown to the company's team on UCK",
  complaints_address: "Mailed to the company's complaints address",
  support_mailbox: "Mailed to the company's customer-service mailbox",
};

/** What became of a mail to the company, in the file's words. */
const ATTEMPT_STATUS: Record<string, string> = {
  queued: "waiting to be sent",
  sending: "being sent",
  held: "held back",
  sent: "sent",
  failed: "not delivered",
};

/** The complaint's row with its company and author, for the file and its page. */
export async function fileFacts(db: Database, complaintId: string) {
  const [[row], responses, [refund], attempts, [entity]] = await db.batch([
    db
      .select({
        id: complaints.id,
        userId: complaints.userId,
        text: complaints.text,
        category: complaints.category,
        location: complaints.location,
        country: complaints.country,
        status: complaints.status,
        imageUrl: complaints.imageUrl,
        response: complaints.response,
        responseAt: complaints.responseAt,
        createdAt: complaints.createdAt,
        sentToCompanyAt: complaints.sentToCompanyAt,
        sentToCompanyVia: complaints.sentToCompanyVia,
        escalatedAt: complaints.escalatedAt,
        unreachedReason: complaints.unreachedReason,
        followUpAt: complaints.followUpAt,
        letterSentAt: complaints.letterSentAt,
        letterDeadline: complaints.letterDeadline,
        letterPlace: complaints.letterPlace,
        // The author's private answers (decision 044), read by their letter and card kit only
        // (decision 047); the file itself never prints them.
        problem: complaints.problem,
        payment: complaints.payment,
        purchaseDate: complaints.purchaseDate,
        resolvedAt: complaints.resolvedAt,
        resolutionSought: complaints.resolutionSought,
        disputeMinor: complaints.disputeMinor,
        disputeCurrency: complaints.disputeCurrency,
        sendToVenue: complaints.sendToVenue,
        authoritySentAt: complaints.authoritySentAt,
        authorityVenue: complaints.authorityVenue,
        companyName: companies.name,
        companySlug: companies.slug,
        companyDomain: companies.domain,
        // Aliased: in a D1 batch rows are keyed by column name, and `country` is the complaint's.
        companyCountry: sql<string | null>`${companies.country}`.as("company_country"),
        authorName: profiles.fullName,
        authorEmail: users.email,
        nameHidden: complaints.nameHidden,
      })
      .from(complaints)
      .innerJoin(companies, eq(companies.id, complaints.companyId))
      .innerJoin(users, eq(users.id, complaints.userId))
      .leftJoin(profiles, eq(profiles.id, complaints.userId))
      .where(eq(complaints.id, complaintId))
      .limit(1),
    db
      .select({ text: companyResponses.text, createdAt: companyResponses.createdAt })
      .from(companyResponses)
      .where(eq(companyResponses.complaintId, complaintId))
      .orderBy(asc(companyResponses.createdAt)),
    db
      .select({
        amountMinor: refunds.amountMinor,
        currency: refunds.currency,
        status: refunds.status,
        answeredAt: refunds.answeredAt,
        createdAt: refunds.createdAt,
      })
      .from(refunds)
      .where(eq(refunds.complaintId, complaintId)),
    // Every mail to the company that carried this complaint: the attempts to reach it.
    db
      .select({
        at: mailQueue.createdAt,
        status: mailQueue.status,
        channel: mailComplaints.channel,
      })
      .from(mailComplaints)
      .innerJoin(mailQueue, eq(mailQueue.id, mailComplaints.mailId))
      .where(and(eq(mailComplaints.complaintId, complaintId), ne(mailComplaints.channel, "venue")))
      .orderBy(asc(mailQueue.createdAt)),
    // Who the company really is (decision 045): only its confirmed entity.
    db
      .select(legalEntityColumns)
      .from(companyLegalEntities)
      .innerJoin(complaints, eq(complaints.companyId, companyLegalEntities.companyId))
      .where(and(eq(complaints.id, complaintId), eq(companyLegalEntities.state, "confirmed")))
      .limit(1),
  ]);
  if (!row) return null;
  return { row, responses, refund: refund ?? null, attempts, legalEntity: entity ?? null };
}

export type FileFacts = NonNullable<Awaited<ReturnType<typeof fileFacts>>>;

/** The venue the file names now: the one UCK sent it to, else the rules' pick. */
export function fileVenue(facts: FileFacts, now: number): VenueChoice | null {
  const { row } = facts;
  const sent = row.authorityVenue ? venueById(row.authorityVenue) : null;
  if (sent && row.authoritySentAt) {
    const why = { key: "sent" } as const;
    return { venue: sent, reason: venueWhyEnglish(why), why, from: null };
  }
  return venueFor({ ...row, companyCountry: row.companyCountry }, now);
}

/** Every event of the complaint, oldest first (the order people read and authorities ask for). */
function timelineOf(
  facts: FileFacts,
  hide: (text: string) => string,
  unreached: string | null,
): TimelineEvent[] {
  const { row, responses, refund, attempts } = facts;
  const events: Array<TimelineEvent & { order: number }> = [];
  const add = (at: Date | null, event: Omit<TimelineEvent, "at">, order: number) => {
    if (at) events.push({ at: iso(at), ...event, order });
  };
  add(row.createdAt, { kind: "filed" }, 0);
  add(
    row.sentToCompanyAt,
    {
      kind: "sent_to_company",
      ...(row.sentToCompanyVia ? { detail: SENT_VIA[row.sentToCompanyVia] } : {}),
    },
    1,
  );
  for (const attempt of attempts) {
    const to = SENT_VIA[attempt.channel]?.replace(/^Mailed to/, "A mail to") ?? "A mail";
    add(
      attempt.at,
      {
        kind: "contact_attempt",
        detail: `${to}: ${ATTEMPT_STATUS[attempt.status] ?? attempt.status}`,
      },
      1,
    );
  }
  // Escalated without the company ever told: said so, with the attempts (or none).
  if (unreached) {
    const tries =
      attempts.length === 0
        ? "UCK's attempts to reach it: none."
        : `UCK's attempts to reach it: ${attempts.length}, listed above.`;
    add(row.escalatedAt, { kind: "company_not_reached", detail: `${unreached}. ${tries}` }, 5);
  }
  // The page shows the company's current answer; earlier rows keep what it wrote before.
  responses.forEach((response, index) => {
    const last = index === responses.length - 1;
    const text = last && row.response !== null ? row.response : response.text;
    add(response.createdAt, { kind: "company_response", detail: hide(text) }, 2);
  });
  if (responses.length === 0 && row.responseAt && row.response !== null) {
    add(row.responseAt, { kind: "company_response", detail: hide(row.response) }, 2);
  }
  if (refund) {
    const amount = {
      amount: decimalAmount(refund.amountMinor, refund.currency),
      currency: refund.currency,
    };
    add(refund.createdAt, { kind: "refund_offered", amount }, 3);
    if (refund.status !== "pending") {
      add(
        refund.answeredAt,
        { kind: refund.status === "received" ? "refund_received" : "refund_not_received", amount },
        4,
      );
    }
  }
  // "No answer within 48 hours" only where the company was told; else company_not_reached.
  if (!unreached) add(row.escalatedAt, { kind: "escalated" }, 5);
  // The week's follow-up to a company still silent (decision 043).
  add(row.followUpAt, { kind: "follow_up" }, 5);
  // The letter before action UCK mailed for the complainant (decision 047), with its deadline.
  add(
    row.letterSentAt,
    {
      kind: "letter_sent",
      ...(row.letterDeadline ? { detail: `Answer asked by ${row.letterDeadline}` } : {}),
    },
    5,
  );
  const venue = row.authorityVenue ? venueById(row.authorityVenue) : null;
  add(
    row.authoritySentAt,
    { kind: "sent_to_venue", detail: venue?.name ?? row.authorityVenue ?? "" },
    6,
  );
  add(row.resolvedAt, { kind: "resolved" }, 7);
  return events
    .sort((a, b) => a.at.localeCompare(b.at) || a.order - b.order)
    .map(({ order: _order, ...event }) => event);
}

/** SHA-256 of the stored original, hex; null when the object is gone. */
async function sha256Of(bucket: R2Bucket, key: string) {
  const object = await bucket.get(key);
  if (!object) return null;
  const digest = await crypto.subtle.digest("SHA-256", await object.arrayBuffer());
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

const IMAGE_PATH = /^\/images\/complaint-images\/([A-Za-z0-9][A-Za-z0-9._-]{0,199})$/;

/**
 * The escalation file of a complaint. The public copy carries what the public page shows
 * (addresses typed into texts are removed, no e-mail of the complainant); the author's copy has
 * the texts as written and their e-mail address.
 */
export async function escalationFile(
  deps: FileDeps,
  facts: FileFacts,
  copy: "public" | "author",
  now: number,
  /**
   * The public copy read by the company's members (decision 042): they see the name of an author
   * who hid it from the public. The author's copy (theirs, and the one a venue receives) always
   * names them.
   */
  readBy: "public" | "member" = "public",
): Promise<EscalationFile> {
  const { row } = facts;
  const named = copy === "author" || readBy === "member" || !row.nameHidden;
  const hide =
    copy === "author"
      ? (text: string) => text
      : (text: string) => publicText(text, row.companyDomain);
  const evidence: EscalationFile["evidence"] = [];
  const key = row.imageUrl?.match(IMAGE_PATH)?.[1];
  if (key) {
    const sha256 = await sha256Of(deps.images, key);
    if (sha256) evidence.push({ url: `${deps.publicHost}${row.imageUrl}`, sha256 });
  }
  const choice = fileVenue(facts, now);
  const unreached = await unreachedOf(deps, facts, now);
  return {
    schema_version: ESCALATION_FILE_VERSION,
    complaint: {
      id: row.id,
      url: `${deps.publicHost}/complaint/${row.id}`,
      text: hide(row.text),
      category: row.category,
      location: row.location,
      filed_at: iso(row.createdAt),
      status: row.status,
      resolution_sought:
        copy === "author"
          ? row.resolutionSought
          : publicTextOrNull(row.resolutionSought, row.companyDomain),
      amount_in_dispute:
        row.disputeMinor !== null && row.disputeCurrency
          ? {
              amount: decimalAmount(row.disputeMinor, row.disputeCurrency),
              currency: row.disputeCurrency,
            }
          : null,
    },
    company: {
      name: row.companyName,
      domain: row.companyDomain,
      country: companyCountryOf({ country: row.companyCountry, domain: row.companyDomain }),
      page_url: `${deps.publicHost}${companyPath(row.companySlug)}`,
      legal_entity: facts.legalEntity,
    },
    complainant: {
      display_name:
        row.authorName === null
          ? "A UCK member"
          : named
            ? row.authorName
            : initialsOf(row.authorName),
      ...(copy === "author" ? { email: row.authorEmail } : {}),
    },
    timeline: timelineOf(facts, hide, unreached),
    evidence,
    venues: choice
      ? [
          {
            id: choice.venue.id,
            name: choice.venue.name,
            url: choice.venue.url,
            rule: choice.venue.rule,
            reason: unreached ? `${choice.reason} ${unreached}.` : choice.reason,
            available_from: choice.from === null ? null : iso(choice.from),
            source: choice.venue.source,
            checked: choice.venue.checked,
          },
        ]
      : [],
  };
}

/**
 * "{company} could not be reached ({reason})" for a complaint that escalated without its company
 * ever being told (shared/company-reach.ts); null when it was told or has not escalated.
 */
export async function unreachedOf(
  deps: { db: Database; config: AppConfig },
  facts: FileFacts,
  now: number,
) {
  const { row } = facts;
  if (row.escalatedAt === null || row.sentToCompanyAt !== null) return null;
  // The reason recorded at the escalation (migration 0030), or, for older ones, today's.
  if (row.unreachedReason) return unreachedText(row.companyName, row.unreachedReason);
  const [reach] = await reachFactsQuery(deps.db, row.id, now);
  if (!reach) return null;
  const status = reachStatus(reach, deps.config, now);
  return status.sent ? null : unreachedText(row.companyName, status.reason);
}
