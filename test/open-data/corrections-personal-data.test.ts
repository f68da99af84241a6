import { env } from "cloudflare:test";
import { openDataCorrections } from "@worker/db/schema";
import { EVERY_15_MINUTES, runScheduledJobs } from "@worker/jobs";
import { eraseUser } from "@worker/services/users/erasure";
import { isNull } from "drizzle-orm";
import { expect, it } from "vitest";
import { archiveDb, createUser, db } from "../factories";
import { fetchApp, fetchResponse, get, ORIGIN, post } from "../harness/app";
import { afterNextRun, published, served, servedFiles, signedIn } from "./setup";

/**
 * Personal data: an edit that takes it out, and an account closed for a breach, leave none of it
 * in any served file; a voluntary erasure records no correction, as the files never named the
 * author (shared set-up: setup.ts).
 */

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
      archiveDb,
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
