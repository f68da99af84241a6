/**
 * The public flood guard (issue 37, docs/decisions/031): thirty complaints from thirty accounts
 * minutes old against a company whose usual day is zero open a window: the company page's
 * banner, its 90-day histogram with the day shaded, and its metrics with and without the window;
 * the authors are told once, their complaints stay readable and say they are being reviewed.
 * Nine complaints trip nothing; a second run at the same time changes nothing; the window clears
 * by itself 72 hours after its rules last held (the job's clock is injected); a superadmin
 * clears or upholds it; the young-uck and near-identical rules each trip alone, and a real wave
 * of one problem in people's own words, by established accounts, does not.
 */

import { env } from "cloudflare:test";
import { floodBanner } from "@shared/flood-guard";
import {
  companies,
  complaints,
  floodWindows,
  notifications,
  ucks,
  userAddresses,
  userRoles,
  users,
} from "@worker/db/schema";
import { HOURLY, JOBS, runScheduledJobs } from "@worker/jobs";
import { runFloodGuard } from "@worker/services/companies/flood-guard";
import type { FloodView } from "@worker/services/companies/flood-page";
import type { CompanyMetrics } from "@worker/services/companies/metrics";
import { asc, eq, inArray } from "drizzle-orm";
import { createElement } from "react";
import { renderToReadableStream } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeAll, expect, it } from "vitest";
import { FloodBanner } from "../app/components/company/flood-banner";
import { FloodMetrics } from "../app/components/company/flood-metrics";
import { createCompany, createUser, db } from "./factories";
import { fetchApp, get, post, sessionCookie } from "./harness/app";

beforeAll(async () => {
  await import("../app/routes/company.$slug");
  await import("../app/routes/complaint.$id");
  await import("../app/routes/admin");
}, 240_000);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Distinct words per complaint, so only the rule under test can hold. */
const WORDS = ["parcel", "invoice", "router", "engineer", "refund", "contract", "modem", "bill"];
const distinctText = (i: number) =>
  `Complaint ${i}: my ${WORDS[i % WORDS.length]} number ${i * 7919} was handled badly on visit ${i}, reference ${crypto.randomUUID()}.`;

async function company() {
  const { id, name } = await createCompany();
  const [row] = await db
    .select({ slug: companies.slug })
    .from(companies)
    .where(eq(companies.id, id));
  return { id, name, slug: row?.slug ?? "" };
}

/** Accounts made at `createdAt`, in one batch. */
async function accounts(count: number, createdAt: Date) {
  const made: string[] = Array.from({ length: count }, () => crypto.randomUUID());
  const [first, ...rest] = made.map((id) =>
    db.insert(users).values({ id, email: `flood-${id}@example.com`, createdAt }),
  );
  if (first) await db.batch([first, ...rest]);
  return made;
}

/** One complaint per author, at the given times, in one batch. */
async function file(
  target: { id: string; name: string },
  rows: Array<{ userId: string; at: number; text?: string; answeredAfter?: number }>,
) {
  const ids = rows.map(() => crypto.randomUUID());
  const [first, ...rest] = rows.map((row, index) =>
    db.insert(complaints).values({
      id: ids[index] ?? "",
      text: row.text ?? distinctText(index),
      companyId: target.id,
      companyName: target.name,
      userId: row.userId,
      hasResponse: row.answeredAfter !== undefined,
      response: row.answeredAfter !== undefined ? "We are sorry; it is fixed." : null,
      responseAt: row.answeredAfter !== undefined ? new Date(row.at + row.answeredAfter) : null,
      escalationDeadline: new Date(row.at + 2 * DAY),
      createdAt: new Date(row.at),
    }),
  );
  if (first) await db.batch([first, ...rest]);
  return ids;
}

const windowsOf = (companyId: string) =>
  db
    .select()
    .from(floodWindows)
    .where(eq(floodWindows.companyId, companyId))
    .orderBy(asc(floodWindows.startedAt));

type CompanyPage = { flood: FloodView | null; metrics: CompanyMetrics };

async function companyPage(slug: string) {
  const answer = await fetchApp(get(`/company/${slug}`));
  expect(answer.status).toBe(200);
  return answer.body as CompanyPage;
}

/** A component rendered to HTML as the server would (inside a router, for its links). */
async function html(element: React.ReactElement) {
  const stream = await renderToReadableStream(createElement(MemoryRouter, null, element));
  await stream.allReady;
  return (await new Response(stream).text()).replaceAll("<!-- -->", "");
}

