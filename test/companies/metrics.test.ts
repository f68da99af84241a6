import { complaints } from "@worker/db/schema";
import { companyMetrics } from "@worker/services/companies/figures";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { createCompany, createComplaint, db } from "../factories";

const HOUR = 3_600_000;
const NOW = Date.parse("2026-11-21T12:00:00Z");

async function answered(
  companyId: string,
  hoursAgo: number,
  answeredAfterHours: number,
  satisfied: boolean | null,
  text?: string,
) {
  const complaint = await createComplaint({
    companyId,
    companyName: "C",
    createdAt: new Date(NOW - hoursAgo * HOUR),
    text,
  });
  await db
    .update(complaints)
    .set({
      hasResponse: true,
      response: "We are on it.",
      responseAt: new Date(NOW - hoursAgo * HOUR + answeredAfterHours * HOUR),
      isSatisfied: satisfied,
      verdict: satisfied === null ? null : satisfied ? "resolved" : "disputed",
      verdictAt: satisfied === null ? null : new Date(NOW - HOUR),
      status: satisfied ? "resolved" : "in_progress",
    })
    .where(eq(complaints.id, complaint.id));
}

it("a company without complaints has zeros and says 'not enough data' for the rest", async () => {
  const company = await createCompany();
  expect(await companyMetrics(db, company.id, NOW)).toEqual({
    totalComplaints: 0,
    totalResponses: 0,
    responseRate: 0,
    resolutionRate: 0,
    confirmedResolved: 0,
    resolutionCounted: 0,
    awaitingVerdict: 0,
    closedUnverified: 0,
    averageResponseMs: null,
    medianResponseMs: null,
    p90ResponseMs: null,
    satisfactionScore: null,
    slaComplianceRate: null,
    followersCount: 0,
    trendingIssues: [],
    moneyReturned: [],
    refundsPending: 0,
    refundsOverdue: 0,
    refundsNotReceived: 0,
    responseCategories: [
      { category: "explanation", count: 0 },
      { category: "monetary", count: 0 },
      { category: "non_monetary", count: 0 },
      { category: "in_progress", count: 0 },
      { category: "not_our_customer", count: 0 },
      { category: "duplicate", count: 0 },
    ],
    verdictsResolved: 0,
    verdictsDisputed: 0,
    verdictResolvedRate: null,
    scoresGiven: 0,
    averageScore: null,
    wouldReturnAnswers: 0,
    wouldReturnRate: null,
    composite: { version: 1, value: null, withheld: "few_verdicts" },
  });
});

it("a single response gives rates but no invented averages", async () => {
  const company = await createCompany();
  await answered(company.id, 100, 5, true);
  await createComplaint({
    companyId: company.id,
    companyName: "C",
    createdAt: new Date(NOW - 10 * HOUR),
  });
  const metrics = await companyMetrics(db, company.id, NOW);
  expect(metrics).toMatchObject({
    totalComplaints: 2,
    totalResponses: 1,
    responseRate: 50,
    // One complainant's Yes; the other complaint is 10 hours old, with no outcome to count yet.
    resolutionRate: 100,
    confirmedResolved: 1,
    resolutionCounted: 1,
    averageResponseMs: null,
    medianResponseMs: null,
    p90ResponseMs: null,
    satisfactionScore: null,
    slaComplianceRate: null,
  });
});

