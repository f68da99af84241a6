/**
 * Every kind of notification mail reaches the person it concerns, through the real routes and
 * the escalation job, each with its own one-click unsubscribe; mail a person reads daily waits
 * for one digest per day, which overlapping or repeated runs send once.
 */

import { env } from "cloudflare:workers";
import { ESCALATION_WINDOW_MS } from "@shared/escalation";
import { parseConfig } from "@worker/config";
import { companyFollows, complaints, emailOutbox, mailQueue } from "@worker/db/schema";
import { escalateOverdueComplaints } from "@worker/jobs/escalation";
import { createMailer } from "@worker/mail/mailer";
import { type DeliveryDeps, deliverDueMails } from "@worker/services/mail/deliver";
import { digestDay, makeDailyDigests } from "@worker/services/mail/fold";
import { mailSettingsOf, setMailSettings } from "@worker/services/mail/unsubscribe";
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { createClaimedCompany, createComplaint, createUser, db, postbox } from "./factories";
import { fetchApp, post, sessionCookie } from "./harness/app";

beforeAll(async () => {
  await import("../app/routes/company.$slug");
  await import("../app/routes/complaint.$id");
  await import("../app/routes/create");
}, 60_000);

const HOST = "http://localhost";
const mail = () => ({ db, mailer: createMailer(parseConfig(env), db), publicHost: HOST });

/** What the cron does for digests: the day's digests are made, then delivered like all mail. */
async function sendDailyDigests(deps: DeliveryDeps, now: number) {
  await makeDailyDigests(deps.db, now);
  return deliverDueMails(deps, now);
}

const mailsTo = async (userId: string) => {
  const [user] = await db.query.users.findMany({ where: (u, { eq }) => eq(u.id, userId) });
  return db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, user?.email ?? ""))
    .orderBy(emailOutbox.createdAt);
};

async function person(name?: string) {
  const user = await createUser(name ? { name } : {});
  return { ...user, cookie: await sessionCookie(user.id) };
}

const comment = (complaintId: string, cookie: string, text: string) =>
  fetchApp(post(`/complaint/${complaintId}`, { form: { intent: "comment", text } }, cookie));

it("each kind mails the person it concerns, with its own link and its own unsubscribe", async () => {
  const company = await createClaimedCompany();
  const memberCookie = await sessionCookie(company.member.id);
  const complainant = await person();
  const commenter = await person("Cora Commenter");

  // Filing tells the company's members (not the complainant).
  const filed = await fetchApp(
    post(
      "/create",
      {
        form: {
          companyName: company.name,
          companySlug: company.slug,
          companyDomain: `${company.slug}.example`,
          text: "The parcel never came and support stopped answering my messages.",
          location: "",
        },
      },
      complainant.cookie,
    ),
  );
  expect(filed.status).toBe(302);
  const [complaint] = await db
    .select({ id: complaints.id })
    .from(complaints)
    .where(eq(complaints.userId, complainant.id));
  const id = complaint?.id ?? "";
  const [memberMail, ...moreMemberMail] = await mailsTo(company.member.id);
  expect(moreMemberMail).toEqual([]);
  expect(memberMail).toMatchObject({
    subject: `New complaint about ${company.name}`,
    kind: "complaint_filed",
  });
  expect(memberMail?.textBody).toContain("The parcel never came");
  expect(memberMail?.textBody).toContain(`Answer the complaint: ${HOST}/complaint/${id}`);
  expect(memberMail?.headers?.["List-Unsubscribe"]).toContain("k=complaint_filed");
  expect(await mailsTo(complainant.id)).toEqual([]);

  // A comment: the complainant reads who wrote what, in the body; the subject names no person.
  expect(
    (await comment(id, commenter.cookie, "Same here, <b>three weeks</b> and nothing.")).status,
  ).toBe(200);
  const [commented] = await mailsTo(complainant.id);
  expect(commented).toMatchObject({
    subject: `New comment on your complaint about ${company.name}`,
    kind: "complaint_commented",
  });
  expect(commented?.textBody).toContain("Cora Commenter wrote: “Same here, <b>three weeks</b>");
  expect(commented?.htmlBody).toContain("&#60;b&#62;three weeks");
  expect(commented?.textBody).toContain(`${HOST}/complaint/${id}#comments-heading`);
  expect(commented?.headers?.["List-Unsubscribe"]).toContain("k=complaint_commented");

  // The company answers, then marks it resolved.
  const answered = await fetchApp(
    post(
      `/company/${company.slug}`,
      { form: { intent: "respond", complaintId: id, text: "We sent a new parcel today." } },
      memberCookie,
    ),
  );
  expect(answered.status).toBe(200);
  const resolved = await fetchApp(
    post(
      `/company/${company.slug}`,
      { form: { intent: "resolve", complaintId: id } },
      memberCookie,
    ),
  );
  expect(resolved.status).toBe(200);
  expect((await mailsTo(complainant.id)).map((m) => [m.kind, m.subject])).toEqual([
    ["complaint_commented", `New comment on your complaint about ${company.name}`],
    ["company_responded", `${company.name} responded to your complaint`],
    ["complaint_resolved", `${company.name} marked your complaint as resolved`],
  ]);
  // The member's own actions mail nobody else, and a repeated resolve mails nothing more.
  await fetchApp(
    post(
      `/company/${company.slug}`,
      { form: { intent: "resolve", complaintId: id } },
      memberCookie,
    ),
  );
  expect(await mailsTo(complainant.id)).toHaveLength(3);
  expect(await mailsTo(company.member.id)).toHaveLength(1);
});

