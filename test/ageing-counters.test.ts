import { env } from "cloudflare:test";
import { complaints, ucks, users } from "@worker/db/schema";
import { ageRankings } from "@worker/jobs/ranking-ageing";
import { recordShare } from "@worker/services/complaints/card-actions";
import { addComment } from "@worker/services/complaints/comments";
import { getComplaintPage } from "@worker/services/complaints/detail";
import { listFeed } from "@worker/services/complaints/feed";
import { actorAddress } from "@worker/services/complaints/ranking";
import { castUck } from "@worker/services/complaints/ucks";
import { listTrending, listViral } from "@worker/services/discovery";
import { eraseUser } from "@worker/services/users/erasure";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { expect, it } from "vitest";
import { createCompany, createComplaint, createUser, createUsers, db, postbox } from "./factories";

/**
 * Young accounts and bursts (issue 35, docs/decisions/028): their ucks, comments and shares count
 * on the page at once and in rankings only once the ageing job has seen them a day old.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// Clocks of their own, far from the other files' data (they use the real one), and 60 days
// apart for each test, so one test's ucks are outside every window of another's rankings.
let clocks = 0;
const ownClock = () => Date.UTC(2033, 4, 10, 12) + 60 * DAY * clocks++;
const KEY = "0123456789abcdef0123456789abcdef";
let octet = 0;
/** A network address of its own for each account, unless the test shares one. */
const ownAddress = () => actorAddress(KEY, `198.51.100.${++octet % 250}`);

const young = (now: number) => createUser({ createdAt: new Date(now - 5 * MINUTE) });
const established = (now: number) => createUser({ createdAt: new Date(now - 30 * DAY) });

async function counters(id: string) {
  const [row] = await db
    .select({
      ucks: complaints.uckCount,
      rankedUcks: complaints.rankedUckCount,
      comments: complaints.commentsCount,
      rankedComments: complaints.rankedCommentsCount,
      shares: complaints.shareCount,
      rankedShares: complaints.rankedShareCount,
    })
    .from(complaints)
    .where(eq(complaints.id, id));
  return row;
}

/** Where a complaint stands on every ranking that can hold it (1-based; 0: not listed). */
async function standings(companyId: string, id: string, now: number) {
  const place = (ids: string[]) => ids.indexOf(id) + 1;
  const viral = await listViral(db, { viewerId: null, window: "24h", cursor: null, now });
  const trending = await listTrending(db, { viewerId: null, cursor: null, now });
  const mostUcks = await listFeed(db, { viewerId: null, companyId, sort: "most_ucks" });
  return {
    viral: place(viral.items.map((c) => c.id)),
    viralScore: viral.scores[id] ?? 0,
    trending: place(trending.items.map((c) => c.id)),
    mostUcks: place(mostUcks.items.map((c) => c.id)),
  };
}

/** A company with the complaint under test and a rival three established accounts ucked. */
async function arena(NOW: number) {
  const company = await createCompany({ name: `Ageing Arena ${crypto.randomUUID()}` });
  const createdAt = new Date(NOW - 2 * HOUR);
  const rival = await createComplaint({ companyId: company.id, createdAt });
  const target = await createComplaint({ companyId: company.id, createdAt });
  for (let i = 0; i < 3; i++) {
    const voter = await established(NOW);
    await castUck(db, env.UCKS, voter.id, rival.id, false, NOW - HOUR, ownAddress());
  }
  return { companyId: company.id, rival: rival.id, target: target.id };
}

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

it("comments and shares age the same way; a share without an account ages like a young one", async () => {
  const NOW = ownClock();
  const { target } = await arena(NOW);
  const newcomer = await young(NOW);
  const regular = await established(NOW);
  await addComment(postbox, target, newcomer.id, "Same thing happened to me.", NOW, ownAddress());
  await addComment(postbox, target, regular.id, "And to me, last month.", NOW, ownAddress());
  await recordShare(
    db,
    target,
    { userId: newcomer.id, clientIp: null, address: ownAddress() },
    "copy_link",
    NOW,
  );
  await recordShare(
    db,
    target,
    { userId: regular.id, clientIp: null, address: ownAddress() },
    "copy_link",
    NOW,
  );
  await recordShare(db, target, { userId: null, clientIp: null }, "web_share", NOW);
  expect(await counters(target)).toMatchObject({
    comments: 2,
    rankedComments: 1,
    shares: 3,
    rankedShares: 1,
  });
  await ageRankings(db, new Date(NOW + DAY + MINUTE));
  expect(await counters(target)).toMatchObject({
    comments: 2,
    rankedComments: 2,
    shares: 3,
    rankedShares: 3,
  });
  await ageRankings(db, new Date(NOW + DAY + 2 * MINUTE));
  expect(await counters(target)).toMatchObject({ rankedComments: 2, rankedShares: 3 });
});

it("200 accounts, half minutes old, uck at once, then take half back while the job runs twice: each counter is its rows", async () => {
  const NOW = ownClock();
  const { target } = await arena(NOW);
  const voters = (await createUsers(200)).map((v) => v.id);
  const newcomers = voters.filter((_, i) => i % 2 === 1);
  // D1 binds at most 100 parameters a statement.
  for (let start = 0; start < newcomers.length; start += 50) {
    await db
      .update(users)
      .set({ createdAt: new Date(NOW - 5 * MINUTE) })
      .where(inArray(users.id, newcomers.slice(start, start + 50)));
  }
  await Promise.all(voters.map((id) => castUck(db, env.UCKS, id, target, false, NOW)));
  const rows = (ranked: boolean) =>
    db.$count(
      ucks,
      and(eq(ucks.complaintId, target), ranked ? isNotNull(ucks.rankedAt) : undefined),
    );
  expect(await counters(target)).toMatchObject({ ucks: 200, rankedUcks: 100 });
  expect([await rows(false), await rows(true)]).toEqual([200, 100]);

  // A quarter of each kind taken back while two runs of the job rank the young ones.
  const later = NOW + DAY + MINUTE;
  const leaving = voters.filter((_, i) => i % 4 < 2);
  await Promise.all([
    ...leaving.map((id) => castUck(db, env.UCKS, id, target, true, later)),
    ageRankings(db, new Date(later)),
    ageRankings(db, new Date(later)),
  ]);
  const state = await counters(target);
  expect(state?.ucks).toBe(await rows(false));
  expect(state?.rankedUcks).toBe(await rows(true));
  expect(state).toMatchObject({ ucks: 100, rankedUcks: 100 });
  await ageRankings(db, new Date(later + MINUTE));
  expect(await counters(target)).toMatchObject({ ucks: 100, rankedUcks: 100 });
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
  await ageRankings(db, new Date(NOW + DAY + MINUTE));
  expect(await counters(target)).toMatchObject({
    ucks: 1,
    rankedUcks: 1,
    comments: 1,
    rankedComments: 1,
  });
});
