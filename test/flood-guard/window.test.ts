/**
 * The public flood guard's window (issue 37, docs/decisions/031): thirty complaints from thirty
 * accounts minutes old against a company whose usual day is zero open a window: the company page's
 * banner, its 90-day histogram with the day shaded, and its metrics with and without the window;
 * the authors are told once. Nine complaints trip nothing; a second run at the same time changes
 * nothing; the window clears by itself 72 hours after its rules last held; the job runs hourly on
 * its own trigger.
 */
import { env } from "cloudflare:test";
import { complaints, floodWindows, notifications } from "@worker/db/schema";
import { HOURLY, JOBS, runScheduledJobs } from "@worker/jobs";
import { runFloodGuard } from "@worker/services/companies/flood-guard";
import { asc, eq, inArray } from "drizzle-orm";
import { createElement } from "react";
import { beforeAll, expect, it } from "vitest";
import { FloodMetrics } from "../../app/routes/company/flood-charts";
import { db } from "../factories";
import { fetchApp, get } from "../harness/app";
import {
  accounts,
  company,
  companyPage,
  DAY,
  file,
  flaggedIn,
  flooded,
  HOUR,
  html,
  loadRoutes,
  MINUTE,
  windowsOf,
} from "./setup";

beforeAll(loadRoutes, 240_000);

it("thirty complaints from thirty new accounts in an hour, median zero: banner, shaded histogram, both metrics, authors told; a second run changes nothing", async () => {
  const now = Date.now();
  const { target, fresh, ids } = await flooded(now);

  const report = await runFloodGuard(db, now);
  expect(report.opened).toBeGreaterThanOrEqual(1);
  const [window, ...others] = await windowsOf(target.id);
  expect(others).toEqual([]);
  expect(window).toMatchObject({
    state: "open",
    complaintCount: 30,
    medianDaily: 0,
    decidedBy: null,
  });
  expect(window?.rules.split(",")).toContain("volume");
  expect(window?.startedAt.getTime()).toBe(now - 60 * MINUTE);

  // The company page: the banner's figures, the day shaded, and both sets of metrics.
  const page = await companyPage(target.slug);
  expect(page.flood?.banner).toMatchObject({ rules: ["volume"], complaints: 30, median: 0 });
  const today = new Date(now).toISOString().slice(0, 10);
  const shaded = page.flood?.histogram.filter((day) => day.flagged).map((day) => day.day) ?? [];
  expect(shaded).toContain(today);
  expect(page.flood?.histogram).toHaveLength(90);
  const counted = page.flood?.histogram.reduce((sum, day) => sum + day.count, 0);
  expect(counted).toBe(34);
  const tenDaysAgo = page.flood?.histogram.find(
    (day) => day.day === new Date(now - 10 * DAY).toISOString().slice(0, 10),
  );
  expect(tenDaysAgo).toEqual(expect.objectContaining({ count: 4, flagged: false }));
  expect(page.metrics).toMatchObject({ totalComplaints: 34, responseRate: 12 });
  expect(page.flood?.without).toMatchObject({ totalComplaints: 4, responseRate: 100 });
  // The thirty authors' accounts were minutes old: each complaint was flagged for it.
  const flags = await flaggedIn(window?.id ?? "");
  expect(flags).toHaveLength(30);
  expect(new Set(flags.map((row) => row.reasons))).toEqual(new Set(["young_author"]));

  const table = await html(
    createElement(FloodMetrics, {
      all: page.metrics,
      without: page.flood?.without ?? page.metrics,
    }),
  );
  expect(table).toContain("All complaints");
  expect(table).toContain("Without flagged windows");
  expect(table).toMatch(/Response rate<\/th><td[^>]*>12%<\/td><td[^>]*>100%<\/td>/);
  expect(table).toContain("flagged as suspect themselves");

  // Each author is told once; their complaint stays readable and says it is being reviewed.
  const told = await db
    .select({ userId: notifications.userId, complaintId: notifications.complaintId })
    .from(notifications)
    .where(eq(notifications.type, "complaint_in_review"));
  const ours = told.filter((row) => fresh.includes(row.userId));
  expect(ours).toHaveLength(30);
  expect(new Set(ours.map((row) => row.userId)).size).toBe(30);
  const complaintPage = await fetchApp(get(`/complaint/${ids[0]}`));
  expect(complaintPage.status).toBe(200);
  expect(complaintPage.body).toMatchObject({ inReview: true });
  const regular = await db
    .select({ id: complaints.id })
    .from(complaints)
    .where(eq(complaints.companyId, target.id))
    .orderBy(asc(complaints.createdAt))
    .limit(1);
  expect((await fetchApp(get(`/complaint/${regular[0]?.id}`))).body).toMatchObject({
    inReview: false,
  });

  // A second run at the same time: the same rows, the same notices.
  const before = { windows: await db.select().from(floodWindows), told: told.length };
  await runFloodGuard(db, now);
  expect(await db.select().from(floodWindows)).toEqual(before.windows);
  expect(
    await db.select().from(notifications).where(eq(notifications.type, "complaint_in_review")),
  ).toHaveLength(before.told);
});

it("nine complaints from nine new accounts trip nothing", async () => {
  const now = Date.now();
  const target = await company();
  const fresh = await accounts(9, new Date(now - 30 * MINUTE));
  await file(
    target,
    fresh.map((userId, i) => ({ userId, at: now - 20 * MINUTE + i * MINUTE })),
  );
  const report = await runFloodGuard(db, now);
  expect(report.evaluated).toBeGreaterThanOrEqual(1);
  expect(await windowsOf(target.id)).toEqual([]);
  expect((await companyPage(target.slug)).flood).toBeNull();
});

it("the window clears by itself 72 hours after its rules last held, not before", async () => {
  const now = Date.now();
  const { target, ids } = await flooded(now);
  await runFloodGuard(db, now);
  // An hour later the flood is still in the last 24 hours: the window is extended.
  await runFloodGuard(db, now + HOUR);
  const [extended] = await windowsOf(target.id);
  expect(extended?.endedAt.getTime()).toBe(now + HOUR);
  // The 24 hours then pass; 71 hours after the rules last held it is still open.
  await runFloodGuard(db, now + HOUR + 71 * HOUR);
  expect((await windowsOf(target.id))[0]?.state).toBe("open");
  await runFloodGuard(db, now + HOUR + 72 * HOUR);
  const [cleared] = await windowsOf(target.id);
  expect(cleared).toMatchObject({ state: "cleared", decidedBy: null });
  expect(cleared?.decidedAt?.getTime()).toBe(now + HOUR + 72 * HOUR);
  // Cleared: no banner, no second set of metrics; the complaints were never touched.
  expect((await companyPage(target.slug)).flood).toBeNull();
  expect((await fetchApp(get(`/complaint/${ids[0]}`))).body).toMatchObject({ inReview: false });
  const kept = await db
    .select({ id: complaints.id })
    .from(complaints)
    .where(inArray(complaints.id, ids));
  expect(kept).toHaveLength(30);
});

it("the flood guard is its own hourly job, on its own trigger", async () => {
  const job = JOBS.find((entry) => entry.name === "flood-guard");
  expect(job?.cron).toBe(HOURLY);
  expect(job?.everyMs).toBe(HOUR);
  const now = Date.now();
  const { target } = await flooded(now);
  const reports = await runScheduledJobs(HOURLY, env, new Date(now));
  expect(Object.keys(reports)).toEqual(["flood-guard"]);
  expect(reports["flood-guard"]?.ok).toBe(true);
  expect((await windowsOf(target.id))[0]?.state).toBe("open");
});
