import {
  FLOOD_BASELINE_DAYS,
  FLOOD_COMPARED_MAX,
  FLOOD_MEDIAN_FACTOR,
  FLOOD_MIN_COMPLAINTS,
  FLOOD_MIN_UCKS,
  FLOOD_NEAR_IDENTICAL_ACCOUNTS,
  FLOOD_RULES,
  FLOOD_WINDOW_MS,
  FLOOD_YOUNG_ACCOUNT_MS,
  FLOOD_YOUNG_UCK_SHARE,
  type FloodRule,
} from "@shared/flood-guard";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { complaints, floodWindows, ucks, users } from "../../db/schema";
import {
  addressSharingAuthors,
  complaintsBetween,
  nearIdenticalGroups,
  youngAuthor,
} from "./flood-suspects";

/**
 * The flood guard's three rules (docs/decisions/031, 038), measured for one company: what the
 * hourly job (./flood-guard.ts) reads before it opens, extends or leaves a window.
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
  /**
   * Where a window opened now begins: the earliest event of a rule that held (the day's first
   * complaint for volume, its first young uck, the first near-identical complaint), never an
   * event no rule is about (docs/decisions/038). Null when no rule holds.
   */
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
 * near-identical (./flood-suspects.ts), and when the first complaint of that group was filed.
 */
async function nearIdenticalAccounts(db: Database, companyId: string, from: number, now: number) {
  const rows = await complaintsBetween(db, companyId, from, now, FLOOD_COMPARED_MAX);
  const sharing = await addressSharingAuthors(db, rows);
  const suspects = rows.filter((row) => youngAuthor(row) || sharing.has(row.userId));
  let largest = { accounts: 0, first: null as number | null };
  for (const group of nearIdenticalGroups(suspects)) {
    if (group.accounts.size <= largest.accounts) continue;
    largest = {
      accounts: group.accounts.size,
      first: Math.min(...group.complaints.map((row) => row.createdAt)),
    };
  }
  return largest;
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
  const youngUck = sql`${users.createdAt} > ${ucks.createdAt} - ${FLOOD_YOUNG_ACCOUNT_MS}`;
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
        young: sql<number>`coalesce(sum(${youngUck}), 0)`,
        firstYoung: sql<number | null>`min(case when ${youngUck} then ${ucks.createdAt} end)`,
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
    near_identical: nearIdentical.accounts >= FLOOD_NEAR_IDENTICAL_ACCOUNTS,
  };
  const startOf: Record<FloodRule, number | null | undefined> = {
    volume: filed?.first,
    young_ucks: given?.firstYoung,
    near_identical: nearIdentical.first,
  };
  const firsts = FLOOD_RULES.filter((rule) => holds[rule])
    .map((rule) => startOf[rule])
    .filter((at): at is number => typeof at === "number");
  return {
    from,
    complaints: count,
    median,
    threshold,
    ucks: ucksGiven,
    youngUcks,
    nearIdenticalAccounts: nearIdentical.accounts,
    earliest: firsts.length > 0 ? Math.min(...firsts) : null,
    rules: FLOOD_RULES.filter((rule) => holds[rule]),
  };
}
