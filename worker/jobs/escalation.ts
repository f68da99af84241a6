import { ESCALATION_WINDOW_MS } from "@shared/escalation";
import { and, eq, inArray, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { companyFollows, complaints, notifications } from "../db/schema";
import { queueNotificationMails } from "../services/mail/notification-mails";
import { notificationColumns } from "../services/notifications";

export function escalationDeadlineFor(createdAt: Date): Date {
  return new Date(createdAt.getTime() + ESCALATION_WINDOW_MS);
}

/** D1 binds at most 100 parameters per statement. */
const CHUNK = 50;

/**
 * Escalates overdue complaints. The conditional update claims each row exactly once, so two
 * overlapping runs never escalate the same complaint twice. The author and the company's
 * followers are told in the same batch as the update, about the rows stamped with this run's
 * clock: if the notifications cannot be written, those complaints stay open and the next run
 * tries again. (An overlapping run with the same clock, a retried cron event, sees the same
 * stamp; the dedupe keys still tell each person once.)
 */
export async function escalateOverdueComplaints(db: Database, now: Date): Promise<string[]> {
  const overdue = and(
    eq(complaints.status, "open"),
    eq(complaints.hasResponse, false),
    isNull(complaints.escalatedAt),
    lte(complaints.escalationDeadline, now),
  );
  const due = await db.select({ id: complaints.id }).from(complaints).where(overdue);
  const columns = (recipient: "author" | "follower") => {
    const userId = recipient === "author" ? complaints.userId : companyFollows.userId;
    return notificationColumns({
      userId,
      type: "complaint_escalated",
      complaintId: complaints.id,
      actorId: null,
      data: sql`json_object('company', ${complaints.companyName}, 'recipient', ${recipient})`,
      dedupeKey: sql`'escalated:' || ${complaints.id} || ':' || ${userId}`,
      now: now.getTime(),
    });
  };
  const escalated: string[] = [];
  for (let start = 0; start < due.length; start += CHUNK) {
    const chunk = due.slice(start, start + CHUNK).map((row) => row.id);
    const stamped = and(inArray(complaints.id, chunk), eq(complaints.escalatedAt, now));
    const [claimed] = await db.batch([
      db
        .update(complaints)
        .set({ status: "escalated", escalatedAt: now, updatedAt: now })
        .where(and(inArray(complaints.id, chunk), overdue))
        .returning({ id: complaints.id }),
      db
        .insert(notifications)
        .select(db.select(columns("author")).from(complaints).where(stamped))
        .onConflictDoNothing(),
      db
        .insert(notifications)
        .select(
          db
            .select(columns("follower"))
            .from(complaints)
            .innerJoin(companyFollows, eq(companyFollows.companyId, complaints.companyId))
            .where(and(stamped, sql`${companyFollows.userId} <> ${complaints.userId}`)),
        )
        .onConflictDoNothing(),
      // The complainant's mail (followers are told in the app only).
      queueNotificationMails(
        db,
        "complaint_escalated",
        and(
          inArray(
            notifications.complaintId,
            db.select({ id: complaints.id }).from(complaints).where(stamped),
          ),
          sql`json_extract(${notifications.data}, '$.recipient') = 'author'`,
        ) as SQL,
        now.getTime(),
      ),
    ]);
    escalated.push(...claimed.map((row) => row.id));
  }
  return escalated;
}
