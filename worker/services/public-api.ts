import { companyPath } from "@shared/company-path";
import { decimalAmount } from "@shared/format";
import { countryNamed } from "@shared/places";
import { and, asc, desc, eq, gt, gte, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../db/client";
import { afterKeyset } from "../db/keyset";
import { companies, complaints, siteCounts } from "../db/schema";
import {
  type CompanyMetrics,
  companyMetrics,
  companyMetricsWithoutFlagged,
  companyPledge,
  moneyReturnedQuery,
} from "./companies/figures";
import { latestFlaggedWindow } from "./companies/flood-page";
import { companyInUse } from "./companies/page";
import { commentsQuery, toComment } from "./complaints/comments";
import { encodeCursor, FeedCursorParam } from "./complaints/feed";
import { companyFlags } from "./flags/company-flags";
import { selectCards } from "./public/card-select";
import { toCard } from "./public/complaint";
import type {
  Company,
  CompanySummary,
  Complaint,
  ComplaintDetail,
  ComplaintsQuery,
  SiteTotals,
} from "./public/schemas";
import { apiCommentOf, apiComplaintOf } from "./public/shapes";

/**
 * The public API's reads (worker/api/v1): public complaints newest first by keyset cursor, one
 * complaint with its response and comments, companies by name or domain, one company with the
 * metrics of its page, and the site's totals. Only what the public pages show.
 */

type ApiComplaint = z.infer<typeof Complaint>;
const DAY = 86_400_000;

/** Public complaints as every public surface reads them (the public projection, no viewer). */
const selectComplaints = (db: Database) => selectCards(db, null);
/** A page of public complaints, newest first (complaints_feed_idx and its filtered siblings). */
export async function listApiComplaints(
  db: Database,
  query: z.infer<typeof ComplaintsQuery>,
  origin: string,
  now: number,
): Promise<{ data: ApiComplaint[]; next_cursor: string | null } | "bad_cursor"> {
  let after: SQL | undefined;
  if (query.cursor) {
    const cursor = FeedCursorParam.safeParse(query.cursor);
    if (!cursor.success || cursor.data.count !== undefined) return "bad_cursor";
    after = afterKeyset(
      [{ column: complaints.createdAt, value: new Date(cursor.data.createdAt) }],
      { column: complaints.id, value: cursor.data.id },
    );
  }
  const rows = await selectComplaints(db)
    .where(
      and(
        after,
        query.company ? eq(companies.slug, query.company.toLowerCase()) : undefined,
        query.category ? eq(complaints.category, query.category) : undefined,
        // By code or name in any case ("us", "United States"); one it does not know finds none.
        query.country
          ? eq(complaints.country, countryNamed(query.country) ?? query.country)
          : undefined,
        query.status ? eq(complaints.status, query.status) : undefined,
        query.from ? gte(complaints.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
        query.to
          ? lt(complaints.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY))
          : undefined,
      ),
    )
    .orderBy(desc(complaints.createdAt), desc(complaints.id))
    .limit(query.limit + 1);
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    data: items.map((row) => apiComplaintOf(toCard(row), origin, now)),
    next_cursor:
      rows.length > query.limit && last
        ? encodeCursor({ createdAt: last.card.createdAt.getTime(), id: last.card.id })
        : null,
  };
}

/** One public complaint with its company's response and its comments, oldest first. */
export async function apiComplaint(
  db: Database,
  id: string,
  origin: string,
  now: number,
): Promise<z.infer<typeof ComplaintDetail> | null> {
  const [[row], commentRows] = await db.batch([
    selectComplaints(db).where(eq(complaints.id, id)).limit(1),
    commentsQuery(db, id, null),
  ]);
  if (!row) return null;
  return {
    ...apiComplaintOf(toCard(row), origin, now),
    comments: commentRows.map((comment) => apiCommentOf(toComment(comment))),
  };
}

const summaryColumns = {
  id: companies.id,
  name: companies.name,
  slug: companies.slug,
  domain: companies.domain,
  claimed: companies.claimed,
  verified: companies.verified,
  website: companies.website,
  description: companies.description,
  industry: companies.industry,
};

const toSummary = (
  row: { name: string; slug: string; domain: string | null; claimed: boolean; verified: boolean },
  origin: string,
): z.infer<typeof CompanySummary> => ({
  name: row.name,
  slug: row.slug,
  url: `${origin}${companyPath(row.slug)}`,
  domain: row.domain,
  claimed: row.claimed,
  verified: row.verified,
});

/** SQLite's lower() folds ASCII letters only; the query is folded the same way to match. */
const foldAscii = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

/**
 * Companies in use (claimed or with a complaint: an unused page is in no list of the site) whose
 * name or domain contains `q`, by slug (the slug is the cursor). `instr`, not LIKE: D1 refuses
 * LIKE patterns over 50 bytes (docs/decisions/010), and `%` or `_` typed here are letters.
 */
export async function listApiCompanies(
  db: Database,
  query: { q?: string; cursor?: string; limit: number },
  origin: string,
) {
  const q = query.q?.trim();
  const rows = await db
    .select(summaryColumns)
    .from(companies)
    .where(
      and(
        query.cursor ? gt(companies.slug, query.cursor) : undefined,
        companyInUse(companies.id, companies.claimed),
        q
          ? or(
              sql`instr(lower(${companies.name}), ${foldAscii(q)}) > 0`,
              sql`instr(lower(${companies.domain}), ${foldAscii(q)}) > 0`,
            )
          : undefined,
      ),
    )
    .orderBy(asc(companies.slug))
    .limit(query.limit + 1);
  const items = rows.slice(0, query.limit);
  return {
    data: items.map((row) => toSummary(row, origin)),
    next_cursor: rows.length > query.limit ? (items.at(-1)?.slug ?? null) : null,
  };
}

