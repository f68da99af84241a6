import type { SessionUser } from "@worker/auth/current-user";
import { moderationOutcomes } from "@worker/db/schema";
import { decideReports } from "@worker/services/admin/moderation";
import { performCardAction } from "@worker/services/complaints/card-actions";
import { getComplaintPage } from "@worker/services/complaints/detail";
import { companyFlags } from "@worker/services/flags/company-flags";
import { apiCompany } from "@worker/services/public-api";
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { expect, it } from "vitest";
import { CompanyFlagsNote } from "~/components/company/company-flags";
import { createClaimedCompany, createComplaint, db, postbox } from "../factories";
import { html, superadmin } from "./setup";

/**
 * A company member's report leaves the complaint public and raises the company's published
 * report count (shared set-up: setup.ts).
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
