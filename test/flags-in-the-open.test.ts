import { FOUND_DEMANDING_PAYMENT, leftOutLine } from "@shared/flags";
import type { SessionUser } from "@worker/auth/current-user";
import {
  complaints,
  extortionFindings,
  extortionReports,
  moderationOutcomes,
  refunds,
  userRoles,
} from "@worker/db/schema";
import { decideReports } from "@worker/services/admin/moderation";
import { companyMetrics } from "@worker/services/companies/metrics";
import { performCardAction } from "@worker/services/complaints/card-actions";
import { getComplaintPage } from "@worker/services/complaints/detail";
import { companyFlags } from "@worker/services/flags/company-flags";
import { decideExtortionReport } from "@worker/services/flags/extortion";
import { apiCompany } from "@worker/services/public-api";
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToReadableStream } from "react-dom/server";
import { expect, it } from "vitest";
import { CompanyFlagsNote, FoundDemandingPayment } from "~/components/company/company-flags";
import { createClaimedCompany, createComplaint, createUser, db, postbox } from "./factories";
import { fetchApp, post, sessionCookie } from "./harness/app";

/**
 * Flags in the open (issue 37, decision 032): a member's report never hides a complaint and
 * raises the company's published count; "report extortion" with the demand; an upheld report
 * labels the author's complaints and leaves them out of the figures, visibly; a rejected one
 * changes nothing.
 */

const asActor = (id: string): SessionUser => ({
  id,
  email: `${id}@example.com`,
  emailVerified: true,
  sessionVersion: 0,
  role: "user",
  blocked: false,
  unreadNotifications: 0,
  profile: null,
});

async function html(element: ReturnType<typeof createElement>) {
  const stream = await renderToReadableStream(element);
  await stream.allReady;
  return (await new Response(stream).text()).replace(/<!-- -->/g, "");
}

const DEMAND = "He wrote: pay me 500 dollars and I will delete the complaint.";

async function reportForm(complaintId: string, userId: string, demand: string | undefined) {
  const form: Record<string, string> = {};
  if (demand !== undefined) form.demand = demand;
  return fetchApp(
    post(`/complaint/${complaintId}/report-extortion`, { form }, await sessionCookie(userId)),
  );
}

async function superadmin() {
  const { id } = await createUser();
  await db.insert(userRoles).values({ id: crypto.randomUUID(), userId: id, role: "superadmin" });
  return id;
}

it("a member's report leaves the complaint public and raises the company's published report count", async () => {
  const company = await createClaimedCompany();
  const complaint = await createComplaint({ companyId: company.id, companyName: company.name });
  expect(await companyFlags(db, company.id)).toEqual({
    memberReported: 0,
    memberReportsUpheld: 0,
    leftOut: 0,
  });
  const done = await performCardAction(
    postbox,
    asActor(company.member.id),
    complaint.id,
    { intent: "report", reason: "Not true" },
    Date.now(),
  );
  expect(done).toMatchObject({ ok: true });
  // Public: the page a visitor opens still shows it, unchanged.
  const page = await getComplaintPage(db, complaint.id, null);
  expect(page?.complaint.id).toBe(complaint.id);
  expect(page?.complaint.status).toBe("open");
  expect(await companyFlags(db, company.id)).toEqual({
    memberReported: 1,
    memberReportsUpheld: 0,
    leftOut: 0,
  });
  const api = await apiCompany(db, company.slug, "http://localhost", Date.now());
  expect(api?.flags).toEqual({
    member_reported: 1,
    member_reports_upheld: 0,
    left_out_of_metrics: 0,
  });
  const note = await html(
    createElement(CompanyFlagsNote, { flags: await companyFlags(db, company.id) }),
  );
  expect(note).toContain(
    "Reported by this company&#x27;s members: 1 complaint · 0 upheld by a moderator",
  );

  // A moderator removes it: the count keeps it (the reports went with the complaint) as upheld.
  const admin = await superadmin();
  expect(
    await decideReports(
      db,
      admin,
      { complaintId: complaint.id, outcome: "removed", reason: "It named a private person." },
      Date.now(),
    ),
  ).toMatchObject({ ok: true });
  const [outcome] = await db
    .select()
    .from(moderationOutcomes)
    .where(eq(moderationOutcomes.complaintId, complaint.id));
  expect(outcome).toMatchObject({ companyId: company.id, memberReported: true });
  expect(await companyFlags(db, company.id)).toEqual({
    memberReported: 1,
    memberReportsUpheld: 1,
    leftOut: 0,
  });
});

it("a member reports extortion with the demand: stored for the moderators, the complaint untouched", async () => {
  const company = await createClaimedCompany();
  const complaint = await createComplaint({ companyId: company.id, companyName: company.name });
  const answer = await reportForm(complaint.id, company.member.id, `  ${DEMAND}  `);
  expect(answer.status).toBe(302);
  const [stored] = await db
    .select()
    .from(extortionReports)
    .where(eq(extortionReports.complaintId, complaint.id));
  expect(stored).toMatchObject({
    companyId: company.id,
    accountId: complaint.userId,
    reporterId: company.member.id,
    demand: DEMAND,
    status: "open",
    attachmentKey: null,
  });
  expect((await getComplaintPage(db, complaint.id, null))?.complaint.id).toBe(complaint.id);
  expect((await companyFlags(db, company.id)).memberReported).toBe(1);

  // Once per member per complaint, said in words, stored once.
  const again = await reportForm(complaint.id, company.member.id, DEMAND);
  expect(again.status).toBe(409);
  expect(JSON.stringify(again.body)).toContain("already reported this complaint as extortion");
  const rows = await db
    .select()
    .from(extortionReports)
    .where(eq(extortionReports.complaintId, complaint.id));
  expect(rows).toHaveLength(1);
});

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

it("only a member of the complaint's company may report extortion; bad input is refused in words and nothing is written", async () => {
  const company = await createClaimedCompany();
  const complaint = await createComplaint({ companyId: company.id, companyName: company.name });
  const stranger = await createUser();
  const other = await createClaimedCompany();
  const count = async () =>
    (
      await db
        .select({ id: extortionReports.id })
        .from(extortionReports)
        .where(eq(extortionReports.complaintId, complaint.id))
    ).length;

  const byStranger = await reportForm(complaint.id, stranger.id, DEMAND);
  expect(byStranger.status).toBe(403);
  expect(JSON.stringify(byStranger.body)).toContain("Only members of the complaint");
  expect((await reportForm(complaint.id, other.member.id, DEMAND)).status).toBe(403);
  const anonymous = await fetchApp(
    post(`/complaint/${complaint.id}/report-extortion`, { form: { demand: DEMAND } }),
  );
  expect(anonymous.status).toBe(401);

  for (const [demand, words] of [
    [undefined, "at least 10 characters"],
    ["   short  ", "at least 10 characters"],
    ["x".repeat(2001), "under 2000 characters"],
  ] as const) {
    const refused = await reportForm(complaint.id, company.member.id, demand);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(words);
    // What was typed comes back with the message.
    if (demand) expect(JSON.stringify(refused.body)).toContain(demand.trim().slice(0, 20));
  }
  expect(await reportForm("no-such-complaint", company.member.id, DEMAND)).toMatchObject({
    status: 404,
  });
  expect(await count()).toBe(0);
  // The complaint is as it was.
  const [row] = await db.select().from(complaints).where(eq(complaints.id, complaint.id));
  expect(row?.status).toBe("open");
});
