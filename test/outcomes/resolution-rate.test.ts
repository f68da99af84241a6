/**
 * Issue 55, decision 040: resolved means the complainant said so. One fixture, read by every
 * surface that shows a company's resolution rate (the company page, its badge, its picture card,
 * the public API, the open data, the Resolved filter): 100 complaints filed 60 days ago, 22
 * confirmed by their complainants, 50 claimed by the company 40 days ago with no answer (closed
 * unverified) and 28 unanswered: 22% everywhere. With the 50 claimed 3 days ago they wait for
 * their complainants and the rate is 22 of 50.
 */
import { env } from "cloudflare:workers";
import { companies, complaints } from "@worker/db/schema";
import { companyCardFigures } from "@worker/services/cards/figures";
import { badgeFigures, badgeLines } from "@worker/services/companies/badge";
import { companyMetrics } from "@worker/services/companies/figures";
import { markResolved } from "@worker/services/companies/resolve";
import { respondToComplaint } from "@worker/services/companies/responses";
import { listFeed } from "@worker/services/complaints/feed";
import { answerResponse } from "@worker/services/complaints/satisfaction";
import { dueFiles, exportOpenData } from "@worker/services/open-data";
import { closeUnansweredClaims } from "@worker/services/reminders/claims";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import * as companyRoute from "~/routes/company/route";
import {
  archiveDb,
  createClaimedCompany,
  createComplaint,
  createUser,
  db,
  postbox,
} from "../factories";
import { fetchApp, get, ORIGIN } from "../harness/app";
import { renderPage } from "../harness/render";

const DAY = 86_400_000;
const answer = {
  text: "We have looked into it.",
  offerReimbursement: "off" as const,
  category: "explanation" as const,
  reimbursement: "",
};

/** The fixture, through the services a member and a complainant use, at the days they acted. */
async function fixture(claimedDaysAgo: number) {
  const now = Date.now();
  const company = await createClaimedCompany();
  // Enterprise answers without a monthly quota: 72 answers in one month.
  await db
    .update(companies)
    .set({ subscriptionTier: "Enterprise" })
    .where(eq(companies.id, company.id));
  const filed = await Promise.all(
    Array.from({ length: 100 }, () =>
      createComplaint({
        companyId: company.id,
        companyName: company.name,
        createdAt: new Date(now - 60 * DAY),
      }),
    ),
  );
  const confirmed = filed.slice(0, 22);
  const claimed = filed.slice(22, 72);
  for (const complaint of [...confirmed, ...claimed]) {
    const answered = await respondToComplaint(
      postbox,
      company.member.id,
      complaint.id,
      answer,
      now - 55 * DAY,
    );
    expect(answered).toMatchObject({ ok: true });
  }
  for (const complaint of confirmed)
    expect(
      await answerResponse(
        postbox,
        complaint.userId,
        complaint,
        complaint.id,
        "yes",
        now - 50 * DAY,
      ),
    ).toMatchObject({ ok: true, toast: {} });
  for (const complaint of claimed) {
    const r = await markResolved(
      postbox,
      company.member.id,
      complaint.id,
      now - claimedDaysAgo * DAY,
    );
    expect(r).toMatchObject({ ok: true, toast: {} });
  }
  return { company, now, claimed };
}

it("22 confirmed of 100, with 50 claims closed unverified, is 22% on every surface", async () => {
  const { company, now } = await fixture(40);
  // The cron's job closes the claims nobody answered in 30 days; the figures agree before it.
  const before = await companyMetrics(db, company.id, now);
  expect(await closeUnansweredClaims(db, now)).toBeGreaterThanOrEqual(50);
  const metrics = await companyMetrics(db, company.id, now);
  expect(metrics).toEqual(before);
  expect(metrics).toMatchObject({
    totalComplaints: 100,
    resolutionRate: 22,
    confirmedResolved: 22,
    resolutionCounted: 100,
    awaitingVerdict: 0,
    closedUnverified: 50,
  });

  // The company page, as its loader and component render it.
  const page = await renderPage(companyRoute as never, {
    path: "company/:slug",
    url: `/company/${company.slug}`,
    params: { slug: company.slug },
  });
  expect(page.status).toBe(200);
  expect(page.html).toMatch(/Resolution rate<\/[^>]+>.*?22%/s);
  expect(page.html).toContain("22 confirmed by the complainants, of 100");
  expect(page.html).not.toContain("awaiting the complainants");

  // The badge and the picture card.
  const badge = await badgeFigures(db, company.slug, now);
  expect(badge?.resolutionRate).toBe(22);
  expect(badgeLines(badge ?? (undefined as never))[2]).toContain("22% resolved");
  expect((await companyCardFigures(db, company.slug, now))?.resolutionRate).toBe(22);

  // The public API.
  const api = (await fetchApp(get(`/api/v1/companies/${company.slug}`))).body as {
    data: { metrics: Record<string, unknown> };
  };
  expect(api.data.metrics).toMatchObject({
    resolution_rate: 22,
    resolution_counted: 100,
    awaiting_verdict: 0,
    closed_unverified: 50,
  });

  // The Resolved filter lists what the complainants confirmed, and nothing the company claimed.
  const resolved = await listFeed(db, {
    viewerId: null,
    companyId: company.id,
    status: "resolved",
    limit: 100,
  });
  expect(resolved.items).toHaveLength(22);
  expect(resolved.items.every((card) => card.verdict === "resolved")).toBe(true);

  // The open data: the weekly full file holds all 100, 50 of them closed unverified.
  await exportOpenData({ db, archiveDb, bucket: env.OPEN_DATA, publicHost: ORIGIN }, now);
  const weekly = dueFiles(now).find(
    (file) => file.name.startsWith("weekly/") && file.name.endsWith(".jsonl"),
  );
  const text = (await (await env.OPEN_DATA.get(weekly?.name ?? ""))?.text()) ?? "";
  const rows = text
    .trimEnd()
    .split("\n")
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((row) => row.company === company.name);
  expect(rows).toHaveLength(100);
  expect(rows.filter((row) => row.closed_unverified_at !== null)).toHaveLength(50);
  expect(rows.filter((row) => row.verdict === "resolved")).toHaveLength(22);
  expect(rows.filter((row) => row.status === "resolved")).toHaveLength(22);
});

