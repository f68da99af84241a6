import { parseConfig } from "@worker/config";
import { emailOutbox, profiles } from "@worker/db/schema";
import { createMailer } from "@worker/services/mail/mailer";
import { eq } from "drizzle-orm";
import { afterEach, expect, it, vi } from "vitest";
import {
  envWith,
  formPost,
  mailTo,
  PRODUCTION,
  SLOW,
  send,
  sessionCookieFor,
  type Vars,
  verifiedAccount,
} from "../accounts/app";
import { db } from "../factories";

/**
 * The mailer: Resend's request format over HTTP, headers that never carry a line break or another
 * control character (so a name stored before names refused them cannot add a header), and no
 * silent outbox in production.
 */
afterEach(() => vi.restoreAllMocks());

type Posted = { url: string; init: RequestInit };

/** A mail API at the fetch boundary that accepts everything and remembers what it got. */
function mailApi() {
  const posted: Posted[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    posted.push({ url: String(input), init: init ?? {} });
    return Response.json({ id: "49a3999c-0ce1-4ea6-ab68-afcd6dc2e794" });
  };
  return { posted, fetchImpl };
}

const mailerWith = (vars: Vars, fetchImpl?: typeof fetch) =>
  createMailer(parseConfig(envWith(vars)), db, fetchImpl);

const bodyOf = (post: Posted | undefined) => JSON.parse(String(post?.init.body ?? "{}"));
/** C0 (tab, CR, LF…), DEL, C1 and the Unicode line and paragraph separators. */
const hasControl = (value: string) =>
  [...value].some((char) => {
    const code = char.codePointAt(0) ?? 0;
    return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
  });

it(
  "the HTTP transport posts Resend's request to its default URL with the bearer key",
  SLOW,
  async () => {
    const api = mailApi();
    const mailer = mailerWith({ ...PRODUCTION, MAIL_API_URL: undefined }, api.fetchImpl);
    const sent = await mailer.send(
      {
        to: "rita@example.com",
        subject: "Reset your UCK password",
        text: "Hello\n\nLine two",
        html: "<p>Hello</p>",
        kind: "reset_password",
      },
      "uck-mail-rita-1",
    );
    expect(sent).toBe(true);
    expect(api.posted).toHaveLength(1);
    const [post] = api.posted;
    expect(post?.url).toBe("https://api.resend.com/emails");
    expect(post?.init.method).toBe("POST");
    expect(new Headers(post?.init.headers).get("Authorization")).toBe("Bearer re_test_key");
    // The queued mail's key: the provider sends a key it has seen only once (24 hours).
    expect(new Headers(post?.init.headers).get("Idempotency-Key")).toBe("uck-mail-rita-1");
    expect(bodyOf(post)).toEqual({
      from: "UCK <no-reply@mail.uck.test>",
      to: ["rita@example.com"],
      subject: "Reset your UCK password",
      text: "Hello\n\nLine two",
      html: "<p>Hello</p>",
    });
  },
);

it("no header of a mail carries CR, LF or another control character", SLOW, async () => {
  const api = mailApi();
  const mailer = mailerWith(
    { ...PRODUCTION, MAIL_FROM: "UCK\r\nBcc: all@evil.example <no-reply@mail.uck.test>" },
    api.fetchImpl,
  );
  await mailer.send(
    {
      to: "rita@example.com\r\nBcc: all@evil.example",
      subject: "Eve\r\nBcc: all@evil.example\u0000\u2028 invited you to UCK",
      text: "The body keeps\r\nits lines.",
      kind: "invite",
    },
    "uck-mail-eve-1",
  );
  const body = bodyOf(api.posted[0]);
  for (const header of [body.from, body.subject, ...body.to]) {
    expect(hasControl(header), JSON.stringify(header)).toBe(false);
  }
  expect(body.subject).toBe("Eve Bcc: all@evil.example invited you to UCK");
  expect(body.text).toBe("The body keeps\r\nits lines.");
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.subject, body.subject));
  expect(hasControl(row?.toAddress ?? "")).toBe(false);
});

