/**
 * What a company's answer does (decision 041), after the CFPB's "company response"
 * categories: every answer carries one. A monetary relief is a refund offer (amount and ISO 4217
 * currency, the two-sided refund of decision 024); the last two are administrative.
 */
export const RESPONSE_CATEGORIES = [
  "explanation",
  "monetary",
  "non_monetary",
  "in_progress",
  "not_our_customer",
  "duplicate",
] as const;
export type ResponseCategory = (typeof RESPONSE_CATEGORIES)[number];

export const isResponseCategory = (value: unknown): value is ResponseCategory =>
  typeof value === "string" && (RESPONSE_CATEGORIES as readonly string[]).includes(value);

/** The complainant's "How was it handled?", 0 to 10 (optional). */
export const SCORE_MIN = 0;
export const SCORE_MAX = 10;

/** The complainant may change their verdict this long after giving it. */
export const VERDICT_CHANGE_MS = 30 * 86_400_000;

/** A company's answer or outcome: room to explain, short enough to read on the card. */
export const RESPONSE_TEXT_MAX = 2000;
/** What a monetary answer offers, in the company's words ("a full refund of the ticket"). */
export const REIMBURSEMENT_MAX = 300;
