import { SEARCH_INPUT_MAX } from "@shared/discovery-options";
import { initialsOf } from "@shared/hidden-name";
import { MARK_CLOSE, MARK_OPEN } from "@shared/search-highlight";
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client";
import { COMPLAINT_STATUSES, type ComplaintStatus } from "../db/schema";
import { unlessMutedBy } from "./complaints/muted";

export { SEARCH_INPUT_MAX };
export const SEARCH_TOKENS_MAX = 12;
export const SEARCH_PAGE_SIZE = 20;
/** Pages are numbered, not keyed: see `searchComplaints`. 10 pages of 20 = the 200 best. */
export const SEARCH_PAGES_MAX = 10;
export const COMPANY_RESULTS_MAX = 8;
const FACETS_MAX = 12;

/** /search?q=…&status=…&company=…&page=…; anything malformed falls back to "not given". */
export const SearchParamsSchema = z.object({
  q: z
    .string()
    .catch("")
    .transform((q) => q.slice(0, SEARCH_INPUT_MAX).trim()),
  status: z.enum(COMPLAINT_STATUSES).optional().catch(undefined),
  company: z
    .string()
    .regex(/^[a-z0-9-]{1,200}$/)
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().min(1).max(SEARCH_PAGES_MAX).catch(1),
});

const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/** The word tokens of an input: letters, digits and combining marks; everything else splits. */
export function searchTokens(input: string): string[] {
  const words = input.slice(0, SEARCH_INPUT_MAX).normalize("NFC").match(WORD) ?? [];
  // A run of combining marks alone is no word (FTS5 would see an empty phrase).
  const tokens = words.filter((word) => /[\p{L}\p{N}]/u.test(word)).map((w) => w.toLowerCase());
  return [...new Set(tokens)].slice(0, SEARCH_TOKENS_MAX);
}

/** Whether an input has enough to search for: at least two letters or digits in all. */
export const isSearchable = (input: string) => searchTokens(input).join("").length >= 2;

/**
 * Any user input as a safe FTS5 query: every token in double quotes (so NEAR, AND, OR, NOT and
 * column filters are plain words, and no quote, bracket, `*`, `:`, `^`, `-` or `+` survives),
 * a prefix match for tokens of two characters or more, joined by the implicit AND (every word
 * must be found), or by our own OR for `"any"`. Null when no word is left.
 */
export function buildMatchQuery(input: string, words: "all" | "any" = "all"): string | null {
  const tokens = searchTokens(input);
  if (tokens.length === 0) return null;
  const phrases = tokens.map((token) => ([...token].length > 1 ? `"${token}"*` : `"${token}"`));
  return phrases.join(words === "all" ? " " : " OR ");
}

/**
 * FTS5 may still refuse a query we built (a tokenizer corner we did not foresee): a search
 * then shows no results instead of an error page, and the log says why.
 */
export async function orEmpty<T>(
  what: string,
  match: string,
  run: () => Promise<T[]>,
): Promise<T[]> {
  try {
    return await run();
  } catch (error) {
    // drizzle wraps D1's error; its cause says what FTS5 refused.
    const cause = error instanceof Error && error.cause ? error.cause : error;
    console.warn(JSON.stringify({ event: "search_failed", what, match, error: String(cause) }));
    return [];
  }
}

export const count = z.coerce.number().int().nonnegative();
export const nullableText = z.string().nullable();

const ComplaintHitRow = z.object({
  id: z.string(),
  total: count,
  snippet: z.string(),
  status: z.enum(COMPLAINT_STATUSES).catch("open"),
  uckCount: count,
  commentsCount: count,
  shareCount: count,
  createdAt: z.coerce.number(),
  companyName: z.string(),
  companySlug: z.string(),
  companyDomain: nullableText,
  companyLogo: nullableText,
  authorName: nullableText,
  authorUsername: nullableText,
  authorMasked: z.coerce.number(),
});

/** A complaint found by search: its marked snippet and what its result line shows. */
export type ComplaintHit = {
  id: string;
  /** The text around the matched words, matches between MARK_OPEN and MARK_CLOSE. */
  snippet: string;
  status: ComplaintStatus;
  uckCount: number;
  commentsCount: number;
  shareCount: number;
  createdAt: number;
  company: { name: string; slug: string; domain: string | null; logo: string | null };
  /** `masked`: the author hid their name on it (decision 042): initials, no username. */
  author: { name: string | null; username: string | null; masked: boolean };
};

export type ComplaintSearchPage = {
  items: ComplaintHit[];
  /** All matches under the filters (the tab's count), beyond the 10 reachable pages too. */
  total: number;
  page: number;
  nextPage: number | null;
};

export type ComplaintSearchOptions = {
  query: string;
  status?: ComplaintStatus;
  companySlug?: string;
  viewerId: string | null;
  /** 1-based page number, at most SEARCH_PAGES_MAX. */
  page?: number;
};

const EMPTY_PAGE: ComplaintSearchPage = { items: [], total: 0, page: 1, nextPage: null };

/** The conditions on `complaints c` joined to the FTS hit `f`, shared by results and facets. */
function complaintFilters(
  match: string,
  options: Omit<ComplaintSearchOptions, "query" | "page">,
): SQL {
  const { status, companySlug, viewerId } = options;
  const conditions = [
    sql`complaints_fts match ${match}`,
    status ? sql`c.status = ${status}` : undefined,
    companySlug
      ? sql`c.company_id = (select co2.id from companies co2 where co2.slug = ${companySlug})`
      : undefined,
    unlessMutedBy(viewerId, sql.raw("c.user_id")),
  ].filter((condition) => condition !== undefined);
  return sql.join(conditions, sql` and `);
}

