import { FLOOD_HISTOGRAM_DAYS } from "@shared/flood-guard";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { complaints, floodWindows } from "../../db/schema";
import { type CompanyMetrics, metricsFrom, metricsQueries } from "./figures";

/**
 * What a company page shows of the flood guard (docs/decisions/031): the banner while a window
 * is open, the 90-day histogram with the flagged days shaded, and the metrics without the
 * complaints in flagged windows. A flagged window is an open or upheld one; a cleared window
 * (by a superadmin or by itself) is an ordinary stretch again.
 */

const DAY = 24 * 60 * 60 * 1000;

/**
 * The company's flagged windows, for the page's D1 batch (unique column names: batch rows are
 * keyed by name). Read on every company page; usually empty.
 */
export function flaggedWindowsQuery(db: Database, companyId: string) {
  return db
    .select({
      id: sql<string>`${floodWindows.id}`.as("fw_id"),
      state: sql<"open" | "upheld">`${floodWindows.state}`.as("fw_state"),
      startedAt: sql<number>`${floodWindows.startedAt}`.as("fw_started_at"),
      endedAt: sql<number>`${floodWindows.endedAt}`.as("fw_ended_at"),
      complaintCount: sql<number>`${floodWindows.complaintCount}`.as("fw_complaint_count"),
      medianDaily: sql<number>`${floodWindows.medianDaily}`.as("fw_median_daily"),
    })
    .from(floodWindows)
    .where(
      and(eq(floodWindows.companyId, companyId), inArray(floodWindows.state, ["open", "upheld"])),
    );
}

export type FlaggedWindow = Awaited<ReturnType<typeof flaggedWindowsQuery>>[number];

/**
 * A complaint is outside every flagged window of its company: not filed from an open window's
 * start on, nor within an upheld window's span. The formula of /methodology#flood-guard.
 */
export const outsideFlaggedWindows = sql`not exists (select 1 from flood_windows fw where fw.company_id = ${complaints.companyId} and fw.state in ('open', 'upheld') and ${complaints.createdAt} >= fw.started_at and (fw.state = 'open' or ${complaints.createdAt} <= fw.ended_at))`;

/** A window's end as the page counts it: an open window runs until now. */
const endOf = (window: FlaggedWindow, now: number) =>
  window.state === "open" ? Math.max(window.endedAt, now) : window.endedAt;

export type HistogramDay = {
  /** YYYY-MM-DD (UTC). */
  day: string;
  count: number;
  flagged: boolean;
};

export type FloodView = {
  /** The open window's figures for the banner; null when no window is open. */
  banner: { complaints: number; median: number } | null;
  histogram: HistogramDay[];
  /** The page's metrics without the complaints in flagged windows. */
  without: CompanyMetrics;
};

/** The first UTC midnight of the histogram: FLOOD_HISTOGRAM_DAYS days, today the last. */
const histogramStart = (now: number) =>
  Math.floor(now / DAY) * DAY - (FLOOD_HISTOGRAM_DAYS - 1) * DAY;

/**
 * The flood part of a company page, read only when it has a flagged window (one more D1 round
 * trip then, none otherwise).
 */
export async function floodView(
  db: Database,
  companyId: string,
  windows: readonly FlaggedWindow[],
  now: number,
): Promise<FloodView | null> {
  if (windows.length === 0) return null;
  const start = histogramStart(now);
  const [perDay, ...metrics] = await db.batch([
    db
      .select({
        day: sql<number>`cast((${complaints.createdAt} - ${start}) / ${DAY} as integer)`.as(
          "fh_day",
        ),
        n: sql<number>`count(*)`.as("fh_n"),
      })
      .from(complaints)
      .where(and(eq(complaints.companyId, companyId), sql`${complaints.createdAt} >= ${start}`))
      .groupBy(sql`1`),
    ...metricsQueries(db, companyId, now, undefined, outsideFlaggedWindows),
  ]);
  const counts = new Map(perDay.map((row) => [row.day, row.n]));
  const histogram = Array.from({ length: FLOOD_HISTOGRAM_DAYS }, (_, index) => {
    const dayStart = start + index * DAY;
    return {
      day: new Date(dayStart).toISOString().slice(0, 10),
      count: counts.get(index) ?? 0,
      flagged: windows.some(
        (window) => window.startedAt < dayStart + DAY && endOf(window, now) >= dayStart,
      ),
    };
  });
  const open = windows
    .filter((window) => window.state === "open")
    .sort((a, b) => b.startedAt - a.startedAt)[0];
  return {
    banner: open ? { complaints: open.complaintCount, median: open.medianDaily } : null,
    histogram,
    without: metricsFrom(metrics as Parameters<typeof metricsFrom>[0]),
  };
}

/** Whether a complaint is inside an open window of its company (its page says so). */
export async function inOpenWindow(db: Database, complaintId: string) {
  const [row] = await db
    .select({ id: floodWindows.id })
    .from(floodWindows)
    .innerJoin(complaints, eq(complaints.companyId, floodWindows.companyId))
    .where(
      and(
        eq(complaints.id, complaintId),
        eq(floodWindows.state, "open"),
        sql`${complaints.createdAt} >= ${floodWindows.startedAt}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}
