import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { CompanyKey } from "../../db/company-key";
import { companies } from "../../db/schema";

/**
 * How many responses a company may send: its plan's monthly quota and what it has used this
 * calendar month. Answering a complaint (./responses.ts) checks the same count inside its insert.
 */

/** Responses per calendar month by subscription tier (docs/product.md#responses-refunds-and-resolving); null = unlimited. */
export const RESPONSE_QUOTA: Record<string, number | null> = {
  Free: 5,
  Pro: 50,
  Business: 500,
  Enterprise: null,
};

export const startOfMonth = (now: number) => {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
};

/** The company's plan and the responses it sent this calendar month. */
export function quotaQuery(db: Database, companyId: CompanyKey, now: number) {
  return db
    .select({
      tier: companies.subscriptionTier,
      used: sql<number>`(select count(*) from company_responses r where r.company_id = ${companyId} and r.created_at >= ${startOfMonth(now)})`,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
}

/** How many responses are left this month (null = unlimited), from `quotaQuery`'s rows. */
export function quotaFrom([row]: Awaited<ReturnType<typeof quotaQuery>>) {
  const quota = RESPONSE_QUOTA[row?.tier ?? "Free"] ?? null;
  return { quota, remaining: quota === null ? null : Math.max(0, quota - (row?.used ?? 0)) };
}

/** How many responses the company has left this calendar month (null = unlimited). */
export async function remainingResponses(db: Database, companyId: string, now: number) {
  return quotaFrom(await quotaQuery(db, companyId, now));
}
