import { formatDueDay, formatMoney } from "@shared/refunds";
import { z } from "zod";
import type { NotificationType } from "./notifications";

/**
 * What a notification says and where it leads, in the product's words, from its type, its data
 * and the names joined to it. The inbox (./notifications.ts) shows these sentences.
 */

const DataSchema = z
  .object({
    company: z.string().optional(),
    count: z.number().optional(),
    // Escalation: the complaint's author or a follower of the company; resolution: the
    // complainant or the company's members (told by the complainant's answer).
    recipient: z.enum(["author", "follower", "company"]).optional(),
    // A claim's decision and the page it was about.
    decision: z.enum(["approved", "rejected"]).optional(),
    slug: z.string().optional(),
    // A refund: the complainant's answer, the amount and its day.
    answer: z.enum(["received", "not_received"]).optional(),
    amountMinor: z.number().optional(),
    currency: z.string().optional(),
    dueOn: z.string().optional(),
  })
  .catch({});

export type NotificationRow = {
  type: NotificationType;
  complaintId: string | null;
  data: unknown;
  actorName: string | null;
  actorUsername: string | null;
  companyName: string | null;
  /** When UCK's mail with the complaint's file reached a venue (an escalation's true words). */
  authoritySentAt?: Date | null;
};

/** " of €40.00" when the notification carries the refund's amount. */
const refundText = (data: { amountMinor?: number; currency?: string }) =>
  data.amountMinor !== undefined && data.currency
    ? ` of ${formatMoney(data.amountMinor, data.currency)}`
    : "";

/** The sentence and the link of a notification, in the product's words. */
export function describeNotification(row: NotificationRow): { text: string; href: string | null } {
  const data = DataSchema.parse(row.data ?? {});
  const company = row.companyName ?? data.company ?? "a company";
  const actor = row.actorName ?? "Someone";
  const complaint = row.complaintId ? `/complaint/${row.complaintId}` : null;
  switch (row.type) {
    case "company_responded":
      return { text: `${company} responded to your complaint`, href: complaint };
    case "complaint_escalated": {
      // "To the authorities" only when UCK's mail with the file reached one (issue 34).
      const what = row.authoritySentAt
        ? "was escalated to the authorities because of no response within 48 hours"
        : "was escalated on UCK after 48 hours without a response";
      return {
        text:
          data.recipient === "follower"
            ? `A complaint about ${company}, a company you follow, ${what}`
            : data.recipient === "company"
              ? `Last notice: a complaint about ${company} went 48 hours without an answer`
              : `Your complaint about ${company} ${what}${row.authoritySentAt ? "" : ". Your file for a consumer authority is ready"}`,
        href:
          data.recipient === "author" && !row.authoritySentAt && complaint
            ? `${complaint}/file`
            : complaint,
      };
    }
    case "complaint_resolved":
      return {
        text:
          data.recipient === "company"
            ? `${actor} marked ${company}'s response as resolved`
            : `${company} marked your complaint as resolved`,
        href: complaint,
      };
    case "response_unsatisfied":
      return {
        text: `${actor} said ${company}'s response did not solve their complaint`,
        href: complaint,
      };
    case "complaint_commented":
      return { text: `${actor} commented on your complaint about ${company}`, href: complaint };
    case "complaint_ucked":
      return {
        text: `Your complaint about ${company} reached ${data.count ?? "more"} ucks`,
        href: complaint,
      };
    case "user_followed":
      return {
        text: `${actor} started following you`,
        href: row.actorUsername ? `/u/${encodeURIComponent(row.actorUsername)}` : null,
      };
    case "complaint_filed":
      return { text: `New complaint about ${company}`, href: complaint };
    case "refund_answered": {
      const refund = refundText(data);
      return {
        text:
          data.answer === "received"
            ? `${actor} confirmed ${company}'s refund${refund} arrived`
            : `${actor} says ${company}'s refund${refund} did not arrive`,
        href: complaint,
      };
    }
    case "refund_offered":
      return {
        text: `${company} offered a new refund${refundText(data)}${data.dueOn ? `, due ${formatDueDay(data.dueOn)}` : ""}`,
        href: complaint,
      };
    case "complaint_in_review":
      return {
        text: `Your complaint about ${company} was filed during unusual activity on its page, which is being reviewed. It stays public; nothing has been deleted.`,
        href: complaint,
      };
    case "claim_decided":
      return {
        text:
          data.decision === "approved"
            ? `Your claim of ${company} was approved: you now manage its page`
            : `Your claim of ${company} was not approved`,
        href: data.slug ? `/company/${encodeURIComponent(data.slug)}` : null,
      };
  }
}
