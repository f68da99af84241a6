import { OUTCOME_REMINDER_DAYS } from "@shared/escalation-outcome";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { complaints, reminders } from "../../db/schema";
import type { Postbox } from "../mail/postbox";
import { notify } from "../notify";

const DAY = 86_400_000;
export const OUTCOME_REMINDER = "escalation_outcome";

/**
 * The complainant's reminders to record what happened (decision 046): 30 and 90 days
 * after escalation, one `reminders` row each (subject `{complaint}:{days}`), written in the
 * escalation's own batch by a select that holds only for the rows that batch stamped (`stamped`).
 */
export function scheduleOutcomeReminders(
  db: Database,
  complaintId: string,
  escalatedAt: number,
  stamped: SQL | undefined,
) {
  return OUTCOME_REMINDER_DAYS.map((days) =>
    db
      .insert(reminders)
      .select(
        db
          .select({
            id: sql<string>`lower(hex(randomblob(16)))`.as("id"),
            kind: sql<string>`${OUTCOME_REMINDER}`.as("kind"),
            subjectId: sql<string>`${`${complaintId}:${days}`}`.as("subject_id"),
            complaintId: sql<string>`${complaintId}`.as("complaint_id"),
            dueAt: sql<number>`${escalatedAt + days * DAY}`.as("due_at"),
            claimedAt: sql<null>`null`.as("claimed_at"),
            sentAt: sql<null>`null`.as("sent_at"),
            skipped: sql<number>`0`.as("skipped"),
            createdAt: sql<number>`${escalatedAt}`.as("created_at"),
          })
          .from(complaints)
          .where(stamped),
      )
      .onConflictDoNothing(),
  );
}

/**
 * A due reminder: the author is told (in the app, and by mail as they take escalation mail)
 * only while the complaint has no outcome, or says "nothing yet"; otherwise it is skipped. The
 * notification and the reminder's stamp are one batch, the notification keyed by the reminder.
 */
export async function sendOutcomeReminder(
  postbox: Postbox,
  reminder: { id: string; subjectId: string },
  now: number,
): Promise<"sent" | "skipped"> {
  const { db } = postbox;
  const [complaintId = "", days = ""] = reminder.subjectId.split(":");
  const waiting = and(
    eq(complaints.id, complaintId),
    sql`${complaints.escalatedAt} is not null`,
    sql`not exists (select 1 from escalation_outcomes o where o.complaint_id = ${complaints.id}
      and o.superseded_at is null and o.outcome <> 'nothing_yet')`,
  );
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
      type: "complaint_escalated",
      cause: `outcome-reminder:${reminder.subjectId}`,
      to: complaints.userId,
      complaintId: complaints.id,
      actorId: null,
      data: sql`json_object('company', ${complaints.companyName}, 'recipient', 'author', 'outcomeReminder', ${Number(days)})`,
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
