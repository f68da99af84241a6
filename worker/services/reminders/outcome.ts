import { OUTCOME_REMINDER_DAYS } from "@shared/escalation-outcome";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { complaints } from "../../db/schema";
import type { Postbox } from "../mail/postbox";
import { bookDaysAfter, remindAuthorWhile } from "./book";

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
  return bookDaysAfter(db, {
    kind: OUTCOME_REMINDER,
    complaintId,
    from: escalatedAt,
    days: OUTCOME_REMINDER_DAYS,
    subject: (days) => `${complaintId}:${days}`,
    when: stamped,
  });
}

/**
 * A due reminder: the author is told only while the complaint has no outcome, or says "nothing
 * yet"; otherwise it is skipped.
 */
export function sendOutcomeReminder(
  postbox: Postbox,
  reminder: { id: string; subjectId: string },
  now: number,
): Promise<"sent" | "skipped"> {
  const [complaintId = "", days = ""] = reminder.subjectId.split(":");
  const waiting = and(
    eq(complaints.id, complaintId),
    sql`${complaints.escalatedAt} is not null`,
    sql`not exists (select 1 from escalation_outcomes o where o.complaint_id = ${complaints.id}
      and o.superseded_at is null and o.outcome <> 'nothing_yet')`,
  );
  return remindAuthorWhile(postbox, reminder, now, waiting, {
    type: "complaint_escalated",
    cause: `outcome-reminder:${reminder.subjectId}`,
    data: sql`json_object('company', ${complaints.companyName}, 'recipient', 'author', 'outcomeReminder', ${Number(days)})`,
  });
}
