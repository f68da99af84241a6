import { addDays, parseDay } from "./clocks";

/**
 * The card-dispute kit (decision 047): from the card network, the card, what went wrong
 * and what happened since, the network's reason code and the days left of its 120-day window,
 * and when the bank may file at the earliest.
 *
 * THIRD-PARTY SUMMARIES: the networks' own rule books (Visa Core Rules, Mastercard Chargeback
 * Guide) could not be read. Every row comes from a dispute-software vendor's reproduction or
 * summary of them (Quavo, Justt, Kount, Verifi), so every row is `secondary: true` and the page
 * says so. Card-scheme rules bind the banks, not the cardholder; a bank may set its own, shorter
 * deadline (Visa's consumer page: "your issuing bank may set deadlines"). Research: part 30 and
 * LETTERS-FACTS rows CD-1 to CD-11.
 *
 * Counting, on the cardholder's safe side: the transaction processing date is taken as the
 * purchase date the complainant gave (the bank's processing date is that day or later, so the
 * window shown never ends later than the real one); a start the rows do not confirm is the
 * transaction date.
 */

export const CARD_NETWORKS = ["visa", "mastercard"] as const;
export type CardNetwork = (typeof CARD_NETWORKS)[number];

export const CARD_KINDS = ["credit", "debit"] as const;
export type CardKind = (typeof CARD_KINDS)[number];

export const DISPUTE_PROBLEMS = ["not_delivered", "faulty", "cancelled_not_refunded"] as const;
export type DisputeProblem = (typeof DISPUTE_PROBLEMS)[number];

/**
 * What happened since, as the kit asks it: a delivery date was promised (and passed), none was,
 * an ongoing service stopped; the faulty goods were kept or returned; the cancelled goods were
 * returned with no credit, or the company sent a credit or refund confirmation that never came.
 */
export const DISPUTE_TIMINGS = [
  "date_given",
  "no_date",
  "services_stopped",
  "kept",
  "returned",
  "credit_receipt",
] as const;
export type DisputeTiming = (typeof DISPUTE_TIMINGS)[number];

/** The timings each problem asks about. */
export const TIMINGS_OF: Record<DisputeProblem, readonly DisputeTiming[]> = {
  not_delivered: ["date_given", "no_date", "services_stopped"],
  faulty: ["kept", "returned"],
  cancelled_not_refunded: ["returned", "credit_receipt"],
};

/**
 * Where the 120 days start: the transaction date; the later of it and the expected delivery
 * date; the expected date; the day the cardholder learned the service stopped; the later of the
 * transaction date and the credit receipt's date.
 */
export type WindowStart =
  | "transaction"
  | "later_of_transaction_and_expected"
  | "expected"
  | "aware"
  | "later_of_transaction_and_credit";

/** What the wait before filing counts from. */
export type WaitFrom = "transaction" | "return" | "credit";

export type DisputeRow = {
  network: CardNetwork;
  card: CardKind;
  problem: DisputeProblem;
  timing: DisputeTiming;
  /** The network's reason code. */
  code: string;
  /** Its name, as the network's rules name it (English, not translated). */
  name: string;
  windowDays: number;
  start: WindowStart;
  /** Never later than this many days after the transaction (null: no cap confirmed). */
  capDays: number | null;
  /** The bank must wait this long before filing (0: no wait; null: not known). */
  waitDays: number | null;
  waitFrom: WaitFrom | null;
  /** The third-party reproduction or summary read. */
  source: string;
  /** Always true today: no network's own rule book was read. */
  secondary: true;
};

const CHECKED = "2026-11-29";
/** The day the rows were last checked against their sources. */
export const CARD_DISPUTES_CHECKED = CHECKED;

const QUAVO_131 = "https://quavo-inc.atlassian.net/wiki/pages/viewpage.action?pageId=341080959";
const JUSTT_133 =
  "https://justt.ai/chargeback-reason-codes/visa/13-3-not-as-described-or-defective-merchandise-services";
const QUAVO_137 =
  "https://quavo-inc.atlassian.net/wiki/pages/diffpagesbyversion.action?originalVersion=1&pageId=340928587&revisedVersion=10";
const QUAVO_136 = "https://quavo-inc.atlassian.net/wiki/pages/viewpage.action?pageId=341014967";
const QUAVO_4853 =
  "https://quavo-inc.atlassian.net/wiki/pages/diffpages.action?originalId=341093727&pageId=341093733";
const JUSTT_4853 =
  "https://justt.ai/chargeback-reason-codes/mastercard/4853-goods-or-services-not-provided/";

type Base = Omit<DisputeRow, "card" | "secondary">;

/** A network's reason code as the rows cite it: its number, its name and the text read. */
type Reason = Pick<DisputeRow, "network" | "code" | "name" | "source">;

