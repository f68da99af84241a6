/**
 * What the ageing-counter tests (test/ageing/*.test.ts) share. Young accounts and bursts
 * (docs/decisions/028): their ucks, comments and shares count on the page at once and in
 * rankings only once the ageing job has seen them a day old; a uck then counts its account's
 * reputation (docs/decisions/038), so a young account's weighs 0 and an established one's 1.
 */
import { env } from "cloudflare:test";
import { complaints, ucks, users } from "@worker/db/schema";
import { listFeed } from "@worker/services/complaints/feed";
import { actorAddress } from "@worker/services/complaints/ranking";
import { castUck } from "@worker/services/complaints/ucks";
import { listTrending, listViral } from "@worker/services/discovery";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { createCompany, createComplaint, createUser, db } from "../factories";

export const MINUTE = 60_000;

export const HOUR = 60 * MINUTE;

export const DAY = 24 * HOUR;

// Clocks of their own, far from the other files' data (they use the real one), and 60 days
// apart for each test, so one test's ucks are outside every window of another's rankings.
let clocks = 0;

export const ownClock = () => Date.UTC(2033, 4, 10, 12) + 60 * DAY * clocks++;

export const KEY = "0123456789abcdef0123456789abcdef";

let octet = 0;

/** A network address of its own for each account, unless the test shares one. */
export const ownAddress = () => actorAddress(KEY, `198.51.100.${++octet % 250}`);

export const young = (now: number) => createUser({ createdAt: new Date(now - 5 * MINUTE) });

let cohort = 0;

/**
 * An account whose ucks count fully in rankings (docs/decisions/038): over four weeks old, a
 * verified address, a complaint of its own a month ago, and made in an hour of its own (accounts
 * made in the same hour count once per complaint).
 */
export async function established(now: number) {
  const createdAt = new Date(now - 60 * DAY - ++cohort * HOUR);
  const user = await createUser({ createdAt });
  await db.update(users).set({ emailVerifiedAt: createdAt }).where(eq(users.id, user.id));
  // Its own company: the stores are emptied between files, a module's cache is not.
  const elsewhere = await createCompany({ name: `Ageing Elsewhere ${crypto.randomUUID()}` });
  await createComplaint({
    userId: user.id,
    companyId: elsewhere.id,
    companyName: elsewhere.name,
    createdAt: new Date(now - 30 * DAY),
  });
  return user;
}

/** The weights the ranked ucks of a complaint add up to: what its ranked counter must say. */
export async function rankedWeights(complaintId: string) {
  const [row] = await db
    .select({
      rows: sql<number>`count(*)`,
      weights: sql<number>`coalesce(sum(${ucks.rankWeight}), 0)`,
    })
    .from(ucks)
    .where(and(eq(ucks.complaintId, complaintId), isNotNull(ucks.rankedAt)));
  return { rows: row?.rows ?? 0, weights: row?.weights ?? 0 };
}

export async function counters(id: string) {
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
export async function standings(companyId: string, id: string, now: number) {
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
export async function arena(NOW: number) {
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
