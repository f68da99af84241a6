import { and, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { companyFollows, complaints, notifications } from "../db/schema";
import { notificationColumns } from "../services/notifications";

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
    const columns = (recipient: "author" | "follower") => {
      const userId = recipient === "author" ? complaints.userId : companyFollows.userId;
      return notificationColumns({
        userId,
        type: "complaint_escalated",
        complaintId: complaints.id,
        actorId: null,
        data: sql`json_object('company', ${complaints.companyName}, 'recipient', ${recipient})`,
        // An overlapping run that somehow claimed the same row still tells each person once.
        dedupeKey: sql`'escalated:' || ${complaints.id} || ':' || ${userId}`,
        now: now.getTime(),
      });
    };
    await db.batch([
      db
        .insert(notifications)
        .select(db.select(columns("author")).from(complaints).where(inArray(complaints.id, chunk)))
        .onConflictDoNothing(),
      db
        .insert(notifications)
        .select(
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
        )
        .onConflictDoNothing(),
    ]);
  }
  return ids;
}
