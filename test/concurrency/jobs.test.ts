import { createExecutionContext, env } from "cloudflare:test";
import { createApp } from "@worker/app";
import { createSession } from "@worker/auth/session";
import {
  companies,
  companyClaims,
  companyFollows,
  companyMembers,
  complaints,
  emailOutbox,
  notifications,
  users,
} from "@worker/db/schema";
import { ESCALATION_CRON, runScheduledJobs } from "@worker/jobs";
import { confirmClaim } from "@worker/services/companies/claim-link";
import { sendClaimVerification, submitClaim } from "@worker/services/companies/claims";
import { DELETION_GRACE_MS } from "@worker/services/users/deletion-request";
import { and, eq, inArray } from "drizzle-orm";
import { expect, it } from "vitest";
import { createCompany, createComplaint, createUser, createUsers, db, postbox } from "../factories";
import * as build from "../stubs/server-build";

/**
 * Races on claims and on the cron (the counters are in concurrency.test.ts).
 * test/claims/claims.test.ts proves three clicks on one link; test/escalation/escalation.test.ts proves
 * overlapping escalateOverdueComplaints runs. Here: several claimants of one page, one claimant
 * asking for the mail many times at once, and the whole scheduled job run five times over.
 */
const ORIGIN = "http://localhost";
const NOW = Date.now();
const HOUR = 3_600_000;
const app = createApp(async () => build, "test");
const deps = postbox;

async function slugOf(companyId: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row?.slug ?? "";
}
async function tokensMailedTo(email: string) {
  const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
  return mails.map((m) => m.textBody.match(/claim\?token=([a-z0-9]+)/)?.[1] ?? "");
}
async function claimState(companyId: string) {
  const members = await db
    .select()
    .from(companyMembers)
    .where(eq(companyMembers.companyId, companyId));
  const claims = await db
    .select({ status: companyClaims.status, userId: companyClaims.userId })
    .from(companyClaims)
    .where(eq(companyClaims.companyId, companyId));
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  return { members, claims, company };
}

it("five claimants click their mailed links at once, each ten times: one owner, one verified claim", async () => {
  const company = await createCompany({ domain: "race.example" });
  const slug = await slugOf(company.id);
  const claimants = await createUsers(5);
  const links: { userId: string; token: string }[] = [];
  for (const [i, claimant] of claimants.entries()) {
    const email = `ops${i}@race.example`;
    await submitClaim(db, claimant.id, company.id, { email, domain: "race.example" }, NOW);
    await sendClaimVerification(deps, claimant.id, slug, NOW);
    for (const token of await tokensMailedTo(email)) links.push({ userId: claimant.id, token });
  }
  expect(new Set(links.map((link) => link.token)).size).toBe(5);
  // Each claimant confirms from their link's page ten times at once: 50 confirmations.
  const clicks = await Promise.all(
    links.flatMap(({ userId, token }) =>
      Array.from({ length: 10 }, () => confirmClaim(db, userId, token, NOW)),
    ),
  );
  expect(clicks.filter((c) => c.ok)).toHaveLength(1);
  const { members, claims, company: page } = await claimState(company.id);
  expect(members).toHaveLength(1);
  expect(members[0]?.role).toBe("owner");
  const verified = claims.filter((c) => c.status === "verified");
  expect(verified).toHaveLength(1);
  expect(verified[0]?.userId).toBe(members[0]?.userId);
  expect(claims.filter((c) => c.status === "pending")).toHaveLength(4);
  expect(page).toMatchObject({ claimed: true, verified: true });
});