const VISA_131: Reason = {
  network: "visa",
  code: "13.1",
  name: "Merchandise/Services Not Received",
  source: QUAVO_131,
};
const VISA_133: Reason = {
  network: "visa",
  code: "13.3",
  name: "Not as Described or Defective Merchandise/Services",
  source: JUSTT_133,
};
const VISA_137: Reason = {
  network: "visa",
  code: "13.7",
  name: "Cancelled Merchandise/Services",
  source: QUAVO_137,
};
const VISA_136: Reason = {
  network: "visa",
  code: "13.6",
  name: "Credit Not Processed",
  source: QUAVO_136,
};
const MC_4853_NOT_PROVIDED: Reason = {
  network: "mastercard",
  code: "4853",
  name: "Cardholder Dispute (goods or services not provided)",
  source: QUAVO_4853,
};
const MC_4853_DEFECTIVE: Reason = {
  network: "mastercard",
  code: "4853",
  name: "Cardholder Dispute (not as described or defective)",
  source: JUSTT_4853,
};
const MC_4853_CREDIT: Reason = {
  network: "mastercard",
  code: "4853",
  name: "Cardholder Dispute (credit not processed)",
  source: JUSTT_4853,
};

/** A row's own columns: the timing, where the window starts, the cap after the transaction, the wait. */
type Timing = [DisputeTiming, WindowStart, number | null, number | null, WaitFrom | null];

/** The rows of one reason code for one problem: 120 days each, from where the timing says. */
const rowsOf = (reason: Reason, problem: DisputeProblem, timings: Timing[]): Base[] =>
  timings.map(([timing, start, capDays, waitDays, waitFrom]) => ({
    ...reason,
    problem,
    timing,
    windowDays: 120,
    start,
    capDays,
    waitDays,
    waitFrom,
  }));

/** One row per network, problem and timing; each holds for credit and debit cards alike. */
const BASE: readonly Base[] = [
  ...rowsOf(VISA_131, "not_delivered", [
    // "120 calendar days from the last date that the Cardholder expected to receive the merchandise or services"
    ["date_given", "later_of_transaction_and_expected", null, 0, null],
    // "before initiating a Dispute, an Issuer must wait 15 calendar days from either: The Transaction Date"
    ["no_date", "transaction", null, 15, "transaction"],
    ["services_stopped", "later_of_transaction_and_expected", null, 0, null],
  ]),
  ...rowsOf(VISA_133, "faulty", [
    // "Cardholders and issuers have 120 days to file a dispute": no start event read; the transaction date.
    ["kept", "transaction", null, 0, null],
    ["returned", "transaction", null, 15, "return"],
  ]),
  ...rowsOf(VISA_137, "cancelled_not_refunded", [
    // "The date the Cardholder received or expected to receive the merchandise or services, not to
    // exceed 540 calendar days from the Transaction Processing Date"
    ["returned", "later_of_transaction_and_expected", 540, 15, "return"],
  ]),
  ...rowsOf(VISA_136, "cancelled_not_refunded", [
    // "A Dispute must be processed no later than 120 calendar days from either: The Transaction Processing Date"
    ["credit_receipt", "later_of_transaction_and_credit", 540, 15, "credit"],
  ]),
  ...rowsOf(MC_4853_NOT_PROVIDED, "not_delivered", [
    // "Within 120-calendar days of the latest anticipated delivery or performance date specified by the merchant."
    ["date_given", "expected", null, 0, null],
    // "The issuer must wait 30-calendar days from the transaction date before submitting a chargeback"
    ["no_date", "transaction", null, 30, "transaction"],
    // "Within 120-calendar days of the date the cardholder becomes aware that the service ceased."
    ["services_stopped", "aware", 540, 0, null],
  ]),
  ...rowsOf(MC_4853_DEFECTIVE, "faulty", [
    // Older codes 4855, 4859, 4860 are folded into 4853; the start event for these was not read.
    ["kept", "transaction", null, null, null],
    ["returned", "transaction", null, null, null],
  ]),
  ...rowsOf(MC_4853_CREDIT, "cancelled_not_refunded", [
    ["returned", "transaction", null, null, null],
    ["credit_receipt", "transaction", null, null, null],
  ]),
];

/** The decision table: every base row for a credit card and for a debit card (28 rows). */
export const DISPUTE_TABLE: readonly DisputeRow[] = BASE.flatMap((row) =>
  CARD_KINDS.map((card): DisputeRow => ({ ...row, card, secondary: true })),
);

