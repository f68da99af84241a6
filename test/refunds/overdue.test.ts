/** The cron (worker/jobs/overdue-refunds.ts) flags a refund past its day. */
import { flagOverdueRefunds } from "@worker/jobs/overdue-refunds";
import { companyMetrics } from "@worker/services/companies/figures";
import { getComplaintPage } from "@worker/services/complaints/detail";
import { beforeAll, expect, it } from "vitest";
import { db } from "../factories";
import { answered, DAY, day, loadRoutes } from "./setup";

beforeAll(loadRoutes, 60_000);

it("the cron flags a refund past its day, once", async () => {
  const { company, complainant, id } = await answered({
    refundAmount: "40",
    refundCurrency: "USD",
    refundDue: day(Date.now()),
  });
  const tomorrow = new Date(Date.now() + DAY);
  expect(await flagOverdueRefunds(db, new Date())).toBe(0);
  expect(await flagOverdueRefunds(db, tomorrow)).toBeGreaterThanOrEqual(1);
  expect(await flagOverdueRefunds(db, tomorrow)).toBe(0);
  const page = await getComplaintPage(db, id, complainant.id);
  expect(page?.complaint.refund).toMatchObject({ status: "pending", overdue: true });
  expect(await companyMetrics(db, company.id, Date.now())).toMatchObject({
    refundsPending: 1,
    refundsOverdue: 1,
  });
});
