import type { Locale } from "@shared/i18n";
import {
  isLetterProblem,
  LETTER_PLACES,
  type LetterPlace,
  letterDeadline,
  letterPlace,
  letterVariant,
} from "@shared/letters";
import { and, eq, gte, isNull, sql } from "drizzle-orm";
import type { AppConfig } from "../../config";
import type { Database } from "../../db/client";
import { companies, complaints } from "../../db/schema";
import { type FileFacts, fileFacts } from "../escalation/file";
import type { Postbox } from "../mail/postbox";
import { queueMessage } from "../mail/queue";
import { listLayout } from "../mail/templates";
import {
  CONTACT_CADENCE_SENTENCE,
  CONTACT_MAIL_INTERVAL_MS,
  contactMailDue,
  LETTER_KIND,
} from "../outreach/cadence";
import { channelCompanyColumns, channelOf } from "../outreach/channel";
import { contactLink } from "../outreach/links";
import { contactRow } from "../outreach/reach";
import { type LetterInput, letterSheet, renderLetter } from "./letter";

/**
 * The letter before action of a complaint, for its author only (decision 047): what it
 * is built from, and UCK's one send of it to the company's contact address.
 */

const dayOf = (at: number | Date) => new Date(at).toISOString().slice(0, 10);

/** The complaint's facts when `userId` wrote it; null for anyone else (and for no complaint). */
export async function authorFacts(db: Database, complaintId: string, userId: string | null) {
  if (userId === null) return null;
  const facts = await fileFacts(db, complaintId);
  return facts && facts.row.userId === userId ? facts : null;
}

/** The place the complaint's letter is for (its countries, decision 047), or null. */
export const placeOf = (facts: FileFacts): LetterPlace | null =>
  letterPlace(facts.row.country, facts.row.companyCountry);

/**
 * The letter's input: the place asked for (a `?place=`), else the complaint's; null when the
 * author has not said what went wrong (or said "something else") or no place has a letter.
 */
export function letterInputOf(
  facts: FileFacts,
  input: { locale: Locale; place?: string | null; now: number; publicHost: string },
): LetterInput | null {
  const { row } = facts;
  const asked = (LETTER_PLACES as readonly string[]).includes(input.place ?? "")
    ? (input.place as LetterPlace)
    : null;
  // The letter UCK sent stays the one shown, with its own date.
  const place = asked ?? row.letterPlace ?? placeOf(facts);
  if (!place || !isLetterProblem(row.problem)) return null;
  const variant = letterVariant(place, row.problem);
  if (!variant) return null;
  const sentThis = row.letterSentAt !== null && row.letterPlace === place;
  const letterDay = sentThis && row.letterSentAt ? dayOf(row.letterSentAt) : dayOf(input.now);
  const entity = facts.legalEntity;
  return {
    locale: input.locale,
    variant,
    letterDay,
    complaint: {
      id: row.id,
      filedDay: dayOf(row.createdAt),
      text: row.text,
      purchaseDate: row.purchaseDate,
      amount:
        row.disputeMinor !== null && row.disputeCurrency
          ? { minor: row.disputeMinor, currency: row.disputeCurrency }
          : null,
      resolution: row.resolutionSought,
    },
    author: { name: row.authorName ?? "", email: row.authorEmail },
    company: {
      name: row.companyName,
      domain: row.companyDomain,
      legalEntity: entity
        ? { legalName: entity.legal_name, identifier: entity.identifier, address: entity.address }
        : null,
    },
    complaintUrl: `/complaint/${row.id}`,
    letterPath: `/complaint/${row.id}/letter`,
  };
}

/** The letter as a document (the page the author prints). */
export const letterDocument = (input: LetterInput) => renderLetter(input);

/** At most this many letters a day from one account, whatever the companies. */
export const LETTERS_PER_ACCOUNT_DAY = 3;

export type SendLetterOutcome =
  | { ok: true; deadline: string }
  | {
      ok: false;
      code: "not_found" | "already" | "unavailable" | "no_address" | "cadence" | "capped";
      /** With `cadence`: when the address may be written to again (ms). */
      nextAt?: number;
    };

