import { MAIL_KIND_TEXT, type MailKind } from "@shared/mail-kinds";
import { and, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Database } from "../../db/client";
import {
  comments,
  companies,
  complaints,
  notificationMails,
  notifications,
  profiles,
  users,
} from "../../db/schema";
import type { MailMessage } from "../../mail/mailer";
import { escapeHtml, layout } from "../../mail/templates";
import { mailTokenFor, unsubscribeUrl } from "./unsubscribe";

const QUOTE = 240;

const quote = (text: string) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= QUOTE ? flat : `${flat.slice(0, QUOTE).replace(/\s+\S*$/, "")}…`;
};

const actors = alias(profiles, "actors");

/** What a mail needs of its notification, read fresh when it is sent (the complaint as it is then). */
const mailRows = (db: Database) =>
  db
    .select({
      id: notificationMails.notificationId,
      userId: users.id,
      email: users.email,
      kind: notificationMails.kind,
      data: notifications.data,
      complaintId: complaints.id,
      text: complaints.text,
      response: complaints.response,
      reimbursement: complaints.reimbursement,
      company: sql<
        string | null
      >`coalesce(${companies.name}, json_extract(${notifications.data}, '$.company'))`,
      actor: actors.fullName,
      comment: comments.text,
    })
    .from(notificationMails)
    .innerJoin(notifications, eq(notifications.id, notificationMails.notificationId))
    .innerJoin(users, eq(users.id, notificationMails.userId))
    .leftJoin(complaints, eq(complaints.id, notifications.complaintId))
    .leftJoin(companies, eq(companies.id, complaints.companyId))
    .leftJoin(actors, eq(actors.id, notifications.actorId))
    // A comment's notification is keyed `commented:{commentId}`: the mail quotes the comment.
    .leftJoin(
      comments,
      and(
        eq(notifications.type, "complaint_commented"),
        eq(comments.id, sql`substr(${notifications.dedupeKey}, 11)`),
      ),
    );

type MailRow = Awaited<ReturnType<ReturnType<typeof mailRows>["where"]>>[number];

type Described = {
  subject: string;
  heading: string;
  paragraphs: string[];
  action: { label: string; url: string };
};

const field = (data: unknown, key: string) => {
  const value = data && typeof data === "object" ? (data as Record<string, unknown>)[key] : null;
  return typeof value === "string" ? value : null;
};

/** The words of one notification's mail, in the product's voice; null when its subject is gone. */
function wordsOf(row: MailRow, publicHost: string): Described | null {
  const company = row.company ?? "A company";
  const complaintUrl = row.complaintId ? `${publicHost}/complaint/${row.complaintId}` : null;
  const yours = row.text ? `Your complaint: “${quote(row.text)}”` : null;
  switch (row.kind) {
    case "company_responded": {
      if (!complaintUrl || !row.response || !yours) return null;
      const subject = `${company} responded to your complaint`;
      return {
        subject,
        heading: subject,
        paragraphs: [
          yours,
          `${company} wrote: “${row.response}”`,
          ...(row.reimbursement ? [`They offer a reimbursement: ${row.reimbursement}`] : []),
          "Did this solve it? Answer Yes or No on your complaint: everyone reading it sees your verdict.",
        ],
        action: { label: "Open your complaint", url: complaintUrl },
      };
    }
    case "complaint_escalated": {
      if (!complaintUrl || !yours) return null;
      return {
        subject: `Your complaint about ${company} was escalated`,
        heading: `Your complaint about ${company} was escalated to the authorities after 48 hours without a response`,
        paragraphs: [
          yours,
          `${company} did not answer within 48 hours, so your complaint now shows as escalated to everyone who reads it.`,
          "If the company answers later, we will write to you.",
        ],
        action: { label: "Open your complaint", url: complaintUrl },
      };
    }
    case "complaint_resolved": {
      if (!complaintUrl || !yours) return null;
      return {
        subject: `${company} marked your complaint as resolved`,
        heading: `${company} marked your complaint as resolved`,
        paragraphs: [
          yours,
          "If it is not solved for you, say so on your complaint: everyone reading it sees your verdict.",
        ],
        action: { label: "Open your complaint", url: complaintUrl },
      };
    }
    case "complaint_commented": {
      if (!complaintUrl || !yours) return null;
      const actor = row.actor ?? "Someone";
      return {
        subject: `${actor} commented on your complaint about ${company}`,
        heading: `${actor} commented on your complaint about ${company}`,
        paragraphs: [yours, ...(row.comment ? [`${actor} wrote: “${quote(row.comment)}”`] : [])],
        action: { label: "Read the comments", url: `${complaintUrl}#comments-heading` },
      };
    }
    case "complaint_filed": {
      if (!complaintUrl || !row.text) return null;
      return {
        subject: `New complaint about ${company}`,
        heading: `New complaint about ${company}`,
        paragraphs: [
          `“${quote(row.text)}”`,
          "Answer within 48 hours: a complaint without a response is escalated, and the response rate on your company page counts every one.",
        ],
        action: { label: "Answer the complaint", url: complaintUrl },
      };
    }
    case "claim_decided": {
      const slug = field(row.data, "slug");
      const url = slug ? `${publicHost}/company/${encodeURIComponent(slug)}` : publicHost;
      return field(row.data, "decision") === "approved"
        ? {
            subject: `You manage ${company} on UCK`,
            heading: `Your claim of ${company} was approved`,
            paragraphs: [
              `An UCK administrator checked your request and approved it: you now manage the ${company} page.`,
              "You can answer complaints, offer reimbursements, mark complaints resolved and see analytics.",
            ],
            action: { label: `Open the ${company} page`, url },
          }
        : {
            subject: `Your claim of ${company} on UCK`,
            heading: `Your claim of ${company} was not approved`,
            paragraphs: [
              `An UCK administrator reviewed your request to claim the ${company} page and could not confirm that you act for the company.`,
              "You can claim again with an e-mail address at the company's own domain: the link in that e-mail completes the claim without a manual review.",
            ],
            action: { label: "Open the company page", url },
          };
    }
  }
}

