/**
 * The open-data files follow their source, end to end: a complaint is published in a daily file
 * and two weekly files, then a moderator removes it, its author deletes or edits it, or its
 * author's account is closed for a breach, each through the Worker's own routes; after the next
 * cron run nothing of the removed text is in any file served at /data/files, the newest weekly
 * file is rewritten, older weekly files that held it are withdrawn, and /data's corrections log
 * says so. Before that run the log says the correction waits.
 */

import { env } from "cloudflare:test";
import { openDataCorrections, openDataFiles, reports, userRoles } from "@worker/db/schema";
import { EVERY_15_MINUTES, runScheduledJobs } from "@worker/jobs";
import { exportOpenData, listOpenDataFiles } from "@worker/services/open-data";
import { listCorrectionNotes } from "@worker/services/open-data-corrections";
import { eraseUser } from "@worker/services/users/erasure";
import { eq, isNull } from "drizzle-orm";
import { createElement } from "react";
import { renderToReadableStream } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { expect, it } from "vitest";
import * as dataRoute from "~/routes/data";
import { createCompany, createComplaint, createUser, db } from "./factories";
import { fetchApp, fetchResponse, get, ORIGIN, post, sessionCookie } from "./harness/app";

const DAY = 86_400_000;
const HOUR = 3_600_000;
const bucket = env.OPEN_DATA;
const deps = { db, bucket, publicHost: ORIGIN };

async function signedIn(role?: "superadmin") {
  const { id } = await createUser();
  if (role) await db.insert(userRoles).values({ id: crypto.randomUUID(), userId: id, role });
  return { id, cookie: await sessionCookie(id) };
}

/**
 * Publishes complaints filed on the Tuesday before `monday`: the daily file of that day, the
 * weekly file through the Sunday before `monday` and the one a week later both hold them.
 */
