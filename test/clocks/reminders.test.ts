/**
 * The author's reminders of their statutory clocks (issue 63, decision 044): 7 days and 1 day
 * before each deadline still ahead, booked when the answers are saved, sent once each however
 * many cron runs overlap, and skipped when the clock no longer holds. Failed before: no clock
 * had a reminder.
 */
import { addDays, utcDay } from "@shared/clocks";
import { complaints, mailQueue, notifications, reminders } from "@worker/db/schema";
import { updateClockAnswers } from "@worker/services/complaints/clocks";
import { mailText } from "@worker/services/mail/messages";
import { wordsOf } from "@worker/services/mail/words";
import { listNotifications } from "@worker/services/notifications";
import { CLOCK_REMINDER } from "@worker/services/reminders/clocks";
import { sendDueReminders } from "@worker/services/reminders/run";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { expect, it } from "vitest";
import { createComplaint, db, postbox } from "../factories";

const at8 = (day: string) => Date.parse(`${day}T08:00:00Z`);

async function overlapping(now: number) {
  await Promise.all([sendDueReminders(postbox, now), sendDueReminders(postbox, now)]);
}

const told = (complaintId: string) =>
  db
    .select({ id: notifications.id, data: notifications.data })
    .from(notifications)
    .where(
      and(eq(notifications.complaintId, complaintId), eq(notifications.type, "clock_deadline")),
    );

it("books 7 and 1 days before each deadline ahead, sends each once across overlapping runs, skips what no longer holds", async () => {
  const now = Date.now();
  const today = utcDay(now);
  const bought = addDays(today, -10);
  const complaint = await createComplaint();
  await db
    .update(complaints)
    .set({ country: "United Kingdom" })
    .where(eq(complaints.id, complaint.id));
  // Not the author: nothing saved, nothing booked.
  expect(
    await updateClockAnswers(db, complaint.id, "someone-else", { problem: "faulty" }, now),
  ).toMatchObject({ ok: false, code: "not_found" });
  expect(
    await updateClockAnswers(
      db,
      complaint.id,
      complaint.userId,
      { problem: "faulty", payment: "cash", purchaseDate: bought },
      now,
    ),
  ).toEqual({ ok: true });

  const booked = await db
    .select({ subjectId: reminders.subjectId, dueAt: reminders.dueAt })
    .from(reminders)
    .where(and(eq(reminders.complaintId, complaint.id), eq(reminders.kind, CLOCK_REMINDER)));
  const cancel = addDays(bought, 14); // 4 days ahead: its 7-day reminder has passed.
  const reject = addDays(bought, 30);
  expect(booked.map((row) => row.subjectId)).toEqual(
    expect.arrayContaining([
      `${complaint.id}:uk-cancel:${cancel}:1`,
      `${complaint.id}:uk-reject:${reject}:7`,
      `${complaint.id}:uk-reject:${reject}:1`,
    ]),
  );
  expect(booked.some((row) => row.subjectId === `${complaint.id}:uk-cancel:${cancel}:7`)).toBe(
    false,
  );
  const rejectWeek = booked.find((row) => row.subjectId.endsWith(`uk-reject:${reject}:7`));
  expect(rejectWeek?.dueAt.getTime()).toBe(at8(addDays(reject, -7)));
  // Saving the same answers again books nothing twice.
  await updateClockAnswers(
    db,
    complaint.id,
    complaint.userId,
    { problem: "faulty", payment: "cash", purchaseDate: bought },
    now,
  );
  expect(
    await db.$count(
      reminders,
      and(eq(reminders.complaintId, complaint.id), eq(reminders.kind, CLOCK_REMINDER)),
    ),
  ).toBe(booked.length);

  // The day before the cancellation deadline, twice at once and once more: one notification.
  const dayBefore = at8(addDays(cancel, -1)) + 60_000;
  await overlapping(dayBefore);
  await overlapping(dayBefore + 60_000);
  const first = await told(complaint.id);
  expect(first.map((row) => row.data)).toEqual([
    expect.objectContaining({ rule: "uk-cancel", deadline: cancel, days: 1 }),
  ]);
  expect(first[0]?.data).toMatchObject({ rule: "uk-cancel", deadline: cancel, days: 1 });
  const queued = await db
    .select({ kind: mailQueue.kind })
    .from(mailQueue)
    .where(
      inArray(
        mailQueue.notificationId,
        first.map((row) => row.id),
      ),
    );
  expect(queued).toEqual([{ kind: "clock_deadline" }]);
  const inbox = await listNotifications(db, complaint.userId, null);
  const item = inbox.items.find((entry) => entry.type === "clock_deadline");
  expect(item?.text).toContain("Last day to cancel an online or distance purchase (14 days)");
  expect(item?.href).toBe(`/complaint/${complaint.id}#clocks-heading`);

  // Changing the answers back and forth never piles up rows: the unsent ones are booked anew.
  const unsent = () =>
    db.$count(
      reminders,
      and(
        eq(reminders.complaintId, complaint.id),
        eq(reminders.kind, CLOCK_REMINDER),
        isNull(reminders.sentAt),
      ),
    );
  const before = await unsent();
  for (const problem of ["other", "faulty", "other", "faulty"]) {
    await updateClockAnswers(
      db,
      complaint.id,
      complaint.userId,
      { problem, payment: "cash", purchaseDate: bought },
      now,
    );
  }
  expect(await unsent()).toBe(before);

  // The clock stops holding without a new booking (here, the answer changed underneath): the
  // due reminder is skipped, nobody is told.
  await db.update(complaints).set({ problem: "other" }).where(eq(complaints.id, complaint.id));
  await overlapping(at8(addDays(reject, -7)) + 60_000);
  expect(await told(complaint.id)).toHaveLength(1);
  const [skipped] = await db
    .select({ skipped: reminders.skipped, sentAt: reminders.sentAt })
    .from(reminders)
    .where(eq(reminders.subjectId, `${complaint.id}:uk-reject:${reject}:7`));
  expect(skipped).toMatchObject({ skipped: true });
});

it("words the reminder's mail in the author's language, with what to do and the link", () => {
  const facts = {
    kind: "clock_deadline" as const,
    complaintId: "c1",
    text: "It broke.",
    response: null,
    reimbursement: null,
    company: "Acme",
    actor: null,
    comment: null,
    decision: null,
    slug: null,
    recipient: null,
    clockRule: "tr-withdrawal",
    clockDeadline: "2026-12-10",
    clockDays: 7,
  };
  const english = wordsOf(facts, "https://uck.example", mailText("en"));
  expect(english?.subject).toBe("In 7 days: Last day of the right of withdrawal (14 days)");
  expect(english?.paragraphs.join(" ")).toContain("December 10, 2026");
  expect(english?.action.url).toBe("https://uck.example/complaint/c1#clocks-heading");
  const turkish = wordsOf({ ...facts, clockDays: 1 }, "https://uck.example", mailText("tr"));
  expect(turkish?.subject).toBe("Yarın: Cayma hakkının son günü (14 gün)");
  expect(wordsOf({ ...facts, clockRule: "no-such-rule" }, "https://uck.example")).toBeNull();
});
