import { and, eq, inArray, sql } from "drizzle-orm";
import { rateLimitRefusal } from "../../auth/rate-limit";
import type { Database } from "../../db/client";
import { complaints, ucks } from "../../db/schema";
import { errorText, logEvent } from "../../log";
import { UCK_MILESTONES } from "../notifications";
import { notifyInApp } from "../notify";
import type { RefusalWords } from "../refusal";
import { accountHourOf, noteActorAddress, rankableNow, rankedAtNow, uckWeight } from "./ranking";

export type UckResult =
  | { success: true; message: "Ucked" | "Uck removed"; count: number }
  | { success: false; message: "Already voted" | "Not ucked"; count: number }
  | { success: false; message: "Complaint not found"; count: 0; code: "not_found" };

const NOT_FOUND = {
  success: false,
  message: "Complaint not found",
  count: 0,
  code: "not_found",
} as const satisfies UckResult;

const uckKey = (complaintId: string, userId: string) => `uck:${complaintId}:${userId}`;

/** The count, and whether D1 holds this user's uck (KV's mark alone may be stale). */
async function currentState(db: Database, complaintId: string, userId: string) {
  const [row] = await db
    .select({
      count: complaints.uckCount,
      ucked: sql<number>`${ucks.userId} is not null`,
    })
    .from(complaints)
    .leftJoin(ucks, and(eq(ucks.complaintId, complaints.id), eq(ucks.userId, userId)))
    .where(eq(complaints.id, complaintId));
  return row;
}

/**
 * KV is only a hint in front of D1, so an outage of KV never fails a vote: a read that fails
 * counts as a miss, a write that fails is logged and skipped.
 */
async function kvHint<T>(operation: Promise<T>, fallback: T) {
  try {
    return await operation;
  } catch (error) {
    logEvent("uck_kv_failed", { error: errorText(error) });
    return fallback;
  }
}

/**
 * One uck per user per complaint. KV's mark sends a repeat to a cheap read instead of the write
 * batch; that read confirms the uck in D1, because a take-back racing a vote can leave a mark
 * behind with no row (vote batch, take-back batch and KV delete, then the vote's KV put), and
 * such a mark must not refuse the user's next uck. The D1 primary key decides. The
 * uck row and the counter move in one batch: the update adds changes(), the number of rows the
 * insert wrote (0 on a repeat), so the count never drifts from the rows. The uck that brings
 * the count to a milestone tells the complainant, once per milestone (ucks taken back and given
 * again reach it again, but its key is already used), and never for their own uck.
 */
