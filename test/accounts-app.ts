import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { hashPassword } from "@worker/auth/password";
import { createSession } from "@worker/auth/session";
import { emailOutbox, profiles, users } from "@worker/db/schema";
import { eq } from "drizzle-orm";
import { actionsApp } from "./authz/app";
import { db } from "./factories";

/**
 * The accounts tests' way in: the real root app of worker/app.ts (config, CSRF, sessions, the
 * load context with its mailer) in front of the real route actions, run in workerd with the
 * test env and the deployment's vars laid over it. An undefined var is removed, so its default
 * in worker/config.ts applies.
 */
export type Vars = Record<string, string | undefined>;

export function envWith(vars: Vars): Record<string, unknown> {
  const next: Record<string, unknown> = { ...env };
  for (const [name, value] of Object.entries(vars)) {
    if (value === undefined) delete next[name];
    else next[name] = value;
  }
  return next;
}

/** What a production deployment sets (wrangler.toml plus secrets), before a test's changes. */
export const PRODUCTION: Vars = {
  APP_ENV: "production",
  PUBLIC_HOST: "https://uck.test",
  PUBLIC_SHORT_HOST: "https://uck.test",
  MAIL_TRANSPORT: "http",
  MAIL_API_URL: "https://api.resend.com/emails",
  MAIL_API_KEY: "re_test_key",
  MAIL_FROM: "UCK <no-reply@mail.uck.test>",
  ADDRESS_HASH_KEY: "0123456789abcdef0123456789abcdef",
};

export type Answer = {
  status: number;
  location: string | null;
  cookies: string[];
  body: unknown;
};

/**
 * Sends the request through the app; the answer is complete before the work the request left
 * to waitUntil (the mail of a reset, for one) has settled: `settled()` waits for that.
 */
export async function dispatch(request: Request, vars: Vars = {}) {
  const ctx = createExecutionContext();
  const response = await actionsApp.fetch(request, envWith(vars), ctx);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the text itself.
  }
  const answer: Answer = {
    status: response.status,
    location: response.headers.get("Location"),
    cookies: response.headers.getSetCookie(),
    body,
  };
  return { answer, settled: () => waitOnExecutionContext(ctx) };
}

/** For tests that hash passwords (scrypt) on a busy machine. */
export const SLOW = { timeout: 60_000 };

/** One request, answered and with its waitUntil work settled. */
export async function send(request: Request, vars: Vars = {}) {
  const { answer, settled } = await dispatch(request, vars);
  await settled();
  return answer;
}

/** A form POST as a browser on `origin` sends it (Origin and Host are that origin's). */
export function formPost(
  url: string,
  fields: Record<string, string>,
  options: { cookie?: string } = {},
) {
  const headers: Record<string, string> = { Origin: new URL(url).origin };
  if (options.cookie) headers.Cookie = options.cookie;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return new Request(url, { method: "POST", headers, body: form, redirect: "manual" });
}

export const PASSWORD = "Complain2Win";
/** scrypt is the slow part of a test: PASSWORD is hashed once per test file. */
let passwordHash: Promise<string> | undefined;
function hashedPassword() {
  passwordHash ??= hashPassword(PASSWORD);
  return passwordHash;
}

/** A verified account with PASSWORD, ready to sign in. */
export async function verifiedAccount(name = "Vera Verified") {
  const id = crypto.randomUUID();
  const email = `acct-${id.slice(0, 8)}@example.com`;
  await db.insert(users).values({
    id,
    email,
    passwordHash: await hashedPassword(),
    emailVerifiedAt: new Date(),
  });
  await db.insert(profiles).values({ id, username: `acct_${id.slice(0, 8)}`, fullName: name });
  return { id, email };
}

/** The session cookie of a signed-in browser (`__Host-` prefixed in production). */
export async function sessionCookieFor(userId: string, production = false) {
  const { token } = await createSession(env.SESSIONS, userId, 0, Date.now());
  return `${production ? "__Host-uck_session" : "uck_session"}=${token}`;
}

export async function mailTo(address: string) {
  return db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));
}

export async function accountOf(email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user ?? null;
}