/** The statement of `searchComplaints` (exported for the query-plan test). */
export function complaintResultsQuery(
  match: string,
  options: Omit<ComplaintSearchOptions, "query" | "page">,
  page: number,
): SQL {
  return sql`
    with hits as materialized (
      select c.rowid as rid, c.id as id, bm25(complaints_fts, 1.0, 2.0, 0.5) as score
      from complaints_fts f join complaints c on c.rowid = f.rowid
      where ${complaintFilters(match, options)}
    ),
    page as (
      select rid, id, score, count(*) over () as total
      from hits
      order by score, id
      limit ${SEARCH_PAGE_SIZE + 1} offset ${(page - 1) * SEARCH_PAGE_SIZE}
    )
    select p.id as "id", p.total as "total",
      snippet(complaints_fts, 0, ${MARK_OPEN}, ${MARK_CLOSE}, '…', 24) as "snippet",
      c.status as "status", c.uck_count as "uckCount", c.comments_count as "commentsCount",
      c.share_count as "shareCount", c.created_at as "createdAt",
      co.name as "companyName", co.slug as "companySlug", co.domain as "companyDomain",
      co.logo as "companyLogo", pr.full_name as "authorName", pr.username as "authorUsername",
      (c.name_hidden = 1 and c.user_id <> ${options.viewerId ?? ""} and not exists (
        select 1 from company_members m where m.company_id = c.company_id and m.user_id = ${options.viewerId ?? ""}
      )) as "authorMasked"
    from page p
    cross join complaints_fts
    join complaints c on c.rowid = p.rid
    join companies co on co.id = c.company_id
    left join profiles pr on pr.id = c.user_id
    where complaints_fts.rowid = p.rid and complaints_fts match ${match}
    order by p.score, p.id
  `;
}

/**
 * Complaints matching `query`, best first (bm25, company name weighted above the text, the
 * location below it; ties by id), without authors the viewer muted. One statement: the inner
 * query ranks every match and keeps one page of rowids (plus the total, by window); only that
 * page is joined back to FTS5 for snippets and to its company and author.
 *
 * Paged by number, not by a keyset on (rank, id): bm25 depends on corpus statistics (row count,
 * average length, how many rows hold each word), so every complaint filed or edited moves every
 * rank and a rank carried in a cursor would skip or repeat results. An offset bounded to 10
 * pages of 20 costs at most 180 skipped rows, and ranking already reads every match.
 */
export async function searchComplaints(
  db: Database,
  options: ComplaintSearchOptions,
): Promise<ComplaintSearchPage> {
  const match = buildMatchQuery(options.query);
  const page = Math.min(Math.max(Math.trunc(options.page ?? 1), 1), SEARCH_PAGES_MAX);
  if (!match) return { ...EMPTY_PAGE, page };
  const rows = await orEmpty("complaints", match, () =>
    db.all(complaintResultsQuery(match, options, page)),
  );
  const parsed = rows.map((row) => ComplaintHitRow.parse(row));
  const items = parsed.slice(0, SEARCH_PAGE_SIZE).map(
    (row): ComplaintHit => ({
      id: row.id,
      snippet: row.snippet,
      status: row.status,
      uckCount: row.uckCount,
      commentsCount: row.commentsCount,
      shareCount: row.shareCount,
      createdAt: row.createdAt,
      company: {
        name: row.companyName,
        slug: row.companySlug,
        domain: row.companyDomain,
        logo: row.companyLogo,
      },
      author: row.authorMasked
        ? {
            name: row.authorName === null ? null : initialsOf(row.authorName),
            username: null,
            masked: true,
          }
        : { name: row.authorName, username: row.authorUsername, masked: false },
    }),
  );
  const more = parsed.length > SEARCH_PAGE_SIZE && page < SEARCH_PAGES_MAX;
  return { items, total: parsed[0]?.total ?? 0, page, nextPage: more ? page + 1 : null };
}

const FacetRow = z.object({ slug: z.string(), name: z.string(), count });
export type CompanyFacet = z.infer<typeof FacetRow>;

/** The statement of `complaintCompanyFacets` (exported for the query-plan test). */
export function facetsQuery(
  match: string,
  options: Omit<ComplaintSearchOptions, "query" | "companySlug" | "page">,
): SQL {
  return sql`
    select co.slug as "slug", co.name as "name", count(*) as "count"
    from complaints_fts f
    join complaints c on c.rowid = f.rowid
    join companies co on co.id = c.company_id
    where ${complaintFilters(match, options)}
    group by co.id
    order by count(*) desc, co.name
    limit ${FACETS_MAX}
  `;
}

/**
 * The companies with the most matching complaints (the status filter and mutes apply, the
 * company filter does not), for the company filter's options.
 */
export async function complaintCompanyFacets(
  db: Database,
  options: Omit<ComplaintSearchOptions, "companySlug" | "page">,
): Promise<CompanyFacet[]> {
  const match = buildMatchQuery(options.query);
  if (!match) return [];
  const { status, viewerId } = options;
  const rows = await orEmpty("facets", match, () =>
    db.all(facetsQuery(match, { status, viewerId })),
  );
  return rows.map((row) => FacetRow.parse(row));
}
