import { VERDICT_REMINDER_DAYS, VERDICT_WINDOW_MS } from "@shared/outcome";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { complaints } from "../../db/schema";
import { closedUnverifiedSql } from "../companies/figures";
import type { Postbox } from "../mail/postbox";
import { bookDaysAfter, remindAuthorWhile } from "./book";

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
  return bookDaysAfter(db, {
    kind: VERDICT_REMINDER,
    complaintId,
    from: now,
    days: VERDICT_REMINDER_DAYS,
    subject: (days) => `${complaintId}:${now}:${days}`,
    when: made,
  });
}

/**
 * A due verdict reminder: told only when the claim it was booked for still waits for the
 * complainant; otherwise it is skipped.
 */
export function sendVerdictReminder(
  postbox: Postbox,
  reminder: { id: string; subjectId: string },
  now: number,
): Promise<"sent" | "skipped"> {
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
  return remindAuthorWhile(postbox, reminder, now, waiting, {
    type: "complaint_resolved",
    cause: `verdict-reminder:${reminder.subjectId}`,
    data: sql`json_object('company', ${complaints.companyName}, 'recipient', 'author', 'reminder', ${Number(days)}, 'closesOn', ${closesOn})`,
  });
}
