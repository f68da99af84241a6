import { FOUND_DEMANDING_PAYMENT, leftOutLine } from "@shared/flags";
import { extortionFindings, extortionReports, refunds } from "@worker/db/schema";
import { companyMetrics } from "@worker/services/companies/figures";
import { getComplaintPage } from "@worker/services/complaints/detail";
import { companyFlags } from "@worker/services/flags/company-flags";
import { decideExtortionReport } from "@worker/services/flags/extortion";
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { expect, it } from "vitest";
import { CompanyFlagsNote, FoundDemandingPayment } from "~/components/company/company-flags";
import { createClaimedCompany, createComplaint, createUser, db } from "../factories";
import { DEMAND, html, reportForm, superadmin } from "./setup";

/**
 * Deciding an extortion report: upheld, it labels the author's complaints and leaves them out of
 * the figures, visibly; rejected, it changes nothing but its own status (shared set-up:
 * setup.ts).
 */

it("an upheld extortion report labels the author's complaints and leaves them out of the figures, visibly", async () => {
  const company = await createClaimedCompany();
  const honest = await createComplaint({
    companyId: company.id,
    companyName: company.name,
    hasResponse: true,
  });
  const author = await createUser();
  const first = await createComplaint({
    companyId: company.id,
    companyName: company.name,
    userId: author.id,
  });
  await createComplaint({ companyId: company.id, companyName: company.name, userId: author.id });
  // A refund confirmed on the author's complaint counts as money returned until the finding.
  await db.insert(refunds).values({
    complaintId: first.id,
    companyId: company.id,
    amountMinor: 50000,
    currency: "USD",
    dueOn: "2031-01-01",
    status: "received",
    counting: "counts",
  });
  const before = await companyMetrics(db, company.id, Date.now());
  expect(before.totalComplaints).toBe(3);
  expect(before.moneyReturned).toEqual([{ currency: "USD", amountMinor: 50000 }]);
  expect((await reportForm(first.id, company.member.id, DEMAND)).status).toBe(302);
  const [report] = await db
    .select({ id: extortionReports.id })
    .from(extortionReports)
    .where(eq(extortionReports.complaintId, first.id));
  const admin = await superadmin();
  expect(
    await decideExtortionReport(
      db,
      admin,
      { reportId: report?.id ?? "", outcome: "upheld" },
      Date.now(),
    ),
  ).toMatchObject({ ok: true });

  // Labelled and readable.
  const page = await getComplaintPage(db, first.id, null);
  expect(page?.complaint.authorFoundDemandingPayment).toBe(true);
  expect((await getComplaintPage(db, honest.id, null))?.complaint.authorFoundDemandingPayment).toBe(
    false,
  );
  expect(await html(createElement(FoundDemandingPayment))).toContain(FOUND_DEMANDING_PAYMENT);
  // Left out of the figures, and the page says how many.
  const after = await companyMetrics(db, company.id, Date.now());
  expect(after.totalComplaints).toBe(1);
  expect(after.responseRate).toBe(100);
  expect(after.moneyReturned).toEqual([]);
  const flags = await companyFlags(db, company.id);
  expect(flags).toEqual({ memberReported: 1, memberReportsUpheld: 1, leftOut: 2 });
  const note = await html(createElement(CompanyFlagsNote, { flags }));
  expect(note).toContain(leftOutLine(2));
  expect(leftOutLine(2)).toBe(
    "2 complaints by accounts a moderator found demanding payment are left out of these figures.",
  );
  const [finding] = await db
    .select()
    .from(extortionFindings)
    .where(eq(extortionFindings.userId, author.id));
  expect(finding).toMatchObject({ reportId: report?.id, decidedBy: admin });
  // Decided once.
  expect(
    await decideExtortionReport(
      db,
      admin,
      { reportId: report?.id ?? "", outcome: "rejected" },
      Date.now(),
    ),
  ).toMatchObject({ ok: false, code: "conflict" });
});

it("a rejected extortion report changes nothing but its own status", async () => {
  const company = await createClaimedCompany();
  const complaint = await createComplaint({ companyId: company.id, companyName: company.name });
  expect((await reportForm(complaint.id, company.member.id, DEMAND)).status).toBe(302);
  const [report] = await db
    .select({ id: extortionReports.id })
    .from(extortionReports)
    .where(eq(extortionReports.complaintId, complaint.id));
  const before = await companyMetrics(db, company.id, Date.now());
  const admin = await superadmin();
  expect(
    await decideExtortionReport(
      db,
      admin,
      { reportId: report?.id ?? "", outcome: "rejected" },
      Date.now(),
    ),
  ).toMatchObject({ ok: true });
  expect(await companyMetrics(db, company.id, Date.now())).toEqual(before);
  expect(
    await db.select().from(extortionFindings).where(eq(extortionFindings.userId, complaint.userId)),
  ).toEqual([]);
  expect(
    (await getComplaintPage(db, complaint.id, null))?.complaint.authorFoundDemandingPayment,
  ).toBe(false);
  expect(await companyFlags(db, company.id)).toEqual({
    memberReported: 1,
    memberReportsUpheld: 0,
    leftOut: 0,
  });
});
