/** Refunds that count (issue 35): an account younger than a day at the offer does not count. */
import { companyMetrics } from "@worker/services/companies/figures";
import { beforeAll, expect, it } from "vitest";
import { createClaimedCompany, createUser, db } from "../factories";
import { confirmed, loadRoutes, offered, usd } from "./setup";

beforeAll(loadRoutes, 60_000);

it("an account younger than a day at the offer cannot put a refund into money returned", async () => {
  const company = await createClaimedCompany();
  const young = await createUser();
  const before = await usd();
  const id = await offered(company, young.id, "40");
  expect((await confirmed(id, young.id)).row?.counting).toBe("young_account");
  expect((await companyMetrics(db, company.id, Date.now())).moneyReturned).toEqual([]);
  expect(await usd()).toBe(before);
});