/** The letter's sheet as plain lines, for the mail's text and its list layout. */
function sheetLines(html: string) {
  return html
    .replace(/<(br|\/p|\/dd|\/li|\/h1|\/h2|\/blockquote)>/g, "\n")
    .replace(/<dt>/g, "\n")
    .replace(/<\/dt>/g, ": ")
    .replace(/<[^>]+>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/**
 * UCK mails the author's letter, once, to the address that reaches the company (its confirmed
 * complaints address, or support@ where outreach is on: outreach/channel.ts), with the author as
 * Reply-To. It counts against the address's one cadence (outreach/cadence.ts): after any counted
 * mail there in the last 24 hours it is refused with the time it may go. Idempotent: the mail is
 * queued only while the complaint has no letter sent, and the complaint is stamped in the same
 * batch only when that mail row exists, so two submits make one mail.
 */
export async function sendLetter(
  postbox: Postbox,
  complaintId: string,
  userId: string,
  now: number,
  locale: Locale,
): Promise<SendLetterOutcome> {
  const { db, config } = postbox;
  const facts = await authorFacts(db, complaintId, userId);
  if (!facts) return { ok: false, code: "not_found" };
  if (facts.row.letterSentAt) return { ok: false, code: "already" };
  const input = letterInputOf(facts, { locale, now, publicHost: postbox.publicHost });
  if (!input) return { ok: false, code: "unavailable" };
  const [sentToday] = await db
    .select({ n: sql<number>`count(*)` })
    .from(complaints)
    .where(
      and(eq(complaints.userId, userId), gte(complaints.letterSentAt, new Date(now - 86_400_000))),
    );
  if ((sentToday?.n ?? 0) >= LETTERS_PER_ACCOUNT_DAY) return { ok: false, code: "capped" };

  const [company] = await db
    .select(channelCompanyColumns)
    .from(companies)
    .innerJoin(complaints, eq(complaints.companyId, companies.id))
    .where(eq(complaints.id, complaintId));
  if (!company) return { ok: false, code: "not_found" };
  const channel = await channelOf(postbox, company, now, userId);
  if (channel.kind !== "complaints_address" && channel.kind !== "support_mailbox") {
    return { ok: false, code: "no_address" };
  }
  const cadence = await contactMailDue(db, channel.address, now);
  if (!cadence.due) {
    return { ok: false, code: "cadence", nextAt: cadence.lastAt + CONTACT_MAIL_INTERVAL_MS };
  }
  const contact = await contactRow(postbox, company.id, channel.address, now);
  if (!contact || !config.addressHashKey) return { ok: false, code: "no_address" };

  const deadline = letterDeadline(input.variant, input.letterDay);
  const mail = letterMail({
    input,
    to: channel.address,
    replyTo: facts.row.authorEmail,
    publicHost: postbox.publicHost,
    config,
    contactId: contact.id,
  });
  const queued = queueMessage(postbox, mail, now, (columns) =>
    db
      .select(columns)
      .from(complaints)
      .where(
        and(
          eq(complaints.id, complaintId),
          eq(complaints.userId, userId),
          isNull(complaints.letterSentAt),
        ),
      ),
  );
  await db.batch([
    queued.statement,
    db
      .update(complaints)
      .set({
        letterSentAt: new Date(now),
        letterPlace: input.variant.place,
        letterDeadline: deadline,
      })
      .where(
        and(
          eq(complaints.id, complaintId),
          isNull(complaints.letterSentAt),
          sql`exists (select 1 from mail_queue q where q.id = ${queued.id})`,
        ),
      ),
  ]);
  const [after] = await db
    .select({ at: complaints.letterSentAt })
    .from(complaints)
    .where(eq(complaints.id, complaintId));
  if (after?.at?.getTime() !== now) return { ok: false, code: "already" };
  return { ok: true, deadline };
}

/**
 * The mail that carries the letter: the letter's own words (in the author's language), the
 * complaint's link, the cadence rule and the two links every mail to a company address carries
 * (stop these mails, this address is not the company's). The author is the Reply-To.
 */
function letterMail(input: {
  input: LetterInput;
  to: string;
  replyTo: string | null;
  publicHost: string;
  config: AppConfig;
  contactId: string;
}) {
  const { company, complaint } = input.input;
  const name = company.legalEntity?.legalName ?? company.name;
  const subject = `Letter before action to ${name} (UCK complaint ${complaint.id})`;
  const key = input.config.addressHashKey ?? "";
  const stop = contactLink(input.publicHost, key, input.contactId, "stop");
  const notOurs = contactLink(input.publicHost, key, input.contactId, "not-ours");
  const body = listLayout(
    subject,
    [
      {
        heading: subject,
        paragraphs: [
          `A customer of ${company.name} asked UCK, a public complaint site, to send you their letter before action. It follows in their words and language. Answer them by replying to this mail.`,
          ...sheetLines(letterSheet(input.input)),
        ],
        action: {
          label: "The complaint on UCK",
          url: `${input.publicHost}/complaint/${complaint.id}`,
        },
      },
    ],
    {
      text: `${CONTACT_CADENCE_SENTENCE} UCK sends a customer's letter once per complaint.`,
      links: [
        { label: "Stop these mails", url: stop },
        { label: `This address is not ${company.name}'s`, url: notOurs },
      ],
    },
  );
  return {
    to: input.to,
    subject,
    kind: LETTER_KIND,
    ...body,
    headers: {
      ...(input.replyTo ? { "Reply-To": input.replyTo } : {}),
      "List-Unsubscribe": `<${stop}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** What the complaint page's letters panel shows its author (no words: the page says them). */
export type LettersPanelData = {
  complaintId: string;
  company: string;
  /** What went wrong is one a letter is for (not delivered, faulty, cancelled not refunded). */
  problem: boolean;
  /** A place with a letter (UK, Turkey, Spain, US, EU). */
  place: boolean;
  /** Paid by card: the card-dispute kit applies. */
  card: boolean;
  sentAt: number | null;
  deadline: string | null;
};

export function lettersPanelOf(facts: FileFacts): LettersPanelData {
  const { row } = facts;
  return {
    complaintId: row.id,
    company: row.companyName,
    problem: isLetterProblem(row.problem),
    place: (row.letterPlace ?? placeOf(facts)) !== null,
    card: row.payment === "credit_card" || row.payment === "debit_card",
    sentAt: row.letterSentAt?.getTime() ?? null,
    deadline: row.letterDeadline,
  };
}
