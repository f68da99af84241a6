/**
 * UCK's promises to complainants (/guarantees, issue 37, decision 033), through the real routes
 * and D1: no company action hides a complaint, and an offer asking for the complaint's deletion is
 * refused. shared/content/guarantees.ts names these tests by name: rename one there too.
 */
import { companyResponses, complaints, notifications, refunds } from "@worker/db/schema";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { db } from "../factories";
import { cardAction, companyForm, DAY, day, expectPublic, filed, loadRoutes } from "./setup";

beforeAll(loadRoutes, 60_000);

it("a company's report, response, refund offer and Mark Resolved leave the complaint public", async () => {
  const { company, member, author, id } = await filed();
  await expectPublic(id, "filed");

  const reported = await cardAction(
    id,
    { intent: "report", reason: "This is not true." },
    member.cookie,
  );
  expect(reported.status).toBe(200);
  await expectPublic(id, "after the company's member reported it");

  const answered = await companyForm(
    company.slug,
    {
      intent: "respond",
      complaintId: id,
      text: "We found your bag and are sending it with a refund.",
      offerReimbursement: "on",
      reimbursement: "The delivery fee back",
      category: "monetary",
      refundAmount: "40",
      refundCurrency: "EUR",
      refundDue: day(Date.now()),
    },
    member.cookie,
  );
  expect(answered.status).toBe(200);
  await expectPublic(id, "after the response with a refund");

  expect(
    (await cardAction(id, { intent: "refund", answer: "not_received" }, author.cookie)).status,
  ).toBe(200);
  const offered = await companyForm(
    company.slug,
    {
      intent: "refund-offer",
      complaintId: id,
      refundAmount: "45",
      refundCurrency: "EUR",
      refundDue: day(Date.now() + 3 * DAY),
    },
    member.cookie,
  );
  expect(offered.status).toBe(200);
  await expectPublic(id, "after a new refund offer");

  const resolved = await companyForm(
    company.slug,
    { intent: "resolve", complaintId: id },
    member.cookie,
  );
  expect(resolved.status).toBe(200);
  await expectPublic(id, "after Mark Resolved");
  const [row] = await db
    .select({ status: complaints.status, claimedAt: complaints.companyResolvedAt })
    .from(complaints)
    .where(eq(complaints.id, id));
  // The company's claim; the complainant decides (decision 040).
  expect(row?.status).toBe("in_progress");
  expect(row?.claimedAt).not.toBeNull();
});

it("a response or refund offer asking to delete the complaint is refused and nothing is written", async () => {
  const { company, member, author, id } = await filed();
  const asks = [
    {
      text: "We will refund you in full.",
      reimbursement: "Full refund once you delete your complaint",
    },
    { text: "We refund you if you withdraw the complaint.", reimbursement: "" },
    { text: "Reembolso completo.", reimbursement: "Le devolvemos el dinero si elimina su queja" },
    { text: "Şikayetinizi silmeniz halinde iade yapılacaktır.", reimbursement: "" },
  ];
  for (const ask of asks) {
    const refused = await companyForm(
      company.slug,
      {
        intent: "respond",
        complaintId: id,
        offerReimbursement: "on",
        category: "monetary",
        refundAmount: "40",
        refundCurrency: "EUR",
        refundDue: day(Date.now()),
        ...ask,
      },
      member.cookie,
    );
    expect(refused.status, ask.text).toBe(400);
    expect(JSON.stringify(refused.body), ask.text).toContain(
      "may not ask the complainant to delete, remove or withdraw their complaint",
    );
  }
  // Nothing was written: no response, no refund, no notification, and the complaint is unchanged.
  expect(
    await db.select().from(companyResponses).where(eq(companyResponses.complaintId, id)),
  ).toEqual([]);
  expect(await db.select().from(refunds).where(eq(refunds.complaintId, id))).toEqual([]);
  expect(await db.select().from(notifications).where(eq(notifications.userId, author.id))).toEqual(
    [],
  );
  const [row] = await db
    .select({ hasResponse: complaints.hasResponse, status: complaints.status })
    .from(complaints)
    .where(eq(complaints.id, id));
  expect(row).toEqual({ hasResponse: false, status: "open" });

  // A near miss is sent: removing a charge is not a request to remove the complaint.
  const sent = await companyForm(
    company.slug,
    {
      intent: "respond",
      complaintId: id,
      text: "We removed the charge and deleted the duplicate payment.",
      offerReimbursement: "on",
      reimbursement: "The fee has been removed",
      category: "explanation",
    },
    member.cookie,
  );
  expect(sent.status).toBe(200);
  await expectPublic(id, "after the near miss");
});
