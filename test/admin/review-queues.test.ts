/**
 * The admin's review queues: reports (keep or remove, with the notice) and company claims
 * (approve or reject, with the requester told).
 */
import {
  companies,
  companyClaims,
  companyMembers,
  emailOutbox,
  moderationOutcomes,
  reports,
  userRoles,
  users,
} from "@worker/db/schema";
import { decideClaim, listClaimsForReview } from "@worker/services/admin/claims";
import { decideReports, listReportQueue } from "@worker/services/admin/moderation";
import { getComplaintPage, getRemoval } from "@worker/services/complaints/detail";
import { deliverDueMails } from "@worker/services/mail/deliver";
import { createMailer } from "@worker/services/mail/mailer";
import { and, count, eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { createCompany, createComplaint, createUser, db, postbox } from "../factories";
import { config, ORIGIN, post, superadmin } from "./setup";

beforeEach(async () => {
  // Each test decides for itself whether a superadmin exists (the bootstrap rule).
  await db.delete(userRoles);
});

it("reports: keep shows the review on the complaint; remove takes it down with a notice", async () => {
  const actor = await superadmin();
  const reporters = [await createUser(), await createUser()];
  const kept = await createComplaint({ text: "Kept complaint about late refunds." });
  const removed = await createComplaint({ text: "Removed complaint with a phone number." });
  for (const [complaintId, n] of [
    [kept.id, 2],
    [removed.id, 1],
  ] as const) {
    for (let i = 0; i < n; i++) {
      await db.insert(reports).values({
        id: crypto.randomUUID(),
        complaintId,
        reporterId: reporters[i]?.id ?? "",
        reason: `reason ${i}`,
      });
    }
  }
  const queue = (await listReportQueue(db)).items;
  expect(queue.find((item) => item.complaintId === kept.id)).toMatchObject({
    reportCount: 2,
    reasons: expect.arrayContaining(["reason 0", "reason 1"]),
  });

  const keep = await post(actor, {
    intent: "decide-report",
    complaintId: kept.id,
    outcome: "kept",
  });
  expect(keep.body.ok).toBe(true);
  const page = await getComplaintPage(db, kept.id, null);
  expect(page?.moderation).toMatchObject({ outcome: "kept", reportCount: 2 });
  const keptReports = await db.select().from(reports).where(eq(reports.complaintId, kept.id));
  expect(keptReports.every((r) => r.status === "dismissed" && r.reviewedBy === actor.id)).toBe(
    true,
  );

  const removal = { outcome: "removed", reason: "It names a private person." } as const;
  const [first, second] = await Promise.all([
    decideReports(db, actor.id, { complaintId: removed.id, ...removal }, Date.now()),
    decideReports(db, actor.id, { complaintId: removed.id, ...removal }, Date.now()),
  ]);
  expect([first.ok, second.ok].sort()).toEqual([false, true]);
  expect(await getComplaintPage(db, removed.id, null)).toBeNull();
  expect(await getRemoval(db, removed.id)).toMatchObject({ outcome: "removed", reportCount: 1 });
  expect(await getRemoval(db, kept.id)).toBeNull();
  expect((await listReportQueue(db)).items.map((item) => item.complaintId)).not.toContain(kept.id);
  const [outcomes] = await db
    .select({ n: count() })
    .from(moderationOutcomes)
    .where(eq(moderationOutcomes.complaintId, removed.id));
  expect(outcomes?.n).toBe(1);
});

it("claims waiting for review: approve makes the requester the owner, reject tells them", async () => {
  const actor = await superadmin();
  const requester = await createUser();
  const company = await createCompany({ name: "Review Me Inc" });
  const other = await createCompany({ name: "Reject Me Inc" });
  const claimIds = [crypto.randomUUID(), crypto.randomUUID()];
  await db.insert(companyClaims).values([
    {
      id: claimIds[0] as string,
      companyId: company.id,
      userId: requester.id,
      requesterEmail: "me@gmail.example",
      companyDomain: "review-me.example",
    },
    {
      id: claimIds[1] as string,
      companyId: other.id,
      userId: requester.id,
      requesterEmail: "me@gmail.example",
      companyDomain: "reject-me.example",
    },
  ]);
  const queue = await listClaimsForReview(db);
  expect(queue.map((claim) => claim.id)).toEqual(expect.arrayContaining(claimIds));
  const results = await Promise.all([
    decideClaim(
      postbox,
      actor.id,
      { claimId: claimIds[0] as string, decision: "approve" },
      Date.now(),
    ),
    decideClaim(
      postbox,
      actor.id,
      { claimId: claimIds[0] as string, decision: "approve" },
      Date.now(),
    ),
  ]);
  expect(results.filter((r) => r.ok)).toHaveLength(1);
  const members = await db
    .select()
    .from(companyMembers)
    .where(eq(companyMembers.companyId, company.id));
  expect(members).toEqual([expect.objectContaining({ userId: requester.id, role: "owner" })]);
  const [claimed] = await db.select().from(companies).where(eq(companies.id, company.id));
  expect(claimed?.claimed).toBe(true);

  const rejected = await post(actor, {
    intent: "decide-claim",
    claimId: claimIds[1] as string,
    decision: "reject",
  });
  expect(rejected.body.ok).toBe(true);
  const [rejectedClaim] = await db
    .select()
    .from(companyClaims)
    .where(eq(companyClaims.id, claimIds[1] as string));
  expect(rejectedClaim).toMatchObject({ status: "rejected", reviewedBy: actor.id });
  const [account] = await db.select().from(users).where(eq(users.id, requester.id));
  // The approval's mail waits for delivery (the request's postbox after the answer, or the cron).
  await deliverDueMails({ db, mailer: createMailer(config, db), publicHost: ORIGIN }, Date.now());
  const mailed = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, account?.email ?? ""));
  expect(mailed.map((mail) => mail.subject).sort()).toEqual([
    "You manage Review Me Inc on UCK",
    "Your claim of Reject Me Inc on UCK",
  ]);
  expect(mailed.every((mail) => mail.kind === "claim_decided")).toBe(true);
  expect(
    mailed.every((mail) => mail.headers?.["List-Unsubscribe"]?.includes("k=claim_decided")),
  ).toBe(true);
  expect(
    await db
      .select()
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, other.id), eq(companyMembers.userId, requester.id))),
  ).toEqual([]);
  expect((await listClaimsForReview(db)).map((claim) => claim.id)).not.toContain(claimIds[1]);
});
