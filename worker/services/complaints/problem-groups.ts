import { GROUP_WEEK_MS } from "@shared/same-problem";
import { inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { complaints } from "../../db/schema";

/**
 * Same-problem groups as their line counts them (decision 029): the complaints that joined one
 * problem, summed up for a complaint's page, the company page and /create's suggestions. Which
 * complaints read alike, and which group a new complaint joins, is in ./same-problem.ts.
 */

/** "{n} people have this problem ({k} this week) · {r} resolved", and the median response. */
export type GroupSummary = {
  groupId: string;
  /** Distinct accounts with a complaint in the group. */
  people: number;
  complaints: number;
  thisWeek: number;
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
};

/**
 * A group's complaints, as its line counts them (unique column names: the rows can come back
 * in a D1 batch next to other statements, keyed by name).
 */
const groupColumns = {
  groupId: sql<string | null>`${complaints.groupId}`.as("grp_group_id"),
  userId: sql<string>`${complaints.userId}`.as("grp_user_id"),
  createdAt: sql<number>`${complaints.createdAt}`.as("grp_created_at"),
  status: sql<string>`${complaints.status}`.as("grp_status"),
  delay: sql<number | null>`${complaints.responseAt} - ${complaints.createdAt}`.as("grp_delay"),
};

const toGroupRow = (row: {
  groupId: string | null;
  userId: string;
  createdAt: number;
  status: string;
  delay: number | null;
}): GroupRow => ({ ...row, createdAt: new Date(row.createdAt) });

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
export function summaryOf(
  rows: ReadonlyArray<Parameters<typeof toGroupRow>[0]>,
  now: number,
): GroupSummary | null {
  const [summary] = summarize(rows.map(toGroupRow), now).values();
  return summary ?? null;
}

function summarize(rows: readonly GroupRow[], now: number) {
  const summaries = new Map<string, GroupSummary>();
  const byGroup = new Map<string, GroupRow[]>();
  for (const row of rows) {
    if (!row.groupId) continue;
    byGroup.set(row.groupId, [...(byGroup.get(row.groupId) ?? []), row]);
  }
  for (const [groupId, members] of byGroup) {
    const delays = members
      .flatMap((row) => (row.delay === null ? [] : [row.delay]))
      .sort((a, b) => a - b);
    const middle = Math.floor(delays.length / 2);
    summaries.set(groupId, {
      groupId,
      people: new Set(members.map((row) => row.userId)).size,
      complaints: members.length,
      thisWeek: members.filter((row) => row.createdAt.getTime() >= now - GROUP_WEEK_MS).length,
      resolved: members.filter((row) => row.status === "resolved").length,
      medianResponseMs:
        delays.length === 0
          ? null
          : delays.length % 2
            ? (delays[middle] ?? null)
            : ((delays[middle - 1] ?? 0) + (delays[middle] ?? 0)) / 2,
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

/** How many groups a company's page shows: the largest first. */
export const COMPANY_GROUPS_SHOWN = 5;

/**
 * The complaints of a company's largest groups, for its page's D1 batch (unique column names).
 * A group's complaints are all about one company: only those can be joined (groupToJoin).
 */
export function companyGroupsQuery(db: Database, companyId: string) {
  return db
    .select({
      ...groupColumns,
      id: sql<string>`${complaints.id}`.as("grp_id"),
      text: sql<string>`${complaints.text}`.as("grp_text"),
    })
    .from(complaints)
    .where(
      sql`${complaints.groupId} in (select c2.group_id from complaints c2 where c2.company_id = ${companyId} and c2.group_id is not null group by c2.group_id order by count(*) desc, max(c2.created_at) desc limit ${COMPANY_GROUPS_SHOWN})`,
    );
}

export type CompanyGroup = GroupSummary & { sample: { id: string; text: string } };

/** The groups companyGroupsQuery read, largest first, each with its first complaint. */
export function companyGroupsFrom(
  rows: ReadonlyArray<Parameters<typeof toGroupRow>[0] & { id: string; text: string }>,
  now: number,
): CompanyGroup[] {
  const summaries = summarize(rows.map(toGroupRow), now);
  return [...summaries.values()]
    .map((summary) => {
      const first = rows
        .filter((row) => row.groupId === summary.groupId)
        .sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id))[0];
      return { ...summary, sample: { id: first?.id ?? summary.groupId, text: first?.text ?? "" } };
    })
    .sort((a, b) => b.complaints - a.complaints || b.people - a.people);
}