const unsubscribeHeaders = (stop: string) => ({
  "List-Unsubscribe": `<${stop}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

/**
 * The mail of a queued notification, with links built from PUBLIC_HOST, a plain-text and an
 * HTML part, the one-click unsubscribe link and its RFC 8058 headers, and nothing that tracks
 * the reader. Null when there is nothing to send (the complaint or the address is gone).
 */
export async function renderNotificationMail(
  db: Database,
  notificationId: string,
  publicHost: string,
  now: number,
): Promise<MailMessage | null> {
  const [row] = await mailRows(db).where(eq(notificationMails.notificationId, notificationId));
  const described = row ? wordsOf(row, publicHost) : null;
  if (!row?.email || !described) return null;
  const token = await mailTokenFor(db, row.userId, now);
  const stop = unsubscribeUrl(publicHost, token, row.kind);
  const body = layout(described.heading, described.paragraphs, described.action, {
    text: `You get this mail when ${MAIL_KIND_TEXT[row.kind]}.`,
    link: { label: "Stop these mails", url: stop },
  });
  return {
    to: row.email,
    subject: described.subject,
    kind: row.kind,
    ...body,
    headers: unsubscribeHeaders(stop),
  };
}

/**
 * One person's daily digest: every mail that waited for it, newest last, each with its heading,
 * its first lines and its link. Null when none of them has anything left to say.
 */
export async function renderDigestMail(
  db: Database,
  userId: string,
  notificationIds: string[],
  publicHost: string,
  now: number,
): Promise<MailMessage | null> {
  if (notificationIds.length === 0) return null;
  const rows = await mailRows(db)
    .where(inArray(notificationMails.notificationId, notificationIds))
    .orderBy(notifications.createdAt);
  const email = rows[0]?.email;
  const items = rows.flatMap((row) => {
    const described = wordsOf(row, publicHost);
    return described ? [{ kind: row.kind as MailKind, ...described }] : [];
  });
  if (!email || items.length === 0) return null;
  const token = await mailTokenFor(db, userId, now);
  const stop = unsubscribeUrl(publicHost, token, "digest");
  const settings = `${publicHost}/profile#mail-settings`;
  const heading =
    items.length === 1 ? "Your day on UCK: 1 update" : `Your day on UCK: ${items.length} updates`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#171717">
<h1 style="font-size:20px">${escapeHtml(heading)}</h1>
${items
  .map(
    (item) => `<h2 style="font-size:16px;margin-bottom:4px">${escapeHtml(item.heading)}</h2>
${item.paragraphs.map((p) => `<p style="margin:4px 0">${escapeHtml(p)}</p>`).join("\n")}
<p style="margin:4px 0 16px"><a href="${escapeHtml(item.action.url)}" style="color:#b91c1c">${escapeHtml(item.action.label)}</a></p>`,
  )
  .join("\n")}
<p style="color:#737373;font-size:12px">You get this digest once a day for the mail you chose to read daily. <a href="${escapeHtml(settings)}" style="color:#737373">Change your mail settings</a> or <a href="${escapeHtml(stop)}" style="color:#737373">stop the digest</a>.</p>
</body></html>`;
  const text = `${heading}\n\n${items
    .map(
      (item) =>
        `${item.heading}\n${item.paragraphs.join("\n")}\n${item.action.label}: ${item.action.url}`,
    )
    .join(
      "\n\n",
    )}\n\n--\nYou get this digest once a day for the mail you chose to read daily.\nChange your mail settings: ${settings}\nStop the digest: ${stop}\n`;
  return {
    to: email,
    subject: heading,
    kind: "daily_digest",
    html,
    text,
    headers: unsubscribeHeaders(stop),
  };
}
