import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { rateLimitRefusal } from "../../auth/rate-limit";
import type { Database } from "../../db/client";
import { outerColumn } from "../../db/outer-column";
import { COMMENT_TEXT_MAX, comments, commentUcks, complaints, profiles } from "../../db/schema";
import type { Postbox } from "../mail/postbox";
import { notifyAuthor } from "../notify";
import { type ShownAuthor, shownAuthor } from "../public/complaint";
import { publicText } from "../public/text";
import type { RefusalWords } from "../refusal";
import { notMuted } from "./muted";
import { noteActorAddress, rankableNow, rankedAtNow } from "./ranking";

/** The comment schema's refusals: a page says them in its language by these (decision 030). */
export const COMMENT_TEXT_PROBLEMS = {
  empty: "Please write a comment first.",
  tooLong: {
    text: `Comments can be at most ${COMMENT_TEXT_MAX} characters.`,
    values: { max: COMMENT_TEXT_MAX },
  },
} as const;

export const CommentTextSchema = z
  .string()
  .trim()
  .min(1, COMMENT_TEXT_PROBLEMS.empty)
  .max(COMMENT_TEXT_MAX, COMMENT_TEXT_PROBLEMS.tooLong.text);

export type CommentData = {
  id: string;
  text: string;
  createdAt: number;
  uckCount: number;
  isUcked: boolean;
  /** `masked`: the complaint's author, who hid their name on it, as the public sees them (decision 042). */
  author: ShownAuthor;
};

/** A complaint's comments, oldest first (comments_complaint_created_idx), as one query. */
export function commentsQuery(db: Database, complaintId: string, viewerId: string | null) {
  return db
    .select({
      id: comments.id,
      text: comments.text,
      createdAt: comments.createdAt,
      uckCount: comments.uckCount,
      authorId: comments.userId,
      complaintId: comments.complaintId,
      name: profiles.fullName,
      username: profiles.username,
      avatarUrl: profiles.avatarUrl,
      // Whose addresses a comment may name in public: the complaint's company's (publicText).
      companyDomain: sql<
        string | null
      >`(select c.domain from companies c join complaints q on q.company_id = c.id where q.id = ${outerColumn(comments.complaintId)})`.as(
        "comment_company_domain",
      ),
      // The complaint's own author commenting on a complaint where they hid their name: the
      // public sees initials here too; they themselves and the company's members see the name.
      authorHidden:
        sql<number>`exists(select 1 from complaints q where q.id = ${outerColumn(comments.complaintId)}
        and q.name_hidden = 1 and q.user_id = ${outerColumn(comments.userId)}
        and q.user_id <> ${viewerId ?? ""}
        and not exists (select 1 from company_members m where m.company_id = q.company_id and m.user_id = ${viewerId ?? ""}))`.as(
          "comment_author_hidden",
        ),
      isUcked: (viewerId
        ? sql<number>`exists(select 1 from comment_ucks cu where cu.comment_id = ${outerColumn(comments.id)} and cu.user_id = ${viewerId})`
        : sql<number>`0`
      ).as("comment_is_ucked"),
    })
    .from(comments)
    .leftJoin(profiles, eq(profiles.id, comments.userId))
    .where(eq(comments.complaintId, complaintId))
    .orderBy(asc(comments.createdAt), asc(comments.id));
}

type CommentRow = Awaited<ReturnType<typeof commentsQuery>>[number];

/** A comment as the public reads it (the public projection's text rule, ../public/text.ts). */
export const toComment = (row: CommentRow): CommentData => ({
  id: row.id,
  text: publicText(row.text, row.companyDomain),
  createdAt: row.createdAt.getTime(),
  uckCount: row.uckCount,
  isUcked: Boolean(row.isUcked),
  author: shownAuthor(
    { id: row.authorId, name: row.name, username: row.username, avatarUrl: row.avatarUrl },
    Boolean(row.authorHidden),
    row.complaintId,
  ),
});

export async function listComments(db: Database, complaintId: string, viewerId: string | null) {
  return (await commentsQuery(db, complaintId, viewerId)).map(toComment);
}

/**
 * Adds a comment; the row, comments_count and the complainant's notification move in one
 * batch. Nobody is told about their own comment, nor about one from a person they blocked.
 */
