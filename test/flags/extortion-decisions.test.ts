import { FOUND_DEMANDING_PAYMENT, leftOutLine } from "@shared/flags";
import { extortionFindings, extortionReports, notifications, refunds } from "@worker/db/schema";
import { companyMetrics } from "@worker/services/companies/figures";
import { getComplaintPage } from "@worker/services/complaints/detail";
import { companyFlags } from "@worker/services/flags/company-flags";
import { decideExtortionReport, ExtortionDecisionSchema } from "@worker/services/flags/extortion";
import { listNotifications } from "@worker/services/notifications";
import { workerWords } from "@worker/words";
import { and, eq, inArray } from "drizzle-orm";
import { createElement } from "react";
import { expect, it } from "vitest";
import { FoundDemandingPayment } from "~/components/company/card-flags";
import { CompanyFlagsNote } from "~/components/company/company-flags";
import {
  createClaimedCompany,
  createCompany,
  createComplaint,
  createUser,
  db,
  postbox,
} from "../factories";
import { DEMAND, html, reportForm, superadmin } from "./setup";

/**
 * Deciding an extortion report (decision 039): upheld, it labels and leaves out of the figures
 * the reported complaint only, and others only where the moderator records the same demand;
 * rejected, it changes nothing but its own status (shared set-up: setup.ts).
 */

/** The findings on these complaints (the file's tests share one database). */
const findingsOn = (...ids: string[]) =>
  db.select().from(extortionFindings).where(inArray(extortionFindings.complaintId, ids));

async function reportOf(complaintId: string) {
  const [report] = await db
    .select({ id: extortionReports.id })
    .from(extortionReports)
    .where(eq(extortionReports.complaintId, complaintId));
  return report?.id ?? "";
}

