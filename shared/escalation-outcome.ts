/**
 * What happened after a complaint was escalated or disputed (decision 046): the
 * complainant records it, with an amount where money moved, the day and evidence; it counts on
 * the company's page only once verified (by a member of the company, on the complaint, or by a
 * superadmin who checked the evidence) and judged by the refund-counting rules (decision 027).
 * Every rule below is read by the service (worker/services/escalation/outcomes.ts), the figures
 * (worker/services/companies/figures.ts), the pages and /methodology#escalation-outcomes.
 */
export const ESCALATION_OUTCOMES = [
  "venue_upheld",
  "venue_not_upheld",
  "settled",
  "chargeback_won",
  "chargeback_refused",
  "s75_paid",
  "company_paid",
  "nothing_yet",
] as const;
export type EscalationOutcome = (typeof ESCALATION_OUTCOMES)[number];
export const isEscalationOutcome = (value: string): value is EscalationOutcome =>
  (ESCALATION_OUTCOMES as readonly string[]).includes(value);

/**
 * "Upheld for the consumer" (the n of "{n} of {m}"): the venue upheld the complaint, the parties
 * settled, the card issuer refunded the chargeback, the credit-card issuer paid under s75, or the
 * company paid after the letter. Each is the consumer getting what they pushed for.
 */
export const UPHELD_OUTCOMES = [
  "venue_upheld",
  "settled",
  "chargeback_won",
  "s75_paid",
  "company_paid",
] as const satisfies readonly EscalationOutcome[];
/** Decided against the consumer: in m, not in n. */
export const NOT_UPHELD_OUTCOMES = [
  "venue_not_upheld",
  "chargeback_refused",
] as const satisfies readonly EscalationOutcome[];
/** m: every decided outcome. "nothing_yet" is in neither n nor m. */
export const DECIDED_OUTCOMES = [...UPHELD_OUTCOMES, ...NOT_UPHELD_OUTCOMES] as const;

/** Outcomes that must carry an amount (money moved by definition). */
export const MONEY_REQUIRED: readonly EscalationOutcome[] = [
  "chargeback_won",
  "s75_paid",
  "company_paid",
];
/** Outcomes that may carry an amount (an award or a settlement need not be money). */
export const MONEY_ALLOWED: readonly EscalationOutcome[] = [
  ...MONEY_REQUIRED,
  "venue_upheld",
  "settled",
];

/**
 * The channels of "money returned" on the company page. `company_refund` is the refunds the
 * company recorded and the complainant confirmed (decision 027, the `refunds` table); the others
 * are verified escalation outcomes with an amount.
 */
export const MONEY_CHANNELS = [
  "company_refund",
  "after_letter",
  "chargeback",
  "s75",
  "award",
] as const;
export type MoneyChannel = (typeof MONEY_CHANNELS)[number];
export const CHANNEL_OF: Partial<
  Record<EscalationOutcome, Exclude<MoneyChannel, "company_refund">>
> = {
  company_paid: "after_letter",
  chargeback_won: "chargeback",
  s75_paid: "s75",
  venue_upheld: "award",
  settled: "award",
};

/** Who verified an outcome. */
export const OUTCOME_VERIFIERS = ["company", "superadmin"] as const;
export type OutcomeVerifier = (typeof OUTCOME_VERIFIERS)[number];

/** A PDF kept as evidence: at most this many bytes (an image has the upload's own limit). */
export const OUTCOME_PDF_MAX_BYTES = 5 * 1024 * 1024;
/** How far back the day it happened may be (the escalation may be a year or two old). */
export const OUTCOME_MAX_AGE_DAYS = 3 * 365;
/** Outcomes one account may record (new or changed) in a day: a history, not a toy. */
export const OUTCOME_RECORDS_PER_DAY = 10;
/** The complainant is reminded this many days after escalation to record what happened. */
export const OUTCOME_REMINDER_DAYS = [30, 90] as const;

/**
 * Where an outcome stands, as its complaint and its page say it: reported by the complainant
 * (not verified), counts, waits for review, refused by a superadmin, or verified but not counted
 * (the account failed a refund-counting rule).
 */
export function outcomeState(current: { verifiedVia: string | null; counting: string | null }) {
  if (!current.verifiedVia || !current.counting) return "reported" as const;
  if (current.counting === "counts") return "counts" as const;
  if (current.counting === "review") return "review" as const;
  if (current.counting === "refused") return "refused" as const;
  return "notCounted" as const;
}
export type OutcomeState = ReturnType<typeof outcomeState>;
