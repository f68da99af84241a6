import type { Words } from "./messages/words";
/**
 * How a complaint reaches its company, in the words the filing toast and the complaint page use.
 * Every sentence here is true of what the code did (worker/services/outreach/): a complaint is
 * "sent" only once its company's members were told or the mail carrying it was sent.
 */

export type SentVia = "members" | "complaints_address" | "support_mailbox";

export const SENT_VIA_TEXT: Record<SentVia, string> = {
  members: "its members on UCK",
  complaints_address: "its complaints address",
  support_mailbox: "its customer-service mailbox",
};

/** Why a complaint has not reached its company (yet). */
export const UNSENT_REASONS = [
  "sending",
  "waiting",
  "no_address",
  "no_domain",
  "no_mail_exchanger",
  "stopped",
  "no_link_key",
  "too_old",
  "account_cap",
] as const;
export type UnsentReason = (typeof UNSENT_REASONS)[number];

/** The sentence after "Not sent to {company} yet:". */
export function unsentText(reason: UnsentReason, company: string) {
  switch (reason) {
    case "sending":
      return `a mail to ${company} carrying it is on its way.`;
    case "waiting":
      return `${company} was written to in the last day; this complaint goes in its next mail, within 24 hours.`;
    case "no_address":
      return `nobody manages ${company}'s page on UCK and no complaints address is known for it.`;
    case "no_domain":
      return `UCK does not know ${company}'s web domain.`;
    case "no_mail_exchanger":
      return `${company}'s domain does not receive mail, and nobody manages its page on UCK.`;
    case "stopped":
      return `${company}'s address asked UCK to stop writing, and nobody manages its page on UCK.`;
    case "no_link_key":
      return "this deployment cannot write to companies yet (its operator has to set ADDRESS_HASH_KEY).";
    case "too_old":
      return `nobody manages ${company}'s page on UCK, and UCK writes to a company only about the complaints of the last 30 days.`;
    case "account_cap":
      return `its author's complaints filled their share of UCK's mail to companies for the day; it goes to ${company} in a later mail, once that share frees.`;
  }
}

/** Why a complaint never reached its company, in the file's parentheses (one English document). */
export const UNREACHED_WHY: Record<UnsentReason, string> = {
  sending: "the mail carrying it had not gone yet",
  waiting: "it was waiting for the company's next mail",
  no_address: "nobody manages its page on UCK and no complaints address is known",
  no_domain: "UCK does not know its web domain",
  no_mail_exchanger: "its domain does not receive mail",
  stopped: "its address asked UCK to stop writing",
  no_link_key: "this deployment could not write to companies",
  too_old: "UCK writes to a company only about the complaints of the last 30 days",
  account_cap: "its author's share of UCK's mail to companies was used up",
};

/** "{company} could not be reached ({reason})": every surface of an unreached escalation. */
export const unreachedText = (company: string, reason: UnsentReason) =>
  `${company} could not be reached (${UNREACHED_WHY[reason]})`;

/** Whether claiming the page or suggesting an address would change the answer. */
export const anyoneCanHelp = (reason: UnsentReason) =>
  reason === "no_address" || reason === "no_mail_exchanger" || reason === "stopped";

const PUBLISHED = "Your complaint has been published and is now searchable.";

/**
 * The filing toast's second sentence, true of what happens next: the spec's "Companies will be
 * notified immediately." only where that is what happens (the company's members are told at once).
 */
export function filedReachText(
  company: string,
  reach:
    | { kind: "members" }
    | { kind: "mail_now"; address: string }
    | { kind: "mail_later" }
    | { kind: "account_cap" }
    | { kind: "unreachable"; reason: UnsentReason },
) {
  switch (reach.kind) {
    case "members":
      return "Companies will be notified immediately.";
    case "mail_now":
      return `It is being sent whole, with what would resolve it and the amount, to ${company} at ${reach.address}.`;
    case "mail_later":
      return `${company} was written to in the last day; this complaint goes in its next mail, within 24 hours.`;
    case "account_cap":
      return `Your complaints filled your share of UCK's mail to companies for today, so this one goes to ${company} in a later mail, once that share frees.`;
    case "unreachable":
      return `It has not been sent to ${company}: ${unsentText(reach.reason, company)} Claiming the page or suggesting its complaints address changes that.`;
  }
}

export const filedDescription = (reachText: string) => `${PUBLISHED} ${reachText}`;

/**
 * The same second sentence as catalogue words (decision 037), said in the filer's language: the
 * keys of `filed.*` in shared/messages/{en,tr,es}/create.ts, and the complaint page's
 * `reach.why.*` for a reason.
 */
export function filedReachWords(
  company: string,
  reach: Parameters<typeof filedReachText>[1],
): Words {
  switch (reach.kind) {
    case "members":
      return { text: "filed.members" };
    case "mail_now":
      return { text: "filed.mailNow", values: { company, address: reach.address } };
    case "mail_later":
      return { text: "reach.why.waiting", values: { company } };
    case "account_cap":
      return { text: "filed.accountCap", values: { company } };
    case "unreachable":
      return {
        text: "filed.unreachable",
        values: { company },
        parts: { reason: { text: `reach.why.${reach.reason}`, values: { company } } },
      };
  }
}
