/**
 * The kinds of mail UCK sends when something happens that matters off-site, and how a person
 * can take each: at once, in one daily digest, or never. The profile's Mail section, the
 * unsubscribe page and the mails' own footers read their words from here.
 */
export const MAIL_KINDS = [
  "company_responded",
  "complaint_escalated",
  "complaint_resolved",
  "complaint_commented",
  "claim_decided",
  "complaint_filed",
  "response_unsatisfied",
  // A company's new refund after one did not arrive: a company action the complainant hears of
  // by mail too (UCK's promise on /guarantees, decision 033).
  "refund_offered",
  // To a complaint's author (decision 039): a company's member reported it as a demand for
  // payment (they may answer), or a moderator found it was (they may appeal).
  "extortion_reported",
  "extortion_found",
  // To a complaint's author (decision 044): a legal deadline of their purchase is near.
  "clock_deadline",
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const MAIL_MODES = ["immediate", "daily", "never"] as const;
export type MailMode = (typeof MAIL_MODES)[number];

/** "When …" in the profile; "you will get no more mail when …" on the unsubscribe page. */
export const MAIL_KIND_TEXT: Record<MailKind, string> = {
  company_responded: "a company responds to your complaint",
  complaint_escalated:
    "your complaint, or one about a company you manage, is escalated after 48 hours without a response",
  complaint_resolved:
    "a company says your complaint is resolved, and when you have not answered it yet",
  complaint_commented: "someone comments on your complaint",
  claim_decided: "your claim of a company page is decided",
  complaint_filed: "someone files a complaint about a company you manage",
  response_unsatisfied:
    "a complainant says the response of a company you manage did not solve their complaint",
  refund_offered: "a company offers you a new refund after one did not arrive",
  extortion_reported:
    "a company's member reports your complaint as a demand for payment to remove it",
  extortion_found: "a moderator finds your complaint was used to demand payment",
  clock_deadline: "a legal deadline of your purchase is 7 days or 1 day away",
};

export const MAIL_MODE_LABELS: Record<MailMode, string> = {
  immediate: "At once",
  daily: "In a daily digest",
  never: "Never",
};

/** The hour (UTC) from which the day's digests go out; what arrives later waits for tomorrow. */
export const DIGEST_HOUR_UTC = 7;
