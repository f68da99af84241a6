import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { createSession, SESSION_ABSOLUTE_MS, SESSION_LIFETIME_MS } from "@worker/auth/session";
import { blockedUsers, userRoles, users } from "@worker/db/schema";
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { createUser, db } from "../factories";

const worker = exports.default;
const ORIGIN = "http://localhost";
const DAY = 86_400_000;
const COOKIE = "uck_session";

type Echo = { userId: string | null; role: string | null };

async function visit(token: string | null, query = "") {
  const response = await worker.fetch(`${ORIGIN}/${query}`, {
    headers: token ? { Cookie: `${COOKIE}=${token}` } : {},
  });
  const body = await response.json<Echo>();
  return { body, setCookie: response.headers.getSetCookie() };
}

/** A signed-in user whose session started at `createdAt` (KV is written as the clock had moved). */
async function signedIn(createdAt = Date.now(), expiresAt = createdAt + SESSION_LIFETIME_MS) {
  const user = await createUser();
  const { token, session } = await createSession(env.SESSIONS, user.id, 0, Date.now());
  const { id, ...stored } = { ...session, createdAt, expiresAt };
  await env.SESSIONS.put(`session:${id}`, JSON.stringify(stored));
  return { user, token, session: { ...session, createdAt, expiresAt } };
}

it("a valid session cookie reaches loaders as the signed-in user with role 'user' by default", async () => {
  const { user, token } = await signedIn();
  const { body, setCookie } = await visit(token);
  expect(body).toMatchObject({ userId: user.id, role: "user" });
  expect(setCookie).toEqual([]);
});

it("the current role is the latest user_roles row", async () => {
  const { user, token } = await signedIn();
  await db.insert(userRoles).values([
    { id: crypto.randomUUID(), userId: user.id, role: "admin", createdAt: new Date(1_000) },
    { id: crypto.randomUUID(), userId: user.id, role: "superadmin", createdAt: new Date(2_000) },
  ]);
  expect((await visit(token)).body.role).toBe("superadmin");
});

it("KV stores only the hash of the session secret", async () => {
  const { token, session } = await signedIn();
  const stored = await env.SESSIONS.get(`session:${session.id}`);
  const secret = token.split(".")[1] ?? "";
  expect(stored).not.toContain(secret);
  expect(stored).toContain(session.secretHash);
});

it("a tampered or unknown token signs nobody in and clears the cookie", async () => {
  const { token } = await signedIn();
  const [id, secret] = token.split(".");
  for (const bad of [
    `${id}.${secret?.slice(0, -1)}x`,
    `nope.${secret}`,
    "garbage",
    `${token}.extra`,
  ]) {
    const { body, setCookie } = await visit(bad);
    expect(body.userId, bad).toBeNull();
    expect(setCookie.join(";"), bad).toMatch(/uck_session=;.*Max-Age=0/);
  }
});

it("an expired session is refused", async () => {
  const { token } = await signedIn(Date.now() - SESSION_LIFETIME_MS - 1_000);
  expect((await visit(token)).body.userId).toBeNull();
});

it("a session used in its last 15 days is renewed for 30 days, with a fresh cookie", async () => {
  const { user, token, session } = await signedIn(Date.now() - 20 * DAY);
  const { body, setCookie } = await visit(token);
  expect(body.userId).toBe(user.id);
  expect(setCookie.join(";")).toMatch(/uck_session=.+; .*Expires=/);
  const stored = JSON.parse((await env.SESSIONS.get(`session:${session.id}`)) ?? "{}");
  expect(stored.expiresAt).toBeGreaterThan(Date.now() + 29 * DAY);
});

it("renewal never goes past the absolute cap of 180 days after sign-in", async () => {
  // Signed in 170 days ago and renewed since, it expires in 2 days; the cap is 10 days away.
  const { token, session } = await signedIn(Date.now() - 170 * DAY, Date.now() + 2 * DAY);
  const { setCookie } = await visit(token);
  expect(setCookie.join(";")).toMatch(/uck_session=.+; .*Expires=/);
  const stored = JSON.parse((await env.SESSIONS.get(`session:${session.id}`)) ?? "{}");
  expect(stored.expiresAt).toBe(session.createdAt + SESSION_ABSOLUTE_MS);
});

it("bumping session_version (password reset, role change) ends every session at once", async () => {
  const { user, token, session } = await signedIn();
  const second = await createSession(env.SESSIONS, user.id, 0, Date.now());
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, user.id));
  expect((await visit(token)).body.userId).toBeNull();
  expect((await visit(second.token)).body.userId).toBeNull();
  expect(await env.SESSIONS.get(`session:${session.id}`)).toBeNull();
});

it("a blocked user is signed out at the next request", async () => {
  const { user, token } = await signedIn();
  expect((await visit(token)).body.userId).toBe(user.id);
  await db.insert(blockedUsers).values({ userId: user.id, reason: "spam" });
  expect((await visit(token)).body.userId).toBeNull();
});

it("signing in always creates a new session and signing out deletes it", async () => {
  const { user, token, session } = await signedIn();
  const signIn = await visit(token, `?do=sign-in&user=${user.id}&version=0`);
  const newToken = signIn.setCookie.join(";").match(/uck_session=([^;]+)/)?.[1] ?? "";
  expect(newToken).not.toBe("");
  expect(newToken).not.toBe(token);
  // The old session was replaced, not kept alongside.
  expect(await env.SESSIONS.get(`session:${session.id}`)).toBeNull();
  expect((await visit(newToken)).body.userId).toBe(user.id);

  const signOut = await visit(newToken, "?do=sign-out");
  expect(signOut.setCookie.join(";")).toMatch(/uck_session=;.*Max-Age=0/);
  expect((await visit(newToken)).body.userId).toBeNull();
});

it("session cookies are HttpOnly, SameSite=Lax and path-wide", async () => {
  const user = await createUser();
  const { setCookie } = await visit(null, `?do=sign-in&user=${user.id}&version=0`);
  expect(setCookie[0]).toMatch(/HttpOnly/);
  expect(setCookie[0]).toMatch(/SameSite=Lax/);
  expect(setCookie[0]).toMatch(/Path=\//);
});