/** Thirty complaints from thirty accounts minutes old, in the last hour, after a quiet month. */
async function flooded(now: number) {
  const target = await company();
  // Four answered complaints ten days ago, by established accounts: the median day is still 0.
  const regulars = await accounts(4, new Date(now - 200 * DAY));
  await file(
    target,
    regulars.map((userId) => ({ userId, at: now - 10 * DAY, answeredAfter: 2 * HOUR })),
  );
  const fresh = await accounts(30, new Date(now - 90 * MINUTE));
  const ids = await file(
    target,
    fresh.map((userId, i) => ({ userId, at: now - 60 * MINUTE + i * MINUTE })),
  );
  return { target, fresh, ids };
}

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
  expect(page.flood?.banner).toEqual({ complaints: 30, median: 0 });
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

  const banner = await html(createElement(FloodBanner, { complaints: 30, median: 0 }));
  expect(banner).toContain(
    "Unusual activity: 30 complaints in 24 hours (usually 0 a day). New complaints are being reviewed; nothing has been deleted.",
  );
  expect(floodBanner(30, 0)).toBe(
    "Unusual activity: 30 complaints in 24 hours (usually 0 a day). New complaints are being reviewed; nothing has been deleted.",
  );
  const table = await html(
    createElement(FloodMetrics, {
      all: page.metrics,
      without: page.flood?.without ?? page.metrics,
    }),
  );
  expect(table).toContain("All complaints");
  expect(table).toContain("Without flagged windows");
  expect(table).toMatch(/Response rate<\/th><td[^>]*>12%<\/td><td[^>]*>100%<\/td>/);

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

it("a superadmin upholds a window (shaded, out of the second metrics, no banner) or clears it; a plain account cannot", async () => {
  const now = Date.now();
  const admin = await createUser({ name: "Flood Admin" });
  await db
    .insert(userRoles)
    .values({ id: crypto.randomUUID(), userId: admin.id, role: "superadmin" });
  const adminCookie = await sessionCookie(admin.id);
  const plainCookie = await sessionCookie((await createUser()).id);

  const upheld = await flooded(now);
  await runFloodGuard(db, now);
  const [first] = await windowsOf(upheld.target.id);
  const uphold = { intent: "decide-flood", windowId: first?.id ?? "", decision: "uphold" };
  expect((await fetchApp(post("/admin", { form: uphold }, plainCookie))).status).toBe(403);
  expect((await windowsOf(upheld.target.id))[0]?.state).toBe("open");
  const adminPage = await fetchApp(get("/admin?tab=flood", adminCookie));
  expect(JSON.stringify(adminPage.body)).toContain(first?.id ?? "missing");
  expect((await fetchApp(post("/admin", { form: uphold }, adminCookie))).status).toBe(200);
  expect((await fetchApp(post("/admin", { form: uphold }, adminCookie))).status).toBe(409);
  expect((await windowsOf(upheld.target.id))[0]).toMatchObject({
    state: "upheld",
    decidedBy: admin.id,
  });
  const afterUphold = await companyPage(upheld.target.slug);
  expect(afterUphold.flood?.banner).toBeNull();
  expect(afterUphold.flood?.histogram.some((day) => day.flagged)).toBe(true);
  expect(afterUphold.flood?.without.totalComplaints).toBe(4);
  // Upheld is a decision: 72 hours later it is still upheld.
  await runFloodGuard(db, now + 80 * HOUR);
  expect((await windowsOf(upheld.target.id))[0]?.state).toBe("upheld");

  const cleared = await flooded(now);
  await runFloodGuard(db, now);
  const [second] = await windowsOf(cleared.target.id);
  const clear = { intent: "decide-flood", windowId: second?.id ?? "", decision: "clear" };
  expect((await fetchApp(post("/admin", { form: clear }, adminCookie))).status).toBe(200);
  expect((await windowsOf(cleared.target.id))[0]).toMatchObject({
    state: "cleared",
    decidedBy: admin.id,
  });
  expect((await companyPage(cleared.target.slug)).flood).toBeNull();
  // The same flood, still in the last 24 hours, does not reopen what a person cleared.
  await runFloodGuard(db, now + 10 * MINUTE);
  expect(await windowsOf(cleared.target.id)).toHaveLength(1);
});

