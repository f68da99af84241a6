import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companies, complaints, notificationMails, notifications, users } from "../../db/schema";
import type { MailMessage } from "../../mail/mailer";
import { layout } from "../../mail/templates";
import { mailTokenFor, unsubscribeUrl } from "./unsubscribe";

const QUOTE = 240;

const quote = (text: string) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= QUOTE ? flat : `${flat.slice(0, QUOTE).replace(/\s+\S*$/, "")}…`;
};

/**
 * The mail of a queued notification, read fresh when it is sent (the complaint as it is then),
 * with links built from PUBLIC_HOST, a plain-text and an HTML part, the one-click unsubscribe
 * link and its RFC 8058 headers, and nothing that tracks the reader. Null when there is nothing
 * to send (the complaint or the address is gone).
 */
export async function renderNotificationMail(
  db: Database,
  notificationId: string,
  publicHost: string,
  now: number,
): Promise<MailMessage | null> {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      kind: notificationMails.kind,
      complaintId: complaints.id,
      text: complaints.text,
      response: complaints.response,
      reimbursement: complaints.reimbursement,
      company: companies.name,
    })
    .from(notificationMails)
    .innerJoin(notifications, eq(notifications.id, notificationMails.notificationId))
    .innerJoin(users, eq(users.id, notificationMails.userId))
    .innerJoin(complaints, eq(complaints.id, notifications.complaintId))
    .innerJoin(companies, eq(companies.id, complaints.companyId))
    .where(eq(notificationMails.notificationId, notificationId));
  if (!row?.email || !row.response) return null;
  const token = await mailTokenFor(db, row.userId, now);
  const stop = unsubscribeUrl(publicHost, token, row.kind);
  const paragraphs = [
    `Your complaint: “${quote(row.text)}”`,
    `${row.company} wrote: “${row.response}”`,
    ...(row.reimbursement ? [`They offer a reimbursement: ${row.reimbursement}`] : []),
    "Did this solve it? Answer Yes or No on your complaint: everyone reading it sees your verdict.",
  ];
  const body = layout(
    `${row.company} responded to your complaint`,
    paragraphs,
    { label: "Open your complaint", url: `${publicHost}/complaint/${row.complaintId}` },
    {
      text: "You get this mail because a company answered your complaint on UCK.",
      link: { label: "Stop these mails", url: stop },
    },
  );
  return {
    to: row.email,
    subject: `${row.company} responded to your complaint`,
    kind: "company_responded",
    ...body,
    headers: {
      "List-Unsubscribe": `<${stop}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
