import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import type { CompanyKey } from "../../db/company-key";
import { afterKeyset, keysetCursor, parseKeyset } from "../../db/keyset";
import { COMPLAINT_STATUSES, type ComplaintStatus, complaints } from "../../db/schema";
import { selectCards } from "../public/card-select";
import { type ComplaintCardData, toCard } from "../public/complaint";
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
export const FeedCursorParam = z.string().transform((value, context): FeedCursor => {
  // The counter may be fractional: the most-ucked sort orders by ucks' weights (decision 038).
  const ranked = parseKeyset(value, 2, ["decimal", "whole"]);
  if (ranked) {
    const [count = 0, createdAt = 0] = ranked.values;
    return { count, createdAt, id: ranked.id };
  }
  const plain = parseKeyset(value, 1);
  if (plain) return { createdAt: plain.values[0] ?? 0, id: plain.id };
  context.addIssue({ code: "custom", message: "Not a cursor." });
  return z.NEVER;
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
  keysetCursor(
    cursor.count === undefined ? [cursor.createdAt] : [cursor.count, cursor.createdAt],
    cursor.id,
  );

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
  if (sort === "most_ucks") return row.card.rankedUcks;
  if (sort === "most_commented") return row.card.rankedComments;
  if (sort === "most_shared") return row.card.rankedShares;
  return row.card.resolvedAt?.getTime() ?? 0;
}

const isRanked = (sort: FeedSort): sort is keyof typeof RANK_COLUMN => sort in RANK_COLUMN;

/** Keyset condition "after the cursor" for each sort (ties broken by created_at, then id). */
function after(sort: FeedSort, cursor: FeedCursor): SQL | undefined {
  const id = { column: complaints.id, value: cursor.id };
  const time = { column: complaints.createdAt, value: new Date(cursor.createdAt) };
  if (sort === "oldest") return afterKeyset([time], id, "asc");
  if (sort === "recently_resolved" && cursor.count !== undefined) {
    // Ordered by (resolved_at, id) like complaints_confirmed_resolved_idx.
    return afterKeyset([{ column: complaints.resolvedAt, value: new Date(cursor.count) }], id);
  }
  if (isRanked(sort) && cursor.count !== undefined) {
    return afterKeyset([{ column: RANK_COLUMN[sort], value: cursor.count }, time], id);
  }
  return afterKeyset([time], id);
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

export type FeedOptions = {
  viewerId: string | null;
  cursor?: FeedCursor | null;
  limit?: number;
  following?: boolean;
  companyId?: CompanyKey;
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
        // A person's list leaves out the complaints they hid their name on (decision 042), but
        // for themselves: listing them under the name would undo the choice.
        options.userId && options.userId !== viewerId
          ? eq(complaints.nameHidden, false)
          : undefined,
        options.category ? eq(complaints.category, options.category) : undefined,
        options.country ? eq(complaints.country, options.country) : undefined,
        options.industry
          ? sql`${complaints.companyId} in (select c.id from companies c where c.industry = ${options.industry})`
          : undefined,
        options.confirmedResolved ? eq(complaints.isSatisfied, true) : undefined,
        options.following && viewerId
          ? sql`(${complaints.companyId} in (select f.company_id from company_follows f where f.user_id = ${viewerId})
              or (${complaints.nameHidden} = 0 and ${complaints.userId} in (select uf.followee_id from user_follows uf where uf.follower_id = ${viewerId})))`
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
          createdAt: last.card.createdAt.getTime(),
          id: last.card.id,
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
