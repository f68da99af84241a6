/**
 * Refunds that count (issue 35): an amount far above the company's usual refunds waits for a
 * superadmin, and the complaint says "pending review" meanwhile; approved it counts, refused it
 * stays on the complaint as the complainant's word, outside the figures.
 */
import { REFUND_PENDING_REVIEW } from "@shared/refund-counting";
import { REFUND_TOASTS } from "@shared/refunds";
import { refunds, userRoles } from "@worker/db/schema";
import { companyMetrics } from "@worker/services/companies/figures";
import { getComplaintPage } from "@worker/services/complaints/detail";
import { eq } from "drizzle-orm";
import { type ComponentType, createElement, type ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { beforeAll, expect, it } from "vitest";
import { RefundLine } from "~/components/complaint/refund";
import { catalogueFor } from "~/i18n/catalogue.server";
import { type I18nData, I18nProvider } from "~/i18n/i18n";
import { createClaimedCompany, createUser, db } from "../factories";
import { fetchApp, fetchResponse, get, post, sessionCookie } from "../harness/app";
import { aged, confirmed, loadRoutes, offered, usd } from "./setup";

beforeAll(loadRoutes, 60_000);

// The provider with its children as createElement's third argument.
const Provider = I18nProvider as ComponentType<{ data: I18nData; children?: ReactNode }>;

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
