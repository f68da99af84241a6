/**
 * What the refunds-that-count tests share (issue 35, decision 027): an account older than a day,
 * a complaint answered by the company's member with a refund, the complainant confirming it
 * arrived, and the site's money returned in USD.
 */
import { refunds } from "@worker/db/schema";
import { moneyReturnedOnSite } from "@worker/services/companies/figures";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { type createClaimedCompany, createComplaint, createUser, db } from "../factories";
import { fetchApp, post, sessionCookie } from "../harness/app";

/** The routes the tests post to, loaded once per file (their first import is slow). */
export async function loadRoutes() {
  await import("../../app/routes/company/route");
  await import("../../app/routes/complaint-actions/route");
  await import("../../app/routes/admin/route");
}

export const DAY = 86_400_000;
export const aged = () => createUser({ createdAt: new Date(Date.now() - 2 * DAY) });

export type Company = Awaited<ReturnType<typeof createClaimedCompany>>;

/** A complaint by `complainant` at `company`, answered by its member with a refund. */
export async function offered(
  company: Company,
  complainantId: string,
  amount: string,
  currency = "USD",
) {
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
          category: "monetary",
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

export async function confirmed(id: string, complainantId: string) {
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

export const usd = async () =>
  (await moneyReturnedOnSite(db)).find((sum) => sum.currency === "USD")?.amountMinor ?? 0;
