import { minorUnits } from "@shared/format";
import {
  REFUND_ACCOUNT_MIN_AGE_MS,
  REFUND_REVIEW_FLOOR_SHARE,
  REFUND_REVIEW_MEDIAN_FACTOR,
  REFUND_REVIEW_MIN_HISTORY,
  REFUND_REVIEW_THRESHOLD,
  REFUND_SHARED_ADDRESS_WINDOW_MS,
  type RefundCounting,
} from "@shared/refund-counting";
import { isRefundCurrency } from "@shared/refunds";
import { eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { outerColumn } from "../../db/outer-column";
import { refunds } from "../../db/schema";

/**
 * Whether a confirmed refund counts as money returned (decision 027; the numbers and their reasons
 * are in shared/refund-counting.ts). Judged once, in the statement that records "it arrived".
 */

const median = (sorted: number[]) => {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** The amount (minor units) above which a refund waits for review, from the counted history. */
export function reviewThreshold(currency: string, counted: number[]) {
  const code = isRefundCurrency(currency) ? currency : "USD";
  const base = REFUND_REVIEW_THRESHOLD[code] * 10 ** minorUnits(code);
  if (counted.length < REFUND_REVIEW_MIN_HISTORY) return base;
  const usual = median([...counted].sort((x, y) => x - y));
  return Math.max(REFUND_REVIEW_MEDIAN_FACTOR * usual, REFUND_REVIEW_FLOOR_SHARE * base);
}

/**
 * The review threshold for the refund of `complaintId`: its company's counted refunds in the
 * same currency, read before the answer's batch (null when there is no refund).
 */
export async function reviewThresholdFor(db: Database, complaintId: string) {
  const [row] = await db
    .select({
      currency: refunds.currency,
      counted: sql<string>`(select json_group_array(g.amount_minor) from refunds g
        where g.company_id = ${outerColumn(refunds.companyId)} and g.status = 'received'
        and g.currency = ${outerColumn(refunds.currency)} and g.counting = 'counts')`,
    })
    .from(refunds)
    .where(eq(refunds.complaintId, complaintId));
  if (!row) return null;
  const parsed: unknown = JSON.parse(row.counted ?? "[]");
  const counted = Array.isArray(parsed) ? parsed.filter((n) => typeof n === "number") : [];
  return reviewThreshold(row.currency, counted);
}

/**
 * The counting of the refund row being confirmed by `complainantId`, as an SQL expression over
 * `refunds` (the first rule that holds decides):
 * the complainant is a member of the company → member; their account was younger than a day
 * when the refund was offered → young_account; they and a member (or the person who offered it)
 * were seen at the same address hash within 30 days → shared_address; the amount is above
 * `threshold` → review; else counts.
 */
export function countingOf(
  complainantId: string,
  threshold: number,
  now: number,
): SQL<RefundCounting> {
  const since = now - REFUND_SHARED_ADDRESS_WINDOW_MS;
  return sql<RefundCounting>`case
    when exists (select 1 from company_members m
      where m.company_id = ${refunds.companyId} and m.user_id = ${complainantId}) then 'member'
    when (select u.created_at from users u where u.id = ${complainantId})
      > ${refunds.createdAt} - ${REFUND_ACCOUNT_MIN_AGE_MS} then 'young_account'
    when exists (select 1 from user_addresses a
      join user_addresses b on b.address_hash = a.address_hash and b.user_id <> a.user_id
      where a.user_id = ${complainantId} and a.last_seen_at >= ${since} and b.last_seen_at >= ${since}
        and (b.user_id = ${refunds.offeredBy} or b.user_id in
          (select m.user_id from company_members m where m.company_id = ${refunds.companyId})))
      then 'shared_address'
    when ${refunds.amountMinor} > ${threshold} then 'review'
    else 'counts' end`;
}
