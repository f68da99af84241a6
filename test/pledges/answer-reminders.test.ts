/**
 * Issue 62, decision 043: a claimed company's members are reminded of an unanswered complaint at
 * 24 and 40 hours after it reached the company, in the app and by mail, once each across
 * overlapping runs, never after an answer, and folded into one when many are due together.
 */
import { companies, companyMembers, complaints, mailQueue, reminders } from "@worker/db/schema";
import { respondToComplaint } from "@worker/services/companies/responses";
import { mailText } from "@worker/services/mail/messages";
import { wordsOf } from "@worker/services/mail/words";
import { listNotifications } from "@worker/services/notifications";
import { bookAnswerReminders } from "@worker/services/reminders/answer-due";
import { sendDueReminders } from "@worker/services/reminders/run";
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { createClaimedCompany, createComplaint, createUser, db, postbox } from "../factories";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

async function company() {
  const made = await createClaimedCompany();
  await db
    .update(companies)
    .set({ subscriptionTier: "Enterprise" })
    .where(eq(companies.id, made.id));
  const second = await createUser();
  await db.insert(companyMembers).values({ companyId: made.id, userId: second.id, role: "member" });
  return { ...made, second };
}

async function sent(c: { id: string; name: string }, at: number) {
  const complaint = await createComplaint({
    companyId: c.id,
    companyName: c.name,
    createdAt: new Date(at),
  });
  await db
    .update(complaints)
    .set({ sentToCompanyAt: new Date(at), sentToCompanyVia: "members" })
    .where(eq(complaints.id, complaint.id));
  return complaint;
}

/** The job's two steps, twice at once, as overlapping cron invocations would run them. */
async function overlapping(now: number) {
  const run = async () => {
    await bookAnswerReminders(db, now);
    return sendDueReminders(postbox, now);
  };
  const [a, b] = await Promise.all([run(), run()]);
  return { sent: (a.sent ?? 0) + (b.sent ?? 0), skipped: (a.skipped ?? 0) + (b.skipped ?? 0) };
}

const remindersTo = async (userId: string) =>
  (await listNotifications(db, userId, null)).items
    .map((item) => item.text)
    .filter((text) => text.includes("waited"));

const mailsTo = async (userId: string) =>
  db
    .select({ id: mailQueue.id })
    .from(mailQueue)
    .where(and(eq(mailQueue.userId, userId), eq(mailQueue.kind, "complaint_filed")));

it("one at 24 hours, one at 40, to every member, once each across overlapping runs", async () => {
  const at = Date.now() + 10 * DAY;
  const c = await company();
  const complaint = await sent(c, at);
  expect(await bookAnswerReminders(db, at + MINUTE)).toBeGreaterThanOrEqual(2);
  const booked = await db
    .select({ dueAt: reminders.dueAt })
    .from(reminders)
    .where(and(eq(reminders.complaintId, complaint.id), eq(reminders.kind, "answer_due")));
  expect(booked.map((r) => r.dueAt.getTime()).sort()).toEqual([at + 24 * HOUR, at + 40 * HOUR]);

  await overlapping(at + 23 * HOUR);
  expect(await remindersTo(c.member.id)).toHaveLength(0);
  await overlapping(at + 24 * HOUR + MINUTE);
  await overlapping(at + 24 * HOUR + 2 * MINUTE);
  for (const member of [c.member.id, c.second.id])
    expect(await remindersTo(member)).toEqual([
      `A complaint about ${c.name} has waited 24 hours for an answer: 24 hours are left before it escalates`,
    ]);
  expect(await mailsTo(c.member.id)).toHaveLength(1);

  await overlapping(at + 40 * HOUR + MINUTE);
  await overlapping(at + 40 * HOUR + 2 * MINUTE);
  const told = await remindersTo(c.member.id);
  expect(told).toHaveLength(2);
  expect(told).toContain(
    `A complaint about ${c.name} has waited 40 hours for an answer: 8 hours are left before it escalates`,
  );
  expect(await mailsTo(c.second.id)).toHaveLength(2);
  // The complainant is not told: the reminders are the company's.
  expect(await remindersTo(complaint.userId)).toHaveLength(0);
});

