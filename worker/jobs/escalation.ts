import { and, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { companyFollows, complaints, notifications } from "../db/schema";

/** An open complaint with no company response escalates 48 hours after it was filed. */
export const ESCALATION_WINDOW_MS = 48 * 60 * 60 * 1000;

export function escalationDeadlineFor(createdAt: Date): Date {
  return new Date(createdAt.getTime() + ESCALATION_WINDOW_MS);
}

/** D1 binds at most 100 parameters per statement. */
const CHUNK = 50;

/**
 * Escalates overdue complaints. The conditional update claims each row exactly once, so two
 * overlapping runs never escalate, or notify about, the same complaint twice. The author and the
 * company's followers are told, for the rows this run claimed only.
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
  const ids = claimed.map((row) => row.id);
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunk = ids.slice(start, start + CHUNK);
    const columns = (recipient: "author" | "follower") => ({
      id: sql<string>`lower(hex(randomblob(16)))`.as("id"),
      userId: (recipient === "author"
        ? sql<string>`${complaints.userId}`
        : sql<string>`${companyFollows.userId}`
      ).as("user_id"),
      type: sql<string>`'complaint_escalated'`.as("type"),
      complaintId: complaints.id,
      actorId: sql<null>`null`.as("actor_id"),
      data: sql<string>`json_object('company', ${complaints.companyName}, 'recipient', ${recipient})`.as(
        "data",
      ),
      readAt: sql<null>`null`.as("read_at"),
      createdAt: sql<number>`${now.getTime()}`.as("created_at"),
    });
    await db.batch([
      db
        .insert(notifications)
        .select(db.select(columns("author")).from(complaints).where(inArray(complaints.id, chunk))),
      db.insert(notifications).select(
        db
          .select(columns("follower"))
          .from(complaints)
          .innerJoin(companyFollows, eq(companyFollows.companyId, complaints.companyId))
          .where(
            and(
              inArray(complaints.id, chunk),
              sql`${companyFollows.userId} <> ${complaints.userId}`,
            ),
          ),
      ),
    ]);
  }
  return ids;
}
