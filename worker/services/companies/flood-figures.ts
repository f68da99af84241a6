import {
  FLOOD_BASELINE_DAYS,
  FLOOD_COMPARED_MAX,
  FLOOD_MEDIAN_FACTOR,
  FLOOD_MIN_COMPLAINTS,
  FLOOD_MIN_UCKS,
  FLOOD_NEAR_IDENTICAL,
  FLOOD_NEAR_IDENTICAL_ACCOUNTS,
  FLOOD_NEW_ACCOUNT_MS,
  FLOOD_RULES,
  FLOOD_WINDOW_MS,
  FLOOD_YOUNG_ACCOUNT_MS,
  FLOOD_YOUNG_UCK_SHARE,
  type FloodRule,
} from "@shared/flood-guard";
import { jaccard, shinglesOf } from "@shared/same-problem";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { complaints, floodWindows, ucks, userAddresses, users } from "../../db/schema";

/**
 * The flood guard's three rules (issue 37, docs/decisions/031), measured for one company: what
 * the hourly job (./flood-guard.ts) reads before it opens, extends or leaves a window.
 */

const DAY = 24 * 60 * 60 * 1000;

/** What the rules saw for one company over its last 24 hours. */
export type FloodFigures = {
  /** Where the 24 hours began (later after a superadmin cleared a window in them). */
  from: number;
  complaints: number;
  median: number;
  threshold: number;
  ucks: number;
  youngUcks: number;
  nearIdenticalAccounts: number;
  /** The earliest complaint or uck counted: where a window opened now begins. */
  earliest: number | null;
  rules: FloodRule[];
};

/** The median of the company's complaints per day over the FLOOD_BASELINE_DAYS days before `end`. */
async function medianDay(db: Database, companyId: string, end: number) {
  const start = end - FLOOD_BASELINE_DAYS * DAY;
  const rows = await db
    .select({
      day: sql<number>`cast((${end - 1} - ${complaints.createdAt}) / ${DAY} as integer)`,
      n: sql<number>`count(*)`,
    })
    .from(complaints)
    .where(
      and(
        eq(complaints.companyId, companyId),
        sql`${complaints.createdAt} >= ${start} and ${complaints.createdAt} < ${end}`,
      ),
    )
    .groupBy(sql`1`);
  const days = new Array<number>(FLOOD_BASELINE_DAYS).fill(0);
  for (const row of rows) if (row.day >= 0 && row.day < days.length) days[row.day] = row.n;
  days.sort((a, b) => a - b);
  const middle = days.length / 2;
  return ((days[middle - 1] ?? 0) + (days[middle] ?? 0)) / 2;
}

/**
 * The largest number of distinct suspect accounts (younger than FLOOD_NEW_ACCOUNT_MS when they
 * posted, or sharing an address hash with another author of the day) whose complaints read
 * near-identical (Jaccard of word 3-shingles ≥ FLOOD_NEAR_IDENTICAL, chained: A like B like C).
 */
