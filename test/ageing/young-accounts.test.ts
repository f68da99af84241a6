import { env } from "cloudflare:test";
import { ageRankings } from "@worker/jobs/ranking-ageing";
import { getComplaintPage } from "@worker/services/complaints/detail";
import { actorAddress } from "@worker/services/complaints/ranking";
import { castUck } from "@worker/services/complaints/ucks";
import { expect, it } from "vitest";
import { db } from "../factories";
import {
  arena,
  counters,
  DAY,
  established,
  HOUR,
  KEY,
  MINUTE,
  ownAddress,
  ownClock,
  rankedWeights,
  standings,
  young,
} from "./setup";

/**
 * Young accounts' ucks show on the page at once and are ranked only once aged a day, at their
 * accounts' reputation then (0 under a week: docs/decisions/038); an un-uck takes off only what
 * was counted (shared set-up: setup.ts).
 */

it("twelve accounts minutes old: the page shows +12 at once; aged a day they are ranked at weight 0, no ranking moves", async () => {
  const NOW = ownClock();
  const { companyId, rival, target } = await arena(NOW);
  const before = await standings(companyId, target, NOW);
  expect(before).toEqual({ viral: 0, viralScore: 0, trending: 2, mostUcks: 2 });

  const voters = await Promise.all(Array.from({ length: 12 }, () => young(NOW)));
  for (const voter of voters) {
    const cast = await castUck(db, env.UCKS, voter.id, target, false, NOW, ownAddress());
    expect(cast).toMatchObject({ success: true, message: "Ucked" });
  }
  // The page (the loader's value) counts all twelve.
  expect((await getComplaintPage(db, target, null))?.complaint.uckCount).toBe(12);
  expect(await counters(target)).toMatchObject({ ucks: 12, rankedUcks: 0 });
  // No ranking moved: not on /viral, still behind the rival (3 ucks) on trending and most ucks.
  expect(await standings(companyId, target, NOW)).toEqual(before);
  expect((await standings(companyId, rival, NOW)).viral).toBe(1);

  // Before a day has passed the job ranks nothing.
  expect(await ageRankings(db, new Date(NOW + DAY - MINUTE))).toEqual({
    ucks: 0,
    comments: 0,
    shares: 0,
  });
  expect(await counters(target)).toMatchObject({ ucks: 12, rankedUcks: 0 });

  // Past a day the job ranks them, at their accounts' reputation then: a day-old account
  // weighs 0 (docs/decisions/038), so still no ranking moves.
  const later = NOW + DAY + MINUTE;
  expect((await ageRankings(db, new Date(later))).ucks).toBe(12);
  expect(await counters(target)).toMatchObject({ ucks: 12, rankedUcks: 0 });
  expect(await rankedWeights(target)).toEqual({ rows: 12, weights: 0 });
  const after = await standings(companyId, target, later);
  expect(after).toMatchObject({ viral: 0, trending: 2, mostUcks: 2 });

  // Running the job again changes nothing.
  expect(await ageRankings(db, new Date(later + MINUTE))).toEqual({
    ucks: 0,
    comments: 0,
    shares: 0,
  });
  expect(await counters(target)).toMatchObject({ ucks: 12, rankedUcks: 0 });
  expect(await standings(companyId, target, later)).toEqual(after);
});

it("an un-uck of an ageing uck leaves the ranked counter; of an aged one, takes its weight off", async () => {
  const NOW = ownClock();
  const { target, rival } = await arena(NOW);
  // Ten established accounts on one address in a burst: the next ones from it age a day.
  const shared = actorAddress(KEY, "203.0.113.91");
  for (let i = 0; i < 10; i++) {
    const voter = await established(NOW);
    await castUck(db, env.UCKS, voter.id, rival, false, NOW - MINUTE, shared);
  }
  const [first, second] = [await established(NOW), await established(NOW)];
  await castUck(db, env.UCKS, first.id, target, false, NOW, shared);
  await castUck(db, env.UCKS, second.id, target, false, NOW, shared);
  expect(await counters(target)).toMatchObject({ ucks: 2, rankedUcks: 0 });
  // Taken back before ageing: the page loses it, the rankings never had it.
  expect(await castUck(db, env.UCKS, first.id, target, true, NOW + HOUR)).toMatchObject({
    message: "Uck removed",
    count: 1,
  });
  expect(await counters(target)).toMatchObject({ ucks: 1, rankedUcks: 0 });
  // The job does not rank a row that is gone; the one left counts its full weight.
  expect((await ageRankings(db, new Date(NOW + 2 * DAY))).ucks).toBe(1);
  expect(await counters(target)).toMatchObject({ ucks: 1, rankedUcks: 1 });
  // Taken back after ageing: both counters lose it.
  expect(await castUck(db, env.UCKS, second.id, target, true, NOW + 2 * DAY)).toMatchObject({
    message: "Uck removed",
    count: 0,
  });
  expect(await counters(target)).toMatchObject({ ucks: 0, rankedUcks: 0 });
  // A repeat take-back moves nothing.
  expect(await castUck(db, env.UCKS, second.id, target, true, NOW + 2 * DAY)).toMatchObject({
    message: "Not ucked",
  });
  expect(await counters(target)).toMatchObject({ ucks: 0, rankedUcks: 0 });
});
