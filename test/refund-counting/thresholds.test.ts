/**
 * Refunds that count (issue 35): "far above the usual" is ten times the company's median counted
 * refund, above a floor, or a fixed threshold with no history (shared/refund-counting.ts).
 */

import { companyMetrics } from "@worker/services/companies/figures";
import { reviewThreshold } from "@worker/services/companies/refund-counting";
import { beforeAll, expect, it } from "vitest";
import { createClaimedCompany, db } from "../factories";
import { aged, confirmed, loadRoutes, offered } from "./setup";

beforeAll(loadRoutes, 60_000);

it("far above the usual: ten times the company's median counted refund, above a floor; a fixed threshold with no history", () => {
  // No history: above USD 2,000 waits.
  expect(reviewThreshold("USD", [])).toBe(200_000);
  expect(reviewThreshold("USD", [4000, 4000])).toBe(200_000);
  // Three $40 refunds: ten times is $400, above the $200 floor.
  expect(reviewThreshold("USD", [4000, 4000, 4000])).toBe(40_000);
  // Three $5 refunds: ten times is $50, below the floor, so up to $200 counts at once.
  expect(reviewThreshold("USD", [500, 500, 500])).toBe(20_000);
  // A carrier refunding fares of €3,000 may refund €20,000 without review.
  expect(reviewThreshold("EUR", [300_000, 250_000, 350_000])).toBe(3_000_000);
  // JPY has no minor units.
  expect(reviewThreshold("JPY", [])).toBe(300_000);
});

it("with history, an amount ten times the median waits and a usual one counts", async () => {
  const company = await createClaimedCompany();
  for (const amount of ["40", "40", "40"]) {
    const complainant = await aged();
    const id = await offered(company, complainant.id, amount);
    expect((await confirmed(id, complainant.id)).row?.counting).toBe("counts");
  }
  const big = await aged();
  const id = await offered(company, big.id, "500");
  expect((await confirmed(id, big.id)).row?.counting).toBe("review");
  const usual = await aged();
  const other = await offered(company, usual.id, "300");
  expect((await confirmed(other, usual.id)).row?.counting).toBe("counts");
  expect((await companyMetrics(db, company.id, Date.now())).moneyReturned).toEqual([
    { currency: "USD", amountMinor: 42_000 },
  ]);
});

// Failed before decision 034's column rule: the history was read with a correlated subquery whose
// company and currency drizzle wrote without their table, so every company's counted refunds, in
// every currency, made up each company's "usual".
it("another company's history does not move this company's threshold", async () => {
  const busy = await createClaimedCompany();
  for (const amount of ["1500", "1500", "1500"]) {
    const complainant = await aged();
    const id = await offered(busy, complainant.id, amount);
    expect((await confirmed(id, complainant.id)).row?.counting).toBe("counts");
  }
  // A company with no history of its own keeps the fixed threshold (USD 2,000).
  const fresh = await createClaimedCompany();
  const complainant = await aged();
  const id = await offered(fresh, complainant.id, "3000");
  expect((await confirmed(id, complainant.id)).row?.counting).toBe("review");
});
