import { CLOCK_RULE_IDS } from "@shared/clocks";
import { money } from "@shared/format";
import type { MailKind } from "@shared/mail-kinds";
import { type MailMessageKey, type MailText, mailText } from "./messages";
import { defang, quoteUserText } from "./quote";

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
  /** A reminder to answer a company's claim: the day (YYYY-MM-DD) it closes unanswered. */
  closesOn?: string | null;
  /**
   * A member's reminder to answer (decision 043): the hours the complaint has waited; with
   * `count`, how many complaints of the company it is about.
   */
  dueHours?: number | null;
  count?: number | null;
  /** The follow-up a week after escalation, to the company's members (decision 043). */
  followUp?: number | null;
  /** A statutory clock's reminder (decision 044): its rule, last day and days ahead. */
  clockRule?: string | null;
  clockDeadline?: string | null;
  clockDays?: number | null;
  /** The complainant's reminder to record what happened after escalation (decision 046). */
  outcomeReminder?: number | null;
  /** To the company's members: the complainant recorded an outcome to confirm (decision 046). */
  outcomeRecorded?: number | null;
  /** A refund's amount: a new offer's as its notification recorded it, else the answer's. */
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
 * The words of one notification's mail, in the product's voice and the recipient's language
 * (`text`: English unless they chose another); null when its subject is gone.
 * No subject carries text another person chose (a display name, a comment): subjects name the
 * company as UCK records it and what happened; people and their words go in the body, quoted
 * and defanged (links in them are not clickable).
 */
