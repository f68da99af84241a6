import { and, eq, isNull, lt } from "drizzle-orm";
import type { Database } from "../db/client";
import { refunds } from "../db/schema";

/**
 * Flags the refunds whose day has passed without the complainant confirming them: `overdue_at`
 * is stamped once (the card says "Overdue", the company page counts it). A confirmation later
 * still counts as money returned.
 */
export async function flagOverdueRefunds(db: Database, now: Date) {
  const today = now.toISOString().slice(0, 10);
  const flagged = await db
    .update(refunds)
    .set({ overdueAt: now })
    .where(and(eq(refunds.status, "pending"), lt(refunds.dueOn, today), isNull(refunds.overdueAt)))
    .returning({ complaintId: refunds.complaintId });
  return flagged.length;
}
