/**
 * The filing form's three optional questions about a purchase (decision 044): what went wrong,
 * how it was paid, and the earliest purchase or delivery date it takes. All a page in the browser
 * needs of the statutory clocks; the rules themselves, with their sources, and the deadlines they
 * give are the server's (./clocks.ts).
 */

export const CLOCK_PROBLEMS = [
  "not_delivered",
  "faulty",
  "cancelled_not_refunded",
  "other",
] as const;
export type ClockProblem = (typeof CLOCK_PROBLEMS)[number];

export const CLOCK_PAYMENTS = [
  "credit_card",
  "debit_card",
  "bank_transfer",
  "cash",
  "other",
] as const;
export type ClockPayment = (typeof CLOCK_PAYMENTS)[number];

/** The earliest purchase date the form takes. */
export const PURCHASE_DATE_MIN = "2000-01-01";
