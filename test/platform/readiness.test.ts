import { exports } from "cloudflare:workers";
import { userRoles } from "@worker/db/schema";
import { expect, it } from "vitest";
import { envWith, PRODUCTION, SLOW, type Vars } from "../accounts/app";
import { createUser, db } from "../factories";
import { fetchResponse, sessionCookie } from "../harness/app";

/**
 * GET /readyz: what an operator checks after a deploy. JSON, never cached, never a secret.
 * Anyone gets whether it is ready (200, else 503) and nothing else; a monitor with READYZ_TOKEN
 * or a signed-in superadmin gets the report: the app env, public host, mail transport and
 * whether it can send, OAuth providers, the breach hash key, superadmin addresses, D1 and the
 * jobs, with the problems.
 */

const MONITOR_TOKEN = "monitor-token-0123456789";

async function readyz(vars: Vars, headers: Record<string, string> = {}) {
  const response = await fetchResponse(new Request("https://uck.test/readyz", { headers }), {
    env: envWith({ READYZ_TOKEN: MONITOR_TOKEN, ...vars }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: JSON.parse(text) };
}

/** The report as the monitor reads it. */
const report = (vars: Vars) => readyz(vars, { Authorization: `Bearer ${MONITOR_TOKEN}` });

async function superadminCookie(production: boolean) {
  const { id } = await createUser();
  await db.insert(userRoles).values({ id: crypto.randomUUID(), userId: id, role: "superadmin" });
  return sessionCookie(id, { production });
}

it("an anonymous /readyz says ready or not and the status, no configuration", SLOW, async () => {
  const notReady = await readyz({ ...PRODUCTION, MAIL_API_KEY: undefined });
  expect(notReady.status).toBe(503);
  expect(notReady.body).toEqual({ ready: false });
  expect(notReady.headers.get("Cache-Control")).toBe("no-store");
  const ready = await readyz(PRODUCTION);
  expect(ready.status).toBe(200);
  expect(ready.body).toEqual({ ready: true });
  // Nothing of the configuration: no mail API, no secret's presence, no provider, no job.
  for (const word of ["api.resend.com", "oauth", "addressHashKey", "superadmin", "jobs", "mail"])
    expect(ready.text).not.toContain(word);
  // A wrong, empty or unconfigured token reads the same.
  for (const authorization of ["Bearer wrong-token", "Bearer ", MONITOR_TOKEN, "Basic x"])
    expect((await readyz(PRODUCTION, { Authorization: authorization })).body).toEqual({
      ready: true,
    });
  const unset = await readyz(
    { ...PRODUCTION, READYZ_TOKEN: undefined },
    { Authorization: "Bearer " },
  );
  expect(unset.body).toEqual({ ready: true });
  // A signed-in person who is not a superadmin reads the same too.
  const { id } = await createUser();
  const person = await readyz(PRODUCTION, {
    Cookie: await sessionCookie(id, { production: true }),
  });
  expect(person.body).toEqual({ ready: true });
});

it("a superadmin's session reads the full report", SLOW, async () => {
  const signedIn = await readyz(PRODUCTION, { Cookie: await superadminCookie(true) });
  expect(signedIn.status).toBe(200);
  expect(signedIn.body).toMatchObject({ ready: true, appEnv: "production", database: true });
  expect(signedIn.body.jobs).toBeInstanceOf(Array);
});

it(
  "the test Worker is not production-ready: /readyz answers 503 and says why to a superadmin",
  SLOW,
  async () => {
    const response = await exports.default.fetch(
      new Request("http://localhost/readyz", {
        headers: { Cookie: await superadminCookie(false) },
      }),
    );
    expect(response.status).toBe(503);
    // Signed in: private too (the session middleware), never stored.
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    const body = JSON.parse(await response.text());
    expect(body).toMatchObject({
      ready: false,
      appEnv: "test",
      publicHost: "http://localhost",
      mail: { transport: "outbox", canSend: true, problems: [] },
      oauth: { google: false, twitter: false },
      addressHashKey: false,
      superadminEmails: 0,
      database: true,
    });
    expect(body.problems).toContain('APP_ENV is "test", not "production"');
    // Outside production the bootstrap is real, and the warning says so.
    expect(body.warnings).toContain(
      "SUPERADMIN_EMAILS is empty: the first person to ask becomes superadmin while none exists",
    );
  },
);

it(
  "in production an empty SUPERADMIN_EMAILS never says the first person to ask becomes superadmin",
  SLOW,
  async () => {
    const { body } = await report({ ...PRODUCTION, SUPERADMIN_EMAILS: "" });
    const warnings = body.warnings.join("\n");
    expect(warnings).not.toMatch(/first person to ask/);
    expect(warnings).toMatch(/SUPERADMIN_EMAILS is empty: nobody can grant themselves superadmin/);
  },
);

it("a production deployment with a mail provider and its secrets is ready", SLOW, async () => {
  const { status, headers, text, body } = await report({
    ...PRODUCTION,
    GOOGLE_CLIENT_ID: "google-id",
    GOOGLE_CLIENT_SECRET: "google-secret-value",
    SUPERADMIN_EMAILS: "ops@uck.test, boss@uck.test",
  });
  expect(body.problems).toEqual([]);
  expect(status).toBe(200);
  expect(headers.get("Cache-Control")).toBe("no-store");
  expect(body).toMatchObject({
    ready: true,
    appEnv: "production",
    publicHost: "https://uck.test",
    mail: {
      transport: "http",
      apiUrl: "https://api.resend.com/emails",
      canSend: true,
      problems: [],
    },
    oauth: { google: true, twitter: false },
    addressHashKey: true,
    superadminEmails: 2,
    database: true,
  });
  // Presence only: no secret, no address, not the monitor's own token.
  for (const secret of [
    "re_test_key",
    "google-secret-value",
    "0123456789abcdef",
    "ops@uck.test",
    MONITOR_TOKEN,
  ])
    expect(text).not.toContain(secret);
});

it("production with the outbox transport is not ready: mail would never leave", SLOW, async () => {
  const { status, body } = await report({ ...PRODUCTION, MAIL_TRANSPORT: "outbox" });
  expect(status).toBe(503);
  expect(body.mail.canSend).toBe(false);
  expect(body.problems.join("\n")).toMatch(/MAIL_TRANSPORT/);
});

it(
  "production without MAIL_API_KEY or ADDRESS_HASH_KEY is not ready and names both",
  SLOW,
  async () => {
    const { status, body } = await report({
      ...PRODUCTION,
      MAIL_API_KEY: undefined,
      ADDRESS_HASH_KEY: undefined,
    });
    expect(status).toBe(503);
    expect(body).toMatchObject({ ready: false, addressHashKey: false, mail: { canSend: false } });
    expect(body.problems.join("\n")).toMatch(/MAIL_API_KEY/);
    expect(body.problems.join("\n")).toMatch(/ADDRESS_HASH_KEY/);
  },
);

it("production with wrangler.toml's placeholder hosts is not ready", SLOW, async () => {
  const { status, body } = await report({
    ...PRODUCTION,
    PUBLIC_HOST: "https://uck.example",
    MAIL_FROM: "UCK <no-reply@uck.example>",
  });
  expect(status).toBe(503);
  expect(body.problems.join("\n")).toMatch(/PUBLIC_HOST/);
  expect(body.problems.join("\n")).toMatch(/MAIL_FROM/);
});

it(
  "production without MAIL_REPLY_TO is ready but warns that replies reach nobody",
  SLOW,
  async () => {
    const without = await report(PRODUCTION);
    expect(without.status).toBe(200);
    expect(without.body.mail.replyTo).toBe(false);
    expect(without.body.warnings.join("\n")).toMatch(/MAIL_REPLY_TO is not set/);
    const placeholder = await report({ ...PRODUCTION, MAIL_REPLY_TO: "support@uck.example" });
    expect(placeholder.body.warnings.join("\n")).toMatch(/MAIL_REPLY_TO is at a placeholder/);
    const set = await report({ ...PRODUCTION, MAIL_REPLY_TO: "UCK Support <support@uck.test>" });
    expect(set.body.mail.replyTo).toBe(true);
    expect(set.body.warnings.join("\n")).not.toMatch(/MAIL_REPLY_TO/);
    // Presence only: never the address.
    expect(set.text).not.toContain("support@uck.test");
  },
);