async function published(monday: number, texts: { userId: string; text: string }[]) {
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

/** /data rendered as the server renders it: its loader, then its component. */
async function dataPage() {
  const loaded = await dataRoute.loader({ context: { db } } as never);
  const Stub = createRoutesStub([
    { path: "/data", loader: () => loaded, Component: dataRoute.default as never },
  ]);
  const stream = await renderToReadableStream(
    createElement(Stub, {
      initialEntries: ["/data"],
      hydrationData: { loaderData: { "0": loaded } },
    }),
  );
  await stream.allReady;
  return new Response(stream).text();
}

/** Every file the Worker serves at /data/files: each object of the bucket, fetched. */
async function servedFiles() {
  const listed = await bucket.list();
  const served = new Map<string, string>();
  for (const object of listed.objects) {
    const response = await fetchResponse(get(`/data/files/${object.key}`));
    expect(response.status, object.key).toBe(200);
    served.set(object.key, await response.text());
  }
  return served;
}

async function served(name: string) {
  const response = await fetchResponse(get(`/data/files/${name}`));
  return { status: response.status, text: await response.text() };
}

/** The next cron run, and what every served file and /data's log say after it. */
async function afterNextRun(
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

it("a moderator's removal leaves every served file at the next run, and the log says so", async () => {
  const author = await createUser();
  const moderator = await signedIn("superadmin");
  const reporter = await createUser();
  const setup = await published(Date.UTC(2033, 2, 7), [
    { userId: author.id, text: "MODREMOVED slur-filled rant about the staff of the Lisbon desk" },
    { userId: author.id, text: "KEPT-ONE: my refund never arrived after the cancelled flight" },
  ]);
  const [removed] = setup.rows;
  await db.insert(reports).values({
    id: crypto.randomUUID(),
    complaintId: removed?.id ?? "",
    reporterId: reporter.id,
    reason: "Abuse",
  });
  const decided = await fetchApp(
    post(
      "/admin",
      {
        urlencoded: {
          intent: "decide-report",
          complaintId: removed?.id ?? "",
          outcome: "removed",
          reason: "Spam.",
        },
      },
      moderator.cookie,
    ),
  );
  expect(decided.status).toBe(200);

  const notes = await afterNextRun(setup, ["MODREMOVED", removed?.id ?? ""], ["KEPT-ONE"]);
  expect(notes).toEqual([
    expect.objectContaining({
      reason: "removed_by_moderators",
      complaints: 1,
      appliedAt: setup.changeAt + 15 * 60_000,
    }),
  ]);
  // The public log on /data.
  const html = await dataPage();
  expect(html).toContain(`1 complaint filed on ${setup.day} removed by moderators.`);
  expect(html).toContain(new Date(setup.changeAt + 15 * 60_000).toISOString());
});

it("an author's deletion leaves every served file at the next run", async () => {
  const author = await signedIn();
  const setup = await published(Date.UTC(2034, 2, 6), [
    { userId: author.id, text: "DELETED-BY-AUTHOR my neighbour Anna Novak at 4 Elm Road saw it" },
    { userId: author.id, text: "KEPT-TWO: the courier left the parcel in the rain" },
  ]);
  const [deleted] = setup.rows;
  const answer = await fetchApp(
    post(`/complaint/${deleted?.id}/actions`, { urlencoded: { intent: "delete" } }, author.cookie),
  );
  expect(answer.status).toBe(200);
  const notes = await afterNextRun(
    setup,
    ["DELETED-BY-AUTHOR", "Anna Novak", deleted?.id ?? ""],
    ["KEPT-TWO"],
  );
  expect(notes.map((note) => [note.reason, note.complaints])).toEqual([["deleted_by_author", 1]]);
});

it("an author's edit that takes personal data out leaves none of it in any served file", async () => {
  const author = await signedIn();
  const setup = await published(Date.UTC(2035, 2, 5), [
    {
      userId: author.id,
      text: "Charged twice. Call me on +44 20 7946 0958, IBAN GB33BUKB20201555555555, 221B Baker Street, London",
    },
  ]);
  const [edited] = setup.rows;
  const daily = setup.files.daily[0] ?? "";
  const cached = await fetchResponse(get(`/data/files/${daily}`));
  expect(cached.headers.get("Cache-Control")).toBe("public, max-age=3600");
  const oldTag = cached.headers.get("ETag") ?? "";
  const revalidate = (tag: string) =>
    fetchResponse(
      new Request(`${ORIGIN}/data/files/${daily}`, { headers: { "If-None-Match": tag } }),
    );
  expect((await revalidate(oldTag)).status).toBe(304);
  const answer = await fetchApp(
    post(
      `/complaint/${edited?.id}/actions`,
      { urlencoded: { intent: "edit", text: "Charged twice for one order; no answer yet." } },
      author.cookie,
    ),
  );
  expect(answer.status).toBe(200);
  const notes = await afterNextRun(
    setup,
    ["7946 0958", "GB33BUKB20201555555555", "Baker Street"],
    ["Charged twice for one order; no answer yet.", edited?.id ?? ""],
  );
  expect(notes.map((note) => [note.reason, note.complaints])).toEqual([["edited_by_author", 1]]);
  // A cache holding the old file gets the new one when it asks again.
  const fresh = await revalidate(oldTag);
  expect(fresh.status).toBe(200);
  expect(await fresh.text()).not.toContain("Baker Street");
});

it("an account closed for a breach takes its complaints out of every served file", async () => {
  const admin = await signedIn("superadmin");
  const breacher = await createUser({ name: "Brenda Breach" });
  const stayer = await createUser();
  const setup = await published(Date.UTC(2036, 2, 3), [
    { userId: breacher.id, text: "BREACH-ONE spam link to a scam shop" },
    { userId: breacher.id, text: "BREACH-TWO another scam link" },
    { userId: stayer.id, text: "KEPT-THREE: the gym kept charging after I cancelled" },
  ]);
  const answer = await fetchApp(
    post(
      "/admin",
      { urlencoded: { intent: "breach-delete", userId: breacher.id, reason: "Spam" } },
      admin.cookie,
    ),
  );
  expect(answer.status).toBe(200);
  const notes = await afterNextRun(setup, ["BREACH-ONE", "BREACH-TWO"], ["KEPT-THREE"]);
  expect(notes.map((note) => [note.reason, note.complaints])).toEqual([["account_deleted", 2]]);
});

it("a voluntary erasure records no correction: the files never named the author, its complaints stay as on the site", async () => {
  const leaving = await createUser({ name: "Lena Leaving" });
  const setup = await published(Date.UTC(2038, 2, 1), [
    { userId: leaving.id, text: "STAYS-ANONYMOUS: the bank froze my account for a month" },
  ]);
  const erased = await eraseUser(
    {
      db,
      avatars: env.AVATARS,
      backgrounds: env.BACKGROUNDS,
      complaintImages: env.COMPLAINT_IMAGES,
    },
    leaving.id,
    { complaints: "anonymise" },
    setup.changeAt,
  );
  expect(erased).toBe(true);
  expect(
    await db.select().from(openDataCorrections).where(isNull(openDataCorrections.appliedAt)),
  ).toEqual([]);
  await runScheduledJobs(EVERY_15_MINUTES, env, new Date(setup.changeAt + 15 * 60_000));
  const daily = await served(setup.files.daily[0] ?? "");
  expect(daily.text).toContain("STAYS-ANONYMOUS");
  for (const body of (await servedFiles()).values()) expect(body).not.toContain("Lena Leaving");
});

it("a correction waits while another run holds a file it must rewrite, then applies", async () => {
  const author = await signedIn();
  const setup = await published(Date.UTC(2037, 2, 2), [
    { userId: author.id, text: "HELD-FILE text to delete" },
  ]);
  const [row] = setup.rows;
  await fetchApp(
    post(`/complaint/${row?.id}/actions`, { urlencoded: { intent: "delete" } }, author.cookie),
  );
  const held = setup.files.daily[0] ?? "";
  const at = setup.changeAt + 15 * 60_000;
  // Another run is writing the daily file right now.
  await db
    .update(openDataFiles)
    .set({ status: "writing", startedAt: new Date(at - 60_000) })
    .where(eq(openDataFiles.name, held));
  const first = await runScheduledJobs(EVERY_15_MINUTES, env, new Date(at));
  expect(first["open-data-corrections"]).toMatchObject({
    ok: true,
    result: { openDataCorrections: { corrections: 0 } },
  });
  expect(
    await db.select().from(openDataCorrections).where(isNull(openDataCorrections.appliedAt)),
  ).toHaveLength(1);
  // That run stopped; 30 minutes on, the file is taken over and the correction applied.
  await runScheduledJobs(EVERY_15_MINUTES, env, new Date(at + 31 * 60_000));
  expect(
    await db.select().from(openDataCorrections).where(isNull(openDataCorrections.appliedAt)),
  ).toEqual([]);
  expect((await served(held)).text).not.toContain("HELD-FILE");
});