it("an upheld report labels the reported complaint only: the author's other complaints and every other company's figures do not move", async () => {
  const company = await createClaimedCompany();
  const honest = await createComplaint({
    companyId: company.id,
    companyName: company.name,
    hasResponse: true,
  });
  const author = await createUser();
  const reported = await createComplaint({
    companyId: company.id,
    companyName: company.name,
    userId: author.id,
  });
  const sibling = await createComplaint({
    companyId: company.id,
    companyName: company.name,
    userId: author.id,
  });
  // The same author's complaint about another company, which nobody reported (the DHL).
  const elsewhere = await createCompany();
  const elsewhereAnswered = await createComplaint({
    companyId: elsewhere.id,
    companyName: elsewhere.name,
    userId: author.id,
    hasResponse: true,
  });
  await createComplaint({ companyId: elsewhere.id, companyName: elsewhere.name });
  // A refund confirmed on the reported complaint counts as money returned until the finding.
  await db.insert(refunds).values({
    complaintId: reported.id,
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
  const elsewhereBefore = await companyMetrics(db, elsewhere.id, Date.now());
  expect(elsewhereBefore.totalComplaints).toBe(2);
  expect((await reportForm(reported.id, company.member.id, DEMAND)).status).toBe(302);
  const reportId = await reportOf(reported.id);
  const admin = await superadmin();
  expect(
    await decideExtortionReport(postbox, admin, { reportId, outcome: "upheld" }, Date.now()),
  ).toMatchObject({ ok: true });

  // The reported complaint is labelled and readable; nothing else of the author's is.
  expect((await getComplaintPage(db, reported.id, null))?.complaint.foundDemandingPayment).toBe(
    true,
  );
  for (const other of [honest, sibling, elsewhereAnswered])
    expect((await getComplaintPage(db, other.id, null))?.complaint.foundDemandingPayment).toBe(
      false,
    );
  expect(await html(createElement(FoundDemandingPayment))).toContain(FOUND_DEMANDING_PAYMENT);
  expect(FOUND_DEMANDING_PAYMENT).toBe(
    "A moderator found that this complaint was used to demand payment for its removal.",
  );
  // Only the reported complaint leaves this company's figures; the other company's do not move.
  const after = await companyMetrics(db, company.id, Date.now());
  expect(after.totalComplaints).toBe(2);
  expect(after.moneyReturned).toEqual([]);
  expect(await companyMetrics(db, elsewhere.id, Date.now())).toEqual(elsewhereBefore);
  expect(await companyFlags(db, elsewhere.id)).toEqual({
    memberReported: 0,
    memberReportsUpheld: 0,
    leftOut: 0,
  });
  const flags = await companyFlags(db, company.id);
  expect(flags).toEqual({ memberReported: 1, memberReportsUpheld: 1, leftOut: 1 });
  expect(await html(createElement(CompanyFlagsNote, { flags }))).toContain(leftOutLine(1));
  expect(await findingsOn(reported.id, sibling.id, elsewhereAnswered.id, honest.id)).toEqual([
    expect.objectContaining({
      complaintId: reported.id,
      reportId,
      basis: "reported",
      note: null,
      decidedBy: admin,
    }),
  ]);
  // The author was told of the report and of the finding, in their language when read.
  const inbox = await listNotifications(db, author.id, null, workerWords("tr"));
  expect(inbox.items.map((item) => item.type).sort()).toEqual([
    "extortion_found",
    "extortion_reported",
  ]);
  const found = inbox.items.find((item) => item.type === "extortion_found");
  expect(found?.text).toContain("Bir moderatör");
  expect(found?.href).toBe(`/complaint/${reported.id}/answer-extortion`);
  // Decided once.
  expect(
    await decideExtortionReport(postbox, admin, { reportId, outcome: "rejected" }, Date.now()),
  ).toMatchObject({ ok: false, code: "conflict" });
});

it("the same demand found on another complaint of the author about the company is recorded on that one, with the moderator's note", async () => {
  const company = await createClaimedCompany();
  const author = await createUser();
  const mine = (companyId = company.id, companyName = company.name) =>
    createComplaint({ companyId, companyName, userId: author.id });
  const reported = await mine();
  const same = await mine();
  const untouched = await mine();
  const elsewhere = await createCompany();
  const otherCompany = await mine(elsewhere.id, elsewhere.name);
  const strangers = await createComplaint({ companyId: company.id, companyName: company.name });
  expect((await reportForm(reported.id, company.member.id, DEMAND)).status).toBe(302);
  const reportId = await reportOf(reported.id);
  const admin = await superadmin();
  const NOTE = "The same message asking 500 dollars is quoted in this complaint's comments.";

  // A complaint of someone else, or about another company, cannot carry it: nothing is decided.
  for (const wrong of [strangers.id, otherCompany.id]) {
    expect(
      await decideExtortionReport(
        postbox,
        admin,
        { reportId, outcome: "upheld", sameComplaints: [wrong], sameNote: NOTE },
        Date.now(),
      ),
    ).toMatchObject({ ok: false, code: "invalid" });
  }
  expect(await findingsOn(reported.id, same.id, strangers.id, otherCompany.id)).toEqual([]);
  // A note is required, and the form reads addresses as well as ids.
  expect(
    ExtortionDecisionSchema.safeParse({
      reportId,
      outcome: "upheld",
      sameComplaints: `https://uck.example/complaint/${same.id}`,
    }).success,
  ).toBe(false);
  // Rejecting ignores the field.
  expect(
    ExtortionDecisionSchema.safeParse({ reportId, outcome: "rejected", sameComplaints: same.id })
      .success,
  ).toBe(true);
  const parsed = ExtortionDecisionSchema.parse({
    reportId,
    outcome: "upheld",
    sameComplaints: `https://uck.example/complaint/${same.id}\n`,
    sameNote: NOTE,
  });
  expect(parsed.sameComplaints).toEqual([same.id]);
  expect(await decideExtortionReport(postbox, admin, parsed, Date.now())).toMatchObject({
    ok: true,
  });

  const findings = await findingsOn(
    reported.id,
    same.id,
    untouched.id,
    otherCompany.id,
    strangers.id,
  );
  expect(findings.map((f) => [f.complaintId, f.basis, f.note]).sort()).toEqual(
    [
      [reported.id, "reported", null],
      [same.id, "same_demand", NOTE],
    ].sort(),
  );
  for (const [complaint, labelled] of [
    [same, true],
    [untouched, false],
    [otherCompany, false],
  ] as const)
    expect((await getComplaintPage(db, complaint.id, null))?.complaint.foundDemandingPayment).toBe(
      labelled,
    );
  expect((await companyFlags(db, company.id)).leftOut).toBe(2);
  expect((await companyFlags(db, elsewhere.id)).leftOut).toBe(0);
  // The author hears of each finding.
  const told = await db
    .select({ complaintId: notifications.complaintId })
    .from(notifications)
    .where(and(eq(notifications.type, "extortion_found"), eq(notifications.userId, author.id)));
  expect(told.map((row) => row.complaintId).sort()).toEqual([reported.id, same.id].sort());
});

it("a rejected extortion report changes nothing but its own status", async () => {
  const company = await createClaimedCompany();
  const complaint = await createComplaint({ companyId: company.id, companyName: company.name });
  expect((await reportForm(complaint.id, company.member.id, DEMAND)).status).toBe(302);
  const reportId = await reportOf(complaint.id);
  const before = await companyMetrics(db, company.id, Date.now());
  const admin = await superadmin();
  expect(
    await decideExtortionReport(postbox, admin, { reportId, outcome: "rejected" }, Date.now()),
  ).toMatchObject({ ok: true });
  expect(await companyMetrics(db, company.id, Date.now())).toEqual(before);
  expect(await findingsOn(complaint.id)).toEqual([]);
  expect((await getComplaintPage(db, complaint.id, null))?.complaint.foundDemandingPayment).toBe(
    false,
  );
  expect(await companyFlags(db, company.id)).toEqual({
    memberReported: 1,
    memberReportsUpheld: 0,
    leftOut: 0,
  });
});
