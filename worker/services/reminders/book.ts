import { and, eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { complaints, reminders } from "../../db/schema";
import type { Postbox } from "../mail/postbox";
import { type NotifyEvent, notify } from "../notify";

/**
 * The columns of one `reminders` row for `insert … select`: the caller's select decides which
 * complaints get one (and whether at all); the unique kind and subject make booking twice a no-op.
 */
export const reminderColumns = (input: {
  kind: string;
  subjectId: SQLWrapper | string;
  complaintId: SQLWrapper | string;
  dueAt: SQLWrapper | number;
  now: number;
}) => ({
  id: sql<string>`lower(hex(randomblob(16)))`.as("id"),
  kind: sql<string>`${input.kind}`.as("kind"),
  subjectId: sql<string>`${input.subjectId}`.as("subject_id"),
  complaintId: sql<string>`${input.complaintId}`.as("complaint_id"),
  dueAt: sql<number>`${input.dueAt}`.as("due_at"),
  claimedAt: sql<null>`null`.as("claimed_at"),
  sentAt: sql<null>`null`.as("sent_at"),
  skipped: sql<number>`0`.as("skipped"),
  createdAt: sql<number>`${input.now}`.as("created_at"),
});

const DAY = 86_400_000;

/**
 * One complaint's reminders `days` after `from`, one row each (subject `subject(days)`), for a
 * batch that just wrote what they follow: the select holds only when `when` does.
 */
export function bookDaysAfter(
  db: Database,
  input: {
    kind: string;
    complaintId: string;
    from: number;
    days: readonly number[];
    subject: (days: number) => string;
    when: SQL | undefined;
  },
) {
  return input.days.map((days) =>
    db
      .insert(reminders)
      .select(
        db
          .select(
            reminderColumns({
              kind: input.kind,
              subjectId: input.subject(days),
              complaintId: input.complaintId,
              dueAt: input.from + days * DAY,
              now: input.from,
            }),
          )
          .from(complaints)
          .where(input.when),
      )
      .onConflictDoNothing(),
  );
}

/** Marks a reminder done without telling anyone (what it was about no longer holds). */
export const skipReminder = (db: Database, id: string, now: number) =>
  db
    .update(reminders)
    .set({ skipped: true, sentAt: new Date(now) })
    .where(and(eq(reminders.id, id), sql`${reminders.sentAt} is null`));

/**
 * A due reminder to a complaint's author: told (in the app, and by mail as they take that kind)
 * only while `waiting` holds for the complaint, otherwise skipped. The notification and the
 * reminder's stamp are one batch, the notification keyed by the reminder.
 */
export async function remindAuthorWhile(
  postbox: Postbox,
  reminder: { id: string },
  now: number,
  waiting: SQL | undefined,
  event: Pick<NotifyEvent, "type" | "cause" | "data">,
): Promise<"sent" | "skipped"> {
  const { db } = postbox;
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
      ...event,
      to: complaints.userId,
      complaintId: complaints.id,
      actorId: null,
      now,
      select: (columns) =>
        db.select(columns).from(complaints).where(and(waiting, sql`changes() > 0`)),
    }),
    skipReminder(db, reminder.id, now),
  ]);
  return told.length > 0 ? "sent" : "skipped";
}
