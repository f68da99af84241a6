import { env } from "cloudflare:test";
import { complaints, ucks, users } from "@worker/db/schema";
import { weighRankedUcks } from "@worker/jobs/ranking-ageing";
import { actorAddress } from "@worker/services/complaints/ranking";
import { castUck } from "@worker/services/complaints/ucks";
import { and, eq, isNull, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { createCompany, createComplaint, db } from "../factories";
import {
  arena,
  counters,
  DAY,
  HOUR,
  KEY,
  MINUTE,
  ownClock,
  rankedWeights,
  standings,
} from "./setup";

/**
 * Rankings that cohorts cannot buy (docs/decisions/038): a ranked uck counts by its account's
 * reputation (whole weeks of age up to four, a verified address, activity beyond ucks), and
 * accounts made in the same hour count once per complaint. Issue 57's probe: 64 accounts two
 * days old, at most 9 per address, put a complaint at #1 on /viral in 2.1 s. Before this, every
 * one of those ucks was ranked at once and counted 1 (decision 028's rules alone).
 */

const WEEK = 7 * DAY;

/**
 * `count` verified accounts made `age` before `now`, `hoursApart` apart (0: a second apart),
 * each with a complaint of its own three weeks before `now` when `active` (activity beyond ucks).
 */
async function people(
  now: number,
  count: number,
  { age, hoursApart, active }: { age: number; hoursApart: number; active: boolean },
) {
  const elsewhere = await createCompany({ name: `Elsewhere ${crypto.randomUUID()}` });
  const made = Array.from({ length: count }, (_, i) => ({
    id: crypto.randomUUID(),
    at: new Date(now - age - i * hoursApart * HOUR - (hoursApart === 0 ? i * 1000 : 0)),
  }));
  const statements = made.flatMap(({ id, at }) => [
    db.insert(users).values({
      id,
      email: `cohort-${id}@example.com`,
      createdAt: at,
      emailVerifiedAt: at,
    }),
    ...(active
      ? [
          db.insert(complaints).values({
            id: crypto.randomUUID(),
            text: `My own complaint ${id}: the parcel never came.`,
            companyId: elsewhere.id,
            companyName: elsewhere.name,
            userId: id,
            escalationDeadline: new Date(now - 3 * WEEK + 2 * DAY),
            createdAt: new Date(now - 3 * WEEK),
          }),
        ]
      : []),
  ]);
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
  return made.map(({ id }) => id);
}

/** Each account ucks the complaint, a second apart, 8 accounts per network address. */
async function uckFrom(voters: string[], complaintId: string, now: number, net: string) {
  for (const [i, voter] of voters.entries()) {
    const address = actorAddress(KEY, `${net}.${Math.floor(i / 8)}`);
    const cast = await castUck(db, env.UCKS, voter, complaintId, false, now + i * 1000, address);
    expect(cast).toMatchObject({ success: true, message: "Ucked" });
  }
}

it("64 accounts two days old on 8 addresses do not reach #1 on /viral; 64 eight weeks old with ordinary activity do", async () => {
  const NOW = ownClock();
  const { companyId, rival, target } = await arena(NOW);
  // The probe's cohort, made two to five days ago, each in an hour of its own (so only their
  // reputation stands in their way), verified, never having done anything but uck.
  const bought = await people(NOW, 64, { age: 2 * DAY, hoursApart: 1, active: false });
  await uckFrom(bought, target, NOW, "198.18.1");
  const after = NOW + 2 * MINUTE;
  expect(await counters(target)).toMatchObject({ ucks: 64, rankedUcks: 0 });
  expect((await standings(companyId, target, after)).viral).not.toBe(1);
  expect((await standings(companyId, rival, after)).viral).toBe(1);
  // Even with a complaint each, under a week old they weigh nothing.
  const busy = await people(NOW, 64, { age: 3 * DAY, hoursApart: 1, active: true });
  await uckFrom(busy, target, NOW + 2 * MINUTE, "198.18.2");
  expect(await counters(target)).toMatchObject({ ucks: 128, rankedUcks: 0 });
  expect((await standings(companyId, rival, NOW + 5 * MINUTE)).viral).toBe(1);

  // Real people: eight weeks old, each with a complaint of their own, made over weeks.
  const regulars = await people(NOW, 64, { age: 8 * WEEK, hoursApart: 5, active: true });
  const loved = await createComplaint({ companyId, createdAt: new Date(NOW - 2 * HOUR) });
  await uckFrom(regulars, loved.id, NOW + 5 * MINUTE, "198.18.3");
  expect(await counters(loved.id)).toMatchObject({ ucks: 64, rankedUcks: 64 });
  const top = await standings(companyId, loved.id, NOW + 8 * MINUTE);
  expect(top.viral).toBe(1);
  expect(top.viralScore).toBeCloseTo(64 / 24, 6);
});

it("accounts made in the same hour count as one for a complaint; a quiet account counts half", async () => {
  const NOW = ownClock();
  const { companyId, rival, target } = await arena(NOW);
  // Eight weeks old, with activity, but all made within one clock hour: one uck's worth.
  const batch = await people(NOW, 64, { age: 8 * WEEK + 30 * MINUTE, hoursApart: 0, active: true });
  await uckFrom(batch, target, NOW, "198.18.4");
  expect(await counters(target)).toMatchObject({ ucks: 64, rankedUcks: 1 });
  expect(await rankedWeights(target)).toEqual({ rows: 64, weights: 1 });
  const standing = await standings(companyId, target, NOW + 2 * MINUTE);
  expect(standing.viralScore).toBeCloseTo(1 / 24, 6);
  expect((await standings(companyId, rival, NOW + 2 * MINUTE)).viral).toBe(1);
  // The same cohort counts once more on another complaint: per complaint, not per account.
  const other = await createComplaint({ companyId, createdAt: new Date(NOW - HOUR) });
  await uckFrom(batch.slice(0, 3), other.id, NOW + 2 * MINUTE, "198.18.5");
  expect(await counters(other.id)).toMatchObject({ ucks: 3, rankedUcks: 1 });

  // Ages and activity, by the numbers on /methodology: 1, 2, 3 and 4 whole weeks, quiet or not.
  const weights = [];
  let net = 10;
  for (const weeks of [0, 1, 2, 3, 4, 9]) {
    for (const active of [true, false]) {
      const [voter] = await people(NOW, 1, {
        age: weeks * WEEK + (weeks + 1) * HOUR,
        hoursApart: 0,
        active,
      });
      const complaint = await createComplaint({ companyId, createdAt: new Date(NOW - HOUR) });
      await uckFrom([voter ?? ""], complaint.id, NOW + 3 * MINUTE, `198.18.${net++}`);
      weights.push((await counters(complaint.id))?.rankedUcks);
    }
  }
  expect(weights).toEqual([0, 0, 0.25, 0.125, 0.5, 0.25, 0.75, 0.375, 1, 0.5, 1, 0.5]);
});

it("ucks ranked before weights are weighed once by the job, at their accounts' reputation when ranked", async () => {
  const NOW = ownClock();
  const { target } = await arena(NOW);
  const regulars = await people(NOW, 2, { age: 8 * WEEK, hoursApart: 3, active: true });
  const cohort = await people(NOW, 5, { age: 2 * DAY, hoursApart: 0, active: false });
  // As the code before weights wrote them: ranked, no weight, no account hour, counted 1 each.
  const voters = [...regulars, ...cohort];
  await db.batch(
    voters.map((userId, i) =>
      db.insert(ucks).values({
        complaintId: target,
        userId,
        createdAt: new Date(NOW - HOUR + i * MINUTE),
        rankedAt: new Date(NOW - HOUR + i * MINUTE),
      }),
    ) as unknown as Parameters<typeof db.batch>[0],
  );
  await db
    .update(complaints)
    .set({
      uckCount: sql`${complaints.uckCount} + 7`,
      rankedUckCount: sql`${complaints.rankedUckCount} + 7`,
    })
    .where(eq(complaints.id, target));
  expect(await counters(target)).toMatchObject({ ucks: 7, rankedUcks: 7 });

  expect(await weighRankedUcks(db)).toBeGreaterThanOrEqual(7);
  expect(await counters(target)).toMatchObject({ ucks: 7, rankedUcks: 2 });
  expect(await rankedWeights(target)).toEqual({ rows: 7, weights: 2 });
  const unfilled = await db.$count(
    ucks,
    and(eq(ucks.complaintId, target), isNull(ucks.accountHour)),
  );
  expect(unfilled).toBe(0);
  // Once: nothing is left to weigh.
  expect(await weighRankedUcks(db)).toBe(0);
  expect(await counters(target)).toMatchObject({ rankedUcks: 2 });
});
