/**
 * Issue 62, decision 043: an unmanaged company's contact address gets one reminder before its
 * complaint escalates, within the one cadence of mail to that address; a company still silent a
 * week after escalation is followed up once (its members in the app and by mail, or its address),
 * and the follow-up is on the complaint's page and in its file.
 */
import { complaints, mailQueue, reminders } from "@worker/db/schema";
import { respondToComplaint } from "@worker/services/companies/responses";
import { listNotifications } from "@worker/services/notifications";
import { CONTACT_MAIL_KINDS } from "@worker/services/outreach/cadence";
import { bookCompanyClockReminders } from "@worker/services/reminders/company-clock";
import { sendDueReminders } from "@worker/services/reminders/run";
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import * as complaintRoute from "~/routes/complaint/route";
import {
  createClaimedCompany,
  createComplaint,
  db,
  postbox as plainPostbox,
  testPostbox,
} from "../factories";
import { fetchApp, get } from "../harness/app";
import { ENGLISH, type RouteModule, renderPage } from "../i18n/render";
import { companyWithDomain, file, loadRoutes, outreachEnv } from "../outreach/setup";

beforeAll(loadRoutes, 60_000);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const queuedTo = (address: string) =>
  db
    .select({ kind: mailQueue.kind, text: mailQueue.textBody, at: mailQueue.createdAt })
    .from(mailQueue)
    .where(eq(mailQueue.toAddress, address))
    .orderBy(asc(mailQueue.createdAt));

/** The reminders job's two steps, twice at once, as overlapping cron runs would run them. */
async function overlapping(now: number) {
  const postbox = testPostbox({ env: outreachEnv, now: () => now });
  const run = async () => {
    await bookCompanyClockReminders(db, now);
    return sendDueReminders(postbox, now);
  };
  const [a, b] = await Promise.all([run(), run()]);
  return { sent: (a.sent ?? 0) + (b.sent ?? 0), skipped: (a.skipped ?? 0) + (b.skipped ?? 0) };
}

/** A complaint about an unmanaged company, mailed to its support@ mailbox at once. */
async function reached(text: string) {
  const company = await companyWithDomain();
  const filed = await file(company, text);
  const support = `support@${company.domain}`;
  expect((await queuedTo(support)).map((mail) => mail.kind)).toEqual(["company_outreach"]);
  // Sent to the company when the mail went (here: its queueing, as delivery would stamp it).
  const [row] = await db.select().from(complaints).where(eq(complaints.id, filed.id));
  const sentAt = row?.createdAt.getTime() ?? 0;
  await db
    .update(complaints)
    .set({ sentToCompanyAt: new Date(sentAt), sentToCompanyVia: "support_mailbox" })
    .where(eq(complaints.id, filed.id));
  return { company, support, id: filed.id, sentAt };
}

it("the cadence counts the reminder and the follow-up with the outreach mail and the last notice", () => {
  expect(CONTACT_MAIL_KINDS).toEqual([
    "company_outreach",
    "company_last_notice",
    "company_reminder",
    "company_follow_up",
    "company_letter",
  ]);
});

it("an unmanaged company's address is reminded once, 24 hours after the complaint reached it", async () => {
  const { support, id, sentAt } = await reached(
    "The washing machine leaks and the shop has not replied to three mails.",
  );
  await overlapping(sentAt + MINUTE);
  const booked = await db
    .select({ dueAt: reminders.dueAt })
    .from(reminders)
    .where(and(eq(reminders.complaintId, id), eq(reminders.kind, "contact_due")));
  expect(booked.map((r) => r.dueAt.getTime())).toEqual([sentAt + DAY]);
  await overlapping(sentAt + DAY - MINUTE);
  expect((await queuedTo(support)).map((mail) => mail.kind)).toEqual(["company_outreach"]);
  await overlapping(sentAt + DAY + MINUTE);
  await overlapping(sentAt + DAY + 2 * MINUTE);
  const mails = await queuedTo(support);
  expect(mails.map((mail) => mail.kind)).toEqual(["company_outreach", "company_reminder"]);
  expect(mails[1]?.text).toContain(`/complaint/${id}`);
  expect(mails[1]?.text).toContain("it has no answer yet");
  expect(mails[1]?.text).toContain("UCK writes to this address at most once in any 24 hours");
});

