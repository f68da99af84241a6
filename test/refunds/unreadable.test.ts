/** A response's refund that cannot be read (amount, currency, day) is refused with its reason. */
import { refunds } from "@worker/db/schema";
import { getComplaintPage } from "@worker/services/complaints/detail";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { db } from "../factories";
import { answered, DAY, day, loadRoutes } from "./setup";

beforeAll(loadRoutes, 60_000);

it("a refund that cannot be read is refused with its reason, and nothing is written", async () => {
  for (const [refund, reason] of [
    [{ refundAmount: "forty", refundCurrency: "USD", refundDue: day(Date.now()) }, "amount"],
    [{ refundAmount: "40", refundCurrency: "XYZ", refundDue: day(Date.now()) }, "currency"],
    [{ refundAmount: "40", refundCurrency: "USD", refundDue: day(Date.now() - 2 * DAY) }, "day"],
    [{ refundAmount: "40", refundCurrency: "USD", refundDue: "" }, "day"],
    [{ refundAmount: "0", refundCurrency: "USD", refundDue: day(Date.now()) }, "amount"],
  ] as const) {
    const { id, answer } = await answered(refund);
    expect(answer.status, JSON.stringify(refund)).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(reason);
    const page = await getComplaintPage(db, id, null);
    expect(page?.complaint.hasResponse).toBe(false);
    expect(await db.select().from(refunds).where(eq(refunds.complaintId, id))).toEqual([]);
  }
  // No amount typed: the response is written without a refund to track.
  const { id, answer } = await answered({ refundAmount: "", refundCurrency: "USD", refundDue: "" });
  expect(answer.status).toBe(200);
  expect(await db.select().from(refunds).where(eq(refunds.complaintId, id))).toEqual([]);
});
