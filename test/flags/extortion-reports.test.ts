import { complaints, extortionReports } from "@worker/db/schema";
import { getComplaintPage } from "@worker/services/complaints/detail";
import { companyFlags } from "@worker/services/flags/company-flags";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { createClaimedCompany, createComplaint, createUser, db } from "../factories";
import { fetchApp, post } from "../harness/app";
import { DEMAND, reportForm } from "./setup";

/**
 * Reporting extortion: a member of the complaint's company reports it with the demand, stored for
 * the moderators; anyone else, and bad input, is refused in words with nothing written (shared
 * set-up: setup.ts).
 */

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
