/**
 * What the open-data correction tests (test/open-data-corrections-*.test.ts) share. The open-data
 * files follow their source, end to end: a complaint is published in a daily file and two weekly
 * files, then a moderator removes it, its author deletes or edits it, or its author's account is
 * closed for a breach, each through the Worker's own routes; after the next cron run nothing of
 * the removed text is in any file served at /data/files, the newest weekly file is rewritten,
 * older weekly files that held it are withdrawn, and /data's corrections log says so. Before that
 * run the log says the correction waits.
 */
import { env } from "cloudflare:test";
import { openDataCorrections, userRoles } from "@worker/db/schema";
import { EVERY_15_MINUTES, runScheduledJobs } from "@worker/jobs";
import { exportOpenData, listOpenDataFiles } from "@worker/services/open-data";
import { listCorrectionNotes } from "@worker/services/open-data-corrections";
import { isNull } from "drizzle-orm";
import { expect } from "vitest";
import { archiveDb, createCompany, createComplaint, createUser, db } from "../factories";
import { fetchResponse, get, ORIGIN, sessionCookie } from "../harness/app";

export const DAY = 86_400_000;

export const HOUR = 3_600_000;

export const bucket = env.OPEN_DATA;

export const deps = { db, archiveDb, bucket, publicHost: ORIGIN };

export async function signedIn(role?: "superadmin") {
  const { id } = await createUser();
  if (role) await db.insert(userRoles).values({ id: crypto.randomUUID(), userId: id, role });
  return { id, cookie: await sessionCookie(id) };
}

/**
 * Publishes complaints filed on the Tuesday before `monday`: the daily file of that day, the
 * weekly file through the Sunday before `monday` and the one a week later both hold them.
 */
export async function published(monday: number, texts: { userId: string; text: string }[]) {
  const company = await createCompany({
    name: `Open Corrections ${crypto.randomUUID().slice(0, 6)}`,
  });
  const filed = monday - 6 * DAY + 10 * HOUR;
  const rows = [];
  for (const [i, { userId, text }] of texts.entries()) {
    rows.push(
      await createComplaint({
        userId,
        text,
        companyId: company.id,
        companyName: company.name,
        createdAt: new Date(filed + i * 60_000),
      }),
    );
  }
  await exportOpenData(deps, filed + DAY - 2 * HOUR); // the daily file of the day filed
  await exportOpenData(deps, monday + 8 * HOUR); // the weekly file that first holds it
  const nextMonday = monday + 7 * DAY;
  await exportOpenData(deps, nextMonday + 8 * HOUR); // the next weekly file, holds it too
  const day = new Date(filed).toISOString().slice(0, 10);
  const sunday = (ms: number) => new Date(ms - DAY).toISOString().slice(0, 10);
  const files = {
    daily: [`daily/complaints-${day}.csv`, `daily/complaints-${day}.jsonl`],
    olderWeekly: [
      `weekly/complaints-through-${sunday(monday)}.csv`,
      `weekly/complaints-through-${sunday(monday)}.jsonl`,
    ],
    newestWeekly: [
      `weekly/complaints-through-${sunday(nextMonday)}.csv`,
      `weekly/complaints-through-${sunday(nextMonday)}.jsonl`,
    ],
  };
  return { rows, day, files, changeAt: nextMonday + 9 * HOUR };
}

/** Every file the Worker serves at /data/files: each object of the bucket, fetched. */
export async function servedFiles() {
  const listed = await bucket.list();
  const served = new Map<string, string>();
  for (const object of listed.objects) {
    const response = await fetchResponse(get(`/data/files/${object.key}`));
    expect(response.status, object.key).toBe(200);
    served.set(object.key, await response.text());
  }
  return served;
}

export async function served(name: string) {
  const response = await fetchResponse(get(`/data/files/${name}`));
  return { status: response.status, text: await response.text() };
}

/** The next cron run, and what every served file and /data's log say after it. */
export async function afterNextRun(
  setup: Awaited<ReturnType<typeof published>>,
  gone: string[],
  kept: string[],
) {
  // Before the run: still published, and the log says the correction waits.
  const before = await served(setup.files.daily[0] ?? "");
  expect(gone.some((text) => before.text.includes(text))).toBe(true);
  // The routes record with the real clock; the cron runs on the test's.
  const waiting = await listCorrectionNotes(db, Date.now());
  expect(waiting.find((note) => note.day === setup.day)?.appliedAt).toBeNull();

  const run = await runScheduledJobs(EVERY_15_MINUTES, env, new Date(setup.changeAt + 15 * 60_000));
  expect(run["open-data-corrections"]).toMatchObject({ ok: true });

  const all = await servedFiles();
  for (const [name, body] of all) {
    for (const text of gone) expect(body, `${name} still has "${text}"`).not.toContain(text);
  }
  for (const name of [...setup.files.daily, ...setup.files.newestWeekly]) {
    const body = all.get(name) ?? "";
    for (const text of kept) expect(body, `${name} lost "${text}"`).toContain(text);
  }
  // The older weekly files that held the day are withdrawn: not served, not listed.
  for (const name of setup.files.olderWeekly) expect((await served(name)).status).toBe(404);
  const listed = (await listOpenDataFiles(db, 500)).map((file) => file.name);
  for (const name of setup.files.olderWeekly) expect(listed).not.toContain(name);
  for (const name of [...setup.files.daily, ...setup.files.newestWeekly])
    expect(listed).toContain(name);

  // Applied, and the log says when.
  const pending = await db
    .select()
    .from(openDataCorrections)
    .where(isNull(openDataCorrections.appliedAt));
  expect(pending).toEqual([]);
  const notes = await listCorrectionNotes(db, Date.now());
  return notes.filter((note) => note.day === setup.day);
}
