import { companyPath } from "@shared/company-path";
import { money } from "@shared/format/money";
import type { MailMessage } from "../mail/mailer";
import { defang } from "../mail/quote";
import { listLayout } from "../mail/templates";
import {
  CONTACT_CADENCE_SENTENCE,
  CONTACT_REMINDER_KIND,
  FOLLOW_UP_KIND,
  LAST_NOTICE_KIND,
} from "./cadence";
import type { CompanyChannel } from "./channel";
import { contactLink } from "./links";

export { LAST_NOTICE_KIND };

/**
 * A complaint as the outreach mail carries it: its public text whole (typed addresses removed,
 * as on its page), the day it was filed, its place, what would resolve it and the amount.
 */
export type OutreachComplaint = {
  id: string;
  text: string;
  filedAt: number;
  location: string | null;
  resolutionSought: string | null;
  dispute: { minor: number; currency: string } | null;
  escalated?: boolean;
};

/** What a support team needs of one complaint, each line defanged: nothing in it is a link. */
function complaintLines(complaint: OutreachComplaint) {
  const filed = new Date(complaint.filedAt).toISOString().slice(0, 10);
  return [
    `Filed on ${filed}${complaint.location ? `. Place: ${defang(complaint.location)}` : ""}.`,
    ...complaint.text
      .trim()
      .split(/\n\s*\n/)
      .map((part, i, parts) => {
        const line = defang(part.replace(/\s+/g, " ").trim());
        return `${i === 0 ? "“" : ""}${line}${i === parts.length - 1 ? "”" : ""}`;
      }),
    ...(complaint.resolutionSought
      ? [`What would resolve it: ${defang(complaint.resolutionSought.trim())}`]
      : []),
    ...(complaint.dispute
      ? [`Amount in dispute: ${money(complaint.dispute.minor, complaint.dispute.currency, "en")}`]
      : []),
  ];
}

type Reachable = Extract<CompanyChannel, { kind: "complaints_address" | "support_mailbox" }>;

/**
 * The mail that tells a company about complaints on UCK. The subject names the company as UCK
 * records it and nothing a complainant wrote. Its first link opens the company's page where the
 * team claims it and answers; then each complaint whole (quoted and defanged: links in it are
 * not clickable), with the day it was filed, its place, what would resolve it, the amount and its
 * link; then the cadence rule (cadence.ts) and the two links every such mail carries: stop these mails (also as RFC 8058 one-click
 * headers) and "this address is not {company}'s", which removes the address for everyone.
 */
