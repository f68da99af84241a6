import { FLOOD_HISTOGRAM_DAYS, FLOOD_RULES, type FloodRule } from "@shared/flood-guard";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { CompanyKey } from "../../db/company-key";
import { outerColumn } from "../../db/outer-column";
import { complaints, floodWindows } from "../../db/schema";
import { type CompanyMetrics, metricsFrom, metricsQuery } from "./figures";
import { outsideFlaggedWindows } from "./flood-exclusion";

/**
 * What a company page shows of the flood guard (docs/decisions/031, 038): the banner while a
 * window is open, naming the rules that held, the 90-day histogram with the window's days
 * shaded, and the metrics without the complaints the window flagged (only suspect ones). A
 * flagged window is an open or upheld one; a cleared window (by a superadmin or by itself) is
 * an ordinary stretch again.
 */

const DAY = 24 * 60 * 60 * 1000;

/**
 * The company's flagged windows, for the page's D1 batch (unique column names: batch rows are
 * keyed by name). Read on every company page; usually empty.
 */
export function flaggedWindowsQuery(db: Database, companyId: CompanyKey) {
  return db
    .select({
      id: sql<string>`${floodWindows.id}`.as("fw_id"),
      state: sql<"open" | "upheld">`${floodWindows.state}`.as("fw_state"),
      startedAt: sql<number>`${floodWindows.startedAt}`.as("fw_started_at"),
      endedAt: sql<number>`${floodWindows.endedAt}`.as("fw_ended_at"),
      rules: sql<string>`${floodWindows.rules}`.as("fw_rules"),
      complaintCount: sql<number>`${floodWindows.complaintCount}`.as("fw_complaint_count"),
      medianDaily: sql<number>`${floodWindows.medianDaily}`.as("fw_median_daily"),
      uckCount: sql<number>`${floodWindows.uckCount}`.as("fw_uck_count"),
      youngUckCount: sql<number>`${floodWindows.youngUckCount}`.as("fw_young_uck_count"),
      nearIdenticalAccounts: sql<number>`${floodWindows.nearIdenticalAccounts}`.as(
        "fw_near_identical_accounts",
      ),
      // How many complaints it flagged: the second set of metrics differs only when some did.
      flagged:
        sql<number>`(select count(*) from flood_window_complaints fc where fc.window_id = ${outerColumn(floodWindows.id)})`.as(
          "fw_flagged",
        ),
    })
    .from(floodWindows)
    .where(
      and(eq(floodWindows.companyId, companyId), inArray(floodWindows.state, ["open", "upheld"])),
    );
}

export type FlaggedWindow = Awaited<ReturnType<typeof flaggedWindowsQuery>>[number];

/** A window's end as the page counts it: an open window runs until now. */
const endOf = (window: FlaggedWindow, now: number) =>
  window.state === "open" ? Math.max(window.endedAt, now) : window.endedAt;

export type HistogramDay = {
  /** YYYY-MM-DD (UTC). */
  day: string;
  count: number;
  flagged: boolean;
};

/** What the banner says of an open window: each rule that held, with its own figures. */
export type FloodBannerFigures = {
  rules: FloodRule[];
  /** Volume: complaints in 24 hours and the company's usual day. */
  complaints: number;
  median: number;
  /** Young ucks: ucks in 24 hours, and how many came from accounts under a day old. */
  ucks: number;
  youngUcks: number;
  /** Near-identical: the accounts that posted near-identical texts. */
  accounts: number;
};

export type FloodView = {
  /** The open window's figures for the banner; null when no window is open. */
  banner: FloodBannerFigures | null;
  histogram: HistogramDay[];
  /**
   * The page's metrics without the complaints the flagged windows flagged; null when they
   * flagged none (a window of young ucks only: no complaint is suspect, both sets are one).
   */
  without: CompanyMetrics | null;
};

const rulesOf = (text: string) => FLOOD_RULES.filter((rule) => text.split(",").includes(rule));

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
  const flagged = windows.some((window) => window.flagged > 0);
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
    // The second set only when a window flagged a complaint: otherwise it is the first.
    ...(flagged ? [metricsQuery(db, companyId, now, undefined, outsideFlaggedWindows)] : []),
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
    banner: open
      ? {
          rules: rulesOf(open.rules),
          complaints: open.complaintCount,
          median: open.medianDaily,
          ucks: open.uckCount,
          youngUcks: open.youngUckCount,
          accounts: open.nearIdenticalAccounts,
        }
      : null,
    histogram,
    without: flagged ? metricsFrom(metrics[0] as Parameters<typeof metricsFrom>[0]) : null,
  };
}

/**
 * The company's flagged window the API names (`flood_window`): the open one, else the latest
 * upheld one; null when it has neither.
 */
export async function latestFlaggedWindow(db: Database, companyId: string) {
  const windows = await flaggedWindowsQuery(db, companyId);
  const [latest] = [...windows].sort(
    (a, b) => Number(b.state === "open") - Number(a.state === "open") || b.startedAt - a.startedAt,
  );
  return latest
    ? { startedAt: latest.startedAt, state: latest.state, rules: rulesOf(latest.rules) }
    : null;
}
