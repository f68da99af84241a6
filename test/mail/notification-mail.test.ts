/**
 * Mail when a company responds: queued in the response's own batch (once per cause), sent after
 * the response, retried when the send fails, never twice under overlapping runs; one click on the
 * mail's unsubscribe link (a POST without a session) stops the next one.
 */

import { env } from "cloudflare:workers";
import { MAIL_ATTEMPTS } from "@shared/mail-limits";
import { parseConfig } from "@worker/config";
import { emailOutbox, mailQueue, users } from "@worker/db/schema";
import { deliverDueMails } from "@worker/services/mail/deliver";
import { createMailer } from "@worker/services/mail/mailer";
import { mailSettingsOf } from "@worker/services/mail/unsubscribe";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { createClaimedCompany, createComplaint, createUser, db } from "../factories";
import { fetchApp, post, sessionCookie } from "../harness/app";

beforeAll(async () => {
  await import("../../app/routes/company/route");
  await import("../../app/routes/profile/route");
}, 60_000);

const HOST = "http://localhost";

async function companyWithMember() {
  const company = await createClaimedCompany();
  return { ...company, cookie: await sessionCookie(company.member.id) };
}

/** A complaint by this person about the company, filed now. */
const fileAbout = (company: { id: string; name: string }, userId: string) =>
  createComplaint({ userId, companyId: company.id, companyName: company.name });

const mailsTo = async (complainantId: string) => {
  const [user] = await db.select().from(users).where(eq(users.id, complainantId));
  return db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, user?.email ?? ""));
};

async function respond(
  company: Awaited<ReturnType<typeof companyWithMember>>,
  complaintId: string,
) {
  return fetchApp(
    post(
      `/company/${company.slug}`,
      {
        form: {
          intent: "respond",
          complaintId,
          text: "We refunded the ticket <today> & apologise.",
          offerReimbursement: "on",
          reimbursement: "$40 voucher",
          category: "explanation",
        },
      },
      company.cookie,
    ),
  );
}

