/**
 * Refunds confirmed by both sides: a member records amount, currency and due day with the
 * response; only the complainant confirms it arrived (or says it did not); only confirmed money
 * counts as returned, on the company page's metrics, in the API and in the site's total; the
 * cron flags a refund past its day.
 */

import { formatDueDay, RESOLVE_WAITS_FOR_REFUND } from "@shared/refunds";
import { refunds } from "@worker/db/schema";
import { flagOverdueRefunds } from "@worker/jobs/overdue-refunds";
import { companyMetrics } from "@worker/services/companies/metrics";
import { getComplaintPage } from "@worker/services/complaints/detail";
import { listNotifications } from "@worker/services/notifications";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { createClaimedCompany, createComplaint, createUser, db } from "./factories";
import { fetchApp, fetchResponse, get, post, sessionCookie } from "./harness/app";

beforeAll(async () => {
  await import("../app/routes/company.$slug");
  await import("../app/routes/complaint-actions");
}, 60_000);

const DAY = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function answered(refund: Record<string, string>) {
  const company = await createClaimedCompany();
  const memberCookie = await sessionCookie(company.member.id);
  // Older than a day when the refund is offered, so a confirmed refund counts (issue 35).
  const complainant = await createUser({ createdAt: new Date(Date.now() - 2 * DAY) });
  const complainantCookie = await sessionCookie(complainant.id);
  const { id } = await createComplaint({
    userId: complainant.id,
    companyId: company.id,
    companyName: company.name,
  });
  const answer = await fetchApp(
    post(
      `/company/${company.slug}`,
      {
        form: {
          intent: "respond",
          complaintId: id,
          text: "We are sending your money back.",
          offerReimbursement: "on",
          reimbursement: "Full refund of the ticket",
          ...refund,
        },
      },
      memberCookie,
    ),
  );
  return { company, memberCookie, complainant, complainantCookie, id, answer };
}

const confirm = (id: string, answer: string, cookie: string) =>
  fetchApp(post(`/complaint/${id}/actions`, { form: { intent: "refund", answer } }, cookie));

const companyForm = (slug: string, form: Record<string, string>, cookie: string) =>
  fetchApp(post(`/company/${slug}`, { form }, cookie));

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

it("the company's members hear the complainant's answer, in the app", async () => {
  const { company, complainant, complainantCookie, id } = await answered({
    refundAmount: "40",
    refundCurrency: "EUR",
    refundDue: day(Date.now()),
  });
  const answer = await confirm(id, "not_received", complainantCookie);
  expect(JSON.stringify(answer.body)).toContain("The company's team has been told in UCK");
  const told = await listNotifications(db, company.member.id, null);
  expect(told.items[0]?.href).toBe(`/complaint/${id}`);
  expect(told.items[0]?.text).toMatch(/^Test User \d+ says .+'s refund of €40\.00 did not arrive$/);
  expect(told.items[0]?.text).toContain(`${company.name}'s refund`);
  // The complainant is not told of their own answer.
  const own = await listNotifications(db, complainant.id, null);
  expect(own.items.map((item) => item.text).join()).not.toContain("refund");

  await confirm(id, "received", complainantCookie);
  const again = await listNotifications(db, company.member.id, null);
  expect(again.items[0]?.text).toMatch(/^Test User \d+ confirmed .+'s refund of €40\.00 arrived$/);
});

it("Mark Resolved waits while the refund did not arrive, until a new offer or the complainant confirms", async () => {
  const { company, memberCookie, complainant, complainantCookie, id } = await answered({
    refundAmount: "40",
    refundCurrency: "USD",
    refundDue: day(Date.now()),
  });
  expect((await confirm(id, "not_received", complainantCookie)).status).toBe(200);

  const refused = await companyForm(
    company.slug,
    { intent: "resolve", complaintId: id },
    memberCookie,
  );
  expect(refused.status).toBe(409);
  expect(JSON.stringify(refused.body)).toContain(RESOLVE_WAITS_FOR_REFUND.description);
  expect((await getComplaintPage(db, id, null))?.complaint.status).not.toBe("resolved");

  // Nobody but a member offers a new refund: not the complainant, and not a bad amount.
  const due = day(Date.now() + 3 * 86_400_000);
  const offer = { intent: "refund-offer", complaintId: id, refundCurrency: "USD", refundDue: due };
  expect(
    (await companyForm(company.slug, { ...offer, refundAmount: "45" }, complainantCookie)).status,
  ).toBe(403);
  expect(
    (await companyForm(company.slug, { ...offer, refundAmount: "lots" }, memberCookie)).status,
  ).toBe(400);
  const offered = await companyForm(company.slug, { ...offer, refundAmount: "45" }, memberCookie);
  expect(offered.status).toBe(200);
  const [row] = await db.select().from(refunds).where(eq(refunds.complaintId, id));
  expect(row).toMatchObject({ amountMinor: 4500, currency: "USD", dueOn: due, status: "pending" });
  const told = await listNotifications(db, complainant.id, null);
  expect(told.items[0]?.text).toBe(
    `${company.name} offered a new refund of $45.00, due ${formatDueDay(due)}`,
  );
  // Offered once: a pending refund is not offered again.
  expect(
    (await companyForm(company.slug, { ...offer, refundAmount: "50" }, memberCookie)).status,
  ).toBe(409);

  // The new refund waits for the customer, so Mark Resolved works again.
  const resolved = await companyForm(
    company.slug,
    { intent: "resolve", complaintId: id },
    memberCookie,
  );
  expect(resolved.status).toBe(200);
  expect((await getComplaintPage(db, id, null))?.complaint.status).toBe("resolved");
});

it("the complainant's confirmation after all lets the company mark it resolved", async () => {
  const { company, memberCookie, complainantCookie, id } = await answered({
    refundAmount: "40",
    refundCurrency: "USD",
    refundDue: day(Date.now()),
  });
  await confirm(id, "not_received", complainantCookie);
  const resolve = { intent: "resolve", complaintId: id };
  expect((await companyForm(company.slug, resolve, memberCookie)).status).toBe(409);
  await confirm(id, "received", complainantCookie);
  expect((await companyForm(company.slug, resolve, memberCookie)).status).toBe(200);
});