it("escalation mails the complainant once, not the company's followers", async () => {
  const company = await createClaimedCompany();
  const complainant = await person();
  const follower = await person();
  await db
    .insert(companyFollows)
    .values({ id: crypto.randomUUID(), userId: follower.id, companyId: company.id });
  const now = new Date();
  const overdue = await createComplaint({
    userId: complainant.id,
    companyId: company.id,
    companyName: company.name,
    createdAt: new Date(now.getTime() - ESCALATION_WINDOW_MS - 60_000),
  });
  const [first, second] = await Promise.all([
    escalateOverdueComplaints(postbox, now),
    escalateOverdueComplaints(postbox, now),
  ]);
  expect([...(first ?? []), ...(second ?? [])]).toContain(overdue.id);
  await deliverDueMails(mail(), now.getTime());
  const mails = await mailsTo(complainant.id);
  expect(mails.map((m) => m.subject)).toEqual([
    `Your complaint about ${company.name} was escalated`,
  ]);
  expect(mails[0]?.textBody).toContain(`Open your file: ${HOST}/complaint/${overdue.id}/file`);
  // Nothing went to an authority, so the mail does not say it did (issue 34).
  expect(mails[0]?.textBody).toContain("Nothing has been sent to any authority");
  expect(mails[0]?.textBody).not.toContain("to the authorities");
  expect(await mailsTo(follower.id)).toEqual([]);
});

