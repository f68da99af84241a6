import { parseMoney } from "@shared/format/money";
import { DEFAULT_LOCALE } from "@shared/i18n";
/**
 * Refunds a company records beside its response (amount, currency, due date) and the
 * complainant confirms: the currencies offered and how an amount is read from the form. Amounts
 * are kept in minor units, each currency's from ISO 4217 (shared/format/money.ts: JPY 0, USD 2);
 * they are written by the formatting core's `money`.
 */
export const CURRENCY_CODES = [
  "USD",
  "EUR",
  "GBP",
  "CAD",
  "AUD",
  "CHF",
  "SEK",
  "NOK",
  "DKK",
  "PLN",
  "TRY",
  "INR",
  "BRL",
  "MXN",
  "JPY",
] as const;
export type RefundCurrency = (typeof CURRENCY_CODES)[number];
export const isRefundCurrency = (code: string): code is RefundCurrency =>
  (CURRENCY_CODES as readonly string[]).includes(code);

export const REFUND_STATUSES = ["pending", "received", "not_received"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** The largest amount one offer may record, in major units. */
export const REFUND_MAX = 1_000_000;
/** How far ahead a due date may be. */
export const REFUND_DUE_MAX_DAYS = 365;
/** An amount as typed ("1.234,56"), before it is read: room for any amount under REFUND_MAX. */
export const AMOUNT_TYPED_MAX = 20;

export const REFUND_PROBLEMS = {
  amount: "Enter the refund as an amount, like 40 or 40.50.",
  currency: "Choose the refund's currency.",
  due: "Choose the day the refund will arrive, today or within a year.",
} as const;
/** A refund form's problem, said by its key `refund.{problem}` (decision 037). */
export type RefundProblem = keyof typeof REFUND_PROBLEMS;

/** What the complainant's answer to a refund says back. */
export const REFUND_TOASTS = {
  received: {
    title: "Refund confirmed",
    description: "Thank you: it now counts as money returned on the company's page.",
    words: { title: "refundConfirmed", text: "refundCounts" },
  },
  // An amount far above the company's usual refunds (shared/refund-counting.ts).
  received_review: {
    title: "Refund confirmed",
    description:
      "Thank you: your complaint shows it arrived. The amount is far above this company's usual refunds, so it counts as money returned once UCK has reviewed it.",
    words: { title: "refundConfirmed", text: "refundReview" },
  },
  // A confirmation that does not count (shared/refund-counting.ts): it still shows on the card.
  received_not_counted: {
    title: "Refund confirmed",
    description:
      "Thank you: your complaint shows it arrived. It does not count as money returned on the company's page: only refunds confirmed by accounts not linked to the company, and at least a day old when the refund was offered, count.",
    words: { title: "refundConfirmed", text: "refundNotCounted" },
  },
  not_received: {
    title: "Noted: the refund did not arrive",
    description: "Everyone reading your complaint sees it. Tell us here if it arrives later.",
    words: { title: "refundMissing", text: "refundMissingText" },
  },
  // The same answer when the company's members were told in UCK (a page with members).
  not_received_told: {
    title: "Noted: the refund did not arrive",
    description:
      "The company's team has been told in UCK, and everyone reading your complaint sees it. Tell us here if it arrives later.",
    words: { title: "refundMissing", text: "refundMissingTold" },
  },
  refused: {
    title: "Error",
    description: "Only the complainant can confirm a refund, once.",
    words: { title: "error", text: "refundRefused" },
  },
} as const;

/** Minor units from what a person typed ("40", "40.5", "1,240.00"), or null when it is not one. */
export const parseAmount = (typed: string, currency: RefundCurrency) =>
  parseMoney(typed, currency, REFUND_MAX);

const dueDays = new Map<string, Intl.DateTimeFormat>();

/** A due day as people read it: "2026-12-03" → "Dec 3, 2026" ("3 Ara 2026" in Turkish). */
export function formatDueDay(dueOn: string, locale: string = DEFAULT_LOCALE) {
  let format = dueDays.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    });
    dueDays.set(locale, format);
  }
  return format.format(new Date(`${dueOn}T00:00:00Z`));
}

/**
 * Why Mark Resolved waits while the complainant says a refund did not arrive (decision 024): the
 * company's button shows it, and the server answers it.
 */
export const RESOLVE_WAITS_FOR_REFUND = {
  title: "The refund did not arrive",
  description:
    "The customer says the refund did not arrive. Offer a new refund, or wait until they confirm it arrived, before marking this complaint resolved.",
} as const;

/** What offering a new refund says back. */
export const REFUND_OFFER_TOASTS = {
  offered: {
    title: "New refund recorded",
    description: "The customer has been told and confirms when it arrives.",
  },
  refused: {
    title: "Error",
    description: "Only a refund the customer says did not arrive can be offered again.",
  },
} as const;
