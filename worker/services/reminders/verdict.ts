import { VERDICT_REMINDER_DAYS, VERDICT_WINDOW_MS } from "@shared/outcome";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { complaints, reminders } from "../../db/schema";
import { closedUnverifiedSql } from "../companies/figures";
import type { Postbox } from "../mail/postbox";
import { notify } from "../notify";

const DAY = 86_400_000;
export const VERDICT_REMINDER = "verdict";

/**
 * The complainant's reminders after a company's claim (decision 040): at 7 and 21 days, one row
 * each in `reminders` (subject `{complaint}:{claimedAt}:{days}`, so a later claim books its own),
 * written in the claim's batch by a select that holds only when `made` (the claim this call
 * made) does.
 */
export function scheduleVerdictReminders(
  db: Database,
  complaintId: string,
  now: number,
  made: SQL | undefined,
) {
  return VERDICT_REMINDER_DAYS.map((days) =>
    db
      .insert(reminders)
      .select(
        db
          .select({
            id: sql<string>`lower(hex(randomblob(16)))`.as("id"),
            kind: sql<string>`${VERDICT_REMINDER}`.as("kind"),
            subjectId: sql<string>`${`${complaintId}:${now}:${days}`}`.as("subject_id"),
            complaintId: sql<string>`${complaintId}`.as("complaint_id"),
            dueAt: sql<number>`${now + days * DAY}`.as("due_at"),
            claimedAt: sql<null>`null`.as("claimed_at"),
            sentAt: sql<null>`null`.as("sent_at"),
            skipped: sql<number>`0`.as("skipped"),
            createdAt: sql<number>`${now}`.as("created_at"),
          })
          .from(complaints)
          .where(made),
      )
      .onConflictDoNothing(),
  );
}

/**
 * A due verdict reminder: told (in the app, and by mail as the person takes that kind) only when
 * the claim it was booked for still waits for them; otherwise it is skipped. The notification
 * and the reminder's stamp are one batch, the notification keyed by the reminder.
 */
export async function sendVerdictReminder(
  postbox: Postbox,
  reminder: { id: string; subjectId: string },
  now: number,
): Promise<"sent" | "skipped"> {
  const { db } = postbox;
  const [complaintId = "", claimed = "", days = ""] = reminder.subjectId.split(":");
  const claimedAt = Number(claimed);
  const waiting = and(
    eq(complaints.id, complaintId),
    eq(complaints.companyResolvedAt, new Date(claimedAt)),
    sql`${complaints.status} <> 'resolved'`,
    sql`(${complaints.verdictAt} is null or ${complaints.verdictAt} < ${complaints.companyResolvedAt})`,
    sql`${closedUnverifiedSql(now)} = 0`,
  );
  const closesOn = new Date(claimedAt + VERDICT_WINDOW_MS).toISOString().slice(0, 10);
  const [told] = await db.batch([
    db
      .update(reminders)
      .set({ sentAt: new Date(now) })
      .where(
        and(
          eq(reminders.id, reminder.id),
          sql`${reminders.sentAt} is null`,
          sql`exists (select 1 from ${complaints} where ${waiting})`,
        ),
      )
      .returning({ id: reminders.id }),
    ...notify(postbox, {
      type: "complaint_resolved",
      cause: `verdict-reminder:${reminder.subjectId}`,
      to: complaints.userId,
      complaintId: complaints.id,
      actorId: null,
      data: sql`json_object('company', ${complaints.companyName}, 'recipient', 'author', 'reminder', ${Number(days)}, 'closesOn', ${closesOn})`,
      now,
      select: (columns) =>
        db.select(columns).from(complaints).where(and(waiting, sql`changes() > 0`)),
    }),
    db
      .update(reminders)
      .set({ skipped: true, sentAt: new Date(now) })
      .where(and(eq(reminders.id, reminder.id), sql`${reminders.sentAt} is null`)),
  ]);
  return told.length > 0 ? "sent" : "skipped";
}
