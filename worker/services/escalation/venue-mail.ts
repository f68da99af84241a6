import type { Venue } from "@shared/venues";
import type { MailMessage } from "../mail/mailer";
import { defang } from "../mail/quote";
import { listLayout } from "../mail/templates";
import type { EscalationFile } from "./file-schema";

/** The kind of the mail that takes a complainant's file to a venue. */
export const VENUE_KIND = "venue_filing";

const KIND_WORDS: Record<EscalationFile["timeline"][number]["kind"], string> = {
  filed: "Filed on UCK",
  sent_to_company: "Sent to the company",
  contact_attempt: "UCK tried to reach the company",
  company_not_reached: "Escalated on UCK after 48 hours; the company was never reached",
  company_response: "The company answered",
  refund_offered: "The company offered a refund",
  refund_received: "The complainant confirmed the refund arrived",
  refund_not_received: "The complainant said the refund did not arrive",
  escalated: "Escalated on UCK: no answer within 48 hours",
  follow_up: "UCK followed up with the company: still no answer a week after escalation",
  letter_sent: "UCK mailed the complainant's letter before action to the company",
  sent_to_venue: "Sent to a venue",
  resolved: "Marked resolved",
};

/** The registers, in the mail's English. */
const REGISTRY_WORDS: Record<string, string> = {
  lei: "LEI",
  gb_company_number: "UK company number",
  tr_mersis: "MERSİS number",
  tr_vkn: "Turkish tax number (VKN)",
  br_cnpj: "CNPJ",
  es_nif: "NIF",
  other: "register number",
};

const day = (at: string) => `${at.slice(0, 16).replace("T", " ")} UTC`;

/**
 * The complainant's file, sent for them to a venue that takes complaints by e-mail: the facts in
 * the body (plain words and the whole timeline), the printable and JSON copies linked, and the
 * complainant as Reply-To, so the venue answers them and not UCK.
 */
export function venueMail(input: {
  file: EscalationFile;
  venue: Venue;
  to: string;
  publicHost: string;
}): MailMessage {
  const { file, venue } = input;
  const complaint = file.complaint;
  const page = `${input.publicHost}/complaint/${complaint.id}/file`;
  const subject = `Consumer complaint about ${file.company.name}, unanswered (UCK ${complaint.id})`;
  // What people wrote (the complaint, what would resolve it, the company's answers, a name) is
  // defanged in both parts, so no mail client turns a host in it into a link UCK never chose.
  const facts = [
    `Complainant: ${defang(file.complainant.display_name)}${file.complainant.email ? ` <${file.complainant.email}>` : ""}. Reply to this mail to reach them.`,
    `Company: ${file.company.name}${file.company.domain ? ` (${file.company.domain})` : ""}${file.company.country ? `, ${file.company.country}` : ""}.`,
    // Who the company really is, as UCK confirmed it (decision 045), or that it does not know.
    file.company.legal_entity
      ? `Legal entity: ${file.company.legal_entity.legal_name}, ${REGISTRY_WORDS[file.company.legal_entity.registry]} ${file.company.legal_entity.identifier}${file.company.legal_entity.address ? `, ${file.company.legal_entity.address}` : ""} (checked by UCK on ${file.company.legal_entity.checked}).`
      : "Legal entity: unknown to UCK.",
    `Complaint, as filed on ${day(complaint.filed_at)}: ${defang(complaint.text)}`,
    ...(complaint.resolution_sought
      ? [`What would resolve it: ${defang(complaint.resolution_sought)}`]
      : []),
    ...(complaint.amount_in_dispute
      ? [
          `Amount in dispute: ${complaint.amount_in_dispute.amount} ${complaint.amount_in_dispute.currency}`,
        ]
      : []),
  ];
  const timeline = file.timeline.map(
    (event) =>
      `${day(event.at)}: ${KIND_WORDS[event.kind]}${event.detail ? `: ${defang(event.detail)}` : ""}${event.amount ? ` (${event.amount.amount} ${event.amount.currency})` : ""}`,
  );
  const body = listLayout(
    subject,
    [
      {
        heading: `A complaint for ${venue.name}`,
        paragraphs: [
          `${defang(file.complainant.display_name)} asked UCK, a public complaint site, to send you this complaint if ${file.company.name} did not answer within 48 hours. It did not.`,
          ...facts,
        ],
        action: { label: "The file, printable", url: page },
      },
      {
        heading: "Timeline (UTC)",
        paragraphs: timeline,
        action: { label: "The file as JSON", url: `${page}.json` },
      },
      ...(file.evidence.length > 0
        ? [
            {
              heading: "Evidence",
              paragraphs: file.evidence.map((item) => `${item.url} (SHA-256 ${item.sha256})`),
              action: { label: "The complaint on UCK", url: complaint.url },
            },
          ]
        : []),
    ],
    {
      text: `UCK sends a complainant's file only to venues that take complaints by e-mail, once per complaint.`,
      links: [],
    },
  );
  return {
    to: input.to,
    subject,
    kind: VENUE_KIND,
    ...body,
    ...(file.complainant.email ? { headers: { "Reply-To": file.complainant.email } } : {}),
  };
}