export async function addComment(
  postbox: Postbox,
  complaintId: string,
  userId: string,
  text: string,
  now: number,
  address: string | null = null,
) {
  const { db } = postbox;
  const id = crypto.randomUUID();
  const seen = noteActorAddress(
    db,
    userId,
    address,
    now,
    sql`exists (select 1 from comments c where c.id = ${id})`,
  );
  const [inserted] = await db.batch([
    db
      .insert(comments)
      .select(
        db
          .select({
            id: sql<string>`${id}`.as("id"),
            complaintId: complaints.id,
            userId: sql<string>`${userId}`.as("user_id"),
            text: sql<string>`${text}`.as("text"),
            uckCount: sql<number>`0`.as("uck_count"),
            rankedAt: rankedAtNow(userId, address, now).as("ranked_at"),
            createdAt: sql<number>`${now}`.as("created_at"),
            updatedAt: sql<number | null>`null`.as("updated_at"),
          })
          .from(complaints)
          .where(eq(complaints.id, complaintId)),
      )
      .returning({ id: comments.id }),
    db
      .update(complaints)
      .set({
        commentsCount: sql`${complaints.commentsCount} + changes()`,
        // The rankings' counter only for a ranked comment (docs/decisions/028).
        rankedCommentsCount: sql`${complaints.rankedCommentsCount} + changes() * ${rankableNow(userId, address, now)}`,
      })
      .where(eq(complaints.id, complaintId)),
    ...notifyAuthor(postbox, {
      type: "complaint_commented",
      cause: `commented:${id}`,
      complaintId,
      commentId: id,
      actorId: userId,
      data: sql`json_object('company', ${complaints.companyName})`,
      now,
      only: and(
        sql`exists (select 1 from comments c where c.id = ${id})`,
        notMuted(complaints.userId, userId),
      ),
    }),
    ...(seen ? [seen] : []),
  ]);
  return inserted.length > 0 ? { ok: true as const, id } : { ok: false as const };
}

/** A person's comment within the per-person limit: what every caller of the product posts. */
export async function postComment(
  postbox: Postbox,
  complaintId: string,
  userId: string,
  text: string,
  now: number,
  /** The HMAC'd network address of the request (ranking.ts `actorAddress`), or null. */
  address: string | null = null,
): Promise<
  | { ok: true; id: string }
  | { ok: false; code: "rate_limited"; message: string; words: RefusalWords }
  | { ok: false; code: "not_found" }
> {
  const limited = await rateLimitRefusal(postbox.db, [["commentByUser", userId]], now);
  if (limited) return { ok: false, code: "rate_limited", ...limited };
  const added = await addComment(postbox, complaintId, userId, text, now, address);
  return added.ok ? added : { ok: false, code: "not_found" };
}

/**
 * Toggles the viewer's uck on a comment; the row and the comment's counter in one batch. With
 * `complaintId`, only a comment of that complaint is touched (the detail page's action posts to
 * its own complaint; a comment id from elsewhere must change nothing).
 */
export async function toggleCommentUck(
  db: Database,
  commentId: string,
  userId: string,
  uck: boolean,
  now: number,
  complaintId?: string,
) {
  const theComment = and(
    eq(comments.id, commentId),
    complaintId === undefined ? undefined : eq(comments.complaintId, complaintId),
  );
  const change = uck
    ? db
        .insert(commentUcks)
        .select(
          db
            .select({
              commentId: comments.id,
              userId: sql<string>`${userId}`.as("user_id"),
              createdAt: sql<number>`${now}`.as("created_at"),
            })
            .from(comments)
            .where(theComment),
        )
        .onConflictDoNothing()
    : db
        .delete(commentUcks)
        .where(
          and(
            inArray(
              commentUcks.commentId,
              db.select({ id: comments.id }).from(comments).where(theComment),
            ),
            eq(commentUcks.userId, userId),
          ),
        );
  const [, updated] = await db.batch([
    change,
    db
      .update(comments)
      .set({
        uckCount: uck
          ? sql`${comments.uckCount} + changes()`
          : sql`${comments.uckCount} - changes()`,
      })
      .where(theComment)
      .returning({ count: comments.uckCount, complaintId: comments.complaintId }),
  ]);
  const row = updated[0];
  return row
    ? { ok: true as const, count: row.count, complaintId: row.complaintId }
    : { ok: false as const };
}