it("none after an answer: the 40-hour reminder is skipped", async () => {
  const at = Date.now() + 20 * DAY;
  const c = await company();
  const complaint = await sent(c, at);
  await bookAnswerReminders(db, at + MINUTE);
  await overlapping(at + 24 * HOUR + MINUTE);
  expect(await remindersTo(c.second.id)).toHaveLength(1);
  expect(
    await respondToComplaint(
      postbox,
      c.member.id,
      complaint.id,
      {
        text: "We are on it.",
        offerReimbursement: "off",
        category: "explanation",
        reimbursement: "",
      },
      at + 30 * HOUR,
    ),
  ).toMatchObject({ ok: true });
  expect(await overlapping(at + 40 * HOUR + MINUTE)).toMatchObject({ sent: 0 });
  expect(await remindersTo(c.second.id)).toHaveLength(1);
  const [late] = await db
    .select({ skipped: reminders.skipped })
    .from(reminders)
    .where(eq(reminders.subjectId, `${complaint.id}:40`));
  expect(late?.skipped).toBe(true);
});

it("folded when many: five due together are one notification and one mail per member", async () => {
  const at = Date.now() + 30 * DAY;
  const c = await company();
  for (let i = 0; i < 5; i += 1) await sent(c, at);
  await bookAnswerReminders(db, at + MINUTE);
  expect(await overlapping(at + 24 * HOUR + MINUTE)).toMatchObject({ sent: 5 });
  expect(await remindersTo(c.second.id)).toEqual([
    `5 complaints about ${c.name} have waited 24 hours for an answer: 24 hours are left before they escalate`,
  ]);
  expect(await mailsTo(c.second.id)).toHaveLength(1);
});

it("a complaint first seen after its 24 hours gets only the reminder still ahead", async () => {
  const at = Date.now() + 40 * DAY;
  const c = await company();
  const complaint = await sent(c, at);
  await bookAnswerReminders(db, at + 30 * HOUR);
  const booked = await db
    .select({ subjectId: reminders.subjectId })
    .from(reminders)
    .where(eq(reminders.complaintId, complaint.id));
  expect(booked.map((r) => r.subjectId)).toEqual([`${complaint.id}:40`]);
  // An unclaimed company has no members to remind: nothing is booked for it.
  const unclaimed = await createComplaint({ createdAt: new Date(at) });
  await db
    .update(complaints)
    .set({ sentToCompanyAt: new Date(at), sentToCompanyVia: "members" })
    .where(eq(complaints.id, unclaimed.id));
  await bookAnswerReminders(db, at + MINUTE);
  const none = await db
    .select({ id: reminders.id })
    .from(reminders)
    .where(eq(reminders.complaintId, unclaimed.id));
  expect(none).toHaveLength(0);
});

it("the reminder's mail says the hours in each language, the fold links to the open complaints", async () => {
  const base = {
    kind: "complaint_filed" as "complaint_filed" | "complaint_escalated",
    complaintId: "c1",
    text: "The order never arrived.",
    response: null,
    reimbursement: null,
    company: "Acme",
    actor: null,
    comment: null,
    decision: null,
    slug: "acme",
    recipient: null,
  };
  const one = wordsOf({ ...base, dueHours: 40 }, "https://uck.example");
  expect(one?.subject).toBe("Reminder: a complaint about Acme has waited 40 hours");
  expect(one?.paragraphs.join(" ")).toContain("8 hours are left before it escalates");
  expect(one?.action.url).toBe("https://uck.example/complaint/c1");
  const many = wordsOf(
    { ...base, complaintId: null, text: null, dueHours: 24, count: 5 },
    "https://uck.example",
    mailText("es"),
  );
  expect(many?.subject).toBe("Recordatorio: 5 quejas sobre Acme llevan 24 horas esperando");
  expect(many?.action.url).toBe("https://uck.example/company/acme?status=open");
  // The follow-up a week after escalation, to the members.
  const followUp = wordsOf(
    { ...base, kind: "complaint_escalated", recipient: "company", followUp: 1 },
    "https://uck.example",
  );
  expect(followUp?.subject).toBe("A week later: a complaint about Acme is still without an answer");
  expect(followUp?.paragraphs.join(" ")).toContain("UCK follows up once.");
  const tr = wordsOf({ ...base, dueHours: 24 }, "https://uck.example", mailText("tr"));
  expect(tr?.subject).toBe("Hatırlatma: Acme hakkındaki bir şikâyet 24 saattir bekliyor");
});