it("a stored name with CR/LF cannot add a header to an invitation", SLOW, async () => {
  const inviter = await verifiedAccount("Placeholder");
  await db
    .update(profiles)
    .set({ fullName: "Eve\r\nBcc: all@evil.example" })
    .where(eq(profiles.id, inviter.id));
  const friend = `friend-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const answer = await send(
    formPost(
      "http://localhost/profile",
      { intent: "invite-by-email", email: friend },
      { cookie: await sessionCookieFor(inviter.id) },
    ),
  );
  expect(answer.status).toBe(200);
  const [mail] = await mailTo(friend);
  // A person's chosen name never reaches a header: the subject is UCK's own words.
  expect(mail?.subject).toBe("You're invited to join UCK");
  expect(hasControl(mail?.subject ?? "")).toBe(false);
  expect(mail?.textBody).toContain("invited you to UCK");
});

it("in production the outbox transport sends nothing and logs what is missing", SLOW, async () => {
  const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
  const api = mailApi();
  const mailer = mailerWith({ ...PRODUCTION, MAIL_TRANSPORT: "outbox" }, api.fetchImpl);
  const to = `nobody-${crypto.randomUUID().slice(0, 8)}@example.com`;
  expect(await mailer.send({ to, subject: "Hi", text: "Hi", kind: "invite" }, "k-1")).toBe(false);
  expect(api.posted).toEqual([]);
  expect(await mailTo(to)).toEqual([]);
  expect(logged).toHaveBeenCalledTimes(1);
  const line = JSON.parse(String(logged.mock.calls[0]?.[0]));
  expect(line).toMatchObject({ event: "mail_not_configured", transport: "outbox" });
  expect(line.missing.join(" ")).toMatch(/MAIL_TRANSPORT/);
});

it("outside production the outbox transport stores the mail as sent", SLOW, async () => {
  const api = mailApi();
  const mailer = mailerWith({ APP_ENV: "development", MAIL_TRANSPORT: "outbox" }, api.fetchImpl);
  const to = `dev-${crypto.randomUUID().slice(0, 8)}@example.com`;
  expect(await mailer.send({ to, subject: "Hi", text: "Hi", kind: "invite" }, "k-2")).toBe(true);
  expect(api.posted).toEqual([]);
  expect((await mailTo(to)).map((mail) => mail.status)).toEqual(["sent"]);
});

it(
  "replies reach a person: MAIL_REPLY_TO goes to the API as reply_to, without control characters",
  SLOW,
  async () => {
    const api = mailApi();
    const mailer = mailerWith(
      { ...PRODUCTION, MAIL_REPLY_TO: "UCK Support\r\nBcc: all@evil.example <support@uck.test>" },
      api.fetchImpl,
    );
    const message = { to: "rita@example.com", subject: "Hi", text: "Hi", kind: "invite" };
    expect(await mailer.send(message, "uck-mail-reply-1")).toBe(true);
    const body = bodyOf(api.posted[0]);
    expect(body.reply_to).toBe("UCK Support Bcc: all@evil.example <support@uck.test>");
    expect(hasControl(body.reply_to)).toBe(false);
    // Not configured: no reply_to at all (the provider then uses From).
    const plain = mailApi();
    await mailerWith(PRODUCTION, plain.fetchImpl).send(message, "uck-mail-reply-2");
    expect(bodyOf(plain.posted[0])).not.toHaveProperty("reply_to");
    // Something that is no address would make every send fail: mail refuses and says why.
    const broken = parseConfig(envWith({ ...PRODUCTION, MAIL_REPLY_TO: "the support team" }));
    expect(broken.mail.problems.join("\n")).toMatch(/MAIL_REPLY_TO/);
  },
);
