/**
 * The open-data files after a move-out (decision 063): a file written after a move holds the
 * archive's complaints as well as the live ones, and a breach's deletion of an archived complaint
 * leaves every file that held it at the corrections job's next run, as a live one does.
 */
import { env } from "cloudflare:test";
import { openDataCorrections } from "@worker/db/schema";
import { exportOpenData } from "@worker/services/open-data";
import { applyOpenDataCorrections } from "@worker/services/open-data-rewrite";
import { eraseUser } from "@worker/services/users/erasure";
import { isNull } from "drizzle-orm";
import { expect, it } from "vitest";
import { deps as erasureDeps } from "../data-rights/setup";
import { archiveDb, createCompany, createComplaint, createUser, db } from "../factories";
import { ORIGIN } from "../harness/app";
import { moveOut } from "./move";

const DAY = 86_400_000;
const files = { db, archiveDb, bucket: env.OPEN_DATA, publicHost: ORIGIN };
const read = async (name: string) => (await env.OPEN_DATA.get(name))?.text() ?? null;

it("files written after a move hold the archive's complaints; a breach's deletion there leaves them", async () => {
  const company = await createCompany();
  const on = { companyId: company.id, companyName: company.name };
  const me = await createUser();
  const other = await createUser();
  // Tuesday 5 March 2019: its daily file is written on the 6th, the weekly file on Monday 11th.
  const filed = Date.UTC(2019, 2, 5, 10);
  const mine = await createComplaint({
    ...on,
    userId: me.id,
    text: "Archived complaint that a breach deletes",
    createdAt: new Date(filed),
  });
  const theirs = await createComplaint({
    ...on,
    userId: other.id,
    text: "Archived complaint that stays published",
    createdAt: new Date(filed + 60_000),
  });
  await exportOpenData(files, filed + DAY);
  const daily = "daily/complaints-2019-03-05.csv";
  expect(await read(daily)).toContain("Archived complaint that a breach deletes");

  await moveOut([mine.id, theirs.id]);
  const monday = Date.UTC(2019, 2, 11, 8);
  const written = await exportOpenData(files, monday);
  const weekly = "weekly/complaints-through-2019-03-10.csv";
  expect(written).toContain(weekly);
  // Written after the move, from both databases: the moved complaints are in it.
  expect(await read(weekly)).toContain("Archived complaint that stays published");
  expect(await read(weekly)).toContain("Archived complaint that a breach deletes");

  // The breach's deletion runs in the archive, and records its correction there.
  expect(await eraseUser(erasureDeps, me.id, { complaints: "delete" }, monday + 1000)).toBe(true);
  const pending = await archiveDb
    .select({ day: openDataCorrections.day })
    .from(openDataCorrections)
    .where(isNull(openDataCorrections.appliedAt));
  expect(pending.map((row) => row.day)).toContain("2019-03-05");

  const result = await applyOpenDataCorrections(files, monday + 2000);
  expect(result.rewritten).toEqual(expect.arrayContaining([daily, weekly]));
  for (const name of [daily, weekly]) {
    const text = await read(name);
    expect(text, name).not.toContain("Archived complaint that a breach deletes");
    expect(text, name).toContain("Archived complaint that stays published");
  }
  // Applied in the database that recorded it: the next run has nothing to do.
  const left = await archiveDb
    .select({ day: openDataCorrections.day })
    .from(openDataCorrections)
    .where(isNull(openDataCorrections.appliedAt));
  expect(left).toEqual([]);
  expect((await applyOpenDataCorrections(files, monday + 3000)).corrections).toBe(0);
});
