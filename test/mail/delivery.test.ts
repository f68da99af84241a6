/**
 * One delivery model for every mail: queued, sent after the answer, retried with the same
 * Idempotency-Key (so a send the provider accepted is never sent twice), never retried after the
 * provider forgets the key, capped per recipient with the rest folded into one mail, and with
 * nothing another person typed in a subject or clickable in a body.
 */

import { env } from "cloudflare:workers";
import { MAIL_HOURLY_CAP, MAIL_RETRY_HORIZON_MS } from "@shared/mail-limits";
import { parseConfig } from "@worker/config";
import { authTokens, emailOutbox, mailQueue, users } from "@worker/db/schema";
import { requestPasswordReset } from "@worker/services/accounts/mail-links";
import { deliverDueMails } from "@worker/services/mail/deliver";
import { createMailer } from "@worker/services/mail/mailer";
import { queueMessage } from "@worker/services/mail/queue";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { createComplaint, createUser, db, testPostbox } from "../factories";
import { fetchApp, post, sessionCookie } from "../harness/app";

beforeAll(async () => {
  await import("../../app/routes/complaint/route");
}, 60_000);

const HOST = "http://localhost";
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A mail provider as Resend behaves: a key it has seen answers as before and sends nothing. */
function providerStub(options: { timeOutFirst?: boolean; down?: () => boolean } = {}) {
  const delivered: { key: string; body: string }[] = [];
  const keys: string[] = [];
  const seen = new Set<string>();
  let first = true;
  const fetchImpl = (async (_url: string, init: RequestInit) => {
    const key = new Headers(init.headers).get("Idempotency-Key") ?? "";
    keys.push(key);
    if (options.down?.()) return new Response("down", { status: 503 });
    if (!seen.has(key)) {
      seen.add(key);
      delivered.push({ key, body: String(init.body) });
    }
    if (options.timeOutFirst && first) {
      first = false;
      // Accepted, but the answer never arrives: the sender's 10-second timeout ends the wait.
      throw new DOMException("The operation timed out.", "TimeoutError");
    }
    return Response.json({ id: `re_${key}` });
  }) as unknown as typeof fetch;
  return { fetchImpl, delivered, keys };
}

const httpConfig = parseConfig({
  ...env,
  MAIL_TRANSPORT: "http",
  MAIL_API_KEY: "test-key",
  MAIL_API_URL: "https://mail.example/send",
  MAIL_FROM: "UCK <mail@uck.example>",
});

async function emailOf(userId: string) {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? "";
}

it("a send the provider accepted but never answered is retried with its key and sent once", async () => {
  const provider = providerStub({ timeOutFirst: true });
  const deps = { db, mailer: createMailer(httpConfig, db, provider.fetchImpl), publicHost: HOST };
  const postbox = testPostbox();
  const to = `once-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const mail = queueMessage(
    postbox,
    { to, subject: "Verify your email for UCK", text: "Hello", kind: "verify_email" },
    Date.now(),
  );
  await mail.statement;

  const now = Date.now();
  expect(await deliverDueMails(deps, now)).toMatchObject({ sent: 0, retrying: 1 });
  // The cron's run after the first retry delay: the same key, the same bytes.
  expect(await deliverDueMails(deps, now + 5 * MINUTE)).toMatchObject({ sent: 1 });
  expect(provider.keys).toEqual([`uck-mail-${mail.id}`, `uck-mail-${mail.id}`]);
  expect(provider.delivered).toHaveLength(1);
  // Later runs find nothing left to send.
  expect(await deliverDueMails(deps, now + 6 * HOUR)).toMatchObject({ sent: 0, retrying: 0 });
  expect(provider.delivered).toHaveLength(1);
  const [row] = await db.select().from(mailQueue).where(eq(mailQueue.id, mail.id));
  expect(row).toMatchObject({ status: "sent", attempts: 2 });
});

it("no retry comes later than the provider remembers the key: the mail is given up instead", async () => {
  const provider = providerStub({ down: () => true });
  const deps = { db, mailer: createMailer(httpConfig, db, provider.fetchImpl), publicHost: HOST };
  const to = `late-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const mail = queueMessage(
    testPostbox(),
    { to, subject: "Reset your UCK password", text: "Hello", kind: "reset_password" },
    Date.now(),
  );
  await mail.statement;
  let at = Date.now();
  const outcomes: string[] = [];
  for (let run = 0; run < 8; run++) {
    const result = await deliverDueMails(deps, at);
    outcomes.push(result.failed ? "failed" : result.retrying ? "retrying" : "idle");
    at += 7 * HOUR;
  }
  const [row] = await db.select().from(mailQueue).where(eq(mailQueue.id, mail.id));
  expect(row?.status).toBe("failed");
  const first = row?.firstAttemptAt?.getTime() ?? 0;
  // Every attempt fell within the window the provider keeps a key.
  expect((row?.nextAttemptAt.getTime() ?? 0) - first).toBeLessThanOrEqual(MAIL_RETRY_HORIZON_MS);
  expect(outcomes).toContain("failed");
  expect(new Set(provider.keys)).toEqual(new Set([`uck-mail-${mail.id}`]));
});

