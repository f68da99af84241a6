import { env } from "cloudflare:test";
import { ageRankings } from "@worker/jobs/ranking-ageing";
import { actorAddress } from "@worker/services/complaints/ranking";
import { castUck } from "@worker/services/complaints/ucks";
import { expect, it } from "vitest";
import { db } from "../factories";
import {
  arena,
  counters,
  DAY,
  established,
  KEY,
  MINUTE,
  ownAddress,
  ownClock,
  standings,
} from "./setup";

/**
 * Established accounts on their own addresses move rankings at once; a burst from one address
 * ages like young accounts beyond the 10th account (shared set-up: setup.ts).
 */

it("established accounts on their own addresses move rankings at once", async () => {
  const NOW = ownClock();
  const { companyId, target } = await arena(NOW);
  for (let i = 0; i < 5; i++) {
    const voter = await established(NOW);
    await castUck(db, env.UCKS, voter.id, target, false, NOW, ownAddress());
  }
  expect(await counters(target)).toMatchObject({ ucks: 5, rankedUcks: 5 });
  const now = await standings(companyId, target, NOW);
  expect(now).toMatchObject({ viral: 1, trending: 1, mostUcks: 1 });
  expect(now.viralScore).toBeCloseTo(5 / 24, 6);
});

it("a burst from one address by established accounts ages like young accounts beyond the 10th account", async () => {
  const NOW = ownClock();
  const { companyId, target } = await arena(NOW);
  const shared = actorAddress(KEY, "203.0.113.77");
  const before = await standings(companyId, target, NOW);
  for (let i = 0; i < 12; i++) {
    const voter = await established(NOW);
    await castUck(db, env.UCKS, voter.id, target, false, NOW + i * 1000, shared);
  }
  // The page counts twelve; the rankings the first ten accounts the address saw in 10 minutes.
  expect(await counters(target)).toMatchObject({ ucks: 12, rankedUcks: 10 });
  const during = await standings(companyId, target, NOW + MINUTE);
  expect(during.viralScore).toBeCloseTo(10 / 24, 6);
  expect(before.viralScore).toBe(0);
  // An established account on its own address is not part of the burst.
  const loner = await established(NOW);
  await castUck(db, env.UCKS, loner.id, target, false, NOW + MINUTE, ownAddress());
  expect(await counters(target)).toMatchObject({ ucks: 13, rankedUcks: 11 });
  // Once the burst's window has passed, the address moves rankings at once again.
  const calm = await established(NOW);
  await castUck(db, env.UCKS, calm.id, target, false, NOW + 11 * MINUTE, shared);
  expect(await counters(target)).toMatchObject({ ucks: 14, rankedUcks: 12 });
  // A day on, the two that waited count too.
  expect((await ageRankings(db, new Date(NOW + DAY + 2 * MINUTE))).ucks).toBe(2);
  expect(await counters(target)).toMatchObject({ ucks: 14, rankedUcks: 14 });
});
