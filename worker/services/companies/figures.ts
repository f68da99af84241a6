import { ESCALATION_WINDOW_MS } from "@shared/escalation";
import {
  CHANNEL_OF,
  type EscalationOutcome,
  MONEY_CHANNELS,
  type MoneyChannel,
  NOT_UPHELD_OUTCOMES,
  UPHELD_OUTCOMES,
} from "@shared/escalation-outcome";
import { OUTCOME_AGE_MS, VERDICT_WINDOW_MS } from "@shared/outcome";
import {
  PLEDGE_ANSWER_MS,
  PLEDGE_OUTCOME_MS,
  PLEDGE_WINDOW_MS,
  type PledgeSummary,
} from "@shared/pledge";
import { RESPONSE_CATEGORIES, type ResponseCategory } from "@shared/response-category";
import { OTHER_GROUP, TRENDING_GROUPS } from "@shared/trending-groups";
import { and, eq, gte, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { CompanyKey } from "../../db/company-key";
import {
  companyPledges,
  complaints,
  escalationOutcomes,
  floodWindowComplaints,
  floodWindows,
  refunds,
} from "../../db/schema";
import { countedInFigures } from "../flags/exclusion";
import { outsideFlaggedWindows } from "./flood-exclusion";

/*
 * The company figures (decision 040): the one module the company page, the badge, the picture card,
 * the feeds, the public API, the open data's totals, /resolved and /methodology read. Later
 * figures are added here, never computed a second time elsewhere.
 */

// Who resolves (shared/outcome.ts, decision 040), as SQL over `complaints`; each is 0 or 1.
/** The complainant said Yes: the only resolved that counts as resolved. */
export const confirmedSql = sql<number>`(case when ${complaints.status} = 'resolved' and ${complaints.verdict} = 'resolved' then 1 else 0 end)`;
/** A company's claim the complainant answered (a verdict given at or after the claim). */
const claimAnsweredSql = sql`(${complaints.verdictAt} is not null and ${complaints.verdictAt} >= ${complaints.companyResolvedAt})`;
/** A company's claim nobody answered: still waiting (`open`) or closed without a verdict. */
const unansweredClaimSql = sql`(${complaints.companyResolvedAt} is not null and ${complaints.status} <> 'resolved' and not coalesce(${claimAnsweredSql}, 0))`;
export const awaitingVerdictSql = (now: number) =>
  sql<number>`(case when ${unansweredClaimSql} and ${complaints.closedUnverifiedAt} is null and ${complaints.companyResolvedAt} > ${now - VERDICT_WINDOW_MS} then 1 else 0 end)`;
export const closedUnverifiedSql = (now: number) =>
  sql<number>`(case when ${unansweredClaimSql} and (${complaints.closedUnverifiedAt} is not null or ${complaints.companyResolvedAt} <= ${now - VERDICT_WINDOW_MS}) then 1 else 0 end)`;
/**
 * A complaint with an outcome to count in the resolution rate: confirmed, closed without a
 * verdict, or filed more than 30 days ago and not waiting for an answer to a company's claim.
 * A claim made again after the complainant said No does not take the complaint out of the
 * count: otherwise claiming after every No would keep the disputed out of the rate for good.
 */
export const countedOutcomeSql = (now: number) =>
  sql<number>`(case when ${confirmedSql} = 1 or ${closedUnverifiedSql(now)} = 1 or (${complaints.createdAt} <= ${now - OUTCOME_AGE_MS} and (${awaitingVerdictSql(now)} = 0 or ${complaints.verdict} = 'disputed')) then 1 else 0 end)`;

/** Below this many data points a rate or a time is "not enough data", never a made-up number. */
export const MIN_SAMPLE = 3;

/**
 * The composite reputation, version 1 (decision 041; /methodology#composite): Reclame Aqui's
 * published inputs, 0–10,
 *   (2 × answered% + 3 × solved% + 2 × would-return% + 3 × 10 × average score / 10) ÷ 100,
 * where answered% is the response rate, solved% the complainants' Yes among their verdicts,
 * would-return% the Yes among those who answered "again?", and the average score 0–10.
 * Withheld (null, with its reason) below COMPOSITE_MIN_VERDICTS verdicts, below
 * COMPOSITE_MIN_ANSWERED% of complaints answered, or while no complainant gave a score or said
 * whether they would return (a part missing would be a number nobody gave).
 * A change to the weights or the floors is a new version, written on /methodology.
 */
export const COMPOSITE = {
  version: 1,
  weights: { answered: 2, solved: 3, wouldReturn: 2, score: 3 },
  minVerdicts: 10,
  minAnsweredPercent: 50,
} as const;

export type CompositeInputs = {
  totalComplaints: number;
  totalResponses: number;
  verdicts: number;
  resolvedVerdicts: number;
  scores: number;
  scoreSum: number;
  wouldReturnAnswers: number;
  wouldReturnYes: number;
};
export type Composite = {
  version: number;
  /** 0–10, one decimal; null when withheld. */
  value: number | null;
  withheld: null | "few_verdicts" | "few_answered" | "missing_parts";
};

export function compositeScore(inputs: CompositeInputs): Composite {
  const { version, weights, minVerdicts, minAnsweredPercent } = COMPOSITE;
  const answered =
    inputs.totalComplaints > 0 ? (inputs.totalResponses / inputs.totalComplaints) * 100 : 0;
  if (inputs.verdicts < minVerdicts) return { version, value: null, withheld: "few_verdicts" };
  if (answered < minAnsweredPercent) return { version, value: null, withheld: "few_answered" };
  if (inputs.scores === 0 || inputs.wouldReturnAnswers === 0)
    return { version, value: null, withheld: "missing_parts" };
  const solved = (inputs.resolvedVerdicts / inputs.verdicts) * 100;
  const wouldReturn = (inputs.wouldReturnYes / inputs.wouldReturnAnswers) * 100;
  const score = inputs.scoreSum / inputs.scores;
  const value =
    (weights.answered * answered +
      weights.solved * solved +
      weights.wouldReturn * wouldReturn +
      weights.score * 10 * score) /
    100;
  return { version, value: Math.round(value * 10) / 10, withheld: null };
}

export type CompanyMetrics = {
  totalComplaints: number;
  totalResponses: number;
  /** Rounded percent; 0 with no complaints (the spec). */
  responseRate: number;
  /**
   * Complainant-confirmed ÷ complaints with an outcome to count (decision 040), rounded percent;
   * 0 while none has one (`resolutionCounted` says so).
   */
  resolutionRate: number;
  /** The rate's parts: confirmed by the complainant, and complaints with an outcome to count. */
  confirmedResolved: number;
  resolutionCounted: number;
  /** "The company says resolved, awaiting the complainant": left out of the rate until answered. */
  awaitingVerdict: number;
  /** Claims nobody answered within 30 days: counted, never as resolved. */
  closedUnverified: number;
  /** Milliseconds; null with fewer than MIN_SAMPLE responses. */
  averageResponseMs: number | null;
  medianResponseMs: number | null;
  /** 90th percentile (nearest rank): nine answers in ten came at least this fast. */
  p90ResponseMs: number | null;
  /** Percent of satisfied verdicts; null with fewer than MIN_SAMPLE verdicts. */
  satisfactionScore: number | null;
  /** Percent answered within 48 h of complaints old enough to judge; null below MIN_SAMPLE. */
  slaComplianceRate: number | null;
  followersCount: number;
  trendingIssues: { category: string; count: number }[];
  /**
   * Refunds the complainants confirmed that count (not by a linked or young account, not
   * waiting for review), summed per currency (minor units), largest first.
   */
  moneyReturned: { currency: string; amountMinor: number }[];
  /** Refunds recorded and not confirmed yet; of those, past their day. */
  refundsPending: number;
  refundsOverdue: number;
  /** Refunds the complainant said did not arrive. */
  refundsNotReceived: number;
  /** How the company answers (decision 041): its answers per category, every category listed. */
  responseCategories: { category: ResponseCategory; count: number }[];
  /** The complainants' verdicts: Yes (resolved), No (disputed), and the Yes percent (null below MIN_SAMPLE). */
  verdictsResolved: number;
  verdictsDisputed: number;
  verdictResolvedRate: number | null;
  /** "How was it handled?" 0–10: how many gave one, and their average (one decimal; null below MIN_SAMPLE). */
  scoresGiven: number;
  averageScore: number | null;
  /** "Would you do business with them again?": how many answered, and the Yes percent (null below MIN_SAMPLE). */
  wouldReturnAnswers: number;
  wouldReturnRate: number | null;
  /** The composite 0–10 (COMPOSITE, version 1), or withheld with its reason. */
  composite: Composite;
};

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/** A column of a subquery's `json_group_array`, read back as its rows (none: an empty list). */
const jsonRows = <T>(subquery: SQL) =>
  sql<string | null>`(${subquery})`.mapWith((value) =>
    typeof value === "string" ? (JSON.parse(value) as T[]) : [],
  );

/**
 * The statement behind every metric of a company page, one row (decision 068): the counts over
 * the company's complaints, with its followers, the delays the median and the 90th percentile
 * need and its refunds by currency and status as scalar subqueries beside them, so a page pays
 * D1's and drizzle's cost per statement once. Run it alone (`companyMetrics`) or in a page's
 * batch, and read its row with `metricsFrom`.
 * `since` (ms) counts only the complaints filed from then on (the badge's twelve months);
 * `keep`, a condition on `complaints`, counts only the complaints it holds for (and their refunds):
 * the flood guard's metrics without flagged windows (./flood-page.ts).
 */
export function metricsQuery(
  db: Database,
  companyId: CompanyKey,
  now: number,
  since?: number,
  keep?: SQL,
) {
  const delay = sql`${complaints.responseAt} - ${complaints.createdAt}`;
  const filedSince = and(
    since === undefined ? undefined : gte(complaints.createdAt, new Date(since)),
    keep,
  );
  // Complaints a moderator found were used to demand payment are left out (decision 039).
  const counted = and(eq(complaints.companyId, companyId), filedSince, countedInFigures);
  // The subqueries beside the counts, each over its own table, whose columns drizzle writes with
  // their table here: the ones over `complaints` again hold `counted` for their own rows (SQLite
  // binds a column to the nearest `from` of its table).
  // The delays the median (the middle one or two) and the 90th percentile (the ceil(0.9 n)-th)
  // need, as [delay, rank, n], not every delay: D1 turns what it answers into JSON, and a big
  // company has thousands of answers.
  const delays = sql`select json_group_array(json_array(delay, rank, n)) from (select ${delay} as delay,
    row_number() over (order by ${delay}) as rank, count(*) over () as n from ${complaints}
    where ${and(counted, sql`${complaints.responseAt} is not null`)})
    where rank in ((n + 1) / 2, (n + 2) / 2, (9 * n + 9) / 10)`;
  // Refunds by currency and status (refunds_company_status_idx), as
  // [currency, status, amount, n, overdue].
  const refundRows = sql`select json_group_array(json_array(currency, status, amount, n, overdue))
    from (select ${refunds.currency} as currency, ${refunds.status} as status,
    coalesce(sum(case when ${refunds.counting} = 'counts' then ${refunds.amountMinor} end), 0) as amount,
    count(*) as n, coalesce(sum(${refunds.overdueAt} is not null), 0) as overdue
    from ${refunds} where ${and(
      eq(refunds.companyId, companyId),
      since === undefined ? undefined : gte(refunds.createdAt, new Date(since)),
      // A refund counts with its complaint: not when the complaint's author was found
      // demanding payment (decision 032), nor outside `keep`.
      sql`exists (select 1 from ${complaints} where ${complaints.id} = ${refunds.complaintId} and ${and(countedInFigures, keep)})`,
    )} group by ${refunds.currency}, ${refunds.status})`;
  return db
    .select({
      total: sql<number>`count(*)`,
      responses: sql<number>`coalesce(sum(${complaints.hasResponse}), 0)`,
      confirmed: sql<number>`coalesce(sum(${confirmedSql}), 0)`,
      counted: sql<number>`coalesce(sum(${countedOutcomeSql(now)}), 0)`,
      awaiting: sql<number>`coalesce(sum(${awaitingVerdictSql(now)}), 0)`,
      closedUnverified: sql<number>`coalesce(sum(${closedUnverifiedSql(now)}), 0)`,
      categories: sql<string>`json_array(${sql.join(
        RESPONSE_CATEGORIES.map(
          (c) =>
            sql`coalesce(sum(${complaints.hasResponse} = 1 and ${complaints.responseCategory} = ${c}), 0)`,
        ),
        sql`, `,
      )})`,
      verdictsResolved: sql<number>`coalesce(sum(${complaints.verdict} = 'resolved'), 0)`,
      verdictsDisputed: sql<number>`coalesce(sum(${complaints.verdict} = 'disputed'), 0)`,
      scores: sql<number>`coalesce(sum(${complaints.verdict} is not null and ${complaints.score} is not null), 0)`,
      scoreSum: sql<number>`coalesce(sum(case when ${complaints.verdict} is not null then ${complaints.score} end), 0)`,
      wouldReturnAnswers: sql<number>`coalesce(sum(${complaints.verdict} is not null and ${complaints.wouldReturn} is not null), 0)`,
      wouldReturnYes: sql<number>`coalesce(sum(${complaints.verdict} is not null and ${complaints.wouldReturn} = 1), 0)`,
      satisfied: sql<number>`coalesce(sum(${complaints.isSatisfied} = 1), 0)`,
      verdicts: sql<number>`coalesce(sum(${complaints.isSatisfied} is not null), 0)`,
      slaEligible: sql<number>`coalesce(sum(${complaints.responseAt} is not null or ${complaints.createdAt} <= ${now - ESCALATION_WINDOW_MS}), 0)`,
      slaMet: sql<number>`coalesce(sum(${complaints.responseAt} is not null and ${delay} <= ${ESCALATION_WINDOW_MS}), 0)`,
      averageDelay: sql<
        number | null
      >`avg(case when ${complaints.responseAt} is not null then ${delay} end)`,
      // The trending groups' counts, then Other's (a complaint in none of them): each
      // complaint's groups are its bits (shared/trending-groups.ts).
      trending: sql<string>`json_array(${sql.join(
        TRENDING_GROUPS.map(
          (_, index) =>
            sql`coalesce(sum((${complaints.trendingGroups} & ${sql.raw(String(1 << index))}) <> 0), 0)`,
        ),
        sql`, `,
      )}, coalesce(sum(${complaints.trendingGroups} = 0), 0))`,
      followers: sql<number>`(select count(*) from company_follows f where f.company_id = ${companyId})`,
      delays: jsonRows<[number, number, number]>(delays),
      refunds: jsonRows<[string, string, number, number, number]>(refundRows),
    })
    .from(complaints)
    .where(counted);
}

/** Every metric of a company page from the row of `metricsQuery`. */
export function metricsFrom([a]: Awaited<ReturnType<typeof metricsQuery>>): CompanyMetrics {
  const total = a?.total ?? 0;
  const responses = a?.responses ?? 0;
  // The middle delay, or the mean of the middle two; the ceil(0.9 n)-th (the query answers only
  // those ranks).
  const delays = (a?.delays ?? []).map(([delay, rank, n]) => ({ delay, rank, n }));
  const answered = delays[0]?.n ?? 0;
  const middle = delays.filter(
    (row) =>
      row.rank === Math.floor((answered + 1) / 2) || row.rank === Math.floor((answered + 2) / 2),
  );
  const median =
    middle.length === 0 ? null : middle.reduce((sum, row) => sum + row.delay, 0) / middle.length;
  const p90 = delays.find((row) => row.rank === Math.ceil(answered * 0.9))?.delay ?? null;
  const refundRows = (a?.refunds ?? []).map(([currency, status, amount, n, overdue]) => ({
    currency,
    status,
    amount,
    n,
    overdue,
  }));
  const groupValues: number[] = JSON.parse(a?.trending ?? "[]");
  const trendingIssues = [
    ...TRENDING_GROUPS.map((group, index) => ({
      category: group.category,
      count: groupValues[index] ?? 0,
    })),
    { category: OTHER_GROUP, count: groupValues[TRENDING_GROUPS.length] ?? 0 },
  ]
    .filter((issue) => issue.count > 0)
    .sort((x, y) => y.count - x.count)
    .slice(0, 5);

  const categoryCounts: number[] = JSON.parse(a?.categories ?? "[]");
  const verdictsResolved = a?.verdictsResolved ?? 0;
  const verdictsDisputed = a?.verdictsDisputed ?? 0;
  const verdicts = verdictsResolved + verdictsDisputed;
  const scoresGiven = a?.scores ?? 0;
  const scoreSum = a?.scoreSum ?? 0;
  const wouldReturnAnswers = a?.wouldReturnAnswers ?? 0;
  const wouldReturnYes = a?.wouldReturnYes ?? 0;

  return {
    totalComplaints: total,
    totalResponses: responses,
    responseRate: percent(responses, total),
    resolutionRate: percent(a?.confirmed ?? 0, a?.counted ?? 0),
    confirmedResolved: a?.confirmed ?? 0,
    resolutionCounted: a?.counted ?? 0,
    awaitingVerdict: a?.awaiting ?? 0,
    closedUnverified: a?.closedUnverified ?? 0,
    averageResponseMs:
      answered >= MIN_SAMPLE && a?.averageDelay != null ? Math.round(a.averageDelay) : null,
    medianResponseMs: answered >= MIN_SAMPLE ? median : null,
    p90ResponseMs: answered >= MIN_SAMPLE ? p90 : null,
    satisfactionScore:
      (a?.verdicts ?? 0) >= MIN_SAMPLE ? percent(a?.satisfied ?? 0, a?.verdicts ?? 0) : null,
    slaComplianceRate:
      (a?.slaEligible ?? 0) >= MIN_SAMPLE ? percent(a?.slaMet ?? 0, a?.slaEligible ?? 0) : null,
    followersCount: a?.followers ?? 0,
    trendingIssues,
    moneyReturned: refundRows
      .filter((row) => row.status === "received" && row.amount > 0)
      .map((row) => ({ currency: row.currency, amountMinor: row.amount }))
      .sort((x, y) => y.amountMinor - x.amountMinor),
    refundsPending: refundRows
      .filter((row) => row.status === "pending")
      .reduce((sum, row) => sum + row.n, 0),
    refundsOverdue: refundRows
      .filter((row) => row.status === "pending")
      .reduce((sum, row) => sum + row.overdue, 0),
    refundsNotReceived: refundRows
      .filter((row) => row.status === "not_received")
      .reduce((sum, row) => sum + row.n, 0),
    responseCategories: RESPONSE_CATEGORIES.map((category, index) => ({
      category,
      count: categoryCounts[index] ?? 0,
    })),
    verdictsResolved,
    verdictsDisputed,
    verdictResolvedRate: verdicts >= MIN_SAMPLE ? percent(verdictsResolved, verdicts) : null,
    scoresGiven,
    averageScore: scoresGiven >= MIN_SAMPLE ? Math.round((scoreSum / scoresGiven) * 10) / 10 : null,
    wouldReturnAnswers,
    wouldReturnRate:
      wouldReturnAnswers >= MIN_SAMPLE ? percent(wouldReturnYes, wouldReturnAnswers) : null,
    composite: compositeScore({
      totalComplaints: total,
      totalResponses: responses,
      verdicts,
      resolvedVerdicts: verdictsResolved,
      scores: scoresGiven,
      scoreSum,
      wouldReturnAnswers,
      wouldReturnYes,
    }),
  };
}

/** Every metric of a company page from its complaints, in one statement. */
export async function companyMetrics(
  db: Database,
  companyId: string,
  now: number,
  since?: number,
): Promise<CompanyMetrics> {
  return metricsFrom(await metricsQuery(db, companyId, now, since));
}

/**
 * Refunds confirmed by complainants that count (refund-counting.ts), per currency, largest
 * first (the site's total).
 */
export async function moneyReturnedOnSite(db: Database) {
  const rows = await moneyReturnedQuery(db);
  return rows.sort((x, y) => y.amountMinor - x.amountMinor);
}

/** The statement of moneyReturnedOnSite, unsorted (for a batch). */
export const moneyReturnedQuery = (db: Database) =>
  db
    .select({ currency: refunds.currency, amountMinor: sql<number>`sum(${refunds.amountMinor})` })
    .from(refunds)
    .where(and(eq(refunds.status, "received"), eq(refunds.counting, "counts")))
    .groupBy(refunds.currency);

/**
 * The metrics without the complaints that flagged windows flagged (docs/decisions/038): the
 * company page's second set and the API's `metrics_without_flagged`, the same formulas over the
 * complaints `outsideFlaggedWindows` keeps. Null when no open or upheld window flagged one of
 * the company's complaints: the two sets are then one, and nothing more is read.
 */
export async function companyMetricsWithoutFlagged(
  db: Database,
  companyId: string,
  now: number,
): Promise<CompanyMetrics | null> {
  const [flagged] = await db
    .select({ n: sql<number>`count(*)` })
    .from(floodWindowComplaints)
    .innerJoin(floodWindows, eq(floodWindows.id, floodWindowComplaints.windowId))
    .where(
      and(eq(floodWindows.companyId, companyId), inArray(floodWindows.state, ["open", "upheld"])),
    );
  if ((flagged?.n ?? 0) === 0) return null;
  return metricsFrom(await metricsQuery(db, companyId, now, undefined, outsideFlaggedWindows));
}

/*
 * The pledge's kept-rate (decision 043; /methodology#pledge). A complaint counts when
 * it reached the company (`sent_to_company_at`) while a pledge was in force (from its making,
 * up to and not including its withdrawal), in the last 12 months, is counted in the figures
 * (`countedInFigures`), and its outcome is known: both halves kept, or one of them broken (its
 * window closed without it, or it came late). Kept: the first answer at most 48 hours after it
 * reached the company, and an outcome category (any but "in progress") at most 10 × 24 hours
 * after. Withdrawing does not take out the complaints that came while the pledge was in force.
 */
const sentAt = sql`${complaints.sentToCompanyAt}`;
/** When the company's answers first gave an outcome category (not "in progress"). */
const outcomeAtSql = sql`(select min(r.created_at) from company_responses r where r.complaint_id = ${complaints.id} and r.category <> 'in_progress')`;
const answeredInTimeSql = sql`(${complaints.responseAt} is not null and ${complaints.responseAt} - ${sentAt} <= ${PLEDGE_ANSWER_MS})`;
const outcomeInTimeSql = sql`coalesce(${outcomeAtSql} - ${sentAt} <= ${PLEDGE_OUTCOME_MS}, 0)`;
/** Both halves kept: 0 or 1. */
export const pledgeKeptSql = sql<number>`(case when ${answeredInTimeSql} and ${outcomeInTimeSql} then 1 else 0 end)`;
/** One half broken: it came late, or its window closed without it. */
const pledgeBrokenSql = (now: number) =>
  sql`((not ${answeredInTimeSql} and (${complaints.responseAt} is not null or ${now} - ${sentAt} > ${PLEDGE_ANSWER_MS}))
    or (not ${outcomeInTimeSql} and (${outcomeAtSql} is not null or ${now} - ${sentAt} > ${PLEDGE_OUTCOME_MS})))`;
/** The complaint reached the company while one of its pledges was in force. */
const underPledgeSql = sql`exists (select 1 from ${companyPledges} p where p.company_id = ${complaints.companyId}
  and ${sentAt} >= p.pledged_at and (p.withdrawn_at is null or ${sentAt} < p.withdrawn_at))`;

/**
 * The pledge's statement, one row (decision 068): its kept and counted complaints, with its
 * periods as [pledged at, withdrawn at] in a scalar subquery beside them; read with `pledgeFrom`.
 */
export function pledgeQuery(db: Database, companyId: CompanyKey, now: number) {
  // Its periods in order, as [pledged at, withdrawn at].
  const periods = sql`select json_group_array(json_array(since, withdrawn)) from (select
    ${companyPledges.pledgedAt} as since, ${companyPledges.withdrawnAt} as withdrawn
    from ${companyPledges} where ${companyPledges.companyId} = ${companyId}
    order by ${companyPledges.pledgedAt})`;
  return db
    .select({
      periods: jsonRows<[number, number | null]>(periods),
      kept: sql<number>`coalesce(sum(${pledgeKeptSql}), 0)`,
      total: sql<number>`coalesce(sum(case when ${pledgeKeptSql} = 1 or ${pledgeBrokenSql(now)} then 1 else 0 end), 0)`,
    })
    .from(complaints)
    .where(
      and(
        eq(complaints.companyId, companyId),
        sql`${sentAt} is not null and ${sentAt} >= ${now - PLEDGE_WINDOW_MS}`,
        underPledgeSql,
        countedInFigures,
      ),
    );
}

/** The pledge as every surface shows it; null when the company never pledged. */
export function pledgeFrom([row]: Awaited<ReturnType<typeof pledgeQuery>>): PledgeSummary | null {
  const periods = (row?.periods ?? [])
    .map(([since, withdrawnAt]) => ({ since, withdrawnAt }))
    .sort((x, y) => x.since - y.since);
  const latest = periods.at(-1);
  if (!latest) return null;
  const kept = row?.kept ?? 0;
  const total = row?.total ?? 0;
  return {
    since: latest.since,
    withdrawnAt: latest.withdrawnAt,
    kept,
    total,
    rate: total > 0 ? Math.round((kept / total) * 100) : null,
    periods,
  };
}

/** A company's pledge and its kept-rate over the last 12 months (the page, badge and API). */
export async function companyPledge(db: Database, companyId: string, now: number) {
  return pledgeFrom(await pledgeQuery(db, companyId, now));
}

/* Escalation outcomes (decision 046): what happened after the hand-off, counted only when verified. */

export type EscalationOutcomeFigures = {
  /** n: counted outcomes upheld for the consumer. */
  upheld: number;
  /** m: counted decided outcomes (upheld or not). */
  decided: number;
  /** Current outcomes recorded but not counted (unverified, in review, or failing the rules). */
  notCounted: number;
  /** Money returned by channel and currency, minor units, channels in MONEY_CHANNELS order. */
  money: { channel: MoneyChannel; currency: string; amountMinor: number }[];
};

const sqlList = (list: readonly string[]) =>
  sql.join(
    list.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * The company page's "Escalations upheld against {company}: {n} of {m}" and money returned by
 * channel (the figures module's only source for them; /methodology#escalation-outcomes). Counts
 * current outcomes with `counting = 'counts'` on complaints counted in the figures; the company
 * refunds channel is decision 027's counted refunds.
 */
export function escalationOutcomeQuery(db: Database, companyId: CompanyKey) {
  const inFigures = sql`exists (select 1 from ${complaints} where ${complaints.id} = ${escalationOutcomes.complaintId} and ${countedInFigures})`;
  const counted = and(
    eq(escalationOutcomes.companyId, companyId),
    isNull(escalationOutcomes.supersededAt),
    eq(escalationOutcomes.counting, "counts"),
    inFigures,
  );
  // Money by outcome and currency, as [outcome, currency, amount]: the subquery's own
  // `escalation_outcomes` rows are the ones `counted` holds for.
  const byOutcome = sql`select json_group_array(json_array(outcome, currency, amount)) from (select
    ${escalationOutcomes.outcome} as outcome, ${escalationOutcomes.currency} as currency,
    sum(${escalationOutcomes.amountMinor}) as amount from ${escalationOutcomes}
    where ${and(counted, sql`${escalationOutcomes.amountMinor} is not null`)}
    group by ${escalationOutcomes.outcome}, ${escalationOutcomes.currency})`;
  // The company's counted refunds by currency, as [currency, amount].
  const refunded = sql`select json_group_array(json_array(currency, amount)) from (select
    ${refunds.currency} as currency, sum(${refunds.amountMinor}) as amount from ${refunds}
    where ${and(
      eq(refunds.companyId, companyId),
      eq(refunds.status, "received"),
      eq(refunds.counting, "counts"),
    )} group by ${refunds.currency})`;
  return db
    .select({
      upheld: sql<number>`coalesce(sum(case when ${escalationOutcomes.counting} = 'counts' and ${escalationOutcomes.outcome} in (${sqlList(UPHELD_OUTCOMES)}) then 1 else 0 end), 0)`,
      decided: sql<number>`coalesce(sum(case when ${escalationOutcomes.counting} = 'counts' and ${escalationOutcomes.outcome} in (${sqlList([...UPHELD_OUTCOMES, ...NOT_UPHELD_OUTCOMES])}) then 1 else 0 end), 0)`,
      notCounted: sql<number>`coalesce(sum(case when ${escalationOutcomes.counting} is null or ${escalationOutcomes.counting} <> 'counts' then 1 else 0 end), 0)`,
      byOutcome: jsonRows<[EscalationOutcome, string, number]>(byOutcome),
      refunded: jsonRows<[string, number]>(refunded),
    })
    .from(escalationOutcomes)
    .where(
      and(
        eq(escalationOutcomes.companyId, companyId),
        isNull(escalationOutcomes.supersededAt),
        sql`${escalationOutcomes.outcome} <> 'nothing_yet'`,
        inFigures,
      ),
    );
}

export function escalationOutcomeFrom([row]: Awaited<
  ReturnType<typeof escalationOutcomeQuery>
>): EscalationOutcomeFigures {
  const sums = new Map<string, number>();
  const add = (channel: MoneyChannel, currency: string, amount: number) => {
    const key = `${channel}|${currency}`;
    sums.set(key, (sums.get(key) ?? 0) + amount);
  };
  for (const [currency, amount] of row?.refunded ?? []) add("company_refund", currency, amount);
  for (const [outcome, currency, amount] of row?.byOutcome ?? []) {
    const channel = CHANNEL_OF[outcome];
    if (channel) add(channel, currency, amount);
  }
  const money = [...sums.entries()]
    .map(([key, amountMinor]) => {
      const [channel, currency] = key.split("|") as [MoneyChannel, string];
      return { channel, currency, amountMinor };
    })
    .sort(
      (a, b) =>
        MONEY_CHANNELS.indexOf(a.channel) - MONEY_CHANNELS.indexOf(b.channel) ||
        a.currency.localeCompare(b.currency),
    );
  return {
    upheld: Number(row?.upheld ?? 0),
    decided: Number(row?.decided ?? 0),
    notCounted: Number(row?.notCounted ?? 0),
    money,
  };
}

export async function companyEscalationOutcomes(db: Database, companyId: string) {
  return escalationOutcomeFrom(await escalationOutcomeQuery(db, companyId));
}
