import { GROUP_WEEK_MS } from "@shared/same-problem";
import { inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { CompanyKey } from "../../db/company-key";
import { outerColumn } from "../../db/outer-column";
import { complaints } from "../../db/schema";
import { RANKING_ACCOUNT_MIN_AGE_MS } from "./ranking";

/**
 * Same-problem groups as their line counts them (decisions 029 and 039): the complaints that
 * joined one problem, summed up for a complaint's page, the company page and /create's
 * suggestions. Which complaints read alike, and which group a new complaint joins, is in
 * ./same-problem.ts.
 *
 * People, not posts, and people who have aged: a group counts an account once it is as old as
 * the ranking rule asks (RANKING_ACCOUNT_MIN_AGE_MS, ./ranking.ts), the same age at which its
 * ucks move rankings. Younger accounts' complaints are shown in the group but counted in none of
 * its numbers until they age (`waiting` says how many): twelve accounts made today cannot turn
 * "1 person has this problem" into 13.
 */

/** "{n} people have this problem ({k} this week) · {r} resolved", and the median response. */
export type GroupSummary = {
  groupId: string;
  /** Distinct accounts old enough to count with a complaint in the group. */
  people: number;
  /** Distinct younger accounts in the group: shown, counted once they are old enough. */
  waiting: number;
  /** All of its complaints, counted or not. */
  complaints: number;
  /** Counted accounts' complaints filed in the last 7 days. */
  thisWeek: number;
  /** Counted accounts' complaints that are resolved. */
  resolved: number;
  /** Median of the answered complaints' response times (ms); null when none was answered. */
  medianResponseMs: number | null;
  answered: number;
};

type GroupRow = {
  groupId: string | null;
  userId: string;
  createdAt: Date;
  status: string;
  delay: number | null;
  authorCreatedAt: number | null;
};

/**
 * A group's complaints, as its line counts them (unique column names: the rows can come back
 * in a D1 batch next to other statements, keyed by name). The author's account age decides
 * whether the complaint counts yet.
 */
const groupColumns = {
  groupId: sql<string | null>`${complaints.groupId}`.as("grp_group_id"),
  userId: sql<string>`${complaints.userId}`.as("grp_user_id"),
  createdAt: sql<number>`${complaints.createdAt}`.as("grp_created_at"),
  status: sql<string>`${complaints.status}`.as("grp_status"),
  delay: sql<number | null>`${complaints.responseAt} - ${complaints.createdAt}`.as("grp_delay"),
  authorCreatedAt: sql<
    number | null
  >`(select gu.created_at from users gu where gu.id = ${outerColumn(complaints.userId)})`.as(
    "grp_author_created_at",
  ),
};

type RawGroupRow = {
  groupId: string | null;
  userId: string;
  createdAt: number;
  status: string;
  delay: number | null;
  authorCreatedAt: number | null;
};

const toGroupRow = (row: RawGroupRow): GroupRow => ({ ...row, createdAt: new Date(row.createdAt) });

/** Whether an account made at `createdAt` is old enough at `now` to count in a group. */
export const countsInGroups = (createdAt: number | null, now: number) =>
  createdAt !== null && createdAt <= now - RANKING_ACCOUNT_MIN_AGE_MS;

/** The complaints of the group this complaint is in (none when it is alone), for a batch. */
export function groupOfComplaintQuery(db: Database, complaintId: string) {
  return db
    .select(groupColumns)
    .from(complaints)
    .where(
      sql`${complaints.groupId} = (select c2.group_id from complaints c2 where c2.id = ${complaintId})`,
    );
}

/** The summary of one group from its complaints' rows (groupOfComplaintQuery's answer). */
export function summaryOf(rows: ReadonlyArray<RawGroupRow>, now: number): GroupSummary | null {
  const [summary] = summarize(rows.map(toGroupRow), now).values();
  return summary ?? null;
}

function median(sorted: readonly number[]) {
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? null)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function summarize(rows: readonly GroupRow[], now: number) {
  const summaries = new Map<string, GroupSummary>();
  const byGroup = new Map<string, GroupRow[]>();
  for (const row of rows) {
    if (!row.groupId) continue;
    byGroup.set(row.groupId, [...(byGroup.get(row.groupId) ?? []), row]);
  }
  for (const [groupId, members] of byGroup) {
    const counted = members.filter((row) => countsInGroups(row.authorCreatedAt, now));
    const people = new Set(counted.map((row) => row.userId));
    const waiting = new Set(
      members.filter((row) => !people.has(row.userId)).map((row) => row.userId),
    );
    // The response time is the company's: every answered complaint of the group counts.
    const delays = members
      .flatMap((row) => (row.delay === null ? [] : [row.delay]))
      .sort((a, b) => a - b);
    summaries.set(groupId, {
      groupId,
      people: people.size,
      waiting: waiting.size,
      complaints: members.length,
      thisWeek: counted.filter((row) => row.createdAt.getTime() >= now - GROUP_WEEK_MS).length,
      resolved: counted.filter((row) => row.status === "resolved").length,
      medianResponseMs: median(delays),
      answered: delays.length,
    });
  }
  return summaries;
}

/** The summaries of these groups (one query over complaints_group_idx). */
export async function groupSummaries(
  db: Database,
  groupIds: readonly string[],
  now: number,
): Promise<Map<string, GroupSummary>> {
  const ids = [...new Set(groupIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(groupColumns)
    .from(complaints)
    .where(inArray(complaints.groupId, ids));
  return summarize(rows.map(toGroupRow), now);
}

/** How many groups a company's page shows: those with the most counted people first. */
export const COMPANY_GROUPS_SHOWN = 5;

/**
 * The complaints of a company's largest groups, for its page's D1 batch (unique column names):
 * the groups with the most accounts old enough to count, among groups with at least one such
 * account (a group only young accounts made is not shown until they age). A group's complaints
 * are all about one company: only those can be joined (groupToJoin).
 */
export function companyGroupsQuery(db: Database, companyId: CompanyKey, now: number) {
  const agedBefore = now - RANKING_ACCOUNT_MIN_AGE_MS;
  return db
    .select({
      ...groupColumns,
      id: sql<string>`${complaints.id}`.as("grp_id"),
      text: sql<string>`${complaints.text}`.as("grp_text"),
      rankedUcks: sql<number>`${complaints.rankedUckCount}`.as("grp_ranked_ucks"),
    })
    .from(complaints)
    .where(
      sql`${complaints.groupId} in (select c2.group_id from complaints c2 join users u2 on u2.id = c2.user_id where c2.company_id = ${companyId} and c2.group_id is not null and u2.created_at <= ${agedBefore} group by c2.group_id order by count(distinct c2.user_id) desc, max(c2.created_at) desc limit ${COMPANY_GROUPS_SHOWN})`,
    );
}

export type CompanyGroup = GroupSummary & { sample: { id: string; text: string } };

type CompanyGroupRow = RawGroupRow & { id: string; text: string; rankedUcks: number };

/**
 * The group's complaint the company page quotes: its most-ucked complaint by an account old
 * enough to count (the ucks that move rankings, so fresh accounts' ucks do not choose it either),
 * the earliest on a tie. Never a complaint of a young account: the newest joiner cannot choose
 * the words a company page shows. Null when no complaint of the group counts yet.
 */
function sampleOf(rows: readonly CompanyGroupRow[], now: number) {
  return (
    rows
      .filter((row) => countsInGroups(row.authorCreatedAt, now))
      .sort(
        (a, b) =>
          b.rankedUcks - a.rankedUcks || a.createdAt - b.createdAt || a.id.localeCompare(b.id),
      )[0] ?? null
  );
}

/** The groups companyGroupsQuery read, most counted people first, each with its sample. */
export function companyGroupsFrom(
  rows: ReadonlyArray<CompanyGroupRow>,
  now: number,
): CompanyGroup[] {
  const summaries = summarize(rows.map(toGroupRow), now);
  return [...summaries.values()]
    .flatMap((summary) => {
      const sample = sampleOf(
        rows.filter((row) => row.groupId === summary.groupId),
        now,
      );
      return sample ? [{ ...summary, sample: { id: sample.id, text: sample.text } }] : [];
    })
    .sort((a, b) => b.people - a.people || b.complaints - a.complaints);
}
