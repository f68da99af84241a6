import { env } from "cloudflare:test";
import { SESSION_LIFETIME_MS } from "@worker/auth/session";
import { blockedUsers } from "@worker/db/schema";
import { expect, it } from "vitest";
import { CROSS_ORIGIN, send, withOrigin, withType } from "../authz/hostile";
import { type Changes, type Row, rowName, summary } from "../authz/matrix";
import { ALL_ROWS as ROWS } from "../authz/rows";
import { FUNCTION_ROWS } from "../authz/rows-functions";
import { diff, snapshot } from "../authz/snapshot";
import { makeWorld, PASSWORD, type World } from "../authz/world";
import { db } from "../factories";
import { type Answer, fetchApp, field, post } from "../harness/app";

// Extends auth-session.test.ts (which reads the echoed user of a GET) and test/platform/worker.test.ts (one
// cross-origin POST to "/"): here every check is a real mutation that must be refused and
// change nothing, through the real root app and the real route actions.

// The first request to a route imports its module (and the UI it renders), which takes seconds.

/** Saving the world's open complaint: allowed to anyone signed in, refused (401) otherwise. */
const save = (w: World, cookie: string | null) =>
  fetchApp(post(`/complaint/${w.open}/actions`, { form: { intent: "save" } }, cookie));

/** `cookie` is treated as signed out: a mutation is refused and changes nothing. */
async function expectSignedOut(w: World, cookie: string, revokedSessionKey: string | null = null) {
  const before = await snapshot();
  const answer = await save(w, cookie);
  const changes = diff(before, await snapshot());
  expect(answer.status, cookie).toBe(401);
  // A cookie that names something is cleared; an empty one is simply no session.
  if (cookie !== "uck_session=") {
    expect(answer.cookies.join(), cookie).toMatch(/uck_session=;.*Max-Age=0/);
  }
  // A session that still existed is deleted on sight; nothing else may change.
  const expected: Changes = revokedSessionKey
    ? { "kv:SESSIONS": { added: [], removed: [revokedSessionKey] } }
    : {};
  expect(changes, cookie).toEqual(expected);
}

async function signedInWorld() {
  const w = await makeWorld("user");
  if (!w.cookie || !w.sessionKey) throw new Error("no session");
  return { ...w, cookie: w.cookie, sessionKey: w.sessionKey };
}

it("the control: the world's session may save the complaint", async () => {
  const w = await signedInWorld();
  expect((await save(w, w.cookie)).status).toBe(200);
});

it("tampered, malformed and empty session tokens are signed out", async () => {
  const w = await signedInWorld();
  const second = await signedInWorld();
  const token = w.cookie.replace("uck_session=", "");
  const [id = "", secret = ""] = token.split(".");
  const [otherId = "", otherSecret = ""] = second.cookie.replace("uck_session=", "").split(".");
  const stored = JSON.parse((await env.SESSIONS.get(w.sessionKey)) ?? "{}");
  const flip = (s: string) => `${s.slice(0, -1)}${s.endsWith("a") ? "b" : "a"}`;
  for (const bad of [
    `${id}.${flip(secret)}`, // changed secret
    `${flip(id)}.${secret}`, // changed id
    `${otherId}.${secret}`, // another session's id with this secret
    `${id}.${otherSecret}`, // this id with another session's secret
    `${id}.${stored.secretHash}`, // the stored hash is not the secret
    `${id}.`,
    `.${secret}`,
    id,
    `${token}.${secret}`,
    `${id}.${secret}${"a".repeat(200)}`,
    "",
    ".",
    "%00",
  ]) {
    await expectSignedOut(w, `uck_session=${bad}`);
  }
  // Neither session was harmed by the attempts.
  expect((await save(w, w.cookie)).status).toBe(200);
  expect((await save(second, second.cookie)).status).toBe(200);
});

it("an expired session is signed out and deleted", async () => {
  const w = await signedInWorld();
  const stored = JSON.parse((await env.SESSIONS.get(w.sessionKey)) ?? "{}");
  const past = Date.now() - SESSION_LIFETIME_MS - 1_000;
  await env.SESSIONS.put(
    w.sessionKey,
    JSON.stringify({ ...stored, createdAt: past, expiresAt: past + SESSION_LIFETIME_MS }),
  );
  await expectSignedOut(w, w.cookie, w.sessionKey);
});

it("after signing out, the old cookie is signed out", async () => {
  const w = await signedInWorld();
  const out = await fetchApp(post("/auth/logout", { form: {} }, w.cookie));
  expect(out.status).toBe(302);
  expect(await env.SESSIONS.get(w.sessionKey)).toBeNull();
  await expectSignedOut(w, w.cookie);
});

