import { MAIL_LOCALE } from "@shared/i18n";
import type { MailKind } from "@shared/mail-kinds";
import { formatDueDay, formatMoney } from "@shared/refunds";
import { defang, quoteUserText } from "../../mail/quote";

/** What a notification's mail says, read from the notification's own columns and joins. */
export type MailFacts = {
  kind: MailKind;
  complaintId: string | null;
  /** The complaint as it is when the mail is rendered. */
  text: string | null;
  response: string | null;
  reimbursement: string | null;
  company: string | null;
  /** The person who caused it (a commenter): named in the body, never in a subject. */
  actor: string | null;
  comment: string | null;
  decision: string | null;
  slug: string | null;
  /** Whom an escalation tells: its author, the company's members, or a follower. */
  recipient: string | null;
  /** A new refund offer's amount, as the notification recorded it. */
  refundMinor?: number | null;
  refundCurrency?: string | null;
  refundDueOn?: string | null;
  /** What an escalation's words must be true of (mail/render.ts reads it when it is sent). */
  escalation?: EscalationFacts;
};

export type EscalationFacts = {
  /** The venue UCK's mail with the file reached: the only case that says "the authorities". */
  authority: string | null;
  /** The venue UCK is sending the file to (queued, not yet sent). */
  sending: string | null;
  companyTold: boolean;
  /** Where to take the file, by the venue rules; null: UCK knows no venue for this case. */
  venue: { name: string; url: string; from: number | null } | null;
};

export type MailWords = {
  subject: string;
  heading: string;
  paragraphs: string[];
  action: { label: string; url: string };
};

/**
 * The words of one notification's mail, in the product's voice; null when its subject is gone.
 * No subject carries text another person chose (a display name, a comment): subjects name the
 * company as UCK records it and what happened; people and their words go in the body, quoted
 * and defanged (links in them are not clickable).
 */
