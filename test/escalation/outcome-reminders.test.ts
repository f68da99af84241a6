/**
 * The complainant's reminders to record what happened after escalation (issue 65, decision 046):
 * booked in the escalation's own batch at 30 and 90 days, each sent once across overlapping
 * runs, in the reader's language, linking to the outcome page; skipped once an outcome other
 * than "nothing yet" is recorded.
 */

import { notifications, reminders } from "@worker/db/schema";
import { escalateOverdueComplaints } from "@worker/jobs/escalation";
import { recordOutcome } from "@worker/services/escalation/outcomes";
import { listNotifications } from "@worker/services/notifications";
import { sendDueReminders } from "@worker/services/reminders/run";
import { workerWords } from "@worker/words";
import { and, eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { createClaimedCompany, createComplaint, db, postbox } from "../factories";

const DAY = 86_400_000;

const remindersOf = (complaintId: string) =>
  db
    .select({ data: notifications.data })
    .from(notifications)
    .where(
      and(
        eq(notifications.complaintId, complaintId),
        sql`json_extract(${notifications.data}, '$.outcomeReminder') is not null`,
      ),
    );

async function overlapping(now: number) {
  await Promise.all([sendDueReminders(postbox, now), sendDueReminders(postbox, now)]);
}

it("reminds the complainant at 30 and 90 days after escalation, once each, and not after an outcome", async () => {
  const at = Date.now();
  const company = await createClaimedCompany();
  const complaint = await createComplaint({
    companyId: company.id,
    companyName: company.name,
    createdAt: new Date(at - 3 * DAY),
  });
  expect(await escalateOverdueComplaints(postbox, new Date(at), complaint.id)).toEqual([
    complaint.id,
  ]);
  const booked = await db
    .select({ dueAt: reminders.dueAt })
    .from(reminders)
    .where(and(eq(reminders.complaintId, complaint.id), eq(reminders.kind, "escalation_outcome")));
  expect(booked.map((r) => r.dueAt.getTime()).sort()).toEqual([at + 30 * DAY, at + 90 * DAY]);

  await overlapping(at + 29 * DAY);
  expect(await remindersOf(complaint.id)).toHaveLength(0);
  await overlapping(at + 30 * DAY + 60_000);
  await overlapping(at + 30 * DAY + 120_000);
  expect(await remindersOf(complaint.id)).toHaveLength(1);

  for (const [locale, words] of [
    ["en", "record what came of it"],
    ["tr", "sonucunu kaydedin"],
    ["es", "registra qué resultó"],
  ] as const) {
    const inbox = await listNotifications(db, complaint.userId, null, workerWords(locale));
    const item = inbox.items.find((i) => i.text.includes(words));
    expect(item, locale).toBeDefined();
    expect(item?.href).toBe(`/complaint/${complaint.id}/outcome`);
  }

  // An outcome recorded: the 90-day reminder is skipped.
  const recorded = await recordOutcome(
    postbox,
    complaint.userId,
    complaint.id,
    { outcome: "chargeback_won", amountMinor: 5000, currency: "EUR", occurredOn: "2026-01-05" },
    null,
    at + 40 * DAY,
  );
  expect(recorded.ok).toBe(true);
  await overlapping(at + 90 * DAY + 60_000);
  expect(await remindersOf(complaint.id)).toHaveLength(1);
  const [ninety] = await db
    .select({ skipped: reminders.skipped, sentAt: reminders.sentAt })
    .from(reminders)
    .where(
      and(eq(reminders.complaintId, complaint.id), eq(reminders.dueAt, new Date(at + 90 * DAY))),
    );
  expect(ninety).toMatchObject({ skipped: true });
});
