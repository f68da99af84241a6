import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companies, complaints, reminders } from "../../db/schema";
import { type ClockRow, clockColumns, clocksOfRow } from "../complaints/clocks";
import type { Postbox } from "../mail/postbox";
import { notify } from "../notify";
import { skipReminder } from "./book";

/*
 * The author's reminders of their statutory clocks (decision 044): 7 days and 1 day
 * before each deadline still ahead, at 08:00 UTC, in the app and by mail (the kind
 * `clock_deadline`, so the author's setting governs it and the mail pipeline's caps apply). One
 * `reminders` row per complaint, rule, deadline and lead (`{complaintId}:{rule}:{deadline}:{days}`),
 * so each is written once however often it is booked and sent once however many runs overlap
 * (run.ts's claim, and the notification's dedupe key). A reminder whose clock no longer holds when
 * it is due (the answers changed, the complaint is gone) is skipped.
 */
export const CLOCK_REMINDER = "clock";
export const CLOCK_REMINDER_DAYS = [7, 1] as const;
/** The hour (UTC) a clock's reminder is due on its day. */
export const CLOCK_REMINDER_HOUR_UTC = 8;

const DAY = 86_400_000;
/** A reminder of a complaint sent or answered this recently is booked by the job. */
const RECENT = 2 * DAY;

/** The reminders a complaint's clocks call for now: only those still ahead (no burst). */
export function clockReminderRows(row: ClockRow, now: number) {
  const rows: { subjectId: string; dueAt: number }[] = [];
  for (const clock of clocksOfRow(row, now)) {
    if (clock.passed) continue;
    for (const days of CLOCK_REMINDER_DAYS) {
      const dueAt = Date.parse(`${clock.deadline}T00:00:00Z`) - days * DAY;
      const at = dueAt + CLOCK_REMINDER_HOUR_UTC * 3_600_000;
      if (at <= now) continue;
      rows.push({ subjectId: `${row.id}:${clock.rule.id}:${clock.deadline}:${days}`, dueAt: at });
    }
  }
  return rows;
}

const selectRows = (db: Database) =>
  db
    .select(clockColumns)
    .from(complaints)
    .leftJoin(companies, eq(companies.id, complaints.companyId));

async function book(db: Database, rows: ClockRow[], now: number) {
  const values = rows.flatMap((row) =>
    clockReminderRows(row, now).map((reminder) => ({
      id: crypto.randomUUID(),
      kind: CLOCK_REMINDER,
      subjectId: reminder.subjectId,
      complaintId: row.id,
      dueAt: new Date(reminder.dueAt),
      createdAt: new Date(now),
    })),
  );
  let booked = 0;
  // D1 takes at most 100 bound parameters a statement: 6 columns a row.
  for (let index = 0; index < values.length; index += 15) {
    const written = await db
      .insert(reminders)
      .values(values.slice(index, index + 15))
      .onConflictDoNothing()
      .returning({ id: reminders.id });
    booked += written.length;
  }
  return booked;
}

/**
 * Books the reminders of one complaint's clocks (after filing, or after its answers changed).
 * The complaint's unsent clock reminders go first, so changing the answers back and forth never
 * piles up rows (at most 2 per clock stay): the ones that still hold are booked again under the
 * same subject. One being sent at this instant loses its row, so its send stamps nothing and
 * tells nobody; its new row is sent by a later run, once.
 */
export async function bookClockRemindersOf(db: Database, complaintId: string, now: number) {
  await db
    .delete(reminders)
    .where(
      and(
        eq(reminders.complaintId, complaintId),
        eq(reminders.kind, CLOCK_REMINDER),
        sql`${reminders.sentAt} is null`,
      ),
    );
  const rows = await selectRows(db).where(eq(complaints.id, complaintId));
  return book(db, rows, now);
}

/**
 * The job's booking: the clocks that start when the company is told or answers (the Financial
 * Ombudsman's, for UK financial firms) of complaints sent or answered in the last two days.
 * Clocks that start at the purchase are booked when the author gives the date.
 */
export async function bookRecentClockReminders(db: Database, now: number) {
  const rows = await selectRows(db)
    .where(
      and(
        eq(complaints.category, "banking"),
        sql`(${complaints.sentToCompanyAt} > ${now - RECENT} or ${complaints.responseAt} > ${now - RECENT})`,
      ),
    )
    .limit(500);
  return book(db, rows, now);
}

/**
 * A due clock reminder: told to the author only when the complaint still has that clock with
 * that deadline ahead; otherwise skipped. The notification and the reminder's stamp are one
 * batch, the notification keyed by the reminder.
 */
export async function sendClockReminder(
  postbox: Postbox,
  reminder: { id: string; subjectId: string },
  now: number,
): Promise<"sent" | "skipped"> {
  const { db } = postbox;
  const [complaintId = "", rule = "", deadline = "", days = ""] = reminder.subjectId.split(":");
  const [row] = await selectRows(db).where(eq(complaints.id, complaintId));
  const holds =
    row !== undefined &&
    clocksOfRow(row, now).some(
      (clock) => clock.rule.id === rule && clock.deadline === deadline && !clock.passed,
    );
  if (!holds) {
    await skipReminder(db, reminder.id, now);
    return "skipped";
  }
  const [told] = await db.batch([
    db
      .update(reminders)
      .set({ sentAt: new Date(now) })
      .where(and(eq(reminders.id, reminder.id), sql`${reminders.sentAt} is null`))
      .returning({ id: reminders.id }),
    ...notify(postbox, {
      type: "clock_deadline",
      cause: `clock:${reminder.subjectId}`,
      to: complaints.userId,
      complaintId: complaints.id,
      actorId: null,
      data: sql`json_object('company', ${complaints.companyName}, 'rule', ${rule}, 'deadline', ${deadline}, 'days', ${Number(days)})`,
      now,
      select: (columns) =>
        db
          .select(columns)
          .from(complaints)
          .where(and(inArray(complaints.id, [complaintId]), sql`changes() > 0`)),
    }),
  ]);
  return told.length > 0 ? "sent" : "skipped";
}
