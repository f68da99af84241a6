import { and, asc, desc, eq, gt, lt, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { COMPLAINT_STATUSES, type ComplaintStatus, complaints } from "../../db/schema";
import { type ComplaintCardData, selectCards, toCard } from "../public/complaint";
import { unlessMutedBy } from "./muted";

export const FEED_PAGE_SIZE = 10;
export const FEED_SORTS = [
  "newest",
  "oldest",
  "most_ucks",
  "most_commented",
  "most_shared",
  "recently_resolved",
] as const;
export type FeedSort = (typeof FEED_SORTS)[number];

/**
 * Where a page ends: the sort key of its last card. `count` is the counter of a ranked sort
 * (ucks, comments, shares) or, for recently_resolved, the resolution time.
 */
export type FeedCursor = { createdAt: number; id: string; count?: number };

/** Cursors travel in URLs as `{createdAt}_{id}`, or `{count}_{createdAt}_{id}` when ranked. */
export const FeedCursorParam = z
  .string()
  .max(100)
  .regex(/^(\d{1,15}_)?\d{1,15}_[A-Za-z0-9-]{1,64}$/)
  .transform((value): FeedCursor => {
    const parts = value.split("_");
    if (parts.length === 3) {
      return { count: Number(parts[0]), createdAt: Number(parts[1]), id: parts[2] ?? "" };
    }
    return { createdAt: Number(parts[0]), id: parts[1] ?? "" };
  });

/**
 * The page a list URL asks for (`?cursor=`, the Show More link that works without JavaScript);
 * a cursor that does not parse is the first page.
 */
export function feedCursorIn(params: URLSearchParams): FeedCursor | null {
  const parsed = FeedCursorParam.safeParse(params.get("cursor") ?? "");
  return parsed.success ? parsed.data : null;
}

export const FeedSortParam = z.enum(FEED_SORTS).catch("newest");
export const FeedStatusParam = z.enum(COMPLAINT_STATUSES).optional().catch(undefined);

export const encodeCursor = (cursor: FeedCursor) =>
  cursor.count === undefined
    ? `${cursor.createdAt}_${cursor.id}`
    : `${cursor.count}_${cursor.createdAt}_${cursor.id}`;

export type FeedPage = { items: ComplaintCardData[]; nextCursor: string | null };

/**
 * The counter a ranked sort orders by (each has an index: counter, created_at, id): the
 * rankings' counters, which count young accounts' and bursts' ucks, comments and shares only
 * once they have aged (docs/decisions/028); the cards show the page's counters.
 */
const RANK_COLUMN = {
  most_ucks: complaints.rankedUckCount,
  most_commented: complaints.rankedCommentsCount,
  most_shared: complaints.rankedShareCount,
  recently_resolved: complaints.resolvedAt,
} as const;

type FeedRow = Awaited<ReturnType<typeof feedQuery>>[number];

function rankValue(sort: keyof typeof RANK_COLUMN, row: FeedRow) {
  if (sort === "most_ucks") return row.rankedUcks;
  if (sort === "most_commented") return row.rankedComments;
  if (sort === "most_shared") return row.rankedShares;
  return row.resolvedAt?.getTime() ?? 0;
}

const isRanked = (sort: FeedSort): sort is keyof typeof RANK_COLUMN => sort in RANK_COLUMN;

/** Keyset condition "after the cursor" for each sort (ties broken by created_at, then id). */
function after(sort: FeedSort, cursor: FeedCursor): SQL | undefined {
  const at = new Date(cursor.createdAt);
  const byTime = (cmp: typeof lt) =>
    or(
      cmp(complaints.createdAt, at),
      and(eq(complaints.createdAt, at), cmp(complaints.id, cursor.id)),
    );
  if (sort === "oldest") return byTime(gt);
  if (sort === "recently_resolved" && cursor.count !== undefined) {
    // Ordered by (resolved_at, id) like complaints_confirmed_resolved_idx.
    const resolvedAt = new Date(cursor.count);
    return or(
      lt(complaints.resolvedAt, resolvedAt),
      and(eq(complaints.resolvedAt, resolvedAt), lt(complaints.id, cursor.id)),
    );
  }
  if (isRanked(sort) && cursor.count !== undefined) {
    const column = RANK_COLUMN[sort];
    return or(lt(column, cursor.count), and(eq(column, cursor.count), byTime(lt)));
  }
  return byTime(lt);
}

const ORDER: Record<FeedSort, SQL[]> = {
  newest: [desc(complaints.createdAt), desc(complaints.id)],
  oldest: [asc(complaints.createdAt), asc(complaints.id)],
  most_ucks: [desc(complaints.rankedUckCount), desc(complaints.createdAt), desc(complaints.id)],
  most_commented: [
    desc(complaints.rankedCommentsCount),
    desc(complaints.createdAt),
    desc(complaints.id),
  ],
  most_shared: [desc(complaints.rankedShareCount), desc(complaints.createdAt), desc(complaints.id)],
  recently_resolved: [desc(complaints.resolvedAt), desc(complaints.id)],
};

type FeedOptions = {
  viewerId: string | null;
  cursor?: FeedCursor | null;
  limit?: number;
  following?: boolean;
  companyId?: string;
  status?: ComplaintStatus;
  /** Only complaints by this person (complaints_user_feed_idx). */
  userId?: string;
  /** Keyword category slug (complaints_category_feed_idx). */
  category?: string;
  /** Country as stored from the location (complaints_country_feed_idx). */
  country?: string;
  /** Companies of this industry (companies_industry_idx). */
  industry?: string;
  /** Resolved and confirmed by the complainant (complaints_confirmed_resolved_idx). */
  confirmedResolved?: boolean;
  sort?: FeedSort;
};

/**
 * The statement of one feed page (one row more than the page, to know whether there is a next);
 * run it alone through `listFeed` or in a page's D1 batch, and read it with `feedPage`.
 */
export function feedQuery(db: Database, options: FeedOptions) {
  const limit = options.limit ?? FEED_PAGE_SIZE;
  const sort = options.sort ?? "newest";
  const { cursor, viewerId } = options;
  return selectCards(db, viewerId)
    .where(
      and(
        cursor ? after(sort, cursor) : undefined,
        unlessMutedBy(viewerId, complaints.userId),
        options.companyId ? eq(complaints.companyId, options.companyId) : undefined,
        options.status ? eq(complaints.status, options.status) : undefined,
        options.userId ? eq(complaints.userId, options.userId) : undefined,
        options.category ? eq(complaints.category, options.category) : undefined,
        options.country ? eq(complaints.country, options.country) : undefined,
        options.industry
          ? sql`${complaints.companyId} in (select c.id from companies c where c.industry = ${options.industry})`
          : undefined,
        options.confirmedResolved ? eq(complaints.isSatisfied, true) : undefined,
        options.following && viewerId
          ? sql`(${complaints.companyId} in (select f.company_id from company_follows f where f.user_id = ${viewerId})
              or ${complaints.userId} in (select uf.followee_id from user_follows uf where uf.follower_id = ${viewerId}))`
          : undefined,
      ),
    )
    .orderBy(...ORDER[sort])
    .limit(limit + 1);
}

export function feedPage(
  rows: Awaited<ReturnType<typeof feedQuery>>,
  options: Pick<FeedOptions, "limit" | "sort">,
): FeedPage {
  const limit = options.limit ?? FEED_PAGE_SIZE;
  const sort = options.sort ?? "newest";
  const page = rows.slice(0, limit);
  const items = page.map(toCard);
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last
      ? encodeCursor({
          createdAt: last.createdAt.getTime(),
          id: last.id,
          count: isRanked(sort) ? rankValue(sort, last) : undefined,
        })
      : null;
  return { items, nextCursor };
}

/**
 * A page of complaint cards by keyset cursor (never OFFSET), newest first unless sorted
 * otherwise, without the authors the viewer muted. `following` keeps only companies and people
 * the viewer follows; `companyId` and `status` narrow to a company page's filter. One statement.
 */
export async function listFeed(db: Database, options: FeedOptions): Promise<FeedPage> {
  if (options.following && !options.viewerId) return { items: [], nextCursor: null };
  return feedPage(await feedQuery(db, options), options);
}