it("the young-uck rule trips alone: half or more of the day's ucks from accounts under a day old", async () => {
  const now = Date.now();
  const target = await company();
  const [author] = await accounts(1, new Date(now - 100 * DAY));
  const [complaintId] = await file(target, [{ userId: author ?? "", at: now - 3 * DAY }]);
  const young = await accounts(6, new Date(now - 2 * HOUR));
  const established = await accounts(4, new Date(now - 100 * DAY));
  const [first, ...rest] = [...young, ...established].map((userId, i) =>
    db.insert(ucks).values({
      complaintId: complaintId ?? "",
      userId,
      createdAt: new Date(now - 50 * MINUTE + i * MINUTE),
    }),
  );
  if (first) await db.batch([first, ...rest]);
  await runFloodGuard(db, now);
  const [window] = await windowsOf(target.id);
  expect(window).toMatchObject({
    state: "open",
    rules: "young_ucks",
    uckCount: 10,
    youngUckCount: 6,
  });
  // The complaint itself predates the window: it is not "in review".
  expect((await fetchApp(get(`/complaint/${complaintId}`))).body).toMatchObject({
    inReview: false,
  });

  // Four young ucks of ten: nothing.
  const calm = await company();
  const [calmAuthor] = await accounts(1, new Date(now - 100 * DAY));
  const [calmComplaint] = await file(calm, [{ userId: calmAuthor ?? "", at: now - 3 * DAY }]);
  const voters = [
    ...(await accounts(4, new Date(now - 2 * HOUR))),
    ...(await accounts(6, new Date(now - 100 * DAY))),
  ];
  const [one, ...more] = voters.map((userId) =>
    db.insert(ucks).values({
      complaintId: calmComplaint ?? "",
      userId,
      createdAt: new Date(now - 10 * MINUTE),
    }),
  );
  if (one) await db.batch([one, ...more]);
  await runFloodGuard(db, now);
  expect(await windowsOf(calm.id)).toEqual([]);
});

const SCRIPT =
  "Acme Telecom charged me twice for the March bill and refused to refund the second charge when I called support about it.";

it("the near-identical rule trips alone: three week-old accounts, or three sharing an address, posting the same text", async () => {
  const now = Date.now();
  const target = await company();
  const weekOld = await accounts(3, new Date(now - 3 * DAY));
  await file(
    target,
    weekOld.map((userId, i) => ({ userId, at: now - 40 * MINUTE + i * MINUTE, text: SCRIPT })),
  );
  await runFloodGuard(db, now);
  expect(await windowsOf(target.id)).toEqual([
    expect.objectContaining({ state: "open", rules: "near_identical", nearIdenticalAccounts: 3 }),
  ]);

  // Established accounts sharing one network address hash: the same.
  const shared = await company();
  const behindOne = await accounts(3, new Date(now - 300 * DAY));
  await db
    .insert(userAddresses)
    .values(
      behindOne.map((userId) => ({ userId, addressHash: "same-hash", lastSeenAt: new Date(now) })),
    );
  await file(
    shared,
    behindOne.map((userId, i) => ({ userId, at: now - 30 * MINUTE + i * MINUTE, text: SCRIPT })),
  );
  await runFloodGuard(db, now);
  expect((await windowsOf(shared.id)).map((row) => row.rules)).toEqual(["near_identical"]);

  // A real wave: established accounts on their own addresses, the same text even, or the same
  // problem in their own words from new accounts: a group, not an alarm.
  const real = await company();
  const people = await accounts(3, new Date(now - 300 * DAY));
  await file(
    real,
    people.map((userId, i) => ({ userId, at: now - 30 * MINUTE + i * MINUTE, text: SCRIPT })),
  );
  const newcomers = await accounts(3, new Date(now - 2 * DAY));
  await file(real, [
    { userId: newcomers[0] ?? "", at: now - 5 * MINUTE, text: SCRIPT },
    {
      userId: newcomers[1] ?? "",
      at: now - 4 * MINUTE,
      text: "Acme Telecom billed me twice in March; support would not refund the extra charge.",
    },
    {
      userId: newcomers[2] ?? "",
      at: now - 3 * MINUTE,
      text: "I was double charged by Acme Telecom for March and nobody at support will give the money back.",
    },
  ]);
  await runFloodGuard(db, now);
  expect(await windowsOf(real.id)).toEqual([]);
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
