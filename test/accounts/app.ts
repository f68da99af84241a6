import { hashPassword } from "@worker/auth/password";
import { emailOutbox, profiles, users } from "@worker/db/schema";
import { eq } from "drizzle-orm";
import { db } from "../factories";
import {
  type Answer,
  answerOf,
  dispatch as dispatchRequest,
  envWith,
  fetchApp,
  post,
  sessionCookie,
} from "../harness/app";

/**
 * The accounts tests' way in: the route harness (test/harness/app.ts) with the test env and
 * the deployment's vars laid over it. An undefined var is removed, so its default in
 * worker/config.ts applies.
 */
export type Vars = Record<string, string | undefined>;
export { envWith };

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

export type { Answer };

/**
 * Sends the request through the app; the answer is complete before the work the request left
 * to waitUntil (the mail of a reset, for one) has settled: `settled()` waits for that.
 */
export async function dispatch(request: Request, vars: Vars = {}) {
  const { response, settled } = await dispatchRequest(request, { env: envWith(vars) });
  return { answer: await answerOf(response), settled };
}

/** For tests that hash passwords (scrypt) on a busy machine. */
export const SLOW = { timeout: 60_000 };

/** One request, answered and with its waitUntil work settled. */
export function send(request: Request, vars: Vars = {}) {
  return fetchApp(request, { env: envWith(vars) });
}

/** A form POST as a browser on `url`'s origin sends it (Origin and Host are that origin's). */
export function formPost(
  url: string,
  fields: Record<string, string>,
  options: { cookie?: string } = {},
) {
  return post(url, { form: fields }, options.cookie);
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
export function sessionCookieFor(userId: string, production = false) {
  return sessionCookie(userId, { production });
}

export async function mailTo(address: string) {
  return db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));
}

export async function accountOf(email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user ?? null;
}
