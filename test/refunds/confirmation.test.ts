/**
 * Refunds confirmed by both sides: a member records amount, currency and due day with the
 * response; only the complainant confirms it arrived (or says it did not); only confirmed money
 * counts as returned, on the company page's metrics, in the API and in the site's total.
 */
import { formatDueDay } from "@shared/refunds";
import { refunds } from "@worker/db/schema";
import { companyMetrics } from "@worker/services/companies/figures";
import { getComplaintPage } from "@worker/services/complaints/detail";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { db } from "../factories";
import { fetchResponse, get } from "../harness/app";
import { answered, confirm, DAY, day, loadRoutes } from "./setup";

beforeAll(loadRoutes, 60_000);

it("offer → confirmed: money returned on the company page, in the API and in the site total", async () => {
  const due = day(Date.now() + 7 * DAY);
  const { company, memberCookie, complainant, complainantCookie, id, answer } = await answered({
    refundAmount: "1,240.50",
    refundCurrency: "EUR",
    refundDue: due,
  });
  expect(answer.status).toBe(200);
  const [row] = await db.select().from(refunds).where(eq(refunds.complaintId, id));
  expect(row).toMatchObject({
    amountMinor: 124050,
    currency: "EUR",
    dueOn: due,
    status: "pending",
  });
  const page = await getComplaintPage(db, id, complainant.id);
  expect(page?.complaint.refund).toEqual({
    amountMinor: 124050,
    currency: "EUR",
    dueOn: due,
    // Written on the server, so the card needs no currency table or date formats.
    amountText: "€1,240.50",
    dueText: formatDueDay(due),
    status: "pending",
    overdue: false,
    pendingReview: false,
  });
  expect(formatDueDay("2026-12-03")).toBe("Dec 3, 2026");
  const before = await companyMetrics(db, company.id, Date.now());
  expect(before).toMatchObject({ moneyReturned: [], refundsPending: 1, refundsNotReceived: 0 });
  const siteBefore = (await (await fetchResponse(get("/api/v1/stats"))).json()) as {
    data: { money_returned: { currency: string; amount_minor: number }[] };
  };
  const eurBefore =
    siteBefore.data.money_returned.find((sum) => sum.currency === "EUR")?.amount_minor ?? 0;

  // Nobody but the complainant confirms it: not the company's member.
  expect((await confirm(id, "received", memberCookie)).status).toBe(403);
  const confirmed = await confirm(id, "received", complainantCookie);
  expect(confirmed.status).toBe(200);
  // Confirmed once: a second answer is refused.
  expect((await confirm(id, "not_received", complainantCookie)).status).toBe(400);

  const after = await companyMetrics(db, company.id, Date.now());
  expect(after).toMatchObject({
    moneyReturned: [{ currency: "EUR", amountMinor: 124050 }],
    refundsPending: 0,
  });
  const api = (await (await fetchResponse(get(`/api/v1/companies/${company.slug}`))).json()) as {
    data: { metrics: Record<string, unknown> };
  };
  expect(api.data.metrics).toMatchObject({
    money_returned: [{ currency: "EUR", amount_minor: 124050, amount: "1240.50" }],
    refunds_pending: 0,
    refunds_not_received: 0,
  });
  const site = (await (await fetchResponse(get("/api/v1/stats"))).json()) as typeof siteBefore;
  expect(site.data.money_returned.find((sum) => sum.currency === "EUR")?.amount_minor).toBe(
    eurBefore + 124050,
  );
});

it("a refund that did not arrive is counted apart, and can still arrive later", async () => {
  const { company, complainantCookie, id } = await answered({
    refundAmount: "5000",
    refundCurrency: "JPY",
    refundDue: day(Date.now()),
  });
  expect((await confirm(id, "not_received", complainantCookie)).status).toBe(200);
  expect(await companyMetrics(db, company.id, Date.now())).toMatchObject({
    moneyReturned: [],
    refundsNotReceived: 1,
  });
  expect((await confirm(id, "received", complainantCookie)).status).toBe(200);
  expect(await companyMetrics(db, company.id, Date.now())).toMatchObject({
    moneyReturned: [{ currency: "JPY", amountMinor: 5000 }],
    refundsNotReceived: 0,
  });
});