/** A company's metrics in the API's shape (`metrics` and `metrics_without_flagged`). */
const apiMetrics = (m: CompanyMetrics): z.infer<typeof Company>["metrics"] => ({
  total_complaints: m.totalComplaints,
  total_responses: m.totalResponses,
  response_rate: m.responseRate,
  resolution_rate: m.resolutionRate,
  resolution_counted: m.resolutionCounted,
  awaiting_verdict: m.awaitingVerdict,
  closed_unverified: m.closedUnverified,
  average_response_ms: m.averageResponseMs === null ? null : Math.round(m.averageResponseMs),
  median_response_ms: m.medianResponseMs === null ? null : Math.round(m.medianResponseMs),
  p90_response_ms: m.p90ResponseMs === null ? null : Math.round(m.p90ResponseMs),
  satisfaction_score: m.satisfactionScore,
  sla_compliance_rate: m.slaComplianceRate,
  followers_count: m.followersCount,
  money_returned: m.moneyReturned.map(moneySum),
  refunds_pending: m.refundsPending,
  refunds_overdue: m.refundsOverdue,
  refunds_not_received: m.refundsNotReceived,
  response_categories: Object.fromEntries(
    m.responseCategories.map((row) => [row.category, row.count]),
  ) as z.infer<typeof Company>["metrics"]["response_categories"],
  verdicts_resolved: m.verdictsResolved,
  verdicts_disputed: m.verdictsDisputed,
  average_score: m.averageScore,
  scores_given: m.scoresGiven,
  would_return_rate: m.wouldReturnRate,
  would_return_answers: m.wouldReturnAnswers,
  composite: m.composite,
});

/**
 * One company with its page's metrics (all time, the page's own function) and, as its page shows
 * them, the flood guard's window and the metrics without the complaints it flagged
 * (docs/decisions/038).
 */
export async function apiCompany(
  db: Database,
  slug: string,
  origin: string,
  now: number,
): Promise<z.infer<typeof Company> | null> {
  const [row] = await db
    .select(summaryColumns)
    .from(companies)
    .where(eq(companies.slug, slug.toLowerCase()))
    .limit(1);
  if (!row) return null;
  const [m, flags, window, without, pledge] = await Promise.all([
    companyMetrics(db, row.id, now),
    companyFlags(db, row.id),
    latestFlaggedWindow(db, row.id),
    companyMetricsWithoutFlagged(db, row.id, now),
    companyPledge(db, row.id, now),
  ]);
  return {
    ...toSummary(row, origin),
    website: row.website,
    description: row.description,
    industry: row.industry,
    metrics: apiMetrics(m),
    pledge: pledge && {
      since: new Date(pledge.since).toISOString(),
      withdrawn_at: pledge.withdrawnAt === null ? null : new Date(pledge.withdrawnAt).toISOString(),
      kept: pledge.kept,
      total: pledge.total,
      rate: pledge.rate,
      periods: pledge.periods.map((period) => ({
        since: new Date(period.since).toISOString(),
        withdrawn_at:
          period.withdrawnAt === null ? null : new Date(period.withdrawnAt).toISOString(),
      })),
    },
    flags: {
      member_reported: flags.memberReported,
      member_reports_upheld: flags.memberReportsUpheld,
      left_out_of_metrics: flags.leftOut,
    },
    flood_window: window
      ? {
          started_at: new Date(window.startedAt).toISOString(),
          state: window.state,
          rules: window.rules,
        }
      : null,
    metrics_without_flagged: without ? apiMetrics(without) : null,
  };
}

/** A sum of money in the API's shape: minor units and the same as a decimal string. */
const moneySum = (sum: { currency: string; amountMinor: number }) => ({
  currency: sum.currency,
  amount_minor: sum.amountMinor,
  amount: decimalAmount(sum.amountMinor, sum.currency),
});

/** The site's totals over every public complaint. */
/**
 * The site's totals from the counts the triggers keep (site_counts, decision 063), never a count
 * of complaints: each database's own (the live one and the archive of the years moved out),
 * summed. `companies` is the live database's: a company with complaints in both would count
 * twice if summed, and the archive holds only companies whose old years moved.
 */
export async function apiSiteTotals(
  dbs: readonly Database[],
  live: Database,
): Promise<z.infer<typeof SiteTotals>> {
  const totals = new Map<string, number>();
  const money = new Map<string, number>();
  const read = async (db: Database) => {
    const [rows, sums] = await db.batch([
      db
        .select({ key: siteCounts.key, n: siteCounts.n })
        .from(siteCounts)
        .where(inArray(siteCounts.key, [...SITE_TOTALS, "companies"])),
      moneyReturnedQuery(db),
    ]);
    for (const row of rows)
      if (row.key !== "companies" || db === live)
        totals.set(row.key, (totals.get(row.key) ?? 0) + row.n);
    for (const sum of sums)
      money.set(sum.currency, (money.get(sum.currency) ?? 0) + Number(sum.amountMinor));
  };
  await Promise.all(dbs.map(read));
  const total = totals.get("complaints") ?? 0;
  const responses = totals.get("responses") ?? 0;
  return {
    complaints: total,
    companies: totals.get("companies") ?? 0,
    responses,
    resolved: totals.get("resolved") ?? 0,
    escalated: totals.get("escalated") ?? 0,
    response_rate: total > 0 ? Math.round((responses / total) * 100) : 0,
    money_returned: [...money]
      .map(([currency, amountMinor]) => ({ currency, amountMinor }))
      .sort((x, y) => y.amountMinor - x.amountMinor)
      .map(moneySum),
  };
}

const SITE_TOTALS = ["complaints", "responses", "resolved", "escalated"];
