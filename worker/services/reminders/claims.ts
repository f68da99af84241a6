import { VERDICT_WINDOW_MS } from "@shared/outcome";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { complaints } from "../../db/schema";

/**
 * A company's claim nobody answered for 30 days closes without the complainant's verdict
 * (decision 040): `closed_unverified_at` is the day it closed, never counted as resolved. Safe to
 * run twice or at once: the update holds only for claims not closed yet.
 */
export async function closeUnansweredClaims(db: Database, now: number) {
  const closed = await db
    .update(complaints)
    .set({ closedUnverifiedAt: sql`${complaints.companyResolvedAt} + ${VERDICT_WINDOW_MS}` })
    .where(
      sql`${complaints.companyResolvedAt} is not null and ${complaints.closedUnverifiedAt} is null
        and ${complaints.companyResolvedAt} <= ${now - VERDICT_WINDOW_MS}
        and ${complaints.status} <> 'resolved'
        and (${complaints.verdictAt} is null or ${complaints.verdictAt} < ${complaints.companyResolvedAt})`,
    )
    .returning({ id: complaints.id });
  return closed.length;
}
