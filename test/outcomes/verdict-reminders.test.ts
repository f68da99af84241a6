/**
 * The reminders table and job (decision 040): after a company's claim the complainant is
 * reminded at 7 and 21 days, each once however many runs overlap, and not at all once they have
 * answered; the migration that turned old company-resolved complaints into claims books only
 * reminders still ahead, so its first run sends none.
 */
import { env } from "cloudflare:test";
import { complaints, notifications, reminders } from "@worker/db/schema";
import { markResolved } from "@worker/services/companies/resolve";
import { respondToComplaint } from "@worker/services/companies/responses";
import { answerResponse } from "@worker/services/complaints/satisfaction";
import { listNotifications } from "@worker/services/notifications";
import { closeUnansweredClaims } from "@worker/services/reminders/claims";
import { sendDueReminders } from "@worker/services/reminders/run";
import { and, eq, inArray, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { createClaimedCompany, createComplaint, db, postbox } from "../factories";

const DAY = 86_400_000;
const answer = {
  text: "We refunded you today.",
  offerReimbursement: "off" as const,
  category: "explanation" as const,
  reimbursement: "",
};

async function claimed(at: number) {
  const company = await createClaimedCompany();
  const complaint = await createComplaint({
    companyId: company.id,
    companyName: company.name,
    createdAt: new Date(at - 3 * DAY),
  });
  await respondToComplaint(postbox, company.member.id, complaint.id, answer, at - DAY);
  expect(await markResolved(postbox, company.member.id, complaint.id, at)).toMatchObject({
    ok: true,
  });
  return { company, complaint };
}

const remindersOf = (complaintId: string) =>
  db
    .select({ notification: notifications.data })
    .from(notifications)
    .where(
      and(
        eq(notifications.complaintId, complaintId),
        sql`json_extract(${notifications.data}, '$.reminder') is not null`,
      ),
    );

/** Two runs at once, as overlapping cron invocations would be. */
async function overlapping(now: number) {
  const [a, b] = await Promise.all([
    sendDueReminders(postbox, now),
    sendDueReminders(postbox, now),
  ]);
  return { sent: (a.sent ?? 0) + (b.sent ?? 0), skipped: (a.skipped ?? 0) + (b.skipped ?? 0) };
}

it("reminds the complainant at 7 and 21 days, once each across overlapping runs, then the claim closes", async () => {
  const at = Date.now();
  const { company, complaint } = await claimed(at);
  const booked = await db
    .select({ dueAt: reminders.dueAt, kind: reminders.kind })
    .from(reminders)
    .where(eq(reminders.complaintId, complaint.id));
  expect(booked.map((r) => r.dueAt.getTime()).sort()).toEqual([at + 7 * DAY, at + 21 * DAY]);
  expect(booked.every((r) => r.kind === "verdict")).toBe(true);

  await overlapping(at + 6 * DAY);
  expect(await remindersOf(complaint.id)).toHaveLength(0);
  await overlapping(at + 7 * DAY + 60_000);
  await overlapping(at + 7 * DAY + 120_000);
  expect(await remindersOf(complaint.id)).toHaveLength(1);

  const inbox = await listNotifications(db, complaint.userId, null);
  const closesOn = new Date(at + 30 * DAY).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
  expect(inbox.items.map((item) => item.text)).toContain(
    `Reminder: ${company.name} says your complaint is resolved. Your answer decides; without it the complaint closes unconfirmed on ${closesOn}.`,
  );

  await overlapping(at + 21 * DAY + 60_000);
  expect(await remindersOf(complaint.id)).toHaveLength(2);
  // Nothing left to send, and the claim closes without a verdict on its 30th day.
  expect(await overlapping(at + 25 * DAY)).toEqual({ sent: 0, skipped: 0 });
  expect(await closeUnansweredClaims(db, at + 29 * DAY)).toBe(0);
  expect(await closeUnansweredClaims(db, at + 30 * DAY)).toBeGreaterThanOrEqual(1);
  const [row] = await db.select().from(complaints).where(eq(complaints.id, complaint.id));
  expect(row?.closedUnverifiedAt?.getTime()).toBe(at + 30 * DAY);
  expect(row?.status).toBe("in_progress");
});

it("a complainant who answered gets no reminder: both are skipped", async () => {
  const at = Date.now() + 100 * DAY;
  const { complaint } = await claimed(at);
  expect(
    await answerResponse(postbox, complaint.userId, complaint, complaint.id, "yes", at + DAY),
  ).toMatchObject({ ok: true });
  expect(await overlapping(at + 8 * DAY)).toEqual({ sent: 0, skipped: 1 });
  expect(await overlapping(at + 22 * DAY)).toEqual({ sent: 0, skipped: 1 });
  expect(await remindersOf(complaint.id)).toHaveLength(0);
  const left = await db
    .select({ sentAt: reminders.sentAt, skipped: reminders.skipped })
    .from(reminders)
    .where(eq(reminders.complaintId, complaint.id));
  expect(left.every((r) => r.skipped && r.sentAt !== null)).toBe(true);
});

it("the migration's first run books only reminders still ahead and sends none", async () => {
  const migration = env.TEST_MIGRATIONS.find((m) => m.name.includes("complainant_resolves"));
  expect(migration).toBeDefined();
  // Its data statements, as they ran over the complaints the last release left.
  const data = (migration?.queries ?? []).filter((query) =>
    /^\s*(--[^\n]*\n\s*)*(UPDATE|INSERT)/.test(query),
  );
  expect(data.length).toBe(6);

  const now = Date.now();
  const company = await createClaimedCompany();
  const legacy = async (resolvedDaysAgo: number, satisfied: boolean | null) => {
    const complaint = await createComplaint({
      companyId: company.id,
      companyName: company.name,
      createdAt: new Date(now - (resolvedDaysAgo + 5) * DAY),
    });
    const resolvedAt = new Date(now - resolvedDaysAgo * DAY);
    await db
      .update(complaints)
      .set({
        status: "resolved",
        hasResponse: true,
        responseAt: new Date(resolvedAt.getTime() - DAY),
        resolvedAt,
        updatedAt: resolvedAt,
        isSatisfied: satisfied,
      })
      .where(eq(complaints.id, complaint.id));
    return complaint.id;
  };
  const oldClaim = await legacy(40, null);
  const tenDays = await legacy(10, null);
  const twoDays = await legacy(2, null);
  const confirmedYes = await legacy(5, true);
  const ids = [oldClaim, tenDays, twoDays, confirmedYes];

  for (const query of data) await env.DB.prepare(query).run();

  const rows = await db.select().from(complaints).where(inArray(complaints.id, ids));
  const of = (id: string) => rows.find((row) => row.id === id);
  expect(of(oldClaim)).toMatchObject({ status: "in_progress", verdict: null, resolvedAt: null });
  expect(of(oldClaim)?.closedUnverifiedAt?.getTime()).toBe(now - 40 * DAY + 30 * DAY);
  expect(of(tenDays)).toMatchObject({ status: "in_progress", closedUnverifiedAt: null });
  expect(of(tenDays)?.companyResolvedAt?.getTime()).toBe(now - 10 * DAY);
  expect(of(confirmedYes)).toMatchObject({ status: "resolved", verdict: "resolved" });
  expect(of(confirmedYes)?.companyResolvedAt).toBeNull();

  const booked = await db
    .select({ complaintId: reminders.complaintId, dueAt: reminders.dueAt })
    .from(reminders)
    .where(inArray(reminders.complaintId, ids));
  // Ten days in: only the 21-day reminder is ahead. Two days in: both. None for the others.
  expect(booked.filter((r) => r.complaintId === tenDays).map((r) => r.dueAt.getTime())).toEqual([
    now - 10 * DAY + 21 * DAY,
  ]);
  expect(booked.filter((r) => r.complaintId === twoDays)).toHaveLength(2);
  expect(
    booked.filter((r) => r.complaintId === oldClaim || r.complaintId === confirmedYes),
  ).toEqual([]);

  // The job's first run after the migration: nothing is due yet, nothing is sent.
  expect(await sendDueReminders(postbox, now)).toMatchObject({ sent: 0 });
  for (const id of ids) expect(await remindersOf(id)).toHaveLength(0);
});
