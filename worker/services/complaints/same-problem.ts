import { COMPLAINT_TEXT_MAX } from "@shared/complaint-validation";
import { normalizeDomain } from "@shared/domain";
import {
  DUPLICATE_THRESHOLD,
  DUPLICATE_WINDOW_MS,
  jaccard,
  readsAlike,
  SIMILAR_CANDIDATES,
  SIMILAR_MAX,
  SIMILAR_THRESHOLD,
  SIMILAR_WINDOW_MS,
  shinglesOf,
  trigramQuery,
} from "@shared/same-problem";
import { and, eq, gte, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { outerColumn } from "../../db/outer-column";
import { companies, complaints } from "../../db/schema";
import { type GroupSummary, groupSummaries } from "./problem-groups";

/**
 * Complaints that read like one another (decision 029): /create's suggestions for a draft, the
 * refusal of an account's near-identical second filing, and the group a new complaint joins.
 * What a group's line counts is in ./problem-groups.ts.
 */

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
  // A complaint in a group is suggested only where the draft could join it (`joinable`): the
  // group's founding complaint must read alike too.
  const founders = await founderTexts(
    db,
    rows.flatMap((row) => (row.groupId && row.groupId !== row.id ? [row.groupId] : [])),
  );
  const alike = rows
    .map((row) => ({
      id: row.id,
      text: row.text,
      createdAt: row.createdAt.getTime(),
      status: row.status,
      groupId: row.groupId,
      similarity: jaccard(draft, shinglesOf(row.text)),
    }))
    .filter(
      (row) =>
        row.similarity >= SIMILAR_THRESHOLD &&
        joinable(draft, row.text, row.groupId ? (founders.get(row.groupId) ?? null) : null),
    )
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

/** The founding complaints' texts of these groups (the complaint whose id names each). */
async function founderTexts(db: Database, groupIds: string[]) {
  const ids = [...new Set(groupIds)];
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: complaints.id, text: complaints.text })
    .from(complaints)
    .where(inArray(complaints.id, ids));
  return new Map(rows.map((row) => [row.id, row.text]));
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
 * Whether a text may join a group by the suggestions' rule (decision 039): it reads like the
 * complaint it names (`target`) and like the group's founding complaint, the one whose id names
 * the group (when it still exists). Both, so a group cannot drift one near step at a time from
 * its problem to any text.
 */
function joinable(text: Set<string>, target: string, founder: string | null) {
  return (
    readsAlike(text, shinglesOf(target)) &&
    (founder === null || readsAlike(text, shinglesOf(founder)))
  );
}

/**
 * The group a new complaint joins when its author said "I have this problem too" about
 * `complaintId`: that complaint's group, or a new one named by that complaint's id. Only an
 * open complaint about the same company from the last SIMILAR_WINDOW_MS can be joined (what
 * /create could have suggested): null otherwise; and only by a text that reads like it and like
 * the group's founding complaint (`joinable`): "unlike" otherwise.
 */
export async function groupToJoin(
  db: Database,
  companyId: string,
  complaintId: string,
  text: string,
  now: number,
): Promise<{ groupId: string; founder: string | null } | "unlike" | null> {
  const [target] = await db
    .select({
      id: complaints.id,
      groupId: complaints.groupId,
      text: complaints.text,
      founderText: sql<
        string | null
      >`(select f.text from complaints f where f.id = ${outerColumn(complaints.groupId)})`,
    })
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
  if (!joinable(shinglesOf(text), target.text, target.founderText)) return "unlike";
  return target.groupId
    ? { groupId: target.groupId, founder: null }
    : { groupId: target.id, founder: target.id };
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