export function outreachMail(input: {
  publicHost: string;
  key: string;
  company: { name: string; slug: string };
  contactId: string;
  channel: Reachable;
  /** Each complaint; `escalated` when it went 48 hours without an answer (a folded last notice). */
  complaints: OutreachComplaint[];
  more: boolean;
  /** The escalation's last notice: these complaints went 48 hours without an answer. */
  lastNotice?: boolean;
  /**
   * Decision 043: `reminder`, these complaints it was sent are still unanswered before their 48
   * hours end; `follow_up`, they escalated a week ago and are still unanswered.
   */
  mode?: "reminder" | "follow_up";
}): MailMessage {
  const { publicHost, company, channel } = input;
  const page = `${publicHost}${companyPath(company.slug)}`;
  const stop = contactLink(publicHost, input.key, input.contactId, "stop");
  const notOurs = contactLink(publicHost, input.key, input.contactId, "not-ours");
  const n = input.complaints.length;
  const subject =
    input.mode === "reminder"
      ? n === 1
        ? `Reminder: a complaint about ${company.name} has no answer yet`
        : `Reminder: ${n} complaints about ${company.name} have no answer yet`
      : input.mode === "follow_up"
        ? n === 1
          ? `A week later: a complaint about ${company.name} is still without an answer`
          : `A week later: ${n} complaints about ${company.name} are still without an answer`
        : input.lastNotice
          ? n === 1
            ? `Last notice: a complaint about ${company.name} went 48 hours without an answer`
            : `Last notice: ${n} complaints about ${company.name} went 48 hours without an answer`
          : n === 1
            ? `A customer's complaint about ${company.name} on UCK`
            : `${n} customers' complaints about ${company.name} on UCK`;
  const why =
    channel.kind === "support_mailbox"
      ? `We write to ${channel.address}, the customer-service mailbox (RFC 2142) of ${company.name}'s domain, because nobody manages ${company.name}'s page on UCK yet.`
      : `We write to ${channel.address} because it was confirmed as ${company.name}'s complaints address on UCK.`;
  const claim = `${page}#claim`;
  // The first link opens the page where the team claims it and answers (decision 026).
  const answer = {
    heading: "How to answer",
    paragraphs: [
      why,
      `Claim the ${company.name} page with an address at your company's domain to answer each complaint in public, offer refunds and mark complaints resolved.`,
    ],
    action: { label: `Claim the ${company.name} page and answer`, url: claim },
  };
  const items = input.complaints.map((complaint, i) => ({
    heading: `Complaint ${i + 1} of ${n}`,
    paragraphs: [
      ...complaintLines(complaint),
      ...(input.mode === "reminder"
        ? [
            "UCK sent it to this address and it has no answer yet. It shows as escalated 48 hours after it was filed unless it is answered on its page.",
          ]
        : input.mode === "follow_up"
          ? [
              "It escalated a week ago and still has no answer. The complainant has a file of it for a consumer authority; an answer on its page still counts, and the file shows it.",
            ]
          : input.lastNotice || complaint.escalated
            ? [
                "It now shows as escalated, and the complainant has a file of it for a consumer authority. An answer still counts.",
              ]
            : []),
    ],
    action: { label: "Its page on UCK", url: `${publicHost}/complaint/${complaint.id}` },
  }));
  const about = {
    heading: "About UCK and this mail",
    paragraphs: [
      `UCK is a public complaint site: customers post complaints about companies, and everyone sees whether the company answers. ${input.more ? "More complaints are waiting on the page." : ""}`.trim(),
      "A complaint unanswered 48 hours after it was filed is shown as escalated.",
      `${CONTACT_CADENCE_SENTENCE} Not ${company.name}? Say so with the second link below and this address is never written to again for ${company.name}.`,
    ],
    action: { label: `Claim the ${company.name} page`, url: claim },
  };
  const body = listLayout(subject, [answer, ...items, about], {
    text: `You get this mail because customers filed complaints about ${company.name} on UCK.`,
    links: [
      { label: "Stop these mails", url: stop },
      { label: `This address is not ${company.name}'s`, url: notOurs },
    ],
  });
  return {
    to: channel.address,
    subject,
    kind:
      input.mode === "reminder"
        ? CONTACT_REMINDER_KIND
        : input.mode === "follow_up"
          ? FOLLOW_UP_KIND
          : input.lastNotice
            ? LAST_NOTICE_KIND
            : "company_outreach",
    ...body,
    headers: {
      "List-Unsubscribe": `<${stop}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/**
 * The one mail a suggested complaints address gets before any complaint goes there: is this
 * address {company}'s for complaints? Confirm, or say it is not (it is then never used).
 */
export function contactConfirmationMail(input: {
  publicHost: string;
  key: string;
  company: { name: string; slug: string };
  contactId: string;
  address: string;
}): MailMessage {
  const { publicHost, company } = input;
  const confirm = contactLink(publicHost, input.key, input.contactId, "confirm");
  const notOurs = contactLink(publicHost, input.key, input.contactId, "not-ours");
  const subject = `Does ${company.name} take complaints at this address?`;
  const body = listLayout(
    subject,
    [
      {
        heading: "Confirm the address",
        paragraphs: [
          `Someone on UCK, a public complaint site, suggested ${input.address} as the address where ${company.name} takes customer complaints.`,
          `If it is, confirm it: each new complaint about ${company.name} will then be sent here, with a link to answer it in public. Nothing is sent here unless you confirm.`,
          CONTACT_CADENCE_SENTENCE,
        ],
        action: { label: "Yes, send complaints here", url: confirm },
      },
    ],
    {
      text: `Not ${company.name}'s, or not for complaints? Then ignore this mail, or say so and this address is never used:`,
      links: [{ label: `This address is not ${company.name}'s`, url: notOurs }],
    },
  );
  return { to: input.address, subject, kind: "contact_confirmation", ...body };
}
