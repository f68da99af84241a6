import type { MailKind } from "@shared/mail-kinds";
import { venueById } from "@shared/venues";
import { asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Database } from "../../db/client";
import {
  comments,
  companies,
  complaints,
  mailQueue,
  notifications,
  profiles,
  refunds,
  users,
} from "../../db/schema";
import { venueFor } from "../escalation/venue";
import type { MailMessage } from "./mailer";
import { type MailText, mailText } from "./messages";
import { layout, listLayout } from "./templates";
import { isMailKind, mailTokenFor, type UnsubscribeScope, unsubscribeUrl } from "./unsubscribe";
import { foldSubject, type MailFacts, type MailWords, wordsOf } from "./words";

const actors = alias(profiles, "actors");

/** What the mails of these queued rows need, read fresh when they are sent. */
const factsOf = (db: Database) =>
  db
    .select({
      queueId: mailQueue.id,
      kind: mailQueue.kind,
      email: users.email,
      // The recipient's chosen language (decision 030): their mail is written in it.
      language: users.language,
      complaintId: complaints.id,
      text: complaints.text,
      response: complaints.response,
      reimbursement: complaints.reimbursement,
      company: sql<
        string | null
      >`coalesce(${companies.name}, json_extract(${notifications.data}, '$.company'))`,
      actor: actors.fullName,
      comment: comments.text,
      decision: sql<string | null>`json_extract(${notifications.data}, '$.decision')`,
      slug: sql<string | null>`json_extract(${notifications.data}, '$.slug')`,
      recipient: sql<string | null>`json_extract(${notifications.data}, '$.recipient')`,
      // A reminder to answer a company's claim: the day the claim closes without an answer.
      closesOn: sql<string | null>`json_extract(${notifications.data}, '$.closesOn')`,
      // A member's reminder to answer (decision 043), and how many complaints it folds.
      dueHours: sql<number | null>`json_extract(${notifications.data}, '$.dueHours')`,
      count: sql<number | null>`json_extract(${notifications.data}, '$.count')`,
      followUp: sql<number | null>`json_extract(${notifications.data}, '$.followUp')`,
      // A statutory clock's reminder (decision 044).
      clockRule: sql<string | null>`json_extract(${notifications.data}, '$.rule')`,
      clockDeadline: sql<string | null>`json_extract(${notifications.data}, '$.deadline')`,
      clockDays: sql<number | null>`json_extract(${notifications.data}, '$.days')`,
      outcomeReminder: sql<number | null>`json_extract(${notifications.data}, '$.outcomeReminder')`,
      outcomeRecorded: sql<number | null>`json_extract(${notifications.data}, '$.outcomeRecorded')`,
      // A new offer's amount as its notification recorded it; else the refund recorded with the
      // company's answer (the first response's mail names it too).
      refundMinor: sql<
        number | null
      >`coalesce(json_extract(${notifications.data}, '$.amountMinor'), ${refunds.amountMinor})`,
      refundCurrency: sql<
        string | null
      >`coalesce(json_extract(${notifications.data}, '$.currency'), ${refunds.currency})`,
      refundDueOn: sql<
        string | null
      >`coalesce(json_extract(${notifications.data}, '$.dueOn'), ${refunds.dueOn})`,
      // What the escalation's words must be true of: the send to a venue, and the venue rules' facts.
      authoritySentAt: complaints.authoritySentAt,
      authorityVenue: complaints.authorityVenue,
      sentToCompanyAt: complaints.sentToCompanyAt,
      venueFacts: {
        country: complaints.country,
        category: complaints.category,
        createdAt: complaints.createdAt,
        responseAt: complaints.responseAt,
        disputeMinor: complaints.disputeMinor,
        disputeCurrency: complaints.disputeCurrency,
        companyCountry: companies.country,
        companyDomain: companies.domain,
      },
    })
    .from(mailQueue)
    .innerJoin(notifications, eq(notifications.id, mailQueue.notificationId))
    .leftJoin(users, eq(users.id, mailQueue.userId))
    .leftJoin(complaints, eq(complaints.id, notifications.complaintId))
    .leftJoin(companies, eq(companies.id, complaints.companyId))
    .leftJoin(refunds, eq(refunds.complaintId, complaints.id))
    .leftJoin(actors, eq(actors.id, notifications.actorId))
    .leftJoin(comments, eq(comments.id, notifications.commentId));

type FactsRow = Awaited<ReturnType<ReturnType<typeof factsOf>["where"]>>[number];

const toFacts = (
  {
    email: _email,
    language: _language,
    venueFacts,
    authoritySentAt,
    authorityVenue,
    sentToCompanyAt,
    ...row
  }: FactsRow,
  now: number,
): MailFacts | null => {
  if (!isMailKind(row.kind)) return null;
  const sentVenue = authorityVenue ? venueById(authorityVenue) : null;
  const picked =
    venueFacts.createdAt && row.text !== null
      ? venueFor(
          {
            ...venueFacts,
            createdAt: venueFacts.createdAt,
            text: row.text,
            sentToCompanyAt,
          },
          now,
        )
      : null;
  return {
    ...row,
    kind: row.kind,
    escalation: {
      authority: authoritySentAt && sentVenue ? sentVenue.name : null,
      sending: !authoritySentAt && sentVenue ? sentVenue.name : null,
      companyTold: sentToCompanyAt !== null,
      venue: picked ? { name: picked.venue.name, url: picked.venue.url, from: picked.from } : null,
    },
  };
};

