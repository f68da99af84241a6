/**
 * What the hostile JSON-function tests share (issue #11): a fresh signed-in actor and a known
 * company domain per test, the bodies and content types sent, the request as it goes over the
 * wire, and `assertRefuses`: 500+ generated bad bodies in (wrong types, missing and extra fields,
 * huge and unicode-hostile values, invalid JSON, deep nesting, wrong content types, empty
 * bodies), a 4xx JSON refusal with a readable message out, never a 5xx or a 429 (the attempt
 * counters are emptied after each request), and no D1 table changes.
 *
 * The requests go to `createApp` of worker/app.ts (test/harness/app.ts), the function
 * worker/index.ts exports as `fetch`: in @cloudflare/vitest-pool-workers 0.15.1 each call of
 * `exports.default.fetch` gets slower than the last (measured 1.9 ms per call for the first 50,
 * 22.5 ms by the 300th), which makes thousands of requests impractical.
 * test/hostile/functions-export.test.ts checks that both answer the same to the same hostile
 * requests.
 */
import { env } from "cloudflare:test";
import fc from "fast-check";
import { expect } from "vitest";
import { createCompany, createUser } from "../factories";
import { fetchResponse, ORIGIN, sessionCookie } from "../harness/app";
import { hostileString } from "./arbitraries";
import { compactReporter, isHumanMessage, RUNS } from "./checks";
import { dbFingerprint, expectNoWrite, resetRateLimits } from "./db";
import { type AuthMode, authMode, clientIp, forgedToken } from "./requests";

/** The hostile tests mount the route modules as pages (test/harness/routes.ts). */
const fetchPage = (request: Request) => fetchResponse(request, { shape: "page" });

/** The current test's actor and a known company domain: set by `newActor` in a beforeEach. */
export const actor = { cookie: "", knownDomain: "" };

// Each test gets its own actor (test/factories.ts and a session in KV, no password hashing):
// nothing signed in is shared between tests.
export async function newActor() {
  actor.cookie = await sessionCookie((await createUser()).id);
  actor.knownDomain = `known-${crypto.randomUUID().slice(0, 8)}.example`;
  await createCompany({ domain: actor.knownDomain });
}

/** How a JSON body goes over the wire: mostly as JSON, sometimes as anything else. */
export const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "APPLICATION/JSON",
  "application/json;",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/jsonp",
  null,
] as const;
export const contentType = fc.oneof(
  { weight: 10, arbitrary: fc.constant("application/json" as const) },
  { weight: 4, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
);

/** A body: the JSON of a bad value, or text that is not JSON at all. */
export function jsonBodies(bad: fc.Arbitrary<unknown>) {
  return fc.oneof(
    { weight: 12, arbitrary: bad.map((value) => JSON.stringify(value) ?? "") },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        "",
        "{",
        "{'complaintId': 'x'}",
        '{"complaintId": NaN}',
        '{"query": Infinity}',
        "[1,]",
        "\uFEFF{}",
        "null",
        `${"[".repeat(100_000)}${"]".repeat(100_000)}`,
        `{"a":${'{"a":'.repeat(5_000)}1${"}".repeat(5_001)}`,
      ),
    },
    { weight: 1, arbitrary: hostileString },
  );
}

export function request(
  path: string,
  body: string,
  type: string | null,
  auth: AuthMode,
  forged: string,
  ip: string | null,
) {
  const headers = new Headers({ Origin: ORIGIN });
  if (type) headers.set("Content-Type", type);
  if (auth === "actor") headers.set("Cookie", actor.cookie);
  if (auth === "forged cookie") headers.set("Cookie", `uck_session=${forged}`);
  if (ip !== null) headers.set("CF-Connecting-IP", ip);
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers, body });
}
export const post = (...args: Parameters<typeof request>) => fetchPage(request(...args));

/** fc.assert for one function: bad bodies in, readable 4xx JSON refusals out, nothing written. */
export async function assertRefuses(
  path: string,
  bad: fc.Arbitrary<unknown>,
  allowed: readonly number[],
) {
  await resetRateLimits();
  const before = await dbFingerprint();
  const ucksBefore = (await env.UCKS.list()).keys.length;
  const tally: Record<number, number> = {};
  await fc.assert(
    fc.asyncProperty(
      jsonBodies(bad),
      contentType,
      authMode,
      forgedToken,
      clientIp,
      async (body, type, auth, forged, ip) => {
        const response = await post(path, body, type, auth, forged, ip);
        const text = await response.text();
        const label = `${path} [${type}, ${auth}] ${body.slice(0, 200)} → ${response.status} ${text.slice(0, 200)}`;
        expect(allowed, label).toContain(response.status);
        expect(response.headers.get("Content-Type"), label).toContain("application/json");
        const answer = JSON.parse(text) as {
          success?: unknown;
          message?: unknown;
          error?: unknown;
        };
        expect(answer.success, label).toBe(false);
        expect(isHumanMessage(answer.message ?? answer.error), label).toBe(true);
        await expectNoWrite(before, label);
        tally[response.status] = (tally[response.status] ?? 0) + 1;
      },
    ),
    { numRuns: RUNS, reporter: compactReporter },
  );
  expect((await env.UCKS.list()).keys.length).toBe(ucksBefore);
  // Every generated request was answered and checked (a property that stopped early runs fewer).
  expect(
    Object.values(tally).reduce((sum, n) => sum + n, 0),
    path,
  ).toBe(RUNS);
}
