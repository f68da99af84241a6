/**
 * Hostile input for the schemas that read what other systems hand back (inventory at the top of
 * schemas-setup.ts): the session record read from KV (StoredSession, auth/session) and the
 * OAuth providers' answers (GoogleClaims and TwitterMe, auth/oauth), 500 each. A malformed
 * record is never a session; a malformed provider answer fails the sign-in with the plain
 * message and writes nothing. Outbound HTTP is stubbed at the fetch boundary.
 */
import { env } from "cloudflare:test";
import { encodeBase64urlNoPadding } from "@oslojs/encoding";
import { validateSessionToken } from "@worker/auth/session";
import { sha256Hex } from "@worker/auth/tokens";
import { parseConfig } from "@worker/config";
import { completeOAuthCallback } from "@worker/services/accounts/oauth-callback";
import fc from "fast-check";
import { afterEach, expect, it, vi } from "vitest";
import { db } from "../factories";
import { brokenRecord, hostileString, notAnObject, wrongTypeValue } from "./arbitraries";
import { isHumanMessage, RUNS } from "./checks";
import { dbFingerprint, expectNoWrite } from "./db";

afterEach(() => vi.restoreAllMocks());

it("a session record of the wrong shape in KV is never a session (500 shapes)", async () => {
  const secret = "s".repeat(43);
  const valid = {
    userId: "u1",
    secretHash: sha256Hex(secret),
    version: 0,
    createdAt: Date.now(),
    expiresAt: Date.now() + 86_400_000,
  };
  const notNumber = fc.oneof(
    hostileString,
    fc.constant(null),
    fc.boolean(),
    fc.array(fc.integer(), { maxLength: 2 }),
  );
  const bad = fc.oneof(
    notAnObject.filter((v) => v !== undefined),
    brokenRecord<unknown>(
      valid,
      {
        userId: fc.oneof(fc.integer(), fc.constant(null), fc.boolean()),
        secretHash: fc.oneof(fc.integer(), fc.constant(null)),
        version: fc.oneof(notNumber, fc.constantFrom(0.5, -1.5, 1e-9)),
        createdAt: notNumber,
        expiresAt: notNumber,
      },
      Object.keys(valid),
    ),
  );
  let n = 0;
  await fc.assert(
    fc.asyncProperty(bad, async (record) => {
      const id = `hostile${++n}`;
      await env.SESSIONS.put(`session:${id}`, JSON.stringify(record));
      expect(await validateSessionToken(env.SESSIONS, `${id}.${secret}`, Date.now())).toBeNull();
    }),
    { numRuns: RUNS },
  );
  // The control: the unbroken record is a session.
  await env.SESSIONS.put("session:control", JSON.stringify(valid));
  expect(await validateSessionToken(env.SESSIONS, `control.${secret}`, Date.now())).not.toBeNull();
}, 60_000);

const oauthConfig = parseConfig({
  ...env,
  GOOGLE_CLIENT_ID: "google-id",
  GOOGLE_CLIENT_SECRET: "google-secret",
  TWITTER_CLIENT_ID: "x-id",
  TWITTER_CLIENT_SECRET: "x-secret",
});
const b64 = (text: string) => encodeBase64urlNoPadding(new TextEncoder().encode(text));

/** The providers' token and user endpoints, stubbed at the fetch boundary with `answer`. */
function stubProviders(answer: { idToken: string; xBody: string }) {
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.endsWith("/token"))
      return Response.json({
        access_token: "a",
        token_type: "Bearer",
        expires_in: 60,
        id_token: answer.idToken,
      });
    return new Response(answer.xBody, { headers: { "Content-Type": "application/json" } });
  });
}

it("malformed Google claims and X profiles fail the sign-in plainly and write nothing (500 each)", async () => {
  const claims = fc.oneof(
    notAnObject.filter((v) => v !== undefined).map((v) => JSON.stringify(v)),
    brokenRecord<unknown>(
      {
        sub: "g-1",
        email: "g@example.com",
        email_verified: true,
        name: "G",
        picture: "https://x/p.png",
      },
      {
        sub: fc.oneof(fc.constant(""), wrongTypeValue),
        email: wrongTypeValue,
        email_verified: fc.oneof(hostileString, fc.integer(), fc.constant(null)),
        name: wrongTypeValue,
        picture: wrongTypeValue,
      },
      ["sub"],
    ).map((v) => JSON.stringify(v)),
    fc.constantFrom("not json", "{", "", "\uD800"),
  );
  const idToken = fc.oneof(
    {
      weight: 8,
      arbitrary: claims.map((payload) => `${b64('{"alg":"RS256"}')}.${b64(payload)}.sig`),
    },
    { weight: 1, arbitrary: hostileString.map((v) => v.slice(0, 2000)) },
  );
  const xBody = fc.oneof(
    notAnObject.filter((v) => v !== undefined).map((v) => JSON.stringify({ data: v })),
    brokenRecord<unknown>(
      {
        id: "x-1",
        name: "X",
        username: "x",
        profile_image_url: "https://x/p.png",
        confirmed_email: "x@example.com",
      },
      {
        id: fc.oneof(fc.constant(""), wrongTypeValue),
        name: wrongTypeValue,
        username: wrongTypeValue,
        confirmed_email: wrongTypeValue,
      },
      ["id"],
    ).map((data) => JSON.stringify({ data })),
    fc.constantFrom("{}", "[]", "null", "not json", '{"data":'),
  );
  const before = await dbFingerprint();
  for (const provider of ["google", "twitter"] as const) {
    await fc.assert(
      fc.asyncProperty(idToken, xBody, async (token, body) => {
        vi.restoreAllMocks();
        stubProviders({ idToken: token, xBody: body });
        const outcome = await completeOAuthCallback(
          { db, config: oauthConfig },
          {
            code: "c",
            state: "st",
            error: null,
            errorDescription: null,
            stateCookie: `${provider}.st`,
            verifierCookie: "v".repeat(43),
          },
          Date.now(),
        );
        expect(outcome.ok).toBe(false);
        expect(isHumanMessage(outcome.toast.description), outcome.toast.description).toBe(true);
        await expectNoWrite(before, provider);
      }),
      { numRuns: RUNS },
    );
  }
}, 60_000);