async function nearIdenticalAccounts(db: Database, companyId: string, from: number, now: number) {
  const rows = await db
    .select({
      id: complaints.id,
      text: complaints.text,
      userId: complaints.userId,
      createdAt: sql<number>`${complaints.createdAt}`,
      userCreatedAt: sql<number>`${users.createdAt}`,
    })
    .from(complaints)
    .innerJoin(users, eq(users.id, complaints.userId))
    .where(
      and(
        eq(complaints.companyId, companyId),
        sql`${complaints.createdAt} > ${from} and ${complaints.createdAt} <= ${now}`,
      ),
    )
    .orderBy(desc(complaints.createdAt))
    .limit(FLOOD_COMPARED_MAX);
  const authors = [...new Set(rows.map((row) => row.userId))];
  const hashesOf = new Map<string, string[]>();
  // D1 binds at most 100 parameters per statement (docs/decisions/010).
  for (let start = 0; start < authors.length; start += 90) {
    const chunk = authors.slice(start, start + 90);
    const found = await db
      .select({ userId: userAddresses.userId, hash: userAddresses.addressHash })
      .from(userAddresses)
      .where(inArray(userAddresses.userId, chunk));
    for (const row of found)
      hashesOf.set(row.hash, [...(hashesOf.get(row.hash) ?? []), row.userId]);
  }
  const sharing = new Set<string>();
  for (const people of hashesOf.values())
    if (new Set(people).size > 1) for (const person of people) sharing.add(person);
  const suspects = rows.filter(
    (row) => row.createdAt - row.userCreatedAt < FLOOD_NEW_ACCOUNT_MS || sharing.has(row.userId),
  );
  if (new Set(suspects.map((row) => row.userId)).size < FLOOD_NEAR_IDENTICAL_ACCOUNTS) return 0;
  // Union-find over the suspects' complaints, joined when they read near-identical.
  const parent = suspects.map((_, index) => index);
  const root = (index: number): number => {
    let at = index;
    while (parent[at] !== at) at = parent[at] ?? at;
    return at;
  };
  const shingles = suspects.map((row) => shinglesOf(row.text));
  for (let i = 0; i < suspects.length; i++)
    for (let j = i + 1; j < suspects.length; j++)
      if (
        root(i) !== root(j) &&
        jaccard(shingles[i] ?? new Set(), shingles[j] ?? new Set()) >= FLOOD_NEAR_IDENTICAL
      )
        parent[root(j)] = root(i);
  const accounts = new Map<number, Set<string>>();
  suspects.forEach((row, index) => {
    const group = root(index);
    accounts.set(group, (accounts.get(group) ?? new Set()).add(row.userId));
  });
  return Math.max(0, ...[...accounts.values()].map((people) => people.size));
}

/** The three rules for one company at `now` (docs/decisions/031). */
export async function floodFigures(
  db: Database,
  companyId: string,
  now: number,
): Promise<FloodFigures> {
  // After a superadmin cleared a window, only what came after the decision counts again.
  const [cleared] = await db
    .select({ at: sql<number | null>`max(${floodWindows.decidedAt})` })
    .from(floodWindows)
    .where(
      and(
        eq(floodWindows.companyId, companyId),
        eq(floodWindows.state, "cleared"),
        sql`${floodWindows.decidedBy} is not null`,
      ),
    );
  const from = Math.max(now - FLOOD_WINDOW_MS, cleared?.at ?? 0);
  const inDay = (column: typeof complaints.createdAt | typeof ucks.createdAt) =>
    sql`${column} > ${from} and ${column} <= ${now}`;
  const [[filed], [given], median, nearIdentical] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)`, first: sql<number | null>`min(${complaints.createdAt})` })
      .from(complaints)
      .where(and(eq(complaints.companyId, companyId), inDay(complaints.createdAt))),
    db
      .select({
        n: sql<number>`count(*)`,
        young: sql<number>`coalesce(sum(${users.createdAt} > ${ucks.createdAt} - ${FLOOD_YOUNG_ACCOUNT_MS}), 0)`,
        first: sql<number | null>`min(${ucks.createdAt})`,
      })
      .from(ucks)
      .innerJoin(complaints, eq(complaints.id, ucks.complaintId))
      .innerJoin(users, eq(users.id, ucks.userId))
      .where(and(eq(complaints.companyId, companyId), inDay(ucks.createdAt))),
    medianDay(db, companyId, now - FLOOD_WINDOW_MS),
    nearIdenticalAccounts(db, companyId, from, now),
  ]);
  const count = filed?.n ?? 0;
  const ucksGiven = given?.n ?? 0;
  const youngUcks = given?.young ?? 0;
  const threshold = Math.max(FLOOD_MIN_COMPLAINTS, FLOOD_MEDIAN_FACTOR * median);
  const holds: Record<FloodRule, boolean> = {
    volume: count >= threshold,
    young_ucks: ucksGiven >= FLOOD_MIN_UCKS && youngUcks >= FLOOD_YOUNG_UCK_SHARE * ucksGiven,
    near_identical: nearIdentical >= FLOOD_NEAR_IDENTICAL_ACCOUNTS,
  };
  const firsts = [filed?.first, given?.first].filter((at): at is number => typeof at === "number");
  return {
    from,
    complaints: count,
    median,
    threshold,
    ucks: ucksGiven,
    youngUcks,
    nearIdenticalAccounts: nearIdentical,
    earliest: firsts.length > 0 ? Math.min(...firsts) : null,
    rules: FLOOD_RULES.filter((rule) => holds[rule]),
  };
}
