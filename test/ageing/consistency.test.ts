import { env } from "cloudflare:test";
import { ucks, users } from "@worker/db/schema";
import { ageRankings } from "@worker/jobs/ranking-ageing";
import { addComment } from "@worker/services/complaints/comments";
import { castUck } from "@worker/services/complaints/ucks";
import { eraseUser } from "@worker/services/users/erasure";
import { eq, inArray } from "drizzle-orm";
import { expect, it } from "vitest";
import { archiveDb, createUsers, db, postbox } from "../factories";
import {
  arena,
  counters,
  DAY,
  established,
  HOUR,
  MINUTE,
  ownAddress,
  ownClock,
  rankedWeights,
  young,
} from "./setup";

/**
 * Each counter is its rows: under a race with the ageing job, and after accounts are erased
 * (shared set-up: setup.ts).
 */

it("200 accounts, half minutes old, uck at once, then take half back while the job runs twice: each counter is its rows", async () => {
  const NOW = ownClock();
  const { target } = await arena(NOW);
  const voters = (await createUsers(200)).map((v) => v.id);
  const newcomers = voters.filter((_, i) => i % 2 === 1);
  const regulars = voters.filter((_, i) => i % 2 === 0);
  // D1 binds at most 100 parameters a statement.
  for (let start = 0; start < newcomers.length; start += 50) {
    await db
      .update(users)
      .set({ createdAt: new Date(NOW - 5 * MINUTE) })
      .where(inArray(users.id, newcomers.slice(start, start + 50)));
  }
  // The regulars: verified, months old, each made in an hour of its own, no complaint (weight ½).
  await db.batch(
    regulars.map((id, i) => {
      const made = new Date(NOW - 90 * DAY - i * HOUR);
      return db
        .update(users)
        .set({ createdAt: made, emailVerifiedAt: made })
        .where(eq(users.id, id));
    }) as unknown as Parameters<typeof db.batch>[0],
  );
  await Promise.all(voters.map((id) => castUck(db, env.UCKS, id, target, false, NOW)));
  const rows = () => db.$count(ucks, eq(ucks.complaintId, target));
  expect(await counters(target)).toMatchObject({ ucks: 200, rankedUcks: 50 });
  expect([await rows(), await rankedWeights(target)]).toEqual([200, { rows: 100, weights: 50 }]);

  // A quarter of each kind taken back while two runs of the job rank the young ones (at 0).
  const later = NOW + DAY + MINUTE;
  const leaving = voters.filter((_, i) => i % 4 < 2);
  await Promise.all([
    ...leaving.map((id) => castUck(db, env.UCKS, id, target, true, later)),
    ageRankings(db, new Date(later)),
    ageRankings(db, new Date(later)),
  ]);
  const state = await counters(target);
  const ranked = await rankedWeights(target);
  expect(state?.ucks).toBe(await rows());
  expect(state?.rankedUcks).toBe(ranked.weights);
  expect(state).toMatchObject({ ucks: 100, rankedUcks: 25 });
  expect(ranked).toEqual({ rows: 100, weights: 25 });
  await ageRankings(db, new Date(later + MINUTE));
  expect(await counters(target)).toMatchObject({ ucks: 100, rankedUcks: 25 });
});

it("erasing accounts takes their ucks and comments off both counters, ranked or ageing", async () => {
  const NOW = ownClock();
  const { target } = await arena(NOW);
  const [newcomer, regular, stays] = [await young(NOW), await established(NOW), await young(NOW)];
  for (const voter of [newcomer, regular, stays]) {
    await castUck(db, env.UCKS, voter.id, target, false, NOW, ownAddress());
    await addComment(postbox, target, voter.id, "Me too.", NOW, ownAddress());
  }
  expect(await counters(target)).toMatchObject({
    ucks: 3,
    rankedUcks: 1,
    comments: 3,
    rankedComments: 1,
  });
  const deps = {
    db,
    archiveDb,
    avatars: env.AVATARS,
    backgrounds: env.BACKGROUNDS,
    complaintImages: env.COMPLAINT_IMAGES,
  };
  for (const gone of [newcomer, regular]) {
    expect(await eraseUser(deps, gone.id, { complaints: "anonymise" }, NOW + HOUR)).toBe(true);
  }
  expect(await counters(target)).toMatchObject({
    ucks: 1,
    rankedUcks: 0,
    comments: 1,
    rankedComments: 0,
  });
  // A day on the young one left is ranked: its uck at weight 0 (docs/decisions/038), its
  // comment as one.
  await ageRankings(db, new Date(NOW + DAY + MINUTE));
  expect(await counters(target)).toMatchObject({
    ucks: 1,
    rankedUcks: 0,
    comments: 1,
    rankedComments: 1,
  });
});
