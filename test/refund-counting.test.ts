/**
 * Refunds that count (issue 35): a confirmed refund counts as money returned only when the
 * complainant is not a member of the company, shared no address with its members within 30
 * days and was a day old when the refund was offered; an amount far above the company's usual
 * refunds waits for a superadmin, and the complaint says "pending review" meanwhile. A refund
 * that does not count still shows on the complaint as what the complainant said.
 */

import { REFUND_PENDING_REVIEW, REFUND_SHARED_ADDRESS_WINDOW_MS } from "@shared/refund-counting";
import { REFUND_TOASTS } from "@shared/refunds";
import { companyMembers, refunds, userAddresses, userRoles } from "@worker/db/schema";
import { companyMetrics } from "@worker/services/companies/metrics";
import { reviewThreshold } from "@worker/services/companies/refund-counting";
import { getComplaintPage } from "@worker/services/complaints/detail";
import { moneyReturnedOnSite } from "@worker/services/public-api";
import { addressHash } from "@worker/services/users/address-blocks";
import { eq } from "drizzle-orm";
import { type ComponentType, createElement, type ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { beforeAll, expect, it } from "vitest";
import { RefundLine } from "~/components/complaint/refund";
import { catalogueFor } from "~/i18n/catalogue.server";
import { type I18nData, I18nProvider } from "~/i18n/i18n";

// The provider with its children as createElement's third argument.
const Provider = I18nProvider as ComponentType<{ data: I18nData; children?: ReactNode }>;

import { createClaimedCompany, createComplaint, createUser, db } from "./factories";
import { fetchApp, fetchResponse, get, post, sessionCookie } from "./harness/app";

beforeAll(async () => {
  await import("../app/routes/company.$slug");
  await import("../app/routes/complaint-actions");
  await import("../app/routes/admin");
}, 60_000);

const DAY = 86_400_000;
const aged = () => createUser({ createdAt: new Date(Date.now() - 2 * DAY) });
// Only stored hashes are compared, so any key stands in for ADDRESS_HASH_KEY.
const KEY = "test-address-hash-key";

type Company = Awaited<ReturnType<typeof createClaimedCompany>>;

/** A complaint by `complainant` at `company`, answered by its member with a refund. */
async function offered(company: Company, complainantId: string, amount: string, currency = "USD") {
  const { id } = await createComplaint({
    userId: complainantId,
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
          reimbursement: "Full refund",
          refundAmount: amount,
          refundCurrency: currency,
          refundDue: new Date().toISOString().slice(0, 10),
        },
      },
      await sessionCookie(company.member.id),
    ),
  );
  expect(answer.status).toBe(200);
  return id;
}

async function confirmed(id: string, complainantId: string) {
  const answer = await fetchApp(
    post(
      `/complaint/${id}/actions`,
      { form: { intent: "refund", answer: "received" } },
      await sessionCookie(complainantId),
    ),
  );
  expect(answer.status).toBe(200);
  const [row] = await db.select().from(refunds).where(eq(refunds.complaintId, id));
  return { answer, row };
}

const seen = (userId: string, ip: string, at: number) =>
  db
    .insert(userAddresses)
    .values({ userId, addressHash: addressHash(KEY, "ip", ip), lastSeenAt: new Date(at) });

/** The refund line of a complaint as the server renders it, in the words the card shows. */
async function refundWords(id: string) {
  const refund = (await getComplaintPage(db, id, null))?.complaint.refund;
  if (!refund) return "";
  // The line reads its words from the page's catalogue (the root catalogue, decision 030).
  const english = {
    locale: "en" as const,
    timeZone: "UTC",
    messages: catalogueFor("en"),
    choices: [],
  };
  const stream = await renderToReadableStream(
    createElement(Provider, { data: english }, createElement(RefundLine, { refund })),
  );
  return new Response(stream).text();
}

const usd = async () =>
  (await moneyReturnedOnSite(db)).find((sum) => sum.currency === "USD")?.amountMinor ?? 0;

it("a company's member cannot put a refund into money returned, though the card shows it arrived", async () => {
  const company = await createClaimedCompany();
  // A second member files against their own company, from an account older than the offer.
  const insider = await aged();
  await db.insert(companyMembers).values({ companyId: company.id, userId: insider.id });
  const before = await usd();
  const id = await offered(company, insider.id, "900");
  const { answer, row } = await confirmed(id, insider.id);
  expect(row).toMatchObject({ status: "received", counting: "member" });
  expect(JSON.stringify(answer.body)).toContain(REFUND_TOASTS.received_not_counted.description);
  expect((await companyMetrics(db, company.id, Date.now())).moneyReturned).toEqual([]);
  expect(await usd()).toBe(before);
  const page = await getComplaintPage(db, id, null);
  expect(page?.complaint.refund).toMatchObject({ status: "received", pendingReview: false });
});

