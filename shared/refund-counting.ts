import type { RefundCurrency } from "./refunds";

/**
 * When a refund the complainant confirmed counts as "money returned" (decision 027). Every number
 * and its reason is here; the statement that applies them is `countingOf` in
 * worker/services/companies/refund-counting.ts.
 *
 * A confirmed refund always shows on its complaint as what the complainant said; only the
 * company page's and the site's money-returned figures leave out the ones that do not count.
 */
export const REFUND_COUNTINGS = [
  // Counts as money returned.
  "counts",
  // An amount far above the company's usual refunds: waits for a superadmin.
  "review",
  // A superadmin looked and refused it.
  "refused",
  // The confirming account is a member of the company.
  "member",
  // The confirming account shared a network address with the company's members (30 days).
  "shared_address",
  // The confirming account was younger than a day when the refund was offered.
  "young_account",
] as const;
export type RefundCounting = (typeof REFUND_COUNTINGS)[number];

const DAY = 86_400_000;

/**
 * How old the confirming account must have been when the refund was first offered. Read
 * literally, "older than the offer" always holds (the complaint, and so its author, comes
 * before the response); a day is the margin a young account gets everywhere else (decision 028).
 * A throwaway made to confirm a made-up refund must then wait a day before the offer; a real
 * customer who filed less than a day before a refund still sees it on the complaint.
 */
export const REFUND_ACCOUNT_MIN_AGE_MS = DAY;

/**
 * How far back a shared network address counts: an address hash (HMAC, user_addresses) seen
 * for the confirming account and for a member of the company (or the person who offered the
 * refund), both within this window. 30 days is the figure and a session's lifetime,
 * so an address is compared for as long as a session from it may still be used.
 */
export const REFUND_SHARED_ADDRESS_WINDOW_MS = 30 * DAY;

/**
 * "Far above the company's usual refunds": more than this many times the median of the
 * company's counted refunds in the same currency. Ten times the median is far outside the
 * spread of one company's refunds (a shop refunding €40 orders; a carrier refunding fares),
 * while a refund twice or three times the usual one is common and needs no one's look.
 */
export const REFUND_REVIEW_MEDIAN_FACTOR = 10;

/** Below this many counted refunds in a currency, a company has no "usual" refund yet. */
export const REFUND_REVIEW_MIN_HISTORY = 3;

/**
 * Per currency, in major units, about USD 2,000 each (rates of late 2026, rounded):
 * - with no history, an amount above it waits for review: most consumer complaints are about
 *   a purchase, a fare or a bill below it (a laptop, a family's flights are the rare ones
 *   above), and the probe's faked USD 1,000,000 is 500 times it;
 * - with history, an amount above ten times the median waits only when it is also above a
 *   tenth of it (about USD 200), so a company whose usual refund is $5 can refund $150 at once.
 */
export const REFUND_REVIEW_THRESHOLD: Record<RefundCurrency, number> = {
  USD: 2_000,
  EUR: 2_000,
  GBP: 1_600,
  CAD: 2_800,
  AUD: 3_000,
  CHF: 1_800,
  SEK: 20_000,
  NOK: 20_000,
  DKK: 14_000,
  PLN: 8_000,
  TRY: 70_000,
  INR: 170_000,
  BRL: 11_000,
  MXN: 36_000,
  JPY: 300_000,
};
export const REFUND_REVIEW_FLOOR_SHARE = 0.1;

/** The complaint's words for a refund that waits for a superadmin. */
export const REFUND_PENDING_REVIEW = "pending review";