export function wordsOf(
  facts: MailFacts,
  publicHost: string,
  text: MailText = mailText(),
): MailWords | null {
  const { t } = text;
  const company = facts.company ?? t("aCompany");
  const complaintUrl = facts.complaintId ? `${publicHost}/complaint/${facts.complaintId}` : null;
  const yours = facts.text ? t("yourComplaint", { text: quoteUserText(facts.text) }) : null;
  switch (facts.kind) {
    case "company_responded": {
      if (!complaintUrl || !facts.response || !yours) return null;
      const subject = t("responded.subject", { company });
      return {
        subject,
        heading: subject,
        paragraphs: [
          yours,
          t("responded.wrote", { company, response: defang(facts.response) }),
          ...(facts.reimbursement
            ? [t("responded.reimbursement", { offer: defang(facts.reimbursement) })]
            : []),
          ...(facts.refundMinor != null && facts.refundCurrency && facts.refundDueOn
            ? [
                t("refund.offersBy", {
                  company,
                  amount: money(facts.refundMinor, facts.refundCurrency, text.locale),
                  day: text.day(Date.parse(`${facts.refundDueOn}T00:00:00Z`)),
                }),
              ]
            : []),
          t("responded.verdict"),
        ],
        action: { label: t("openYourComplaint"), url: complaintUrl },
      };
    }
    case "complaint_escalated": {
      if (!complaintUrl) return null;
      const said = escalationWords(company, facts.escalation, text);
      if (facts.recipient === "company" && facts.outcomeRecorded) {
        return {
          subject: t("outcomeRecorded.subject", { company }),
          heading: t("outcomeRecorded.subject", { company }),
          paragraphs: [
            ...(facts.text ? [t("theComplaint", { text: quoteUserText(facts.text) })] : []),
            t("outcomeRecorded.text"),
          ],
          action: { label: t("outcomeRecorded.action"), url: `${complaintUrl}/outcome` },
        };
      }
      if (facts.recipient === "company" && facts.followUp) {
        return {
          subject: t("followUp.subject", { company }),
          heading: t("followUp.subject", { company }),
          paragraphs: [
            ...(facts.text ? [t("theComplaint", { text: quoteUserText(facts.text) })] : []),
            t("followUp.text"),
          ],
          action: { label: t("answerTheComplaint"), url: complaintUrl },
        };
      }
      if (facts.recipient === "author" && facts.outcomeReminder) {
        return {
          subject: t("outcomeReminder.subject", { company }),
          heading: t("outcomeReminder.subject", { company }),
          paragraphs: [
            ...(facts.text ? [t("theComplaint", { text: quoteUserText(facts.text) })] : []),
            t("outcomeReminder.text", { days: facts.outcomeReminder }),
          ],
          action: { label: t("outcomeReminder.action"), url: `${complaintUrl}/outcome` },
        };
      }
      if (facts.recipient === "company") {
        return {
          subject: t("escalated.company.subject", { company }),
          heading: t("escalated.company.heading", { company }),
          paragraphs: [
            ...(facts.text ? [t("theComplaint", { text: quoteUserText(facts.text) })] : []),
            t("escalated.company.text"),
          ],
          action: { label: t("answerTheComplaint"), url: complaintUrl },
        };
      }
      if (!yours) return null;
      return {
        subject: t("escalated.subject", { company }),
        heading: said.headline,
        paragraphs: [
          yours,
          ...said.paragraphs,
          t("escalated.file", { url: `${complaintUrl}/file` }),
          t("escalated.later"),
        ],
        action: { label: t("escalated.openFile"), url: `${complaintUrl}/file` },
      };
    }
    case "complaint_resolved": {
      if (!complaintUrl || !yours) return null;
      // The company's claim (decision 040), or the reminder to answer it.
      if (facts.closesOn) {
        const day = text.day(Date.parse(`${facts.closesOn}T00:00:00Z`));
        return {
          subject: t("resolved.reminderSubject", { company }),
          heading: t("resolved.reminderSubject", { company }),
          paragraphs: [yours, t("resolved.reminderText", { company, day })],
          action: { label: t("openYourComplaint"), url: complaintUrl },
        };
      }
      return {
        subject: t("resolved.subject", { company }),
        heading: t("resolved.subject", { company }),
        paragraphs: [yours, t("resolved.text")],
        action: { label: t("openYourComplaint"), url: complaintUrl },
      };
    }
    case "complaint_commented": {
      if (!complaintUrl || !yours) return null;
      const actor = defang(facts.actor ?? t("someone"));
      return {
        subject: t("commented.subject", { company }),
        heading: t("commented.subject", { company }),
        paragraphs: [
          yours,
          facts.comment
            ? t("commented.wrote", { actor, comment: quoteUserText(facts.comment) })
            : t("commented.only", { actor }),
        ],
        action: { label: t("commented.read"), url: `${complaintUrl}#comments-heading` },
      };
    }
    case "complaint_filed": {
      if (facts.dueHours != null) {
        const values = { company, hours: facts.dueHours, left: 48 - facts.dueHours };
        if (facts.count != null) {
          if (!facts.slug) return null;
          const subject = t("answerDue.many", { ...values, count: facts.count });
          return {
            subject,
            heading: subject,
            paragraphs: [t("answerDue.manyText", values)],
            action: {
              label: t("answerDue.open"),
              url: `${publicHost}/company/${encodeURIComponent(facts.slug)}?status=open`,
            },
          };
        }
        if (!complaintUrl || !facts.text) return null;
        const subject = t("answerDue.subject", values);
        return {
          subject,
          heading: subject,
          paragraphs: [
            t("quoted", { text: quoteUserText(facts.text) }),
            t("answerDue.text", values),
          ],
          action: { label: t("answerTheComplaint"), url: complaintUrl },
        };
      }
      if (!complaintUrl || !facts.text) return null;
      return {
        subject: t("filed.subject", { company }),
        heading: t("filed.subject", { company }),
        paragraphs: [t("quoted", { text: quoteUserText(facts.text) }), t("filed.text")],
        action: { label: t("answerTheComplaint"), url: complaintUrl },
      };
    }
    case "response_unsatisfied": {
      if (!complaintUrl || !facts.text) return null;
      return {
        subject: t("unsatisfied.subject", { company }),
        heading: t("unsatisfied.heading", { company }),
        paragraphs: [
          t("theComplaint", { text: quoteUserText(facts.text) }),
          ...(facts.response
            ? [t("unsatisfied.answered", { company, response: quoteUserText(facts.response) })]
            : []),
          t("unsatisfied.text"),
        ],
        action: { label: t("openTheComplaint"), url: complaintUrl },
      };
    }
    case "refund_offered": {
      if (!complaintUrl || !yours) return null;
      const amount =
        facts.refundMinor != null && facts.refundCurrency
          ? money(facts.refundMinor, facts.refundCurrency, text.locale)
          : t("refund.aNewRefund");
      const subject = t("refund.subject", { company });
      return {
        subject,
        heading: subject,
        paragraphs: [
          yours,
          facts.refundDueOn
            ? t("refund.offersBy", {
                company,
                amount,
                day: text.day(Date.parse(`${facts.refundDueOn}T00:00:00Z`)),
              })
            : t("refund.offers", { company, amount }),
          t("refund.text"),
        ],
        action: { label: t("refund.action"), url: complaintUrl },
      };
    }
    // To a complaint's author (decision 044): a legal deadline 7 days or 1 day away.
    case "clock_deadline": {
      const rule = facts.clockRule ?? "";
      if (!complaintUrl || !CLOCK_RULE_IDS.has(rule) || !facts.clockDeadline) return null;
      const title = t(`clocks.rule.${rule}.title` as MailMessageKey);
      const subject = t(
        facts.clockDays === 1 ? "clocks.reminderSubject1" : "clocks.reminderSubject7",
        {
          title,
        },
      );
      return {
        subject,
        heading: subject,
        paragraphs: [
          t("clocks.reminderText", {
            company,
            title,
            date: text.day(Date.parse(`${facts.clockDeadline}T00:00:00Z`)),
            do: t(`clocks.rule.${rule}.do` as MailMessageKey),
          }),
          t("clocks.intro"),
        ],
        action: { label: t("clocks.reminderOpen"), url: `${complaintUrl}#clocks-heading` },
      };
    }
    // To a complaint's author (decision 039): the page where they answer or appeal.
    case "extortion_reported":
    case "extortion_found": {
      if (!complaintUrl || !yours) return null;
      const key = facts.kind === "extortion_reported" ? "extortionReported" : "extortionFound";
      const subject = t(`${key}.subject`, { company });
      return {
        subject,
        heading: subject,
        paragraphs: [yours, t(`${key}.text`, { company })],
        action: { label: t("extortion.action"), url: `${complaintUrl}/answer-extortion` },
      };
    }
    case "claim_decided": {
      const url = facts.slug
        ? `${publicHost}/company/${encodeURIComponent(facts.slug)}`
        : publicHost;
      return facts.decision === "approved"
        ? {
            subject: t("claim.approved.subject", { company }),
            heading: t("claim.approved.heading", { company }),
            paragraphs: [t("claim.approved.text", { company }), t("claim.approved.can")],
            action: { label: t("claim.approved.action", { company }), url },
          }
        : {
            subject: t("claim.refused.subject", { company }),
            heading: t("claim.refused.heading", { company }),
            paragraphs: [t("claim.refused.text", { company }), t("claim.refused.again")],
            action: { label: t("claim.refused.action"), url },
          };
    }
  }
}