it("a daily digest gathers the day's mail into one, once per person per day", async () => {
  const complainant = await person();
  const commenter = await person("Dan Digest");
  const { id } = await createComplaint({ userId: complainant.id });
  await setMailSettings(db, complainant.id, { complaint_commented: "daily" }, Date.now());
  expect((await comment(id, commenter.cookie, "First: me too, since March.")).status).toBe(200);
  expect((await comment(id, commenter.cookie, "Second: they answered me at last.")).status).toBe(
    200,
  );
  // Nothing goes out at once; both wait for the digest.
  expect(await mailsTo(complainant.id)).toEqual([]);
  const waiting = await db
    .select({ status: mailQueue.status })
    .from(mailQueue)
    .where(eq(mailQueue.userId, complainant.id));
  expect(waiting.map((row) => row.status)).toEqual(["digest", "digest"]);

  const day = Date.UTC(2031, 2, 4);
  const at = (hour: number, plusDays = 0) => day + plusDays * 86_400_000 + hour * 3_600_000;
  // Before the digest hour, nothing.
  expect(await sendDailyDigests(mail(), at(6))).toEqual({
    sent: 0,
    retrying: 0,
    failed: 0,
    held: 0,
  });
  // Two overlapping runs and a third later that day: one mail.
  const runs = await Promise.all([
    sendDailyDigests(mail(), at(7)),
    sendDailyDigests(mail(), at(7)),
  ]);
  expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(1);
  expect((await sendDailyDigests(mail(), at(9))).sent).toBe(0);
  const [digest, ...more] = await mailsTo(complainant.id);
  expect(more).toEqual([]);
  expect(digest?.subject).toBe("Your day on UCK: 2 updates");
  expect(digest?.kind).toBe("daily_digest");
  expect(digest?.textBody).toContain("First: me too, since March.");
  expect(digest?.textBody).toContain("Second: they answered me at last.");
  expect(digest?.headers?.["List-Unsubscribe"]).toMatch(/k=digest>$/);
  expect(digest?.htmlBody).not.toMatch(/<img/i);

  // What arrives after today's digest waits for tomorrow's.
  expect((await comment(id, commenter.cookie, "Third: still waiting.")).status).toBe(200);
  expect((await sendDailyDigests(mail(), at(10))).sent).toBe(0);
  expect((await sendDailyDigests(mail(), at(7, 1))).sent).toBe(1);
  const [, tomorrow] = await mailsTo(complainant.id);
  expect(tomorrow?.subject).toBe("Your day on UCK: 1 update");
  expect(tomorrow?.textBody).toContain("Third: still waiting.");
  expect(tomorrow?.textBody).not.toContain("First: me too");

  // The digest's one-click link stops every kind read daily.
  const link = new URL((tomorrow?.headers?.["List-Unsubscribe"] ?? "").slice(1, -1));
  const clicked = await fetchApp(
    new Request(`${HOST}${link.pathname}${link.search}`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
    }),
  );
  expect(clicked.status).toBe(200);
  expect((await mailSettingsOf(db, complainant.id)).modes.complaint_commented).toBe("never");
  expect(digestDay(at(7, 1))).toBe("2031-03-05");
});

it("a digest whose send fails is tried again by a later run and sent once", async () => {
  const complainant = await person();
  const commenter = await person();
  const { id } = await createComplaint({ userId: complainant.id });
  await setMailSettings(db, complainant.id, { complaint_commented: "daily" }, Date.now());
  expect((await comment(id, commenter.cookie, "Waiting for the digest.")).status).toBe(200);
  const config = parseConfig({
    ...env,
    MAIL_TRANSPORT: "http",
    MAIL_API_KEY: "test-key",
    MAIL_API_URL: "https://mail.example/send",
    MAIL_FROM: "UCK <mail@uck.example>",
  });
  let up = false;
  let calls = 0;
  const fetchStub = (async () => {
    calls += 1;
    return new Response(up ? "{}" : "down", { status: up ? 200 : 503 });
  }) as unknown as typeof fetch;
  const deps = { db, mailer: createMailer(config, db, fetchStub), publicHost: HOST };
  const morning = Date.UTC(2031, 5, 1, 8);
  expect(await sendDailyDigests(deps, morning)).toMatchObject({ sent: 0, retrying: 1 });
  up = true;
  expect(await sendDailyDigests(deps, morning + 15 * 60_000)).toMatchObject({ sent: 1 });
  expect(await sendDailyDigests(deps, morning + 30 * 60_000)).toMatchObject({ sent: 0 });
  expect(calls).toBe(2);
  const [row] = await db
    .select({ status: mailQueue.status, attempts: mailQueue.attempts })
    .from(mailQueue)
    .where(and(eq(mailQueue.userId, complainant.id), eq(mailQueue.kind, "daily_digest")))
    .orderBy(desc(mailQueue.createdAt));
  expect(row).toEqual({ status: "sent", attempts: 2 });
});
