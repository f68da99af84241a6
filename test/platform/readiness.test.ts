import { exports } from "cloudflare:workers";
import { expect, it } from "vitest";
import { envWith, PRODUCTION, SLOW, type Vars } from "../accounts/app";
import { fetchResponse } from "../harness/app";

/**
 * GET /readyz: what an operator checks after a deploy. JSON, never cached, never a secret: the
 * app env, public host, mail transport and whether it can send, OAuth providers, the breach
 * hash key, superadmin addresses and D1. 200 only when production-ready, else 503 with the
 * problems.
 */
async function readyz(vars: Vars) {
  const response = await fetchResponse(new Request("https://uck.test/readyz"), {
    env: envWith(vars),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: JSON.parse(text) };
}

it("the test Worker is not production-ready: /readyz answers 503 and says why", SLOW, async () => {
  const response = await exports.default.fetch(new Request("http://localhost/readyz"));
  expect(response.status).toBe(503);
  expect(response.headers.get("Cache-Control")).toBe("no-store");
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
});

it("a production deployment with a mail provider and its secrets is ready", SLOW, async () => {
  const { status, headers, text, body } = await readyz({
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
  // Presence only: no secret, no address.
  for (const secret of ["re_test_key", "google-secret-value", "0123456789abcdef", "ops@uck.test"])
    expect(text).not.toContain(secret);
});

it("production with the outbox transport is not ready: mail would never leave", SLOW, async () => {
  const { status, body } = await readyz({ ...PRODUCTION, MAIL_TRANSPORT: "outbox" });
  expect(status).toBe(503);
  expect(body.mail.canSend).toBe(false);
  expect(body.problems.join("\n")).toMatch(/MAIL_TRANSPORT/);
});

it(
  "production without MAIL_API_KEY or ADDRESS_HASH_KEY is not ready and names both",
  SLOW,
  async () => {
    const { status, body } = await readyz({
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
  const { status, body } = await readyz({
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
    const without = await readyz(PRODUCTION);
    expect(without.status).toBe(200);
    expect(without.body.mail.replyTo).toBe(false);
    expect(without.body.warnings.join("\n")).toMatch(/MAIL_REPLY_TO is not set/);
    const placeholder = await readyz({ ...PRODUCTION, MAIL_REPLY_TO: "support@uck.example" });
    expect(placeholder.body.warnings.join("\n")).toMatch(/MAIL_REPLY_TO is at a placeholder/);
    const set = await readyz({ ...PRODUCTION, MAIL_REPLY_TO: "UCK Support <support@uck.test>" });
    expect(set.body.mail.replyTo).toBe(true);
    expect(set.body.warnings.join("\n")).not.toMatch(/MAIL_REPLY_TO/);
    // Presence only: never the address.
    expect(set.text).not.toContain("support@uck.test");
  },
);
