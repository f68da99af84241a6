import { invites, users } from "@worker/db/schema";
import { eq } from "drizzle-orm";
import { afterEach, expect, it, type MockInstance, vi } from "vitest";
import { db } from "../factories";
import {
  type Answer,
  accountOf,
  dispatch,
  formPost,
  mailTo,
  PASSWORD,
  PRODUCTION,
  SLOW,
  send,
  sessionCookieFor,
  verifiedAccount,
} from "./app";

/**
 * Mail in production either leaves through the configured provider or the page says so: no
 * account is created whose verification mail cannot leave, and the log names what is missing.
 * Forgot password and resend verification answer alike for every address: the token row is
 * written before the answer, the mail is sent after it.
 */
const HOST = "https://uck.test";
const NOT_CONFIGURED = "Mail is not configured on this server.";
const WITHOUT_PROVIDER = { ...PRODUCTION, MAIL_TRANSPORT: "outbox" };
const WITHOUT_KEY = { ...PRODUCTION, MAIL_API_KEY: undefined };

afterEach(() => vi.restoreAllMocks());

const newEmail = () => `mail-${crypto.randomUUID().slice(0, 8)}@example.com`;
const register = (email: string) =>
  formPost(`${HOST}/auth/register`, {
    intent: "register",
    name: "Mia Mailless",
    email,
    password: PASSWORD,
    agreement: "on",
  });

/** What a person can tell apart: status, body, location and which cookies are set. */
const shape = (answer: Answer) => ({
  status: answer.status,
  body: answer.body,
  location: answer.location,
  cookies: answer.cookies.map((cookie) => cookie.split("=")[0]),
});

/** The structured log lines the request wrote with console.error. */
function errorLog() {
  const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
  return () => spy.mock.calls.map((args) => JSON.parse(String(args[0])));
}

/** The mail API stubbed at the fetch boundary; each call's URL, headers and JSON body. */
function stubMailApi(answer: () => Promise<Response> = async () => Response.json({ id: "m" })) {
  const calls: { url: string; headers: Headers; body: Record<string, unknown> }[] = [];
  const spy: MockInstance<typeof fetch> = vi
    .spyOn(globalThis, "fetch")
    .mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      calls.push({ url: request.url, headers: request.headers, body: await request.json() });
      return answer();
    });
  return { calls, spy };
}

it(
  "in production without a mail provider, registration creates no account and says why",
  SLOW,
  async () => {
    const logged = errorLog();
    const email = newEmail();
    const answer = await send(register(email), WITHOUT_PROVIDER);
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ intent: "register", error: NOT_CONFIGURED });
    expect(await accountOf(email)).toBeNull();
    expect(await mailTo(email)).toEqual([]);
    const lines = logged().filter((line) => line.event === "mail_not_configured");
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines[0])).toMatch(/MAIL_TRANSPORT/);
  },
);

it(
  "in production without MAIL_API_KEY, registration creates no account and the log names it",
  SLOW,
  async () => {
    const logged = errorLog();
    const email = newEmail();
    const answer = await send(register(email), WITHOUT_KEY);
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ error: NOT_CONFIGURED });
    expect(await accountOf(email)).toBeNull();
    const lines = logged().filter((line) => line.event === "mail_not_configured");
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines[0])).toMatch(/MAIL_API_KEY/);
  },
);

it(
  "in production without a mail provider, forgot password and resend verification say so",
  SLOW,
  async () => {
    errorLog();
    const account = await verifiedAccount();
    const reset = await send(
      formPost(`${HOST}/auth/forgot-password`, { email: account.email }),
      WITHOUT_PROVIDER,
    );
    expect(reset.status).toBe(503);
    expect(reset.body).toMatchObject({ error: NOT_CONFIGURED });

    await db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, account.id));
    const resend = await send(
      formPost(`${HOST}/auth/resend-verification`, { email: account.email }),
      WITHOUT_PROVIDER,
    );
    expect(resend.status).toBe(503);
    expect(resend.body).toMatchObject({ ok: false, error: NOT_CONFIGURED });
    expect(await mailTo(account.email)).toEqual([]);
  },
);

it(
  "in production without a mail provider, an invitation by e-mail is refused and not kept",
  SLOW,
  async () => {
    errorLog();
    const inviter = await verifiedAccount("Ivy Inviter");
    const friend = newEmail();
    const answer = await send(
      formPost(
        `${HOST}/profile`,
        { intent: "invite-by-email", email: friend },
        { cookie: await sessionCookieFor(inviter.id, true) },
      ),
      WITHOUT_PROVIDER,
    );
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ ok: false, error: NOT_CONFIGURED });
    expect(await db.select().from(invites).where(eq(invites.inviteeEmail, friend))).toEqual([]);
  },
);

it(
  "with MAIL_TRANSPORT=http the verification mail is posted to Resend's API by default",
  SLOW,
  async () => {
    const api = stubMailApi();
    const email = newEmail();
    const answer = await send(register(email), { ...PRODUCTION, MAIL_API_URL: "" });
    expect(answer.status).toBe(200);
    expect(api.calls).toHaveLength(1);
    const [call] = api.calls;
    expect(call?.url).toBe("https://api.resend.com/emails");
    expect(call?.headers.get("Authorization")).toBe("Bearer re_test_key");
    expect(call?.headers.get("Content-Type")).toBe("application/json");
    expect(Object.keys(call?.body ?? {}).sort()).toEqual(["from", "html", "subject", "text", "to"]);
    expect(call?.body).toMatchObject({
      from: "UCK <no-reply@mail.uck.test>",
      to: [email],
      subject: "Verify your email for UCK",
    });
    expect((await mailTo(email))[0]?.status).toBe("sent");
  },
);

it(
  "forgot password answers alike for an existing and an unknown address; the mail follows",
  SLOW,
  async () => {
    const account = await verifiedAccount();
    const ask = (email: string) => dispatch(formPost(`${HOST}/auth/forgot-password`, { email }));
    const known = await ask(account.email);
    const unknown = await ask(newEmail());
    expect(shape(known.answer)).toEqual(shape(unknown.answer));
    await known.settled();
    await unknown.settled();
    expect((await mailTo(account.email)).map((mail) => mail.kind)).toEqual(["reset_password"]);
  },
);

it(
  "resend verification answers alike for an unverified and an unknown address; the mail follows",
  SLOW,
  async () => {
    const account = await verifiedAccount("Una Unverified");
    await db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, account.id));
    const ask = (email: string) =>
      dispatch(formPost(`${HOST}/auth/resend-verification`, { email }));
    const known = await ask(account.email);
    const unknown = await ask(newEmail());
    expect(shape(known.answer)).toEqual(shape(unknown.answer));
    await known.settled();
    await unknown.settled();
    expect((await mailTo(account.email)).map((mail) => mail.kind)).toEqual(["verify_email"]);
  },
);

it(
  "the reset answer does not wait for the mail API, and the mail leaves after it",
  SLOW,
  async () => {
    let release = () => {};
    const open = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = stubMailApi(async () => {
      await open;
      return Response.json({ id: "m" });
    });
    const account = await verifiedAccount();
    // Before the fix the answer waited for this held mail API call, so it never came.
    const request = await dispatch(
      formPost(`${HOST}/auth/forgot-password`, { email: account.email }),
      PRODUCTION,
    );
    expect(request.answer.status).toBe(200);
    release();
    await request.settled();
    expect(api.calls.map((call) => call.url)).toEqual(["https://api.resend.com/emails"]);
    expect((await mailTo(account.email)).map((mail) => mail.status)).toEqual(["sent"]);
  },
);