it("24 comments by 4 accounts in a minute reach the complainant as a few mails, none named after a commenter, no link clickable", async () => {
  const complainant = await createUser();
  const address = await emailOf(complainant.id);
  const { id } = await createComplaint({ userId: complainant.id });
  const commenters = await Promise.all(
    ["Verify Your Account At evil.example", "Bo", "Cy", "Di"].map(async (name) => {
      const user = await createUser({ name });
      return sessionCookie(user.id);
    }),
  );
  for (let i = 0; i < 24; i++) {
    const cookie = commenters[i % commenters.length] ?? "";
    const text = `Same problem (${i}). Claim your refund at https://evil.example/verify?id=${i} or mail help@evil.example`;
    const answer = await fetchApp(
      post(`/complaint/${id}`, { form: { intent: "comment", text } }, cookie),
    );
    expect(answer.status).toBe(200);
  }
  const mails = () =>
    db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, address))
      .orderBy(emailOutbox.createdAt);
  // The first few went out one by one; the rest wait for the hour to pass.
  expect(await mails()).toHaveLength(MAIL_HOURLY_CAP);
  const deps = { db, mailer: createMailer(parseConfig(env), db), publicHost: HOST };
  expect(await deliverDueMails(deps, Date.now() + 30 * MINUTE)).toMatchObject({ sent: 0 });
  expect(await deliverDueMails(deps, Date.now() + HOUR + MINUTE)).toMatchObject({ sent: 1 });
  const all = await mails();
  expect(all).toHaveLength(MAIL_HOURLY_CAP + 1);
  const folded = all.at(-1);
  expect(folded?.subject).toBe(`${24 - MAIL_HOURLY_CAP} new comments on your complaints`);
  for (let i = MAIL_HOURLY_CAP; i < 24; i++) {
    expect(folded?.textBody).toContain(`Same problem (${i}).`);
  }
  for (const mail of all) {
    // Subjects are UCK's words: no commenter's display name leads or appears.
    expect(mail.subject).not.toMatch(/Verify|evil|^Bo |^Cy |^Di /);
    // A URL, a host or an address typed in a comment arrives unclickable in both parts.
    for (const body of [mail.textBody, mail.htmlBody ?? ""]) {
      expect(body).not.toContain("evil.example");
      expect(body).not.toContain("https://evil");
    }
    expect(mail.textBody).toContain("evil[.]example");
    expect(mail.htmlBody ?? "").not.toMatch(/href="[^"]*evil/);
  }
  // Nothing more waits: the held mail went out inside the fold.
  const left = await db
    .select({ status: mailQueue.status })
    .from(mailQueue)
    .where(eq(mailQueue.userId, complainant.id));
  expect(left.filter((row) => ["queued", "held", "sending"].includes(row.status))).toEqual([]);
});

it("forgot-password answers before anything that depends on the address; the token is written after", async () => {
  const user = await createUser();
  const address = await emailOf(user.id);
  const postbox = testPostbox();
  const known = await requestPasswordReset(postbox, address, Date.now());
  const unknown = await requestPasswordReset(
    postbox,
    `nobody-${crypto.randomUUID().slice(0, 6)}@example.com`,
    Date.now(),
  );
  expect(known).toEqual({ ok: true });
  expect(unknown).toEqual(known);
  // At the answer nothing about the account has been read or written yet.
  expect(await db.select().from(authTokens).where(eq(authTokens.userId, user.id))).toEqual([]);
  await postbox.settle();
  const tokens = await db.select().from(authTokens).where(eq(authTokens.userId, user.id));
  expect(tokens.map((token) => token.purpose)).toEqual(["reset_password"]);
  const sent = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));
  expect(sent.map((mail) => mail.kind)).toEqual(["reset_password"]);
});