it("within the cadence: a mail to the address 20 hours in moves the reminder to 44 hours", async () => {
  const { support, sentAt } = await reached(
    "The courier lost my parcel and the company keeps closing my tickets.",
  );
  await overlapping(sentAt + MINUTE);
  // Another counted mail to the same address 20 hours after the first.
  await db.insert(mailQueue).values({
    id: crypto.randomUUID(),
    kind: "company_outreach",
    toAddress: support,
    subject: "Another customer's complaint",
    textBody: "…",
    status: "sent",
    nextAttemptAt: new Date(sentAt + 20 * HOUR),
    createdAt: new Date(sentAt + 20 * HOUR),
  });
  await overlapping(sentAt + DAY + MINUTE);
  expect((await queuedTo(support)).map((mail) => mail.kind)).not.toContain("company_reminder");
  await overlapping(sentAt + 44 * HOUR + MINUTE);
  const kinds = (await queuedTo(support)).map((mail) => mail.kind);
  expect(kinds.filter((kind) => kind === "company_reminder")).toHaveLength(1);
});

it("a claimed company still silent a week after escalation is followed up once; the page and file say so", async () => {
  const at = Date.now() - 8 * DAY;
  const company = await createClaimedCompany();
  const complaint = await createComplaint({
    companyId: company.id,
    companyName: company.name,
    createdAt: new Date(at),
  });
  const answered = await createComplaint({
    companyId: company.id,
    companyName: company.name,
    createdAt: new Date(at),
  });
  for (const id of [complaint.id, answered.id])
    await db
      .update(complaints)
      .set({
        status: "escalated",
        escalatedAt: new Date(at + 48 * HOUR),
        sentToCompanyAt: new Date(at),
        sentToCompanyVia: "members",
      })
      .where(eq(complaints.id, id));
  await overlapping(at + 48 * HOUR + MINUTE);
  // Answered after the escalation: never followed up.
  expect(
    await respondToComplaint(
      plainPostbox,
      company.member.id,
      answered.id,
      {
        text: "Sorry for the wait, it is sorted.",
        offerReimbursement: "off",
        category: "explanation",
        reimbursement: "",
      },
      at + 4 * DAY,
    ),
  ).toMatchObject({ ok: true });
  expect(await overlapping(at + 48 * HOUR + 7 * DAY - MINUTE)).toEqual({ sent: 0, skipped: 0 });
  expect(await overlapping(at + 48 * HOUR + 7 * DAY + MINUTE)).toEqual({ sent: 1, skipped: 1 });
  await overlapping(at + 48 * HOUR + 7 * DAY + 2 * MINUTE);
  const told = (await listNotifications(db, company.member.id, null)).items.filter((item) =>
    item.text.startsWith("A week after it escalated"),
  );
  expect(told).toHaveLength(1);
  const rows = await db
    .select({ id: complaints.id, followUpAt: complaints.followUpAt })
    .from(complaints)
    .where(eq(complaints.companyId, company.id));
  expect(rows.find((r) => r.id === complaint.id)?.followUpAt?.getTime()).toBe(
    at + 48 * HOUR + 7 * DAY + MINUTE,
  );
  expect(rows.find((r) => r.id === answered.id)?.followUpAt).toBeNull();

  const fileJson = (await fetchApp(get(`/complaint/${complaint.id}/file.json`))).body as {
    timeline: { kind: string; at: string }[];
  };
  expect(fileJson.timeline.map((event) => event.kind)).toEqual(
    expect.arrayContaining(["escalated", "follow_up"]),
  );
  // The complaint's page, as a visitor reads it (escalated: its panel is public).
  const page = await renderPage(complaintRoute as unknown as RouteModule, {
    path: "complaint/:id",
    url: `/complaint/${complaint.id}`,
    params: { id: complaint.id },
    headers: ENGLISH,
  });
  expect(page.text).toContain(`UCK followed up with ${company.name} on`);
});

it("an unmanaged company still silent a week after escalation gets one follow-up mail", async () => {
  const { support, id, sentAt } = await reached(
    "The gym keeps charging me after I cancelled, in writing, twice.",
  );
  await db
    .update(complaints)
    .set({ status: "escalated", escalatedAt: new Date(sentAt + 48 * HOUR) })
    .where(eq(complaints.id, id));
  await overlapping(sentAt + 48 * HOUR + MINUTE);
  await overlapping(sentAt + 48 * HOUR + 7 * DAY + MINUTE);
  await overlapping(sentAt + 48 * HOUR + 7 * DAY + 2 * MINUTE);
  const mails = (await queuedTo(support)).filter((mail) => mail.kind === "company_follow_up");
  expect(mails).toHaveLength(1);
  expect(mails[0]?.text).toContain("It escalated a week ago and still has no answer");
  const [row] = await db
    .select({ followUpAt: complaints.followUpAt })
    .from(complaints)
    .where(eq(complaints.id, id));
  expect(row?.followUpAt).not.toBeNull();
});