export function disputeRow(
  network: CardNetwork,
  card: CardKind,
  problem: DisputeProblem,
  timing: DisputeTiming,
): DisputeRow | null {
  return (
    DISPUTE_TABLE.find(
      (row) =>
        row.network === network &&
        row.card === card &&
        row.problem === problem &&
        row.timing === timing,
    ) ?? null
  );
}

export type DisputeDates = {
  /** The transaction (purchase) date, YYYY-MM-DD. */
  transaction: string;
  /** The promised delivery or performance date, or the day the goods came. */
  expected?: string | null;
  /** The day the goods went back. */
  returned?: string | null;
  /** The date on the company's credit or refund confirmation. */
  credit?: string | null;
  /** The day the cardholder learned the service stopped. */
  aware?: string | null;
};

export type DisputeWindow = {
  row: DisputeRow;
  /** The day the 120 days count from. */
  start: string;
  /** The last day the bank may file (YYYY-MM-DD). */
  lastDay: string;
  /** Whole days from today to the last day; negative once passed. */
  daysLeft: number;
  passed: boolean;
  /** The first day the bank may file; null when the wait is not known or its start is not given. */
  fileFrom: string | null;
};

const later = (a: string, b: string | null | undefined) =>
  b && parseDay(b) !== null && b > a ? b : a;
const day = (value: string | null | undefined) =>
  value && parseDay(value) !== null ? value : null;

/** The window of a row for these dates, as of `today` (YYYY-MM-DD). */
export function disputeWindow(row: DisputeRow, dates: DisputeDates, today: string): DisputeWindow {
  const tpd = dates.transaction;
  if (parseDay(tpd) === null || parseDay(today) === null) throw new Error("not a day");
  const start =
    row.start === "transaction"
      ? tpd
      : row.start === "later_of_transaction_and_expected"
        ? later(tpd, dates.expected)
        : row.start === "expected"
          ? (day(dates.expected) ?? tpd)
          : row.start === "aware"
            ? (day(dates.aware) ?? tpd)
            : later(tpd, dates.credit);
  let lastDay = addDays(start, row.windowDays);
  if (row.capDays !== null) {
    const cap = addDays(tpd, row.capDays);
    if (cap < lastDay) lastDay = cap;
  }
  const daysLeft = Math.round(
    ((parseDay(lastDay) as number) - (parseDay(today) as number)) / 86_400_000,
  );
  const waitStart =
    row.waitFrom === "transaction"
      ? tpd
      : row.waitFrom === "return"
        ? day(dates.returned)
        : row.waitFrom === "credit"
          ? day(dates.credit)
          : null;
  const fileFrom =
    row.waitDays === 0
      ? start
      : row.waitDays !== null && waitStart
        ? addDays(waitStart, row.waitDays)
        : null;
  return { row, start, lastDay, daysLeft, passed: daysLeft < 0, fileFrom };
}

/**
 * UK Consumer Credit Act 1974 s.75: the credit-card issuer is liable with the supplier for a
 * single item whose cash price is over £100 and not over £30,000 ("not exceeding £100 or more
 * than £30,000" is excluded). Credit cards only: not debit or charge cards. Official guidance
 * (OFT, archived 2014); the statute's words read on a copy (SECONDARY).
 */
export const S75 = {
  minExclusiveMinor: 10_000,
  maxInclusiveMinor: 3_000_000,
  source:
    "https://webarchive.nationalarchives.gov.uk/20140402163517/http:/oft.gov.uk/about-the-oft/legal-powers/legal/cca/equal-liability",
  checked: CHECKED,
  quote: "the cash price of the item is more than £100 but not more than £30,000",
} as const;

export type S75Answer = "eligible" | "below" | "above" | "not_credit" | "not_gbp" | "no_amount";

/** Whether a UK purchase falls under s.75, from the card and the item's cash price (GBP minor). */
export function s75Eligibility(
  card: CardKind | null,
  amount: { minor: number; currency: string } | null,
): S75Answer {
  if (card !== "credit") return "not_credit";
  if (!amount) return "no_amount";
  if (amount.currency !== "GBP") return "not_gbp";
  if (amount.minor <= S75.minExclusiveMinor) return "below";
  if (amount.minor > S75.maxInclusiveMinor) return "above";
  return "eligible";
}

/**
 * The US Fair Credit Billing Act: the written billing-error notice must reach the card issuer
 * within 60 days after it sent the first statement showing the charge. Counted here from the
 * purchase date (never later than that statement), so the day shown is never too late.
 */
export const FCBA = {
  days: 60,
  source: "http://law.justia.com/us/codes/title15/15usc1666.html",
  checked: CHECKED,
  quote:
    "within sixty days after having transmitted to an obligor a statement of the obligor's account",
} as const;

export const fcbaLastDay = (purchaseDate: string) => addDays(purchaseDate, FCBA.days);