export function wordsOf(facts: MailFacts, publicHost: string): MailWords | null {
  const company = facts.company ?? "A company";
  const complaintUrl = facts.complaintId ? `${publicHost}/complaint/${facts.complaintId}` : null;
  const yours = facts.text ? `Your complaint: “${quoteUserText(facts.text)}”` : null;
  switch (facts.kind) {
    case "company_responded": {
      if (!complaintUrl || !facts.response || !yours) return null;
      const subject = `${company} responded to your complaint`;
      return {
        subject,
        heading: subject,
        paragraphs: [
          yours,
          `${company} wrote: “${defang(facts.response)}”`,
          ...(facts.reimbursement
            ? [`They offer a reimbursement: ${defang(facts.reimbursement)}`]
            : []),
          "Did this solve it? Answer Yes or No on your complaint: everyone reading it sees your verdict.",
        ],
        action: { label: "Open your complaint", url: complaintUrl },
      };
    }
    case "complaint_escalated": {
      if (!complaintUrl) return null;
      const said = escalationWords(company, facts.escalation);
      if (facts.recipient === "company") {
        return {
          subject: `Last notice: a complaint about ${company} went 48 hours without an answer`,
          heading: `A complaint about ${company} went 48 hours without an answer`,
          paragraphs: [
            ...(facts.text ? [`The complaint: “${quoteUserText(facts.text)}”`] : []),
            `It now shows as escalated on UCK, and the complainant has a file of it for a consumer authority. An answer still counts and everyone reading the complaint sees it.`,
          ],
          action: { label: "Answer the complaint", url: complaintUrl },
        };
      }
      if (!yours) return null;
      return {
        subject: `Your complaint about ${company} was escalated`,
        heading: said.headline,
        paragraphs: [
          yours,
          ...said.paragraphs,
          `Your file (the complaint, every event with its time, your photo's fingerprint and where to take it): ${complaintUrl}/file`,
          "If the company answers later, we will write to you.",
        ],
        action: { label: "Open your file", url: `${complaintUrl}/file` },
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
      const actor = facts.actor ?? "Someone";
      return {
        subject: `New comment on your complaint about ${company}`,
        heading: `New comment on your complaint about ${company}`,
        paragraphs: [
          yours,
          facts.comment
            ? `${defang(actor)} wrote: “${quoteUserText(facts.comment)}”`
            : `${defang(actor)} commented.`,
        ],
        action: { label: "Read the comments", url: `${complaintUrl}#comments-heading` },
      };
    }
    case "complaint_filed": {
      if (!complaintUrl || !facts.text) return null;
      return {
        subject: `New complaint about ${company}`,
        heading: `New complaint about ${company}`,
        paragraphs: [
          `“${quoteUserText(facts.text)}”`,
          "Answer within 48 hours: a complaint without a response is escalated, and the response rate on your company page counts every one.",
        ],
        action: { label: "Answer the complaint", url: complaintUrl },
      };
    }
    case "response_unsatisfied": {
      if (!complaintUrl || !facts.text) return null;
      return {
        subject: `A complainant says ${company}'s response did not solve it`,
        heading: `A complainant says ${company}'s response did not solve their complaint`,
        paragraphs: [
          `The complaint: “${quoteUserText(facts.text)}”`,
          ...(facts.response ? [`${company} answered: “${quoteUserText(facts.response)}”`] : []),
          "Everyone reading the complaint sees their verdict. You can answer them again in the comments, or offer a refund.",
        ],
        action: { label: "Open the complaint", url: complaintUrl },
      };
    }
    case "refund_offered": {
      if (!complaintUrl || !yours) return null;
      const amount =
        facts.refundMinor != null && facts.refundCurrency
          ? formatMoney(facts.refundMinor, facts.refundCurrency, MAIL_LOCALE)
          : "a new refund";
      return {
        subject: `${company} offered you a new refund`,
        heading: `${company} offered you a new refund`,
        paragraphs: [
          yours,
          facts.refundDueOn
            ? `${company} offers ${amount}, to arrive by ${formatDueDay(facts.refundDueOn)}.`
            : `${company} offers ${amount}.`,
          "When it arrives, or if it does not, say so on your complaint: the company cannot mark it resolved while you say a refund did not arrive.",
        ],
        action: { label: "Open your complaint", url: complaintUrl },
      };
    }
    case "claim_decided": {
      const url = facts.slug
        ? `${publicHost}/company/${encodeURIComponent(facts.slug)}`
        : publicHost;
      return facts.decision === "approved"
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

/** The subject of a fold: how many of one kind waited past the hourly cap. */
export function foldSubject(kind: MailKind, n: number, companies: string[]) {
  const one = companies.length === 1 ? companies[0] : null;
  switch (kind) {
    case "complaint_commented":
      return `${n} new comments on your complaints`;
    case "complaint_filed":
      return one
        ? `${n} new complaints about ${one}`
        : `${n} new complaints about companies you manage`;
    case "company_responded":
      return `${n} responses to your complaints`;
    case "complaint_resolved":
      return `${n} of your complaints were marked resolved`;
    case "complaint_escalated":
      return `${n} of your complaints were escalated`;
    case "claim_decided":
      return `${n} decisions on your claims`;
    case "response_unsatisfied":
      return one
        ? `${n} complainants say ${one}'s responses did not solve it`
        : `${n} complainants say your responses did not solve it`;
    case "refund_offered":
      return `${n} new refund offers on your complaints`;
  }
}

// Mails are English until a member's mail language is stored (decision 030).
const FROM_DAY = new Intl.DateTimeFormat(MAIL_LOCALE, {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * What an escalation did, in words true of it: the spec's "escalated to the authorities" only
 * when UCK's mail with the file reached a venue; otherwise what happened on UCK, whether the
 * company was told, and where the complainant can take the file.
 */
export function escalationWords(company: string, facts: EscalationFacts | undefined) {
  if (facts?.authority) {
    return {
      headline: `Your complaint about ${company} was escalated to the authorities because of no response within 48 hours`,
      paragraphs: [
        `As you asked, UCK sent your file to ${facts.authority} by e-mail, with your address to reply to.`,
      ],
    };
  }
  const told = facts?.companyTold
    ? `${company} was told of your complaint and did not answer within 48 hours.`
    : `${company} did not answer within 48 hours.`;
  const next = facts?.sending
    ? `As you asked, UCK is sending your file to ${facts.sending} by e-mail; your complaint will say so once it has gone.`
    : facts?.venue
      ? `Where to take it: ${facts.venue.name} (${facts.venue.url})${facts.venue.from !== null ? `, from ${FROM_DAY.format(facts.venue.from)}` : ""}. Nothing has been sent to any authority: that step is yours.`
      : "We know no venue for this case. Nothing has been sent to any authority.";
  return {
    headline: `Your complaint about ${company} was escalated on UCK after 48 hours without a response`,
    paragraphs: [told, `It now shows as escalated to everyone who reads it.`, next],
  };
}
