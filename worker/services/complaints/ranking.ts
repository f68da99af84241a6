import { and, eq, type SQL, sql } from "drizzle-orm";
import { RATE_LIMITS } from "../../auth/rate-limit";
import type { Database } from "../../db/client";
import { userAddresses, users } from "../../db/schema";
import { addressHash } from "../users/address-blocks";

/**
 * Young accounts and bursts move no ranking until they have aged (issue 35, docs/decisions/028).
 * A complaint keeps two sets of counters: the page's (uck_count, comments_count, share_count:
 * every row, at once) and the rankings' (ranked_*: only rows with `ranked_at`). A uck, comment
 * or share is ranked at once when its account is at least RANKING_ACCOUNT_MIN_AGE_MS old and its
 * network address is not in a burst (RATE_LIMITS.rankBurstByAddress); otherwise the ageing job
 * (worker/jobs/ranking-ageing.ts) ranks it RANKING_AGEING_MS after it was made.
 */

const DAY = 86_400_000;

/**
 * How old an account must be for its ucks, comments and shares to move rankings at once. A day
 * is issue 35's figure: the probe made 65 accounts and put a complaint at #1 on /viral within
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