it("metrics are computed from known data", async () => {
  const company = await createCompany();
  await answered(company.id, 200, 2, true, "Support hung up on me twice.");
  await answered(company.id, 200, 10, false, "The blender stopped working.");
  await answered(company.id, 200, 60, true, "Delivery delay of two weeks.");
  await answered(company.id, 200, 4, null, "Delivery delay again, still no refund.");
  await createComplaint({
    companyId: company.id,
    companyName: "C",
    createdAt: new Date(NOW - 72 * HOUR),
    text: "Random thing.",
  });
  await createComplaint({
    companyId: company.id,
    companyName: "C",
    createdAt: new Date(NOW - 1 * HOUR),
    text: "Another delay.",
  });
  const m = await companyMetrics(db, company.id, NOW);
  expect(m.totalComplaints).toBe(6);
  expect(m.totalResponses).toBe(4);
  expect(m.responseRate).toBe(67);
  // Confirmed ÷ counted (decision 040): the two Yes answers are the only outcomes yet; the No
  // and the silent ones are younger than 30 days and wait to be counted.
  expect(m.resolutionRate).toBe(100);
  expect(m.confirmedResolved).toBe(2);
  expect(m.resolutionCounted).toBe(2);
  expect(m.awaitingVerdict).toBe(0);
  expect(m.averageResponseMs).toBe(19 * HOUR);
  expect(m.medianResponseMs).toBe(7 * HOUR);
  // Nearest rank: of 2, 4, 10 and 60 hours the ⌈0.9 × 4⌉ = 4th.
  expect(m.p90ResponseMs).toBe(60 * HOUR);
  expect(m.satisfactionScore).toBe(67);
  // Eligible: 4 answered + 1 unanswered older than 48 h; met: answered within 48 h (3).
  expect(m.slaComplianceRate).toBe(60);
  expect(m.trendingIssues).toEqual([
    { category: "Delays", count: 3 },
    { category: "Customer Service", count: 1 },
    { category: "Product Quality", count: 1 },
    { category: "Other", count: 1 },
  ]);
});

it("following is idempotent and an unknown slug becomes an unclaimed page once", async () => {
  const { setCompanyFollow } = await import("@worker/services/companies/follow");
  const { createCompanyFromSlug, getCompanyBySlug } = await import(
    "@worker/services/companies/page"
  );
  const { createUser } = await import("../factories");
  const company = await createCompany();
  const user = await createUser();
  await setCompanyFollow(db, user.id, company.id, true, NOW);
  await setCompanyFollow(db, user.id, company.id, true, NOW);
  expect((await companyMetrics(db, company.id, NOW)).followersCount).toBe(1);
  await setCompanyFollow(db, user.id, company.id, false, NOW);
  expect((await companyMetrics(db, company.id, NOW)).followersCount).toBe(0);
  expect(await setCompanyFollow(db, user.id, "missing", true, NOW)).toBe(false);

  expect(await createCompanyFromSlug(db, user.id, "fresh-bakery", NOW)).toEqual({ ok: true });
  expect(await createCompanyFromSlug(db, user.id, "fresh-bakery", NOW)).toEqual({ ok: true });
  const page = await getCompanyBySlug(db, "fresh-bakery", null);
  expect(page).toMatchObject({
    name: "Fresh Bakery",
    domain: null,
    claimed: false,
    verified: false,
  });
  for (const bad of ["Bad Slug", "../x", "x".repeat(61), "-lead", "trail-", "x"]) {
    expect(await createCompanyFromSlug(db, user.id, bad, NOW), bad).toEqual({
      ok: false,
      reason: "invalid",
    });
  }
});

it("analytics group the last 12 weeks by week of filing", async () => {
  const { companyAnalytics } = await import("@worker/services/companies/analytics");
  const company = await createCompany();
  await answered(company.id, 24, 6, true);
  await answered(company.id, 30, 2, false);
  await createComplaint({
    companyId: company.id,
    companyName: "C",
    createdAt: new Date(NOW - 20 * 24 * HOUR),
  });
  await createComplaint({
    companyId: company.id,
    companyName: "C",
    createdAt: new Date(NOW - 200 * 24 * HOUR),
  });
  const weeks = await companyAnalytics(db, company.id, NOW);
  expect(weeks).toHaveLength(12);
  const last = weeks[11];
  expect(last).toMatchObject({
    complaints: 2,
    responded: 2,
    averageResponseHours: 4,
    resolved: 1,
    satisfaction: 50,
  });
  expect(weeks.reduce((sum, w) => sum + w.complaints, 0)).toBe(3);
  expect(weeks[0]?.satisfaction).toBeNull();
});
