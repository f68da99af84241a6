import { env } from "cloudflare:test";
import { ageRankings } from "@worker/jobs/ranking-ageing";
import { getComplaintPage } from "@worker/services/complaints/detail";
import { castUck } from "@worker/services/complaints/ucks";
import { expect, it } from "vitest";
import { db } from "../factories";
import {
  arena,
  counters,
  DAY,
  HOUR,
  MINUTE,
  ownAddress,
  ownClock,
  standings,
  young,
} from "./setup";

/**
 * Young accounts' ucks show on the page at once and move rankings only once aged a day; an
 * un-uck takes off only what was counted (shared set-up: setup.ts).
 */

it("twelve accounts minutes old: the page shows +12 at once, no ranking moves until the ucks have aged a day", async () => {
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

  // Past a day: the rankings count them.
  const later = NOW + DAY + MINUTE;
  expect((await ageRankings(db, new Date(later))).ucks).toBe(12);
  expect(await counters(target)).toMatchObject({ ucks: 12, rankedUcks: 12 });
  const after = await standings(companyId, target, later);
  expect(after).toMatchObject({ viral: 1, trending: 1, mostUcks: 1 });
  expect(after.viralScore).toBeCloseTo(12 / 24, 6);

  // Running the job again changes nothing.
  expect(await ageRankings(db, new Date(later + MINUTE))).toEqual({
    ucks: 0,
    comments: 0,
    shares: 0,
  });
  expect(await counters(target)).toMatchObject({ ucks: 12, rankedUcks: 12 });
  expect(await standings(companyId, target, later)).toEqual(after);
});

it("an un-uck of an ageing uck leaves the ranked counter; of an aged one, takes it off", async () => {
  const NOW = ownClock();
  const { target } = await arena(NOW);
  const [first, second] = [await young(NOW), await young(NOW)];
  if (!first || !second) throw new Error("no voters");
  await castUck(db, env.UCKS, first.id, target, false, NOW, ownAddress());
  await castUck(db, env.UCKS, second.id, target, false, NOW, ownAddress());
  // Taken back before ageing: the page loses it, the rankings never had it.
  expect(await castUck(db, env.UCKS, first.id, target, true, NOW + HOUR)).toMatchObject({
    message: "Uck removed",
    count: 1,
  });
  expect(await counters(target)).toMatchObject({ ucks: 1, rankedUcks: 0 });
  // The job does not rank a row that is gone.
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
