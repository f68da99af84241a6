import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { complaints } from "../../db/schema";
import { type ComplaintCardData, selectCards, toCard } from "./card";

export const FEED_PAGE_SIZE = 10;

export type FeedCursor = { createdAt: number; id: string };

/** Cursors travel in URLs as `{createdAt}_{id}`. */
export const FeedCursorParam = z
  .string()
  .max(100)
  .regex(/^\d{1,15}_[A-Za-z0-9-]{1,64}$/)
  .transform((value): FeedCursor => {
    const [createdAt, id] = value.split("_");
    return { createdAt: Number(createdAt), id: id ?? "" };
  });

export const encodeCursor = (cursor: FeedCursor) => `${cursor.createdAt}_${cursor.id}`;

export type FeedPage = { items: ComplaintCardData[]; nextCursor: string | null };

/**
 * The newest complaints, newest first, one page at a time by keyset cursor on (created_at, id)
 * (complaints_feed_idx), without the authors the viewer muted; `following` keeps only companies
 * and people the viewer follows. One D1 statement.
 */
export async function listFeed(
  db: Database,
  options: {
    viewerId: string | null;
    cursor?: FeedCursor | null;
    limit?: number;
    /** Only complaints about companies and by people the viewer follows. */
    following?: boolean;
    /** Only complaints about this company (complaints_company_feed_idx). */
    companyId?: string;
  },
): Promise<FeedPage> {
  const limit = options.limit ?? FEED_PAGE_SIZE;
  const { cursor, viewerId } = options;
  if (options.following && !viewerId) return { items: [], nextCursor: null };
  const rows = await selectCards(db, viewerId)
    .where(
      and(
        cursor
          ? or(
              lt(complaints.createdAt, new Date(cursor.createdAt)),
              and(
                eq(complaints.createdAt, new Date(cursor.createdAt)),
                lt(complaints.id, cursor.id),
              ),
            )
          : undefined,
        viewerId
          ? sql`not exists (select 1 from user_mutes m where m.user_id = ${viewerId} and m.muted_user_id = ${complaints.userId})`
          : undefined,
        options.companyId ? eq(complaints.companyId, options.companyId) : undefined,
        options.following && viewerId
          ? sql`(${complaints.companyId} in (select f.company_id from company_follows f where f.user_id = ${viewerId})
              or ${complaints.userId} in (select uf.followee_id from user_follows uf where uf.follower_id = ${viewerId}))`
          : undefined,
      ),
    )
    .orderBy(desc(complaints.createdAt), desc(complaints.id))
    .limit(limit + 1);
  const items = rows.slice(0, limit).map(toCard);
  const last = items.at(-1);
  return {
    items,
    nextCursor:
      rows.length > limit && last ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : null,
  };
}