const unsubscribeHeaders = (stop: string) => ({
  "List-Unsubscribe": `<${stop}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

type Recipient = { to: string | null; userId: string; publicHost: string; now: number };

/** A mail to a person, with its one-click stop link and RFC 8058 headers; null without an address. */
async function toPerson(
  db: Database,
  recipient: Recipient,
  mail: {
    kind: string;
    scope: UnsubscribeScope;
    compose: (stop: string) => { subject: string; text: string; html: string };
  },
): Promise<MailMessage | null> {
  const { to, userId, publicHost, now } = recipient;
  if (!to) return null;
  const stop = unsubscribeUrl(publicHost, await mailTokenFor(db, userId, now), mail.scope);
  return { to, kind: mail.kind, ...mail.compose(stop), headers: unsubscribeHeaders(stop) };
}

/** "You get this mail when …", in the recipient's language. */
const kindFooter = (text: MailText, kind: MailKind) =>
  text.t("footer.kind", { when: text.t(`when.${kind}`) });

/** One notification's mail: its words, links from PUBLIC_HOST, plain text and HTML, no tracking. */
async function renderNotification(
  db: Database,
  row: typeof mailQueue.$inferSelect,
  publicHost: string,
  now: number,
) {
  const [factsRow] = await factsOf(db).where(eq(mailQueue.id, row.id));
  const text = mailText(factsRow?.language);
  const facts = factsRow ? toFacts(factsRow, now) : null;
  const words = facts ? wordsOf(facts, publicHost, text) : null;
  if (!facts || !words || !row.userId) return null;
  const recipient = { to: factsRow?.email ?? null, userId: row.userId, publicHost, now };
  return toPerson(db, recipient, {
    kind: facts.kind,
    scope: facts.kind,
    compose: (stop) => ({
      subject: words.subject,
      ...layout(
        words.heading,
        words.paragraphs,
        words.action,
        {
          text: kindFooter(text, facts.kind),
          link: { label: text.t("footer.stop"), url: stop },
        },
        undefined,
        text,
      ),
    }),
  });
}

/**
 * A bundle: the daily digest, or the fold of one kind's mail past the hourly cap. Every member
 * with something left to say is listed, oldest first, each with its heading, first lines and link.
 */
async function renderBundle(
  db: Database,
  row: typeof mailQueue.$inferSelect,
  publicHost: string,
  now: number,
) {
  if (!row.userId) return null;
  const rows = await factsOf(db)
    .where(eq(mailQueue.bundleId, row.id))
    .orderBy(asc(mailQueue.createdAt), asc(mailQueue.id));
  // One recipient per bundle: their language, read from the first row.
  const text = mailText(rows[0]?.language);
  const { t } = text;
  const items: (MailWords & { kind: MailKind; company: string | null })[] = [];
  for (const factsRow of rows) {
    const facts = toFacts(factsRow, now);
    const words = facts ? wordsOf(facts, publicHost, text) : null;
    if (facts && words) items.push({ ...words, kind: facts.kind, company: facts.company });
  }
  const first = items[0];
  if (!first) return null;
  const recipient = { to: rows[0]?.email ?? null, userId: row.userId, publicHost, now };
  const settings = `${publicHost}/profile#mail-settings`;
  if (row.kind === "daily_digest") {
    const subject = text.plural("digest.subject", items.length);
    return toPerson(db, recipient, {
      kind: "daily_digest",
      scope: "digest",
      compose: (stop) => ({
        subject,
        ...listLayout(
          subject,
          items,
          {
            text: t("footer.digest"),
            links: [
              { label: t("footer.settings"), url: settings },
              { label: t("footer.stopDigest"), url: stop },
            ],
          },
          undefined,
          text.locale,
        ),
      }),
    });
  }
  const companies = [...new Set(items.map((item) => item.company ?? ""))].filter(Boolean);
  const subject =
    items.length === 1 ? first.subject : foldSubject(first.kind, items.length, companies, text);
  return toPerson(db, recipient, {
    kind: "bundle",
    scope: first.kind,
    compose: (stop) => ({
      subject,
      ...listLayout(
        subject,
        items,
        {
          text: t("footer.fold", { when: t(`when.${first.kind}`) }),
          links: [
            { label: t("footer.settings"), url: settings },
            { label: t("footer.stop"), url: stop },
          ],
        },
        undefined,
        text.locale,
      ),
    }),
  });
}

/**
 * The message of a queued row that was not rendered when it was queued: a notification's mail
 * or a bundle's. Null when there is nothing left to send (the complaint or the address is gone).
 */
export async function renderQueuedMail(
  db: Database,
  row: typeof mailQueue.$inferSelect,
  publicHost: string,
  now: number,
): Promise<MailMessage | null> {
  if (row.notificationId) return renderNotification(db, row, publicHost, now);
  if (row.kind === "bundle" || row.kind === "daily_digest")
    return renderBundle(db, row, publicHost, now);
  return null;
}