it("a second account on a member's address cannot either; an address shared over 30 days ago does not stop it", async () => {
  const company = await createClaimedCompany();
  const now = Date.now();
  const second = await aged();
  await seen(company.member.id, "203.0.113.7", now - DAY);
  await seen(second.id, "203.0.113.7", now - 2 * DAY);
  const id = await offered(company, second.id, "900");
  const { answer, row } = await confirmed(id, second.id);
  expect(row?.counting).toBe("shared_address");
  expect(JSON.stringify(answer.body)).toContain(REFUND_TOASTS.received_not_counted.description);
  expect((await companyMetrics(db, company.id, Date.now())).moneyReturned).toEqual([]);

  // Someone who used the same café's address five weeks ago is not linked by it now.
  const neighbour = await aged();
  const long = now - REFUND_SHARED_ADDRESS_WINDOW_MS - DAY;
  await seen(neighbour.id, "203.0.113.7", long);
  const other = await offered(company, neighbour.id, "40");
  expect((await confirmed(other, neighbour.id)).row?.counting).toBe("counts");
  expect((await companyMetrics(db, company.id, Date.now())).moneyReturned).toEqual([
    { currency: "USD", amountMinor: 4000 },
  ]);
});

it("the addresses a refund is offered and confirmed from are compared too, not only sign-ins", async () => {
  const company = await createClaimedCompany();
  const second = await aged();
  const { id } = await createComplaint({
    userId: second.id,
    companyId: company.id,
    companyName: company.name,
  });
  const from = { "CF-Connecting-IP": "198.51.100.9" };
  const respond = {
    intent: "respond",
    complaintId: id,
    text: "We are sending your money back.",
    offerReimbursement: "on",
    reimbursement: "Full refund",
    refundAmount: "900",
    refundCurrency: "USD",
    refundDue: new Date().toISOString().slice(0, 10),
  };
  const memberCookie = await sessionCookie(company.member.id);
  expect(
    (await fetchApp(post(`/company/${company.slug}`, { form: respond }, memberCookie, from)))
      .status,
  ).toBe(200);
  const confirm = { intent: "refund", answer: "received" };
  const cookie = await sessionCookie(second.id);
  expect(
    (await fetchApp(post(`/complaint/${id}/actions`, { form: confirm }, cookie, from))).status,
  ).toBe(200);
  const [row] = await db.select().from(refunds).where(eq(refunds.complaintId, id));
  expect(row?.counting).toBe("shared_address");
});

it("an account younger than a day at the offer cannot put a refund into money returned", async () => {
  const company = await createClaimedCompany();
  const young = await createUser();
  const before = await usd();
  const id = await offered(company, young.id, "40");
  expect((await confirmed(id, young.id)).row?.counting).toBe("young_account");
  expect((await companyMetrics(db, company.id, Date.now())).moneyReturned).toEqual([]);
  expect(await usd()).toBe(before);
});

it("an outlier waits for a superadmin, the complaint says pending review, and it counts only once approved", async () => {
  const company = await createClaimedCompany();
  const complainant = await aged();
  const before = await usd();
  const id = await offered(company, complainant.id, "1,000,000");
  const { answer, row } = await confirmed(id, complainant.id);
  expect(row?.counting).toBe("review");
  expect(JSON.stringify(answer.body)).toContain(REFUND_TOASTS.received_review.description);
  expect((await companyMetrics(db, company.id, Date.now())).moneyReturned).toEqual([]);
  expect(await usd()).toBe(before);
  const page = await getComplaintPage(db, id, null);
  expect(page?.complaint.refund).toMatchObject({ status: "received", pendingReview: true });
  expect(await refundWords(id)).toContain(
    `Received, confirmed by the customer · ${REFUND_PENDING_REVIEW}`,
  );

  // A member cannot approve it; a superadmin can, once.
  const review = { intent: "review-refund", complaintId: id, decision: "approve" };
  const byMember = await fetchApp(
    post("/admin", { form: review }, await sessionCookie(company.member.id)),
  );
  expect(byMember.status).toBe(403);
  const admin = await createUser({ name: "Super Admin" });
  await db
    .insert(userRoles)
    .values({ id: crypto.randomUUID(), userId: admin.id, role: "superadmin" });
  const adminCookie = await sessionCookie(admin.id);
  const list = await (await fetchResponse(get("/admin?tab=refunds", adminCookie))).text();
  expect(list).toContain("$1,000,000.00");
  expect((await fetchApp(post("/admin", { form: review }, adminCookie))).status).toBe(200);
  expect((await fetchApp(post("/admin", { form: review }, adminCookie))).status).toBe(409);
  expect((await companyMetrics(db, company.id, Date.now())).moneyReturned).toEqual([
    { currency: "USD", amountMinor: 100_000_000 },
  ]);
  expect(await usd()).toBe(before + 100_000_000);
  expect(await refundWords(id)).not.toContain(REFUND_PENDING_REVIEW);
});

it("a refused outlier stays on the complaint as the complainant's word, outside the figures", async () => {
  const company = await createClaimedCompany();
  const complainant = await aged();
  const id = await offered(company, complainant.id, "250000", "EUR");
  expect((await confirmed(id, complainant.id)).row?.counting).toBe("review");
  const admin = await createUser();
  await db
    .insert(userRoles)
    .values({ id: crypto.randomUUID(), userId: admin.id, role: "superadmin" });
  const refused = await fetchApp(
    post(
      "/admin",
      { form: { intent: "review-refund", complaintId: id, decision: "refuse" } },
      await sessionCookie(admin.id),
    ),
  );
  expect(refused.status).toBe(200);
  const [row] = await db.select().from(refunds).where(eq(refunds.complaintId, id));
  expect(row).toMatchObject({ status: "received", counting: "refused", reviewedBy: admin.id });
  expect((await companyMetrics(db, company.id, Date.now())).moneyReturned).toEqual([]);
  const page = await getComplaintPage(db, id, null);
  expect(page?.complaint.refund).toMatchObject({ status: "received", pendingReview: false });
});

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
