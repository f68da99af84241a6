/**
 * The card-dispute kit's decision table (issue 64, decision 047; shared/card-disputes.ts): every
 * row gives its exact reason code and window, checked against an expected table written out here
 * for fixed dates (a purchase on 1 June 2026, asked on 1 September 2026), the 540-day cap, the
 * UK's section 75 bounds (over £100, up to £30,000, credit cards only) and the US Fair Credit
 * Billing Act's 60 days.
 */
import {
  CARD_KINDS,
  DISPUTE_TABLE,
  disputeRow,
  disputeWindow,
  fcbaLastDay,
  s75Eligibility,
  TIMINGS_OF,
} from "@shared/card-disputes";
import { describe, expect, it } from "vitest";

const DATES = {
  transaction: "2026-06-01",
  expected: "2026-06-20",
  returned: "2026-07-01",
  credit: "2026-07-05",
  aware: "2026-08-01",
};
const TODAY = "2026-09-01";

/** network, problem, timing → code, counted from, last day, first filing day, days left. */
const EXPECTED: Array<[string, string, string, string, string, string, string | null, number]> = [
  ["visa", "not_delivered", "date_given", "13.1", "2026-06-20", "2026-10-18", "2026-06-20", 47],
  ["visa", "not_delivered", "no_date", "13.1", "2026-06-01", "2026-09-29", "2026-06-16", 28],
  [
    "visa",
    "not_delivered",
    "services_stopped",
    "13.1",
    "2026-06-20",
    "2026-10-18",
    "2026-06-20",
    47,
  ],
  ["visa", "faulty", "kept", "13.3", "2026-06-01", "2026-09-29", "2026-06-01", 28],
  ["visa", "faulty", "returned", "13.3", "2026-06-01", "2026-09-29", "2026-07-16", 28],
  [
    "visa",
    "cancelled_not_refunded",
    "returned",
    "13.7",
    "2026-06-20",
    "2026-10-18",
    "2026-07-16",
    47,
  ],
  [
    "visa",
    "cancelled_not_refunded",
    "credit_receipt",
    "13.6",
    "2026-07-05",
    "2026-11-02",
    "2026-07-20",
    62,
  ],
  [
    "mastercard",
    "not_delivered",
    "date_given",
    "4853",
    "2026-06-20",
    "2026-10-18",
    "2026-06-20",
    47,
  ],
  ["mastercard", "not_delivered", "no_date", "4853", "2026-06-01", "2026-09-29", "2026-07-01", 28],
  [
    "mastercard",
    "not_delivered",
    "services_stopped",
    "4853",
    "2026-08-01",
    "2026-11-29",
    "2026-08-01",
    89,
  ],
  ["mastercard", "faulty", "kept", "4853", "2026-06-01", "2026-09-29", null, 28],
  ["mastercard", "faulty", "returned", "4853", "2026-06-01", "2026-09-29", null, 28],
  [
    "mastercard",
    "cancelled_not_refunded",
    "returned",
    "4853",
    "2026-06-01",
    "2026-09-29",
    null,
    28,
  ],
  [
    "mastercard",
    "cancelled_not_refunded",
    "credit_receipt",
    "4853",
    "2026-06-01",
    "2026-09-29",
    null,
    28,
  ],
];

describe("the card-dispute decision table", () => {
  it("has at least 24 rows, one per network, card, problem and timing, all marked third-party", () => {
    expect(DISPUTE_TABLE.length).toBeGreaterThanOrEqual(24);
    expect(DISPUTE_TABLE.length).toBe(EXPECTED.length * CARD_KINDS.length);
    const keys = DISPUTE_TABLE.map((r) => `${r.network}:${r.card}:${r.problem}:${r.timing}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const row of DISPUTE_TABLE) {
      expect(row.secondary).toBe(true);
      expect(row.source).toMatch(/^https:\/\//);
      expect(row.windowDays).toBe(120);
      expect(TIMINGS_OF[row.problem]).toContain(row.timing);
    }
  });

  for (const [network, problem, timing, code, start, lastDay, fileFrom, daysLeft] of EXPECTED) {
    for (const card of CARD_KINDS) {
      it(`${network} ${card} ${problem} ${timing}: ${code}, last day ${lastDay}`, () => {
        const row = disputeRow(network as "visa", card, problem as "faulty", timing as "kept");
        expect(row?.code).toBe(code);
        if (!row) return;
        const window = disputeWindow(row, DATES, TODAY);
        expect(window).toMatchObject({ start, lastDay, fileFrom, daysLeft, passed: false });
      });
    }
  }

  it("never runs past 540 days from the transaction where the rules cap it", () => {
    const row = disputeRow("visa", "credit", "cancelled_not_refunded", "returned");
    if (!row) throw new Error("no row");
    const window = disputeWindow(
      row,
      { transaction: "2026-01-01", expected: "2027-05-01" },
      "2027-01-01",
    );
    // 1 May 2027 + 120 days would be 29 August 2027; 540 days after 1 January 2026 is 25 June 2027.
    expect(window.lastDay).toBe("2027-06-25");
    expect(window.daysLeft).toBe(175);
  });

  it("says a window has passed, with negative days left", () => {
    const row = disputeRow("mastercard", "debit", "faulty", "kept");
    if (!row) throw new Error("no row");
    const window = disputeWindow(row, { transaction: "2026-01-01" }, "2026-06-01");
    expect(window).toMatchObject({ lastDay: "2026-05-01", passed: true, daysLeft: -31 });
  });

  it("has no row for a timing its problem does not ask about", () => {
    expect(disputeRow("visa", "credit", "faulty", "no_date")).toBeNull();
  });
});

describe("the laws beside the chargeback", () => {
  it("section 75: a credit card, a cash price over £100 and not over £30,000", () => {
    const gbp = (minor: number) => ({ minor, currency: "GBP" });
    expect(s75Eligibility("credit", gbp(10_000))).toBe("below");
    expect(s75Eligibility("credit", gbp(10_001))).toBe("eligible");
    expect(s75Eligibility("credit", gbp(3_000_000))).toBe("eligible");
    expect(s75Eligibility("credit", gbp(3_000_001))).toBe("above");
    expect(s75Eligibility("debit", gbp(50_000))).toBe("not_credit");
    expect(s75Eligibility("credit", { minor: 50_000, currency: "EUR" })).toBe("not_gbp");
    expect(s75Eligibility("credit", null)).toBe("no_amount");
  });

  it("the Fair Credit Billing Act letter: 60 days, counted from the purchase", () => {
    expect(fcbaLastDay("2026-06-01")).toBe("2026-07-31");
  });
});
