import { COMPLAINT_TEXT_MAX } from "@shared/complaint-validation";
import { normalizeDomain } from "@shared/domain";
import {
  DUPLICATE_THRESHOLD,
  DUPLICATE_WINDOW_MS,
  GROUP_WEEK_MS,
  jaccard,
  SIMILAR_CANDIDATES,
  SIMILAR_MAX,
  SIMILAR_THRESHOLD,
  SIMILAR_WINDOW_MS,
  shinglesOf,
  trigramQuery,
} from "@shared/same-problem";
import { and, eq, gte, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companies, complaints } from "../../db/schema";

/** A complaint /create suggests as the same problem. */
export type SimilarComplaint = {
  id: string;
  text: string;
  createdAt: number;
  status: string;
  /** The group it belongs to, or null while it is alone. */
  groupId: string | null;
  similarity: number;
};

/**
 * Up to SIMILAR_MAX open complaints about this company from the last SIMILAR_WINDOW_MS that read
 * like the draft (decision 029): the trigram full-text index's best matches by bm25, among that
 * company's open complaints only, then compared word by word (Jaccard of word 3-shingles) in the
 * Worker; those at or above SIMILAR_THRESHOLD, most alike first. One per group: a group is one
 * problem, suggested by its most alike complaint.
 */
export async function similarComplaints(
  db: Database,
  companyId: string,
  text: string,
  now: number,
): Promise<SimilarComplaint[]> {
  const query = trigramQuery(text);
  if (!query) return [];
  const rows = await db
    .select({
      id: complaints.id,
      text: complaints.text,
      createdAt: complaints.createdAt,
      status: complaints.status,
      groupId: complaints.groupId,
    })
    .from(sql`complaints_trigram_fts`)
    .innerJoin(complaints, sql`${complaints}.rowid = complaints_trigram_fts.rowid`)
    .where(
      and(
        sql`complaints_trigram_fts match ${query}`,
        eq(complaints.companyId, companyId),
        ne(complaints.status, "resolved"),
        gte(complaints.createdAt, new Date(now - SIMILAR_WINDOW_MS)),
      ),
    )
    .orderBy(sql`bm25(complaints_trigram_fts)`)
    .limit(SIMILAR_CANDIDATES);
  const draft = shinglesOf(text);
  const alike = rows
    .map((row) => ({
      id: row.id,
      text: row.text,
      createdAt: row.createdAt.getTime(),
      status: row.status,
      groupId: row.groupId,
      similarity: jaccard(draft, shinglesOf(row.text)),
    }))
    .filter((row) => row.similarity >= SIMILAR_THRESHOLD)
    .sort((a, b) => b.similarity - a.similarity || b.createdAt - a.createdAt);
  const seen = new Set<string>();
  const chosen: SimilarComplaint[] = [];
  for (const row of alike) {
    const group = row.groupId ?? row.id;
    if (seen.has(group)) continue;
    seen.add(group);
    chosen.push(row);
    if (chosen.length === SIMILAR_MAX) break;
  }
  return chosen;
}

/**
 * The same account's earlier complaint about this company, filed within DUPLICATE_WINDOW_MS,
 * whose text is near-identical to this one (Jaccard of word 3-shingles at or above
 * DUPLICATE_THRESHOLD): filing it again is refused with a link to it. Null when there is none.
 */
export async function duplicateOf(
  db: Database,
  userId: string,
  companyId: string,
  text: string,
  now: number,
): Promise<{ id: string; createdAt: number } | null> {
  const earlier = await db
    .select({ id: complaints.id, text: complaints.text, createdAt: complaints.createdAt })
    .from(complaints)
    .where(
      and(
        eq(complaints.userId, userId),
        eq(complaints.companyId, companyId),
        gte(complaints.createdAt, new Date(now - DUPLICATE_WINDOW_MS)),
      ),
    )
    .orderBy(complaints.createdAt);
  const draft = shinglesOf(text);
  const first = earlier.find((row) => jaccard(draft, shinglesOf(row.text)) >= DUPLICATE_THRESHOLD);
  return first ? { id: first.id, createdAt: first.createdAt.getTime() } : null;
}

/**
 * The group a new complaint joins when its author said "I have this problem too" about
 * `complaintId`: that complaint's group, or a new one named by that complaint's id. Only an
 * open complaint about the same company from the last SIMILAR_WINDOW_MS can be joined (what
 * /create could have suggested); null otherwise.
 */
export async function groupToJoin(
  db: Database,
  companyId: string,
  complaintId: string,
  now: number,
): Promise<{ groupId: string; founder: string | null } | null> {
  const [target] = await db
    .select({ id: complaints.id, groupId: complaints.groupId })
    .from(complaints)
    .where(
      and(
        eq(complaints.id, complaintId),
        eq(complaints.companyId, companyId),
        ne(complaints.status, "resolved"),
        gte(complaints.createdAt, new Date(now - SIMILAR_WINDOW_MS)),
      ),
    );
  if (!target) return null;
  return target.groupId
    ? { groupId: target.groupId, founder: null }
    : { groupId: target.id, founder: target.id };
}

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

/** What "Check for similar complaints" found for a draft (the /create loader). */
export type SimilarCheck =
  | { state: "not_asked" }
  | { state: "no_company" }
  | { state: "no_text"; companyName: string }
  | {
      state: "checked";
      companyName: string;
      similar: Array<SimilarComplaint & { group: GroupSummary | null }>;
    };

/**
 * The suggestions for the draft a "Check for similar complaints" GET carried: the company is
 * found the way the form names it (a chosen company's slug, a typed or picked domain, or a name
 * that is exactly one company's), read only (a check never adds a company).
 */
export async function checkSimilar(
  db: Database,
  query: URLSearchParams,
  now: number,
): Promise<SimilarCheck> {
  if (query.get("check") !== "1") return { state: "not_asked" };
  const value = (name: string) => (query.get(name) ?? "").trim().slice(0, 300);
  const slug = value("companySlug");
  const domain = normalizeDomain(value("companyDomain") || value("companyPick"));
  const name = value("companyName");
  const where = slug
    ? eq(companies.slug, slug.toLowerCase())
    : domain
      ? eq(companies.domain, domain)
      : name
        ? sql`lower(${companies.name}) = lower(${name})`
        : undefined;
  if (!where) return { state: "no_company" };
  const found = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(where)
    .limit(2);
  const company = found.length === 1 ? found[0] : undefined;
  if (!company) return { state: "no_company" };
  const text = (query.get("text") ?? "").trim().slice(0, COMPLAINT_TEXT_MAX);
  if (!trigramQuery(text)) return { state: "no_text", companyName: company.name };
  const similar = await similarComplaints(db, company.id, text, now);
  const groups = await groupSummaries(
    db,
    similar.flatMap((row) => (row.groupId ? [row.groupId] : [])),
    now,
  );
  return {
    state: "checked",
    companyName: company.name,
    similar: similar.map((row) => ({
      ...row,
      group: row.groupId ? (groups.get(row.groupId) ?? null) : null,
    })),
  };
}
