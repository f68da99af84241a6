import {
  FLOOD_BASELINE_DAYS,
  FLOOD_CLEAR_AFTER_MS,
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
import { and, desc, eq, gt, inArray, lte, ne, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { complaints, floodWindows, ucks, userAddresses, users } from "../../db/schema";
import type { AdminOutcome } from "../admin/outcome";
import { notifyInApp } from "../notify";

/**
 * The public flood guard (issue 37, docs/decisions/031): the hourly job's rules, its windows,
 * the notices to the authors of complaints inside an open window, and a superadmin's decision.
 * What the company page shows of it is in ./flood-page.ts.
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

/** The companies with a complaint or a uck in the 24 hours before `now`. */
async function activeCompanies(db: Database, now: number) {
  const since = now - FLOOD_WINDOW_MS;
  const rows = await db.all<{ id: string }>(sql`
    select company_id as id from complaints where created_at > ${since} and created_at <= ${now}
    union
    select c.company_id as id from ucks u join complaints c on c.id = u.complaint_id
    where u.created_at > ${since} and u.created_at <= ${now}`);
  return rows.map((row) => row.id);
}

const mergeRules = (a: string, b: readonly string[]) =>
  FLOOD_RULES.filter((rule) => a.split(",").includes(rule) || b.includes(rule)).join(",");

/**
 * Tells the authors of the complaints inside an open window, in the app, once per window each
 * (the key names the window and the person): their complaint is being reviewed and stays public.
 */
function tellAuthors(db: Database, windowId: string, companyId: string, from: number, now: number) {
  return notifyInApp(db, {
    type: "complaint_in_review",
    key: sql`${`flood:${windowId}:`} || ${complaints.userId}`,
    to: complaints.userId,
    complaintId: sql`min(${complaints.id})`,
    data: sql`json_object('company', ${complaints.companyName})`,
    now,
    select: (columns) =>
      db
        .select(columns)
        .from(complaints)
        .where(
          and(
            eq(complaints.companyId, companyId),
            sql`${complaints.createdAt} >= ${from} and ${complaints.createdAt} <= ${now}`,
            sql`exists (select 1 from flood_windows w where w.id = ${windowId} and w.state = 'open')`,
          ),
        )
        .groupBy(complaints.userId),
  });
}

export type FloodGuardReport = {
  evaluated: number;
  opened: number;
  extended: number;
  cleared: number;
  told: number;
};

/**
 * The hourly job (worker/jobs/registry.ts, `flood-guard`): each company with activity in the
 * last 24 hours is measured; one whose rules hold opens a window (or extends the one it has,
 * open or upheld); open windows whose rules have not held for FLOOD_CLEAR_AFTER_MS clear by
 * themselves. Every write is an upsert keyed by (company, start) or a conditional update, and
 * every notice has its own key, so a second run at the same time changes nothing.
 */
export async function runFloodGuard(db: Database, now: number): Promise<FloodGuardReport> {
  const report: FloodGuardReport = { evaluated: 0, opened: 0, extended: 0, cleared: 0, told: 0 };
  for (const companyId of await activeCompanies(db, now)) {
    report.evaluated++;
    const figures = await floodFigures(db, companyId, now);
    if (figures.rules.length === 0 || figures.earliest === null) continue;
    const [current] = await db
      .select()
      .from(floodWindows)
      .where(
        and(
          eq(floodWindows.companyId, companyId),
          ne(floodWindows.state, "cleared"),
          gt(floodWindows.endedAt, new Date(now - FLOOD_CLEAR_AFTER_MS)),
        ),
      )
      .orderBy(desc(floodWindows.startedAt))
      .limit(1);
    const peak = {
      complaintCount: sql`max(${floodWindows.complaintCount}, ${figures.complaints})`,
      uckCount: sql`max(${floodWindows.uckCount}, ${figures.ucks})`,
      youngUckCount: sql`max(${floodWindows.youngUckCount}, ${figures.youngUcks})`,
      nearIdenticalAccounts: sql`max(${floodWindows.nearIdenticalAccounts}, ${figures.nearIdenticalAccounts})`,
      endedAt: sql`max(${floodWindows.endedAt}, ${now})`,
    };
    let windowId: string;
    let startedAt: number;
    if (current) {
      await db
        .update(floodWindows)
        .set({ ...peak, rules: mergeRules(current.rules, figures.rules) })
        .where(eq(floodWindows.id, current.id));
      windowId = current.id;
      startedAt = current.startedAt.getTime();
      if (current.endedAt.getTime() < now) report.extended++;
    } else {
      const [written] = await db
        .insert(floodWindows)
        .values({
          id: crypto.randomUUID(),
          companyId,
          startedAt: new Date(figures.earliest),
          endedAt: new Date(now),
          openedAt: new Date(now),
          rules: figures.rules.join(","),
          complaintCount: figures.complaints,
          medianDaily: figures.median,
          uckCount: figures.ucks,
          youngUckCount: figures.youngUcks,
          nearIdenticalAccounts: figures.nearIdenticalAccounts,
        })
        .onConflictDoUpdate({
          target: [floodWindows.companyId, floodWindows.startedAt],
          set: peak,
          setWhere: ne(floodWindows.state, "cleared"),
        })
        .returning({ id: floodWindows.id, openedAt: floodWindows.openedAt });
      if (!written) continue;
      windowId = written.id;
      startedAt = figures.earliest;
      if (written.openedAt.getTime() === now) report.opened++;
    }
    const told = await tellAuthors(db, windowId, companyId, startedAt, now).returning({
      id: sql<string>`id`,
    });
    report.told += told.length;
  }
  const cleared = await db
    .update(floodWindows)
    .set({ state: "cleared", decidedAt: new Date(now) })
    .where(
      and(
        eq(floodWindows.state, "open"),
        lte(floodWindows.endedAt, new Date(now - FLOOD_CLEAR_AFTER_MS)),
      ),
    )
    .returning({ id: floodWindows.id });
  report.cleared = cleared.length;
  return report;
}

/** A window on the admin page. */
export type FloodWindowForReview = {
  id: string;
  companyName: string;
  companySlug: string;
  state: "open" | "cleared" | "upheld";
  startedAt: number;
  endedAt: number;
  rules: string[];
  complaintCount: number;
  medianDaily: number;
  uckCount: number;
  youngUckCount: number;
  nearIdenticalAccounts: number;
};

/** Open windows first (oldest first: the longest waiting), then the 20 latest decided. */
export async function listFloodWindows(db: Database): Promise<FloodWindowForReview[]> {
  const rows = await db.all<{
    id: string;
    company_name: string;
    company_slug: string;
    state: "open" | "cleared" | "upheld";
    started_at: number;
    ended_at: number;
    rules: string;
    complaint_count: number;
    median_daily: number;
    uck_count: number;
    young_uck_count: number;
    near_identical_accounts: number;
  }>(sql`
    select * from (
      select w.*, c.name as company_name, c.slug as company_slug
      from flood_windows w join companies c on c.id = w.company_id
      where w.state = 'open' order by w.started_at limit 50
    )
    union all
    select * from (
      select w.*, c.name as company_name, c.slug as company_slug
      from flood_windows w join companies c on c.id = w.company_id
      where w.state <> 'open' order by w.decided_at desc limit 20
    )`);
  return rows.map((row) => ({
    id: row.id,
    companyName: row.company_name,
    companySlug: row.company_slug,
    state: row.state,
    startedAt: row.started_at,
    endedAt: row.ended_at,
    rules: row.rules.split(",").filter(Boolean),
    complaintCount: row.complaint_count,
    medianDaily: row.median_daily,
    uckCount: row.uck_count,
    youngUckCount: row.young_uck_count,
    nearIdenticalAccounts: row.near_identical_accounts,
  }));
}

export const FloodDecisionSchema = z.object({
  windowId: z.string().trim().min(1).max(64),
  decision: z.enum(["clear", "uphold"]),
});

/**
 * A superadmin clears an open window (its complaints count in every metric again, the banner
 * goes) or upholds it (the banner goes; the window stays shaded and out of the metrics without
 * flagged windows). One conditional update: decided once even when two click at once.
 */
export async function decideFloodWindow(
  db: Database,
  actorId: string,
  input: z.infer<typeof FloodDecisionSchema>,
  now: number,
): Promise<AdminOutcome> {
  const taken = await db
    .update(floodWindows)
    .set({
      state: input.decision === "clear" ? "cleared" : "upheld",
      decidedAt: new Date(now),
      decidedBy: actorId,
    })
    .where(and(eq(floodWindows.id, input.windowId), eq(floodWindows.state, "open")))
    .returning({ id: floodWindows.id });
  if (taken.length === 0) {
    return { ok: false, code: "conflict", message: "This window has already been decided." };
  }
  return {
    ok: true,
    message:
      input.decision === "clear"
        ? "Window cleared: its complaints count in every metric again"
        : "Window upheld: its complaints stay out of the metrics without flagged windows",
  };
}