it("a response mails the complainant once, after the response, with the answer, the link and one-click unsubscribe", async () => {
  const company = await companyWithMember();
  const complainant = await createUser();
  const { id } = await createComplaint({
    userId: complainant.id,
    companyId: company.id,
    companyName: company.name,
    text: "My flight was cancelled and nobody refunded the ticket.",
  });
  const answered = await respond(company, id);
  expect(answered.status).toBe(200);

  const mails = await mailsTo(complainant.id);
  expect(mails).toHaveLength(1);
  const [mail] = mails;
  expect(mail?.subject).toBe(`${company.name} responded to your complaint`);
  expect(mail?.kind).toBe("company_responded");
  expect(mail?.textBody).toContain("We refunded the ticket <today> & apologise.");
  expect(mail?.textBody).toContain("They offer a reimbursement: $40 voucher");
  expect(mail?.textBody).toContain(`Open your complaint: ${HOST}/complaint/${id}`);
  // The HTML part escapes what the company wrote and carries no tracking pixel.
  expect(mail?.htmlBody).toContain("We refunded the ticket &#60;today&#62; &#38; apologise.");
  expect(mail?.htmlBody).not.toMatch(/<img/i);
  const unsubscribe = mail?.headers?.["List-Unsubscribe"] ?? "";
  expect(unsubscribe).toMatch(
    /^<http:\/\/localhost\/unsubscribe\?t=[\w-]{43}&k=company_responded>$/,
  );
  expect(mail?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  expect(mail?.textBody).toContain(`Stop these mails: ${unsubscribe.slice(1, -1)}`);

  // Another run (the cron) finds nothing left to send.
  const mailer = createMailer(parseConfig(env), db);
  expect(await deliverDueMails({ db, mailer, publicHost: HOST }, Date.now())).toEqual({
    sent: 0,
    retrying: 0,
    failed: 0,
    held: 0,
  });
  expect(await mailsTo(complainant.id)).toHaveLength(1);

  // One click from the mail: a POST with RFC 8058's body, no cookie, no Origin.
  const url = new URL(unsubscribe.slice(1, -1));
  const clicked = await fetchApp(
    new Request(`${HOST}${url.pathname}${url.search}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    }),
  );
  expect(clicked.status).toBe(200);
  const next = await fileAbout(company, complainant.id);
  expect((await respond(company, next.id)).status).toBe(200);
  expect(await mailsTo(complainant.id)).toHaveLength(1);
  const queued = await db.select().from(mailQueue).where(eq(mailQueue.userId, complainant.id));
  expect(queued).toHaveLength(1);

  // A made-up token stops nothing.
  const forged = await fetchApp(
    new Request(`${HOST}/unsubscribe?t=${"A".repeat(43)}&k=company_responded`, { method: "POST" }),
  );
  expect(forged.status).toBe(400);
});

it("a failed send is retried later and sent once; overlapping runs never send it twice", async () => {
  const company = await companyWithMember();
  const complainant = await createUser();
  const { id } = await fileAbout(company, complainant.id);
  // The mail API is down for the response's own attempt.
  const config = parseConfig({
    ...env,
    MAIL_TRANSPORT: "http",
    MAIL_API_KEY: "test-key",
    MAIL_API_URL: "https://mail.example/send",
    MAIL_FROM: "UCK <mail@uck.example>",
  });
  let calls = 0;
  let up = false;
  const fetchStub = (async () => {
    calls += 1;
    return new Response(up ? "{}" : "down", { status: up ? 200 : 503 });
  }) as unknown as typeof fetch;
  const mailer = createMailer(config, db, fetchStub);
  const deps = { db, mailer, publicHost: HOST };
  // Queued by the response (its own send used the test's outbox transport: clear that row).
  expect((await respond(company, id)).status).toBe(200);
  const [row] = await db.select().from(mailQueue).where(eq(mailQueue.userId, complainant.id));
  expect(row?.status).toBe("sent");
  await db
    .update(mailQueue)
    .set({ status: "queued", attempts: 0, sentAt: null })
    .where(eq(mailQueue.userId, complainant.id));

  const now = Date.now();
  expect(await deliverDueMails(deps, now)).toMatchObject({ sent: 0, retrying: 1 });
  const [waiting] = await db.select().from(mailQueue).where(eq(mailQueue.userId, complainant.id));
  expect(waiting).toMatchObject({ status: "queued", attempts: 1 });
  expect(waiting?.nextAttemptAt.getTime()).toBe(now + 5 * 60_000);
  // Not due yet: nothing is tried.
  expect(await deliverDueMails(deps, now + 60_000)).toMatchObject({ sent: 0, retrying: 0 });
  expect(calls).toBe(1);

  up = true;
  const later = now + 5 * 60_000;
  const [first, second] = await Promise.all([
    deliverDueMails(deps, later),
    deliverDueMails(deps, later),
  ]);
  expect((first?.sent ?? 0) + (second?.sent ?? 0)).toBe(1);
  expect(calls).toBe(2);
  const [done] = await db.select().from(mailQueue).where(eq(mailQueue.userId, complainant.id));
  expect(done).toMatchObject({ status: "sent", attempts: 2 });
  expect(MAIL_ATTEMPTS).toBe(5);
});

it("the profile's Mail section sets each kind to at once, daily or never; a bad value is refused", async () => {
  const company = await companyWithMember();
  const complainant = await createUser();
  const cookie = await sessionCookie(complainant.id);
  const save = (form: Record<string, string>) =>
    fetchApp(post("/profile", { form: { intent: "mail-settings", ...form } }, cookie));
  const before = await mailSettingsOf(db, complainant.id);
  expect(before.modes.company_responded).toBe("immediate");
  // Mail about new complaints is offered only to someone who manages a company.
  expect(before.kinds).not.toContain("complaint_filed");
  expect((await mailSettingsOf(db, company.member.id)).kinds).toContain("complaint_filed");

  expect((await save({ company_responded: "never", complaint_commented: "daily" })).status).toBe(
    200,
  );
  const after = await mailSettingsOf(db, complainant.id);
  expect(after.modes).toMatchObject({
    company_responded: "never",
    complaint_commented: "daily",
    complaint_resolved: "immediate",
  });
  const quiet = await fileAbout(company, complainant.id);
  expect((await respond(company, quiet.id)).status).toBe(200);
  expect(await mailsTo(complainant.id)).toHaveLength(0);

  const refused = await save({ company_responded: "hourly" });
  expect(refused.status).toBe(400);
  expect((await mailSettingsOf(db, complainant.id)).modes.company_responded).toBe("never");

  expect((await save({ company_responded: "immediate" })).status).toBe(200);
  // A kind the form did not send keeps its mode.
  expect((await mailSettingsOf(db, complainant.id)).modes.complaint_commented).toBe("daily");
  const heard = await fileAbout(company, complainant.id);
  expect((await respond(company, heard.id)).status).toBe(200);
  expect(await mailsTo(complainant.id)).toHaveLength(1);
});
