import { and, eq, isNull, lte } from "drizzle-orm";
import type { Database } from "../db/client";
import { complaints } from "../db/schema";

/** An open complaint with no company response escalates 48 hours after it was filed. */
export const ESCALATION_WINDOW_MS = 48 * 60 * 60 * 1000;

export function escalationDeadlineFor(createdAt: Date): Date {
  return new Date(createdAt.getTime() + ESCALATION_WINDOW_MS);
}

/**
 * Escalates overdue complaints. The conditional update claims each row exactly once, so two
 * overlapping runs never escalate (or later notify about) the same complaint twice.
 */
export async function escalateOverdueComplaints(db: Database, now: Date): Promise<string[]> {
  const claimed = await db
    .update(complaints)
    .set({ status: "escalated", escalatedAt: now, updatedAt: now })
    .where(
      and(
        eq(complaints.status, "open"),
        eq(complaints.hasResponse, false),
        isNull(complaints.escalatedAt),
        lte(complaints.escalationDeadline, now),
      ),
    )
    .returning({ id: complaints.id });
  return claimed.map((row) => row.id);
}
