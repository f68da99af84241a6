import { and, inArray, lte, sql } from "drizzle-orm";
import { reminders } from "../../db/schema";
import { errorText, logEvent } from "../../log";
import type { Postbox } from "../mail/postbox";
import { ANSWER_DUE_REMINDER, sendAnswerReminders } from "./answer-due";
import { CLOCK_REMINDER, sendClockReminder } from "./clocks";
import {
  CONTACT_REMINDER,
  FOLLOW_UP_REMINDER,
  sendContactReminders,
  sendFollowUps,
} from "./company-clock";
import { OUTCOME_REMINDER, sendOutcomeReminder } from "./outcome";
import { sendVerdictReminder, VERDICT_REMINDER } from "./verdict";

/** A claim older than this was left by a run that stopped: another run takes the row over. */
export const STALE_CLAIM_MS = 10 * 60_000;
/** Reminders one run sends at most; the rest wait for the next run, due first. */
export const REMINDERS_PER_RUN = 200;

type Handler = (
  postbox: Postbox,
  reminder: { id: string; subjectId: string },
  now: number,
) => Promise<"sent" | "skipped">;

/** Each kind's handler: it decides whether the reminder still applies and tells whom it tells. */
const HANDLERS: Record<string, Handler> = {
  [VERDICT_REMINDER]: sendVerdictReminder,
  [CLOCK_REMINDER]: sendClockReminder,
  [OUTCOME_REMINDER]: sendOutcomeReminder,
};

/**
 * Kinds whose due rows of one run are handled together (so many due at once can be told as one).
 */
const GROUP_HANDLERS: Record<
  string,
  (
    postbox: Postbox,
    reminders: { id: string; subjectId: string }[],
    now: number,
  ) => Promise<{ sent: number; skipped: number }>
> = {
  [ANSWER_DUE_REMINDER]: sendAnswerReminders,
  [CONTACT_REMINDER]: sendContactReminders,
  [FOLLOW_UP_REMINDER]: sendFollowUps,
};

/**
 * The reminders job (decision 040): claims the due rows with one conditional update (rows another
 * run claimed in the last ten minutes are not taken, so overlapping runs send each once), then
 * hands each to its kind's handler. Mail goes through the person's settings and the mail
 * pipeline's folds and caps, like every notification (decision 020).
 */
export async function sendDueReminders(postbox: Postbox, now: number) {
  const { db } = postbox;
  const due = db
    .select({ id: reminders.id })
    .from(reminders)
    .where(
      and(
        lte(reminders.dueAt, new Date(now)),
        sql`${reminders.sentAt} is null`,
        sql`(${reminders.claimedAt} is null or ${reminders.claimedAt} < ${now - STALE_CLAIM_MS})`,
      ),
    )
    .orderBy(reminders.dueAt)
    .limit(REMINDERS_PER_RUN);
  const claimed = await db
    .update(reminders)
    .set({ claimedAt: new Date(now) })
    .where(
      and(
        inArray(reminders.id, due),
        sql`${reminders.sentAt} is null`,
        sql`(${reminders.claimedAt} is null or ${reminders.claimedAt} < ${now - STALE_CLAIM_MS})`,
      ),
    )
    .returning({ id: reminders.id, kind: reminders.kind, subjectId: reminders.subjectId });
  const counts: Record<string, number> = { sent: 0, skipped: 0, failed: 0 };
  for (const [kind, handler] of Object.entries(GROUP_HANDLERS)) {
    const rows = claimed.filter((reminder) => reminder.kind === kind);
    if (rows.length === 0) continue;
    try {
      const result = await handler(postbox, rows, now);
      counts.sent = (counts.sent ?? 0) + result.sent;
      counts.skipped = (counts.skipped ?? 0) + result.skipped;
    } catch (error) {
      // Left claimed: taken over after STALE_CLAIM_MS by a later run.
      counts.failed = (counts.failed ?? 0) + rows.length;
      logEvent("reminder_failed", { kind, error: errorText(error) });
    }
  }
  for (const reminder of claimed) {
    if (GROUP_HANDLERS[reminder.kind]) continue;
    const handler = HANDLERS[reminder.kind];
    try {
      const result = handler ? await handler(postbox, reminder, now) : "skipped";
      if (!handler) logEvent("reminder_kind_unknown", { kind: reminder.kind });
      counts[result] = (counts[result] ?? 0) + 1;
    } catch (error) {
      // Left claimed: taken over after STALE_CLAIM_MS by a later run.
      counts.failed = (counts.failed ?? 0) + 1;
      logEvent("reminder_failed", { kind: reminder.kind, error: errorText(error) });
    }
  }
  return counts;
}
