import {
  COHORT_MS,
  REPUTATION_FULL_WEEKS,
  REPUTATION_QUIET_FACTOR,
} from "@shared/ranking-reputation";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { RATE_LIMITS } from "../../auth/rate-limit";
import type { Database } from "../../db/client";
import { userAddresses, users } from "../../db/schema";
import { addressHash } from "../users/address-blocks";

/**
 * Young accounts and bursts move no ranking until they have aged (docs/decisions/028).
 * A complaint keeps two sets of counters: the page's (uck_count, comments_count, share_count:
 * every row, at once) and the rankings' (ranked_*: only rows with `ranked_at`). A uck, comment
 * or share is ranked at once when its account is at least RANKING_ACCOUNT_MIN_AGE_MS old and its
 * network address is not in a burst (RATE_LIMITS.rankBurstByAddress); otherwise the ageing job
 * (worker/jobs/ranking-ageing.ts) ranks it RANKING_AGEING_MS after it was made.
 */

const DAY = 86_400_000;

/**
 * How old an account must be for its ucks, comments and shares to move rankings at once. A day
 * is the abuse probe's figure: it made 65 accounts and put a complaint at #1 on /viral within
 * a minute; a person who joins to uck one complaint sees it counted on the page at once and in
 * the rankings a day later. A share without an account ages like a young account's.
 */
export const RANKING_ACCOUNT_MIN_AGE_MS = DAY;

/** How long a uck, comment or share that was not ranked at once waits for the ageing job. */
export const RANKING_AGEING_MS = DAY;

/** The address an action came from, as the HMAC'd hash user_addresses keeps (null: unknown). */
export function actorAddress(key: string | null, clientIp: string | null) {
  return key && clientIp ? addressHash(key, "ip", clientIp) : null;
}

/**
 * The statement that notes the account was seen acting from the address (user_addresses, the
 * table sign-in and refunds already keep), for the burst rule of the actions after it. It runs
 * last in the action's batch and writes only when `written` holds there (the action's own row
 * exists): a refused or missed action (no such complaint, a repeated uck) notes nothing. Null
 * when the address or the account is unknown.
 */
export function noteActorAddress(
  db: Database,
  userId: string | null,
  address: string | null,
  now: number,
  written: SQL,
) {
  if (!userId || !address) return null;
  return db
    .insert(userAddresses)
    .select(
      db
        .select({
          userId: users.id,
          addressHash: sql<string>`${address}`.as("address_hash"),
          lastSeenAt: sql<number>`${now}`.as("last_seen_at"),
        })
        .from(users)
        .where(and(eq(users.id, userId), written)),
    )
    .onConflictDoUpdate({
      target: [userAddresses.userId, userAddresses.addressHash],
      set: { lastSeenAt: new Date(now) },
    });
}

/**
 * 1 when a uck, comment or share by `userId` from `address` made `now` moves rankings at once,
 * else 0, evaluated inside the write (decision 009): the account is at least a day old and at
 * most `rankBurstByAddress.limit` accounts, this one included, acted (or signed in) from the
 * address in its window: the 11th account in 10 minutes is the first whose actions age.
 */
export function rankableNow(
  userId: string | null,
  address: string | null,
  now: number,
): SQL<number> {
  if (!userId) return sql<number>`0`;
  const oldEnough = sql`exists (select 1 from users ru where ru.id = ${userId}
    and ru.created_at <= ${now - RANKING_ACCOUNT_MIN_AGE_MS})`;
  if (!address) return sql<number>`(${oldEnough})`;
  const burst = RATE_LIMITS.rankBurstByAddress;
  return sql<number>`(${oldEnough} and 1 + (select count(*) from user_addresses ra
    where ra.address_hash = ${address} and ra.last_seen_at >= ${now - burst.windowMs}
      and ra.user_id <> ${userId}) <= ${burst.limit})`;
}

/** `ranked_at` of a new row: now when rankable, else null (the ageing job sets it later). */
export const rankedAtNow = (userId: string | null, address: string | null, now: number) =>
  sql<number | null>`case when ${rankableNow(userId, address, now)} then ${now} else null end`;

// ---------------------------------------------------------------------------------------------
// How much a ranked uck counts (docs/decisions/038): by its account's reputation, and once per
// cohort of accounts created in the same hour; the numbers in shared/ranking-reputation.ts.

const WEEK = 7 * DAY;

/** The clock hour an account was created in, as ucks.account_hour keeps it. */
export const accountHourOf = (userId: SQL | string) =>
  sql<number>`(select cast(ch.created_at / ${COHORT_MS} as integer) from users ch where ch.id = ${userId})`;

/**
 * The reputation of account `userId` at time `at` (ms), between 0 and 1, in eighths (so sums of
 * weights stay exact in floating point): 0 without a verified address (every account that can
 * sign in has one; an erased account has none), else (whole weeks of age, at most
 * REPUTATION_FULL_WEEKS) ÷ REPUTATION_FULL_WEEKS × (1 with activity beyond ucks by `at`: a
 * complaint, or a comment another account ucked; else REPUTATION_QUIET_FACTOR). Evaluated
 * inside the write that ranks the uck (decision 009).
 */
export function reputationAt(userId: SQL | string, at: SQL | number): SQL<number> {
  const full = REPUTATION_FULL_WEEKS;
  return sql<number>`coalesce((select case
      when rp.email_verified_at is null or rp.email_verified_at > ${at} then 0.0
      else (max(0, min(cast((${at} - rp.created_at) / ${WEEK} as integer), ${full})) * 1.0 / ${full})
        * (case when exists (select 1 from complaints rpc
              where rpc.user_id = rp.id and rpc.created_at <= ${at})
            or exists (select 1 from comments rpm join comment_ucks rpu on rpu.comment_id = rpm.id
              where rpm.user_id = rp.id and rpu.user_id <> rp.id and rpu.created_at <= ${at})
          then 1.0 else ${REPUTATION_QUIET_FACTOR} end)
    end from users rp where rp.id = ${userId}), 0.0)`;
}

/** The columns of one uck row, as the statement that weighs it names them. */
export type UckColumns = { complaintId: SQL; userId: SQL; createdAt: SQL; accountHour: SQL };

/**
 * The weight of a uck when it is ranked at `at`: its account's reputation, or 0 when an earlier
 * uck on the same complaint (earlier in time, or at the same instant by a smaller user id) came
 * from an account created in the same hour. The cohort test reads only which ucks exist, never
 * their weights, so one statement may weigh many ucks in any order and get the same answer.
 */
export function uckWeight(uck: UckColumns, at: SQL | number): SQL<number> {
  return sql<number>`(case when exists (select 1 from ucks co
      where co.complaint_id = ${uck.complaintId} and co.account_hour = ${uck.accountHour}
        and (co.created_at < ${uck.createdAt} or (co.created_at = ${uck.createdAt} and co.user_id < ${uck.userId})))
    then 0.0 else ${reputationAt(uck.userId, at)} end)`;
}