it("one claimant asks for the mail 20 times at once (5 are sent, the rest refused by the rate limit): exactly one of the links works", async () => {
  const company = await createCompany({ domain: "resend.example" });
  const claimant = await createUser();
  const email = "boss@resend.example";
  await submitClaim(db, claimant.id, company.id, { email, domain: "resend.example" }, NOW);
  const { token } = await createSession(env.SESSIONS, claimant.id, 0, NOW);
  const body = JSON.stringify({
    requesterEmail: email,
    companyName: company.name,
    companyDomain: "resend.example",
    companySlug: await slugOf(company.id),
  });
  const responses = await Promise.all(
    Array.from({ length: 20 }, () =>
      app.fetch(
        new Request(`${ORIGIN}/api/functions/send-claim-verification`, {
          method: "POST",
          headers: {
            Origin: ORIGIN,
            Cookie: `uck_session=${token}`,
            "Content-Type": "application/json",
          },
          body,
        }),
        env,
        createExecutionContext(),
      ),
    ),
  );
  const answers = await Promise.all(responses.map((r) => r.json()));
  // Five mails an hour per claimant; the rest are refused before any mail is sent.
  const sent = answers.filter((a) => JSON.stringify(a) === '{"success":true,"sent":true}');
  expect(sent).toHaveLength(5);
  expect(responses.filter((r) => r.status === 429)).toHaveLength(15);
  const tokens = await tokensMailedTo(email);
  const clicks = await Promise.all(tokens.map((t) => confirmClaim(db, claimant.id, t, NOW)));
  expect(clicks.filter((c) => c.ok)).toHaveLength(1);
  const { members, claims } = await claimState(company.id);
  expect(members.map((m) => m.userId)).toEqual([claimant.id]);
  expect(claims.map((c) => c.status)).toEqual(["verified"]);
});

it("five overlapping runs of the scheduled job escalate, notify and erase each due item once", async () => {
  const now = new Date(NOW);
  const firms = await Promise.all([createCompany(), createCompany(), createCompany()]);
  const followers = await createUsers(6);
  await db.insert(companyFollows).values(
    followers.map((f, i) => ({
      id: crypto.randomUUID(),
      userId: f.id,
      companyId: firms[i % 3]?.id ?? "",
    })),
  );
  // 120 due complaints: more than one chunk of the job's notification batches.
  const due = await Promise.all(
    Array.from({ length: 120 }, (_, i) => {
      const firm = firms[i % 3];
      return createComplaint({
        companyId: firm?.id,
        companyName: firm?.name,
        createdAt: new Date(NOW - 49 * HOUR),
      });
    }),
  );
  const notDue = await createComplaint({ createdAt: new Date(NOW - 47 * HOUR) });
  const leaving = await createUser();
  await db
    .update(users)
    .set({ deletionRequestedAt: new Date(NOW - DELETION_GRACE_MS - HOUR) })
    .where(eq(users.id, leaving.id));

  const runs = await Promise.all(
    Array.from({ length: 5 }, () => runScheduledJobs(ESCALATION_CRON, env, now)),
  );
  // Every job of every run succeeded: an overlap is safe, not a failure.
  expect(runs.flatMap((r) => Object.values(r).filter((report) => !report.ok))).toEqual([]);
  const escalated = runs.flatMap((r) => (r.escalation?.ok ? r.escalation.result.escalated : []));
  expect(new Set(escalated).size).toBe(escalated.length);
  expect(new Set(escalated)).toEqual(new Set(due.map((c) => c.id)));
  const erased = runs.flatMap((r) => {
    const report = r["account-erasure"];
    return report?.ok ? report.result.erased : [];
  });
  expect(erased.filter((id) => id === leaving.id)).toHaveLength(1);

  // The three companies hold only the due complaints (D1 binds at most 100 values a query).
  const byFirm = inArray(
    complaints.companyId,
    firms.map((f) => f.id),
  );
  const rows = await db.select().from(complaints).where(byFirm);
  expect(rows).toHaveLength(120);
  expect(rows.every((r) => r.status === "escalated" && r.escalatedAt?.getTime() === NOW)).toBe(
    true,
  );
  const [untouched] = await db.select().from(complaints).where(eq(complaints.id, notDue.id));
  expect(untouched?.status).toBe("open");
  const told = await db
    .select({ complaintId: notifications.complaintId, userId: notifications.userId })
    .from(notifications)
    .innerJoin(complaints, eq(complaints.id, notifications.complaintId))
    .where(and(byFirm, eq(notifications.type, "complaint_escalated")));
  // Each complaint: its author and the two followers of its company, once each.
  expect(told).toHaveLength(120 * 3);
  expect(new Set(told.map((n) => `${n.complaintId}:${n.userId}`)).size).toBe(120 * 3);
  for (const complaint of due.slice(0, 3)) {
    expect(told.filter((n) => n.complaintId === complaint.id).map((n) => n.userId)).toContain(
      complaint.userId,
    );
  }
});
