/**
 * A Yes waits for the refund (decision 040): "Yes, mark as resolved" while a refund is pending or
 * said not to have arrived is refused with its reason and writes nothing; the same answer with
 * "I received {amount}" confirms the refund first and resolves. One rule for the complainant
 * and the member (worker/services/complaints/resolution-rule.ts).
 */
import { complaints, refunds } from "@worker/db/schema";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { db } from "../factories";
import { fetchApp, post } from "../harness/app";
import { answered, confirm, day, loadRoutes } from "../refunds/setup";

beforeAll(loadRoutes, 60_000);

const yes = (id: string, cookie: string, extra: Record<string, string> = {}) =>
  fetchApp(
    post(
      `/complaint/${id}/actions`,
      { form: { intent: "satisfaction", satisfied: "yes", ...extra } },
      cookie,
    ),
  );

const state = async (id: string) => {
  const [row] = await db
    .select({ status: complaints.status, verdict: complaints.verdict, refund: refunds.status })
    .from(complaints)
    .leftJoin(refunds, eq(refunds.complaintId, complaints.id))
    .where(eq(complaints.id, id));
  return row;
};

it("a Yes while the refund is pending is refused with its reason; with 'I received' it resolves", async () => {
  const { complainantCookie, id } = await answered({
    refundAmount: "25",
    refundCurrency: "USD",
    refundDue: day(Date.now() + 86_400_000),
  });
  const refused = await yes(id, complainantCookie);
  expect(refused.status).toBe(409);
  expect(JSON.stringify(refused.body)).toContain(
    "Tell us first whether you received $25.00: a complaint is resolved once its refund has arrived.",
  );
  expect(await state(id)).toEqual({ status: "in_progress", verdict: null, refund: "pending" });

  const both = await yes(id, complainantCookie, { refund: "received" });
  expect(both.status).toBe(200);
  expect(await state(id)).toEqual({ status: "resolved", verdict: "resolved", refund: "received" });
});

it("a Yes after saying the refund did not arrive is refused until the complainant says it did", async () => {
  const { complainantCookie, id } = await answered({
    refundAmount: "40",
    refundCurrency: "EUR",
    refundDue: day(Date.now()),
  });
  expect((await confirm(id, "not_received", complainantCookie)).status).toBe(200);
  const refused = await yes(id, complainantCookie);
  expect(refused.status).toBe(409);
  expect(JSON.stringify(refused.body)).toContain(
    "did not arrive: say it arrived first, or answer No.",
  );
  expect(await state(id)).toMatchObject({ status: "in_progress", verdict: null });
  // No is always open to them, and records the dispute.
  const no = await fetchApp(
    post(
      `/complaint/${id}/actions`,
      { form: { intent: "satisfaction", satisfied: "no" } },
      complainantCookie,
    ),
  );
  expect(no.status).toBe(200);
  expect(await state(id)).toMatchObject({ status: "in_progress", verdict: "disputed" });
});
