/**
 * The cron jobs run on their own (worker/jobs/): a job that throws is logged with its name and
 * recorded in job_runs, the jobs after it still do their work, and its failure shows on the
 * admin page's Jobs tab and in /readyz; a job late for two intervals makes /readyz 503.
 */

import { env } from "cloudflare:test";
import { loadSessionUser } from "@worker/auth/current-user";
import { addressBlocks, jobRuns, userRoles, users } from "@worker/db/schema";
import { EVERY_15_MINUTES, JOBS, runJob, runScheduledJobs } from "@worker/jobs";
import { jobContext } from "@worker/jobs/run";
import { DELETION_GRACE_MS } from "@worker/services/users/deletion-request";
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToReadableStream } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import * as adminRoute from "~/routes/admin/route";
import wranglerToml from "../../wrangler.toml?raw";
import { envWith, PRODUCTION } from "../accounts/app";
import { createUser, db } from "../factories";
import { FaultPlan, faultyEnv } from "../faults/failing-bindings";
import { fetchResponse } from "../harness/app";

const MINUTE = 60_000;
const DAY = 86_400_000;

beforeEach(async () => {
  await db.delete(jobRuns);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** /readyz's full report, as the monitor with its token reads it (docs/operations.md). */
async function readyz(vars: Record<string, string | undefined> = {}) {
  const headers = { Authorization: "Bearer jobs-monitor-token" };
  const response = await fetchResponse(new Request("https://uck.test/readyz", { headers }), {
    env: envWith({ READYZ_TOKEN: "jobs-monitor-token", ...vars }),
  });
  const body = JSON.parse(await response.text());
  return { status: response.status, body };
}

/** The admin loader for a superadmin, and its page rendered to HTML as the server would. */
async function adminJobsPage() {
  const { id } = await createUser({ name: "Ops Admin" });
  await db.insert(userRoles).values({ id: crypto.randomUUID(), userId: id, role: "superadmin" });
  const user = await loadSessionUser(db, id);
  const url = "/admin?tab=jobs";
  const result = (await adminRoute.loader({
    request: new Request(`http://localhost${url}`),
    context: { db, user },
    params: {},
  } as never)) as { data: { view: string; jobs: { name: string; lastOutcome: string | null }[] } };
  const Stub = createRoutesStub([
    { path: "/admin", loader: () => result.data, Component: adminRoute.default as never },
  ]);
  const stream = await renderToReadableStream(
    createElement(Stub, {
      initialEntries: [url],
      hydrationData: { loaderData: { "0": result.data } },
    }),
  );
  await stream.allReady;
  return { data: result.data, html: await new Response(stream).text() };
}

it("a job that throws leaves the others' work done; its failure is logged, recorded, and shown on the admin page and in /readyz", async () => {
  const now = new Date();
  // Work for the jobs after the failing one: an account due for erasure, an expired block.
  const leaving = await createUser();
  await db
    .update(users)
    .set({ deletionRequestedAt: new Date(now.getTime() - DELETION_GRACE_MS - MINUTE) })
    .where(eq(users.id, leaving.id));
  const blockHash = `expired-${leaving.id}`;
  await db
    .insert(addressBlocks)
    .values({ hash: blockHash, kind: "ip", expiresAt: new Date(now.getTime() - MINUTE) });

  // The first job of the trigger, escalation, fails on its first statement.
  const plan = new FaultPlan().failWhen({ target: /"escalation_deadline" <= / });
  const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
  const reports = await runScheduledJobs(EVERY_15_MINUTES, faultyEnv(env, plan), now);

  expect(reports.escalation).toMatchObject({ ok: false, error: expect.stringMatching(/injected/) });
  const others = Object.values(reports).filter((report) => report.name !== "escalation");
  // The trigger's jobs only (the hourly flood guard has its own trigger).
  const quarterHourly = JOBS.filter((job) => job.cron === EVERY_15_MINUTES);
  expect(others.map((report) => report.name)).toEqual(
    quarterHourly.map((job) => job.name).filter((name) => name !== "escalation"),
  );
  expect(others.filter((report) => !report.ok)).toEqual([]);
  // Their work is done.
  const [erased] = await db.select().from(users).where(eq(users.id, leaving.id));
  expect(erased?.erasedAt?.getTime()).toBe(now.getTime());
  expect(await db.select().from(addressBlocks).where(eq(addressBlocks.hash, blockHash))).toEqual(
    [],
  );
  const yesterday = new Date(now.getTime() - DAY).toISOString().slice(0, 10);
  expect(await env.OPEN_DATA.head(`daily/complaints-${yesterday}.csv`)).not.toBeNull();

  // One structured line names the job.
  const lines = errors.mock.calls.map(([line]) => JSON.parse(String(line)));
  expect(lines).toContainEqual(
    expect.objectContaining({
      event: "job_failed",
      job: "escalation",
      error: expect.stringMatching(/injected fault/),
    }),
  );

  // Recorded: the failure, and the others' success.
  const rows = await db.select().from(jobRuns);
  expect(rows).toHaveLength(quarterHourly.length);
  const failed = rows.find((row) => row.name === "escalation");
  expect(failed).toMatchObject({
    lastOutcome: "failed",
    lastSuccessAt: null,
    consecutiveFailures: 1,
    lastStartedAt: now,
  });
  expect(failed?.lastError).toMatch(/injected fault/);
  expect(rows.filter((row) => row.lastOutcome === "ok")).toHaveLength(quarterHourly.length - 1);

  // The admin page: the loader's data and the rendered Jobs tab.
  const page = await adminJobsPage();
  expect(page.data.view).toBe("dashboard");
  expect(page.data.jobs.find((job) => job.name === "escalation")?.lastOutcome).toBe("failed");
  expect(page.html).toContain("Jobs (1 failing)");
  expect(page.html).toMatch(/data-job="escalation" data-outcome="failed"/);
  expect(page.html).toContain("injected fault");
  expect(page.html).toMatch(/data-job="mail-delivery" data-outcome="ok"/);

  // /readyz: every job by name; the failure is reported (not yet late), without its error text.
  const { body } = await readyz();
  expect(body.jobs.map((job: { name: string }) => job.name)).toEqual(JOBS.map((job) => job.name));
  expect(body.jobs.find((job: { name: string }) => job.name === "escalation")).toMatchObject({
    lastOutcome: "failed",
    lastSuccessAt: null,
    consecutiveFailures: 1,
    late: false,
  });
  expect(body.warnings).toContain(
    "Job escalation failed its last run (1 in a row); the next run tries again",
  );
  expect(JSON.stringify(body)).not.toContain("injected");

  // The next healthy run clears it.
  await runScheduledJobs(EVERY_15_MINUTES, env, new Date(now.getTime() + 15 * MINUTE));
  const [healed] = await db.select().from(jobRuns).where(eq(jobRuns.name, "escalation"));
  expect(healed).toMatchObject({ lastOutcome: "ok", lastError: null, consecutiveFailures: 0 });
});

it("a job without a success for two of its intervals makes /readyz 503 and names it; one failure only warns", async () => {
  const now = Date.now();
  const ready = await readyz(PRODUCTION);
  expect(ready.status).toBe(200);
  expect(ready.body.warnings).toContain(
    "Job escalation has not run yet (cron */15 * * * *, wrangler.toml [triggers])",
  );

  await db.insert(jobRuns).values({
    name: "mail-delivery",
    firstStartedAt: new Date(now - DAY),
    lastStartedAt: new Date(now - 5 * MINUTE),
    lastDurationMs: 12,
    lastOutcome: "failed",
    lastError: "Error: boom",
    lastSuccessAt: new Date(now - 20 * MINUTE),
    lastFailureAt: new Date(now - 5 * MINUTE),
    consecutiveFailures: 1,
  });
  const warned = await readyz(PRODUCTION);
  expect(warned.status).toBe(200);
  expect(warned.body.warnings).toContain(
    "Job mail-delivery failed its last run (1 in a row); the next run tries again",
  );

  await db
    .update(jobRuns)
    .set({ lastSuccessAt: new Date(now - 31 * MINUTE), consecutiveFailures: 2 })
    .where(eq(jobRuns.name, "mail-delivery"));
  const late = await readyz(PRODUCTION);
  expect(late.status).toBe(503);
  expect(late.body.ready).toBe(false);
  expect(late.body.problems).toEqual([
    `Job mail-delivery has not succeeded since ${new Date(now - 31 * MINUTE).toISOString()} (runs every 15 min; late after 2 intervals)`,
  ]);
  expect(
    late.body.jobs.find((job: { name: string }) => job.name === "mail-delivery"),
  ).toMatchObject({ late: true, lastOutcome: "failed", consecutiveFailures: 2 });
});

it("an overlapping run that ends after a newer one leaves the newer run on record", async () => {
  const job = JOBS[0];
  const newer = new Date(Date.UTC(2031, 2, 3, 10, 15));
  const older = new Date(newer.getTime() - 15 * MINUTE);
  await runJob(job, jobContext(env, newer));
  await runJob(
    { ...job, run: async () => Promise.reject(new Error("late and failed")) },
    jobContext(env, older),
  );
  const [row] = await db.select().from(jobRuns).where(eq(jobRuns.name, job.name));
  expect(row).toMatchObject({ lastStartedAt: newer, lastOutcome: "ok", lastSuccessAt: newer });
});

it("every trigger in wrangler.toml runs jobs, and every job's cron is a trigger there", () => {
  const crons = /^\s*crons\s*=\s*\[([^\]]*)\]/m.exec(wranglerToml)?.[1] ?? "";
  const triggers = [...crons.matchAll(/"([^"]+)"/g)].map((match) => match[1]);
  expect(triggers.length).toBeGreaterThan(0);
  expect(new Set(JOBS.map((job) => job.cron))).toEqual(new Set(triggers));
});

it("a trigger that no job uses runs nothing and says so", async () => {
  const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
  expect(await runScheduledJobs("0 0 * * *", env, new Date())).toEqual({});
  expect(errors).toHaveBeenCalledWith(
    JSON.stringify({ event: "job_unknown_cron", cron: "0 0 * * *" }),
  );
});