/** The subject of a fold: how many of one kind waited past the hourly cap. */
export function foldSubject(
  kind: MailKind,
  n: number,
  companies: string[],
  text: MailText = mailText(),
) {
  const { t } = text;
  const one = companies.length === 1 ? companies[0] : null;
  const count = n;
  switch (kind) {
    case "complaint_filed":
    case "response_unsatisfied":
      return one ? t(`fold.${kind}.one`, { count, company: one }) : t(`fold.${kind}`, { count });
    default:
      return t(`fold.${kind}`, { count });
  }
}

/**
 * What an escalation did, in words true of it: the spec's "escalated to the authorities" only
 * when UCK's mail with the file reached a venue; otherwise what happened on UCK, whether the
 * company was told, and where the complainant can take the file.
 */
export function escalationWords(
  company: string,
  facts: EscalationFacts | undefined,
  text: MailText = mailText(),
) {
  const { t } = text;
  if (facts?.authority) {
    return {
      headline: t("escalated.authority.headline", { company }),
      paragraphs: [t("escalated.authority.sent", { venue: facts.authority })],
    };
  }
  const told = facts?.companyTold
    ? t("escalated.told", { company })
    : t("escalated.notTold", { company });
  const venue = facts?.venue;
  const next = facts?.sending
    ? t("escalated.sending", { venue: facts.sending })
    : venue
      ? venue.from !== null
        ? t("escalated.venueFrom", {
            venue: venue.name,
            url: venue.url,
            date: text.day(venue.from),
          })
        : t("escalated.venue", { venue: venue.name, url: venue.url })
      : t("escalated.noVenue");
  return {
    headline: t("escalated.headline", { company }),
    paragraphs: [told, t("escalated.shows"), next],
  };
}