it("a password reset signs out every session of the account", async () => {
  const w = await signedInWorld();
  const login = await fetchApp(
    post(
      "/auth/login",
      { form: { intent: "login", email: w.victim.email, password: PASSWORD } },
      null,
    ),
  );
  const victimCookie = login.cookies.find((c) => c.startsWith("uck_session="))?.split(";")[0];
  if (!victimCookie) throw new Error("no sign-in");
  const victimKey = `session:${victimCookie.replace("uck_session=", "").split(".")[0]}`;
  expect((await save(w, victimCookie)).status).toBe(200);
  const reset = await fetchApp(
    post(
      "/auth/reset-password",
      { form: { token: w.victimResetToken, password: "A Fresh Passphrase 9" } },
      null,
    ),
  );
  expect(reset.location).toBe("/auth/login");
  await expectSignedOut(w, victimCookie, victimKey);
});

/** Signs the superadmin of `w` in and posts an admin intent about the world's user (`w.me`). */
async function adminActs(w: World & { cookie: string }, intent: string) {
  const admin = await makeWorld("superadmin");
  const answer = await fetchApp(
    post("/admin", { form: { intent, userId: w.me?.id ?? "", reason: "Abuse." } }, admin.cookie),
  );
  expect(answer.status, intent).toBe(200);
}

it("a role change signs the user out everywhere", async () => {
  const w = await signedInWorld();
  await adminActs(w, "assign-admin");
  await expectSignedOut(w, w.cookie, w.sessionKey);
});

it("a block signs the user out at the next request, and an unblock does not revive the session", async () => {
  const w = await signedInWorld();
  await adminActs(w, "block");
  await expectSignedOut(w, w.cookie, w.sessionKey);
  await adminActs(w, "unblock");
  await expectSignedOut(w, w.cookie);
});

it("a block row alone (no session_version bump) still refuses the existing session", async () => {
  const w = await signedInWorld();
  await db.insert(blockedUsers).values({ userId: w.me?.id ?? "", reason: "Spam." });
  await expectSignedOut(w, w.cookie, w.sessionKey);
});

it("asking for deletion on one device signs out the others", async () => {
  const w = await signedInWorld();
  const login = await fetchApp(
    post(
      "/auth/login",
      { form: { intent: "login", email: w.me?.email ?? "", password: PASSWORD } },
      null,
    ),
  );
  const phone = login.cookies.find((c) => c.startsWith("uck_session="))?.split(";")[0] ?? "";
  const asked = await fetchApp(
    post("/profile", { form: { intent: "request-deletion", confirmation: "DELETE" } }, phone),
  );
  expect(asked.location).toBe("/");
  await expectSignedOut(w, w.cookie, w.sessionKey);
});

/** A row's genuine request, from an actor it allows when there is one. */
async function genuine(row: Row) {
  const w = await makeWorld(row.allowed.find((a) => a !== "anonymous") ?? row.allowed[0] ?? "user");
  await row.prepare?.(w);
  return { w, request: () => row.request(w) };
}

it("cross-origin POSTs to every action and function are refused with 403 and change nothing", async () => {
  const problems: string[] = [];
  for (const row of ROWS) {
    const { request } = await genuine(row);
    const before = await snapshot();
    for (const variant of CROSS_ORIGIN) {
      const answer: Answer = await send(row, withOrigin(request(), variant.headers));
      const refused =
        answer.status === 403 && field(answer, "error") === "Cross-origin request refused.";
      if (!refused) problems.push(`${rowName(row)} with ${variant.name}: ${answer.status}`);
    }
    const changes = diff(before, await snapshot());
    if (Object.keys(changes).length > 0)
      problems.push(`${rowName(row)} changed ${summary(changes)}`);
  }
  expect(problems).toEqual([]);
});

it("other unsafe methods are judged by the same rule", async () => {
  const w = await signedInWorld();
  for (const method of ["PUT", "PATCH", "DELETE"]) {
    const hostile = new Request(`http://localhost/complaint/${w.open}/actions`, {
      method,
      headers: { Origin: "https://evil.example", Cookie: w.cookie },
    });
    expect((await fetchApp(hostile)).status, method).toBe(403);
  }
});

it("JSON functions refuse every body that is not declared JSON, and change nothing", async () => {
  const problems: string[] = [];
  for (const row of FUNCTION_ROWS) {
    const { request } = await genuine(row);
    const json = await request().text();
    const form = new FormData();
    form.append("complaintId", "x");
    const before = await snapshot();
    for (const [type, body] of [
      ["text/plain", json],
      ["text/plain; charset=utf-8", json],
      ["application/x-www-form-urlencoded", json],
      [null, new TextEncoder().encode(json)],
      ["application/json-patch+json", json],
      ["text/plain; application/json", json],
      ["application/jsonx", json],
      [undefined, form],
    ] as const) {
      const sent =
        type === undefined ? withType(request(), null, body) : withType(request(), type, body);
      // FormData sets its own multipart Content-Type when none is given.
      const answer = await send(row, sent);
      if (answer.status !== 415)
        problems.push(`${rowName(row)} as ${type ?? "multipart"}: ${answer.status}`);
    }
    const changes = diff(before, await snapshot());
    if (Object.keys(changes).length > 0)
      problems.push(`${rowName(row)} changed ${summary(changes)}`);
  }
  expect(problems).toEqual([]);
});
