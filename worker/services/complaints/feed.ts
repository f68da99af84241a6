import { and, asc, desc, eq, gt, lt, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { COMPLAINT_STATUSES, type ComplaintStatus, complaints } from "../../db/schema";
import { type ComplaintCardData, selectCards, toCard } from "./card";

export const FEED_PAGE_SIZE = 10;
export const FEED_SORTS = ["newest", "oldest", "most_ucks"] as const;
export type FeedSort = (typeof FEED_SORTS)[number];

/** Where a page ends: the sort key of its last card. */
export type FeedCursor = { createdAt: number; id: string; uckCount?: number };

/** Cursors travel in URLs as `{createdAt}_{id}`, or `{uckCount}_{createdAt}_{id}` by ucks. */
export const FeedCursorParam = z
  .string()
  .max(100)
  .regex(/^(\d{1,9}_)?\d{1,15}_[A-Za-z0-9-]{1,64}$/)
  .transform((value): FeedCursor => {
    const parts = value.split("_");
    if (parts.length === 3) {
      return { uckCount: Number(parts[0]), createdAt: Number(parts[1]), id: parts[2] ?? "" };
    }
    return { createdAt: Number(parts[0]), id: parts[1] ?? "" };
  });

export const FeedSortParam = z.enum(FEED_SORTS).catch("newest");
export const FeedStatusParam = z.enum(COMPLAINT_STATUSES).optional().catch(undefined);

export const encodeCursor = (cursor: FeedCursor) =>
  cursor.uckCount === undefined
    ? `${cursor.createdAt}_${cursor.id}`
    : `${cursor.uckCount}_${cursor.createdAt}_${cursor.id}`;

export type FeedPage = { items: ComplaintCardData[]; nextCursor: string | null };

/** Keyset condition "after the cursor" for each sort (ties broken by created_at, then id). */
function after(sort: FeedSort, cursor: FeedCursor): SQL | undefined {
  const at = new Date(cursor.createdAt);
  const byTime = (cmp: typeof lt) =>
    or(
      cmp(complaints.createdAt, at),
      and(eq(complaints.createdAt, at), cmp(complaints.id, cursor.id)),
    );
  if (sort === "oldest") return byTime(gt);
  if (sort === "most_ucks" && cursor.uckCount !== undefined) {
    return or(
      lt(complaints.uckCount, cursor.uckCount),
      and(eq(complaints.uckCount, cursor.uckCount), byTime(lt)),
    );
  }
  return byTime(lt);
}

const ORDER: Record<FeedSort, SQL[]> = {
  newest: [desc(complaints.createdAt), desc(complaints.id)],
  oldest: [asc(complaints.createdAt), asc(complaints.id)],
  most_ucks: [desc(complaints.uckCount), desc(complaints.createdAt), desc(complaints.id)],
};

/**
 * A page of complaint cards by keyset cursor (never OFFSET), newest first unless sorted
 * otherwise, without the authors the viewer muted. `following` keeps only companies and people
 * the viewer follows; `companyId` and `status` narrow to a company page's filter. One statement.
 */
export async function listFeed(
  db: Database,
  options: {
    viewerId: string | null;
    cursor?: FeedCursor | null;
    limit?: number;
    following?: boolean;
    companyId?: string;
    status?: ComplaintStatus;
    /** Only complaints by this person (complaints_user_feed_idx). */
    userId?: string;
    sort?: FeedSort;
  },
): Promise<FeedPage> {
  const limit = options.limit ?? FEED_PAGE_SIZE;
  const sort = options.sort ?? "newest";
  const { cursor, viewerId } = options;
  if (options.following && !viewerId) return { items: [], nextCursor: null };
  const rows = await selectCards(db, viewerId)
    .where(
      and(
        cursor ? after(sort, cursor) : undefined,
        viewerId
          ? sql`not exists (select 1 from user_mutes m where m.user_id = ${viewerId} and m.muted_user_id = ${complaints.userId})`
          : undefined,
        options.companyId ? eq(complaints.companyId, options.companyId) : undefined,
        options.status ? eq(complaints.status, options.status) : undefined,
        options.userId ? eq(complaints.userId, options.userId) : undefined,
        options.following && viewerId
          ? sql`(${complaints.companyId} in (select f.company_id from company_follows f where f.user_id = ${viewerId})
              or ${complaints.userId} in (select uf.followee_id from user_follows uf where uf.follower_id = ${viewerId}))`
          : undefined,
      ),
    )
    .orderBy(...ORDER[sort])
    .limit(limit + 1);
  const items = rows.slice(0, limit).map(toCard);
  const last = items.at(-1);
  const nextCursor =
    rows.length > limit && last
      ? encodeCursor({
          createdAt: last.createdAt,
          id: last.id,
          uckCount: sort === "most_ucks" ? last.uckCount : undefined,
        })
      : null;
  return { items, nextCursor };
}
