import { env } from "cloudflare:test";
import { AUTH_MESSAGES } from "@shared/auth-validation";
import { hashPassword } from "@worker/auth/password";
import { authTokens, profiles, users } from "@worker/db/schema";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { db } from "../factories";
import { FaultPlan } from "./failing-bindings";
import { type Answer, GENERIC_ERRORS, send, sweepFaults } from "./sweep";

/**
 * Registration and sign-in while D1 or the sessions KV fails at each call in turn: no user
 * without its profile and verification token, no session without its cookie (or a cookie
 * without its session), and the same form works again once the bindings are healthy.
 */
const SLOW = { timeout: 60_000 };
const PASSWORD = "Sturdy-Pass-42";

/** Sessions KV holds for the user (each is `session:{id}` → JSON with userId). */
async function sessionsOf(userId: string) {
  const listed = await env.SESSIONS.list({ prefix: "session:" });
  const values = await Promise.all(listed.keys.map((k) => env.SESSIONS.get(k.name)));
  return values.filter((v) => v && JSON.parse(v).userId === userId).length;
}

const sessionCookie = (answer: Answer) =>
  answer.cookies.find((c) => c.startsWith("uck_session=") && !c.startsWith("uck_session=;"));

it(
  "sign-in failing at each call in turn: a session exactly when its cookie is sent",
  SLOW,
  async () => {
    const passwordHash = await hashPassword(PASSWORD);
    const { calls, failed } = await sweepFaults({
      arrange: async () => {
        const id = crypto.randomUUID();
        const email = `signin-${id.slice(0, 8)}@example.com`;
        await db.insert(users).values({ id, email, passwordHash, emailVerifiedAt: new Date() });
        await db.insert(profiles).values({ id, username: `u_${id.slice(0, 8)}`, fullName: "Sam" });
        return { id, email };
      },
      act: (plan, user) =>
        send(plan, "/auth/login", {
          form: { intent: "login", email: user.email, password: PASSWORD },
        }),
      succeeded: (a) => a.status === 302,
      check: async (user, answer, plan) => {
        const stored = await sessionsOf(user.id);
        if (answer.status === 302) {
          expect(sessionCookie(answer)).toBeDefined();
          expect(stored).toBe(1);
          return;
        }
        expect(sessionCookie(answer), plan.failed.join()).toBeUndefined();
        expect(stored, plan.failed.join()).toBe(0);
        // The sign-in form shows its failure in place, under the form.
        expect(answer).toMatchObject({
          status: 500,
          body: { ok: false, intent: "login", error: AUTH_MESSAGES.loginFailed },
        });
      },
    });
    expect(calls).toBeGreaterThanOrEqual(3);
    expect(failed).toBe(calls);
  },
);

async function accountOf(email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) return null;
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, user.id));
  const tokens = await db.select().from(authTokens).where(eq(authTokens.userId, user.id));
  return { user, profile, tokens };
}

it(
  "registration failing at each call in turn: the whole account or none, and the retry registers",
  SLOW,
  async () => {
    const { calls, failed } = await sweepFaults({
      arrange: async () => ({ email: `new-${crypto.randomUUID().slice(0, 8)}@example.com` }),
      act: (plan, { email }) =>
        send(plan, "/auth/register", {
          form: {
            intent: "register",
            name: "Nina New",
            email,
            password: PASSWORD,
            agreement: "on",
          },
        }),
      succeeded: (a) => a.status === 200,
      check: async ({ email }, answer, plan) => {
        const account = await accountOf(email);
        if (answer.status === 200) {
          expect(answer.body).toMatchObject({ intent: "register", success: expect.any(String) });
          expect(account?.profile).toBeDefined();
          expect(account?.tokens.map((t) => t.purpose)).toEqual(["verify_email"]);
          return;
        }
        expect(account, plan.failed.join()).toBeNull();
        expect([
          ...GENERIC_ERRORS,
          expect.objectContaining({ intent: "register", error: "Registration failed" }),
        ]).toContainEqual(answer.body);
      },
    });
    expect(calls).toBeGreaterThanOrEqual(4);
    // The verification mail and the referral credit come after the account is written: their
    // failure does not undo it (the sign-in page can send the mail again). The sweep already
    // leaves the mail's outbox row out of `calls`, as all mail delivery.
    expect(failed).toBe(calls - 1);

    const email = `mailless-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const plan = new FaultPlan().failWhen({ target: /^insert into "email_outbox"/ });
    const answer = await send(plan, "/auth/register", {
      form: { intent: "register", name: "Mo Mail", email, password: PASSWORD, agreement: "on" },
    });
    expect(plan.failed).toHaveLength(1);
    expect(answer.status).toBe(200);
    expect((await accountOf(email))?.profile).toBeDefined();
  },
);