export async function voteUck(
  db: Database,
  kv: KVNamespace,
  userId: string,
  complaintId: string,
  now: number,
  address: string | null = null,
): Promise<UckResult> {
  if (await kvHint(kv.get(uckKey(complaintId, userId)), null)) {
    const state = await currentState(db, complaintId, userId);
    if (state?.ucked) return { success: false, message: "Already voted", count: state.count };
  }
  // The new row as the weight's cohort test names it: this complaint, this account, now.
  const thisUck = {
    complaintId: sql`${complaintId}`,
    userId: sql`${userId}`,
    createdAt: sql`${now}`,
    accountHour: accountHourOf(userId),
  };
  const seen = noteActorAddress(
    db,
    userId,
    address,
    now,
    sql`exists (select 1 from ucks u where u.complaint_id = ${complaintId}
      and u.user_id = ${userId} and u.created_at = ${now})`,
  );
  const [inserted, updated] = await db.batch([
    db
      .insert(ucks)
      .select(
        db
          .select({
            complaintId: complaints.id,
            userId: sql<string>`${userId}`.as("user_id"),
            rankedAt: rankedAtNow(userId, address, now).as("ranked_at"),
            // Ranked now: weighed now (docs/decisions/038); else the ageing job weighs it.
            rankWeight: sql<
              number | null
            >`case when ${rankableNow(userId, address, now)} then ${uckWeight(thisUck, now)} end`.as(
              "rank_weight",
            ),
            accountHour: accountHourOf(userId).as("account_hour"),
            createdAt: sql<number>`${now}`.as("created_at"),
          })
          .from(complaints)
          .where(eq(complaints.id, complaintId)),
      )
      .onConflictDoNothing()
      .returning({ userId: ucks.userId }),
    // Both counters read changes() of the insert; the rankings' adds the weight the insert
    // gave the row when it ranked it (docs/decisions/028, 038), 0 while it ages.
    db
      .update(complaints)
      .set({
        uckCount: sql`${complaints.uckCount} + changes()`,
        rankedUckCount: sql`${complaints.rankedUckCount} + changes() * coalesce((select u.rank_weight from ucks u
          where u.complaint_id = ${complaintId} and u.user_id = ${userId} and u.created_at = ${now}
            and u.ranked_at is not null), 0)`,
      })
      .where(eq(complaints.id, complaintId))
      .returning({ count: complaints.uckCount }),
    notifyInApp(db, {
      type: "complaint_ucked",
      key: sql`'ucked:' || ${complaints.id} || ':' || ${complaints.uckCount}`,
      to: complaints.userId,
      complaintId: complaints.id,
      data: sql`json_object('count', ${complaints.uckCount}, 'company', ${complaints.companyName})`,
      now,
      select: (columns) =>
        db
          .select(columns)
          .from(complaints)
          .where(
            and(
              eq(complaints.id, complaintId),
              inArray(complaints.uckCount, [...UCK_MILESTONES]),
              sql`${complaints.userId} <> ${userId}`,
              // This vote wrote a row (a repeat leaves the count where it was).
              sql`exists (select 1 from ucks u where u.complaint_id = ${complaintId} and u.user_id = ${userId} and u.created_at = ${now})`,
            ),
          ),
    }),
    // After the counters: the address is noted for the burst rule of the actions to come.
    ...(seen ? [seen] : []),
  ]);
  const count = updated[0]?.count;
  if (count === undefined) return NOT_FOUND;
  await kvHint(
    kv.put(uckKey(complaintId, userId), "1", { expirationTtl: 60 * 60 * 24 * 30 }),
    undefined,
  );
  return inserted.length > 0
    ? { success: true, message: "Ucked", count }
    : { success: false, message: "Already voted", count };
}

/**
 * Takes an uck back (detail and company pages). The rankings' counter loses what the uck counted
 * there (its weight once ranked, 1 for a ranked uck not weighed yet, nothing while it ages),
 * read before the row goes; the page's counter loses changes() of the delete. One batch.
 */
export async function withdrawUck(
  db: Database,
  kv: KVNamespace,
  userId: string,
  complaintId: string,
): Promise<UckResult> {
  const theUck = and(eq(ucks.complaintId, complaintId), eq(ucks.userId, userId));
  const [, deleted, updated] = await db.batch([
    db
      .update(complaints)
      .set({
        rankedUckCount: sql`${complaints.rankedUckCount} - coalesce((select coalesce(u.rank_weight, 1) from ucks u
          where u.complaint_id = ${complaintId} and u.user_id = ${userId} and u.ranked_at is not null), 0)`,
      })
      .where(eq(complaints.id, complaintId)),
    db.delete(ucks).where(theUck).returning({ userId: ucks.userId }),
    db
      .update(complaints)
      .set({ uckCount: sql`${complaints.uckCount} - changes()` })
      .where(eq(complaints.id, complaintId))
      .returning({ count: complaints.uckCount }),
  ]);
  await kvHint(kv.delete(uckKey(complaintId, userId)), undefined);
  const count = updated[0]?.count;
  if (count === undefined) return NOT_FOUND;
  return deleted.length > 0
    ? { success: true, message: "Uck removed", count }
    : { success: false, message: "Not ucked", count };
}

export type CastUckResult =
  | UckResult
  | { success: false; message: string; count: 0; code: "rate_limited"; words: RefusalWords };

/**
 * The uck as a person presses it, from the JSON function or the card's plain form alike: the
 * per-person rate limit, then the vote or (where a page allows it) the take-back.
 */
export async function castUck(
  db: Database,
  kv: KVNamespace,
  userId: string,
  complaintId: string,
  undo: boolean,
  now: number,
  /** The HMAC'd network address of the request (ranking.ts `actorAddress`), or null. */
  address: string | null = null,
): Promise<CastUckResult> {
  const limited = await rateLimitRefusal(db, [["uckByUser", userId]], now);
  if (limited) return { success: false, count: 0, code: "rate_limited", ...limited };
  return undo
    ? withdrawUck(db, kv, userId, complaintId)
    : voteUck(db, kv, userId, complaintId, now, address);
}
