import {
  FLOOD_CLEAR_AFTER_MS,
  FLOOD_COMPARED_MAX,
  FLOOD_COMPLAINT_RULES,
  FLOOD_JUDGED_MAX,
  FLOOD_RULES,
  FLOOD_WINDOW_MS,
} from "@shared/flood-guard";
import { and, desc, eq, gt, inArray, isNull, lte, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { complaints, floodWindowComplaints, floodWindows } from "../../db/schema";
import { notifyInApp } from "../notify";
import { floodFigures } from "./flood-figures";
import { addressSharingAuthors, complaintsBetween, suspectReasons } from "./flood-suspects";

/**
 * The public flood guard's hourly job (docs/decisions/031, 038): it opens, extends and clears
 * the windows, judges the complaints inside a window one by one (only suspect ones are flagged),
 * and tells the authors of flagged complaints. The rules it measures are in ./flood-figures.ts,
 * what makes a complaint suspect in ./flood-suspects.ts, a superadmin's review in
 * ./flood-review.ts, and what the company page shows in ./flood-page.ts.
 */

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

/** Rows per insert of flagged complaints: 4 parameters each, under D1's 100 (decision 010). */
const FLAG_ROWS_PER_STATEMENT = 20;

/**
 * Judges the complaints of a window filed in (from, to] one by one and flags the suspect ones
 * (./flood-suspects.ts), only when a complaint rule (volume, near-identical) is among the
 * window's rules: ucks, however young their accounts, never flag another person's complaint
 * (docs/decisions/038). Flags only accumulate (the key is window and complaint), so a second run
 * writes nothing new. Returns how many complaints were flagged now.
 */
async function judgeComplaints(
  db: Database,
  window: { id: string; companyId: string; rules: string },
  from: number,
  to: number,
  now: number,
) {
  const rules = window.rules.split(",");
  const judged = db
    .update(floodWindows)
    .set({ judgedThrough: sql`max(coalesce(${floodWindows.judgedThrough}, 0), ${to})` })
    .where(eq(floodWindows.id, window.id));
  if (!FLOOD_COMPLAINT_RULES.some((rule) => rules.includes(rule))) {
    await judged;
    return 0;
  }
  const rows = await complaintsBetween(db, window.companyId, from, to, FLOOD_JUDGED_MAX);
  const reasons = suspectReasons(rows, await addressSharingAuthors(db, rows), FLOOD_COMPARED_MAX);
  const flagged = [...reasons].map(([complaintId, why]) => ({
    windowId: window.id,
    complaintId,
    reasons: why.join(","),
    flaggedAt: new Date(now),
  }));
  const inserts = [];
  for (let start = 0; start < flagged.length; start += FLAG_ROWS_PER_STATEMENT)
    inserts.push(
      db
        .insert(floodWindowComplaints)
        .values(flagged.slice(start, start + FLAG_ROWS_PER_STATEMENT))
        .onConflictDoNothing()
        .returning({ id: floodWindowComplaints.complaintId }),
    );
  const written = await db.batch([judged, ...inserts]);
  return written.slice(1).reduce((sum, rows) => sum + (Array.isArray(rows) ? rows.length : 0), 0);
}

/**
 * Tells the authors of the complaints a window flagged, in the app, once per window each (the
 * key names the window and the person): their complaint is being reviewed and stays public.
 * Nobody else is told: a complaint the window did not flag is not in review.
 */
function tellAuthors(db: Database, windowId: string, now: number) {
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
        .innerJoin(floodWindowComplaints, eq(floodWindowComplaints.complaintId, complaints.id))
        .where(
          and(
            eq(floodWindowComplaints.windowId, windowId),
            sql`exists (select 1 from flood_windows w where w.id = ${windowId} and w.state = 'open')`,
          ),
        )
        .groupBy(complaints.userId),
  });
}

/** Windows written before complaints were judged one by one, judged once (a few per run). */
const UNJUDGED_PER_RUN = 20;

export type FloodGuardReport = {
  evaluated: number;
  opened: number;
  extended: number;
  cleared: number;
  flagged: number;
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
  const report: FloodGuardReport = {
    evaluated: 0,
    opened: 0,
    extended: 0,
    cleared: 0,
    flagged: 0,
    told: 0,
  };
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
    let rules: string;
    if (current) {
      rules = mergeRules(current.rules, figures.rules);
      await db
        .update(floodWindows)
        .set({ ...peak, rules })
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
        .returning({
          id: floodWindows.id,
          openedAt: floodWindows.openedAt,
          rules: floodWindows.rules,
        });
      if (!written) continue;
      windowId = written.id;
      startedAt = figures.earliest;
      rules = mergeRules(written.rules, figures.rules);
      if (written.openedAt.getTime() === now) report.opened++;
    }
    // Its complaints from its start to now, judged one by one (the start itself included).
    const window = { id: windowId, companyId, rules };
    report.flagged += await judgeComplaints(db, window, startedAt - 1, now, now);
    const told = await tellAuthors(db, windowId, now).returning({ id: sql<string>`id` });
    report.told += told.length;
  }
  // Windows from before complaints were judged one by one: their span judged once.
  const unjudged = await db
    .select()
    .from(floodWindows)
    .where(and(isNull(floodWindows.judgedThrough), inArray(floodWindows.state, ["open", "upheld"])))
    .limit(UNJUDGED_PER_RUN);
  for (const old of unjudged) {
    const span = [old.startedAt.getTime() - 1, old.endedAt.getTime()] as const;
    report.flagged += await judgeComplaints(db, old, span[0], span[1], now);
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
