import { and, desc, eq, lt, or } from "drizzle-orm";
import type { Database } from "../db/client";
import { companies, complaints, profiles } from "../db/schema";

export const FEED_PAGE_SIZE = 10;

export type FeedCursor = { createdAt: number; id: string };

/** What a complaint card shows; plain data, safe to send to the browser. */
export type ComplaintCardData = {
  id: string;
  text: string;
  location: string | null;
  imageUrl: string | null;
  status: string;
  uckCount: number;
  commentsCount: number;
  createdAt: number;
  hasResponse: boolean;
  isSatisfied: boolean | null;
  response: string | null;
  company: { id: string; name: string; slug: string; domain: string | null; logo: string | null };
  author: { id: string; name: string | null; username: string | null; avatarUrl: string | null };
};

/**
 * The newest complaints, newest first, one page at a time by keyset cursor on (created_at, id)
 * (backed by complaints_feed_idx). One D1 round trip with the company and author joined.
 */
export async function listNewestComplaints(
  db: Database,
  options: { limit?: number; cursor?: FeedCursor | null } = {},
): Promise<{ items: ComplaintCardData[]; nextCursor: FeedCursor | null }> {
  const limit = options.limit ?? FEED_PAGE_SIZE;
  const cursor = options.cursor;
  const rows = await db
    .select({
      id: complaints.id,
      text: complaints.text,
      location: complaints.location,
      imageUrl: complaints.imageUrl,
      status: complaints.status,
      uckCount: complaints.uckCount,
      commentsCount: complaints.commentsCount,
      createdAt: complaints.createdAt,
      hasResponse: complaints.hasResponse,
      isSatisfied: complaints.isSatisfied,
      response: complaints.response,
      companyId: companies.id,
      companyName: companies.name,
      companySlug: companies.slug,
      companyDomain: companies.domain,
      companyLogo: companies.logo,
      authorId: complaints.userId,
      authorName: profiles.fullName,
      authorUsername: profiles.username,
      authorAvatar: profiles.avatarUrl,
    })
    .from(complaints)
    .innerJoin(companies, eq(companies.id, complaints.companyId))
    .leftJoin(profiles, eq(profiles.id, complaints.userId))
    .where(
      cursor
        ? or(
            lt(complaints.createdAt, new Date(cursor.createdAt)),
            and(eq(complaints.createdAt, new Date(cursor.createdAt)), lt(complaints.id, cursor.id)),
          )
        : undefined,
    )
    .orderBy(desc(complaints.createdAt), desc(complaints.id))
    .limit(limit + 1);

  const page = rows.slice(0, limit);
  const items = page.map(
    (row): ComplaintCardData => ({
      id: row.id,
      text: row.text,
      location: row.location,
      imageUrl: row.imageUrl,
      status: row.status,
      uckCount: row.uckCount,
      commentsCount: row.commentsCount,
      createdAt: row.createdAt.getTime(),
      hasResponse: row.hasResponse,
      isSatisfied: row.isSatisfied,
      response: row.response,
      company: {
        id: row.companyId,
        name: row.companyName,
        slug: row.companySlug,
        domain: row.companyDomain,
        logo: row.companyLogo,
      },
      author: {
        id: row.authorId,
        name: row.authorName,
        username: row.authorUsername,
        avatarUrl: row.authorAvatar,
      },
    }),
  );
  const last = items.at(-1);
  const nextCursor =
    rows.length > limit && last ? { createdAt: last.createdAt, id: last.id } : null;
  return { items, nextCursor };
}
