import { FLOOD_CLEAR_AFTER_MS, FLOOD_RULES, FLOOD_WINDOW_MS } from "@shared/flood-guard";
import { and, desc, eq, gt, lte, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { complaints, floodWindows } from "../../db/schema";
import { notifyInApp } from "../notify";
import { floodFigures } from "./flood-figures";

/**
 * The public flood guard's hourly job (issue 37, docs/decisions/031): it opens, extends and
 * clears the windows, and tells the authors of complaints inside an open window. The rules it
 * measures are in ./flood-figures.ts, a superadmin's review in ./flood-review.ts, and what the
 * company page shows in ./flood-page.ts.
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
