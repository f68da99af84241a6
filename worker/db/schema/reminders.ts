import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, timestamp } from "./columns";

/**
 * Things to remind someone of at a time (decision 040): one row per kind and subject, so a
 * reminder is written once however often its cause repeats, and sent once: the reminders job
 * claims a due row with a conditional update (`claimed_at`, taken over after a stale claim) and
 * stamps `sent_at` (or `skipped` when its reason has passed). Each kind's handler lives in
 * worker/services/reminders/; later kinds (pledges, clocks, outcomes) add handlers, not tables.
 */
export const reminders = sqliteTable(
  "reminders",
  {
    id: id(),
    kind: text("kind").notNull(),
    /** What it is about, in the kind's own terms ("{complaintId}:{claimedAt}"). */
    subjectId: text("subject_id").notNull(),
    /** The complaint it belongs to, when it has one (its removal removes the reminder). */
    complaintId: text("complaint_id"),
    dueAt: timestamp("due_at").notNull(),
    claimedAt: timestamp("claimed_at"),
    sentAt: timestamp("sent_at"),
    /** Its reason passed before it was due (answered, withdrawn): never sent. */
    skipped: integer("skipped", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("reminders_kind_subject_idx").on(t.kind, t.subjectId),
    index("reminders_due_idx").on(t.dueAt).where(sql`${t.sentAt} is null`),
    index("reminders_complaint_idx").on(t.complaintId),
  ],
);