it("the same 50 claimed 3 days ago wait for their complainants: 22 of 50, 44%", async () => {
  const { company, now } = await fixture(3);
  expect(await closeUnansweredClaims(db, now)).toBe(0);
  const metrics = await companyMetrics(db, company.id, now);
  expect(metrics).toMatchObject({
    resolutionRate: 44,
    confirmedResolved: 22,
    resolutionCounted: 50,
    awaitingVerdict: 50,
    closedUnverified: 0,
  });
  const page = await renderPage(companyRoute as never, {
    path: "company/:slug",
    url: `/company/${company.slug}`,
    params: { slug: company.slug },
  });
  expect(page.html).toContain("22 confirmed by the complainants, of 50");
  expect(page.html).toContain(
    `${company.name} says 50 more are resolved, awaiting the complainants`,
  );
  const api = (await fetchApp(get(`/api/v1/companies/${company.slug}`))).body as {
    data: { metrics: Record<string, unknown> };
  };
  expect(api.data.metrics).toMatchObject({ resolution_rate: 44, awaiting_verdict: 50 });
  expect((await companyCardFigures(db, company.slug, now))?.resolutionRate).toBe(44);
});

it("a member's Mark Resolved never counts as resolved; the complainant's Yes does", async () => {
  const now = Date.now();
  const company = await createClaimedCompany();
  const complaint = await createComplaint({
    companyId: company.id,
    companyName: company.name,
    createdAt: new Date(now - 2 * DAY),
  });
  await respondToComplaint(postbox, company.member.id, complaint.id, answer, now - DAY);
  const rate = async () => {
    const m = await companyMetrics(db, company.id, now);
    return [m.resolutionRate, m.confirmedResolved, m.resolutionCounted];
  };
  expect(await rate()).toEqual([0, 0, 0]);
  expect(await markResolved(postbox, company.member.id, complaint.id, now)).toMatchObject({
    ok: true,
  });
  expect(await rate()).toEqual([0, 0, 0]);
  const [claimed] = await db.select().from(complaints).where(eq(complaints.id, complaint.id));
  expect(claimed).toMatchObject({ status: "in_progress", verdict: null, resolvedAt: null });

  expect(
    await answerResponse(postbox, complaint.userId, complaint, complaint.id, "yes", now),
  ).toMatchObject({ ok: true });
  expect(await rate()).toEqual([100, 1, 1]);
  const [yes] = await db.select().from(complaints).where(eq(complaints.id, complaint.id));
  expect(yes).toMatchObject({ status: "resolved", verdict: "resolved" });
});

it("a No sends the complaint back in progress; claiming again after it does not take it out of the count", async () => {
  const now = Date.now();
  const company = await createClaimedCompany();
  const complaint = await createComplaint({
    companyId: company.id,
    companyName: company.name,
    createdAt: new Date(now - 45 * DAY),
  });
  await respondToComplaint(postbox, company.member.id, complaint.id, answer, now - 40 * DAY);
  expect((await markResolved(postbox, company.member.id, complaint.id, now - 5 * DAY)).ok).toBe(
    true,
  );
  // Waiting for the complainant: out of the count until answered.
  expect((await companyMetrics(db, company.id, now)).resolutionCounted).toBe(0);
  expect(
    await answerResponse(postbox, complaint.userId, complaint, complaint.id, "no", now - 4 * DAY),
  ).toMatchObject({ ok: true });
  const [no] = await db.select().from(complaints).where(eq(complaints.id, complaint.id));
  expect(no).toMatchObject({ status: "in_progress", verdict: "disputed" });
  expect(await companyMetrics(db, company.id, now)).toMatchObject({
    resolutionRate: 0,
    resolutionCounted: 1,
  });
  // The company may claim again; the disputed complaint stays counted, unresolved.
  expect(await markResolved(postbox, company.member.id, complaint.id, now)).toMatchObject({
    ok: true,
  });
  expect(await companyMetrics(db, company.id, now)).toMatchObject({
    resolutionRate: 0,
    resolutionCounted: 1,
    awaitingVerdict: 1,
  });
  // A stranger cannot answer for the complainant.
  const stranger = await createUser();
  expect((await answerResponse(postbox, stranger.id, complaint, complaint.id, "yes", now)).ok).toBe(
    false,
  );
});
