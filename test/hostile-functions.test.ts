/**
 * Hostile input for every JSON function under /api/functions (worker/api/*.ts), through the
 * Worker's fetch: 500+ generated bad bodies each (wrong types, missing and extra fields, huge
 * and unicode-hostile values, invalid JSON, deep nesting, wrong content types, empty bodies).
 * Every answer is a 4xx JSON refusal with a readable message, never a 5xx or a 429 (the attempt
 * counters are emptied after each request), and no D1 table changes.
 *
 * The requests go to `createApp` of worker/app.ts (test/harness/app.ts), the function
 * worker/index.ts exports as `fetch`: in @cloudflare/vitest-pool-workers 0.15.1 each call of
 * `exports.default.fetch` gets slower than the last (measured 1.9 ms per call for the first 50,
 * 22.5 ms by the 300th), which makes thousands of requests impractical. The first test checks
 * that both answer the same to the same hostile requests.
 */
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { normalizeDomain } from "@shared/domain";
import fc from "fast-check";
import { beforeEach, expect, it } from "vitest";
import { createCompany, createUser } from "./factories";
import { fetchResponse, ORIGIN, sessionCookie } from "./harness/app";
import {
  blankText,
  brokenRecord,
  hostileString,
  hostileValue,
  longerThan,
  nastyText,
  notAnObject,
  wrongTypeValue,
} from "./hostile/arbitraries";
import { compactReporter, isHumanMessage, RUNS } from "./hostile/checks";
import { dbFingerprint, expectNoWrite, resetRateLimits } from "./hostile/db";
import { type AuthMode, authMode, clientIp, forgedToken } from "./hostile/requests";

/** The hostile tests mount the route modules as pages (test/harness/routes.ts). */
const fetchPage = (request: Request) => fetchResponse(request, { shape: "page" });

const worker = exports.default;
let cookie = "";
let knownDomain = "";

// Each test gets its own actor (test/factories.ts and a session in KV, no password hashing):
// nothing signed in is shared between tests.
beforeEach(async () => {
  cookie = await sessionCookie((await createUser()).id);
  knownDomain = `known-${crypto.randomUUID().slice(0, 8)}.example`;
  await createCompany({ domain: knownDomain });
});

/** How a JSON body goes over the wire: mostly as JSON, sometimes as anything else. */
const CONTENT_TYPES = [
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
const contentType = fc.oneof(
  { weight: 10, arbitrary: fc.constant("application/json" as const) },
  { weight: 4, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
);

/** A body: the JSON of a bad value, or text that is not JSON at all. */
function jsonBodies(bad: fc.Arbitrary<unknown>) {
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

function request(
  path: string,
  body: string,
  type: string | null,
  auth: AuthMode,
  forged: string,
  ip: string | null,
) {
  const headers = new Headers({ Origin: ORIGIN });
  if (type) headers.set("Content-Type", type);
  if (auth === "actor") headers.set("Cookie", cookie);
  if (auth === "forged cookie") headers.set("Cookie", `uck_session=${forged}`);
  if (ip !== null) headers.set("CF-Connecting-IP", ip);
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers, body });
}
const post = (...args: Parameters<typeof request>) => fetchPage(request(...args));

/** fc.assert for one function: bad bodies in, readable 4xx JSON refusals out, nothing written. */
async function assertRefuses(path: string, bad: fc.Arbitrary<unknown>, allowed: readonly number[]) {
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
  console.log(`${path}: ${JSON.stringify(tally)}`);
}

it("the Worker's export and the test app answer 60 hostile requests alike", async () => {
  const paths = fc.constantFrom("handle-uck-vote", "get-company-info", "send-claim-verification");
  await fc.assert(
    fc.asyncProperty(
      paths,
      jsonBodies(hostileValue),
      contentType,
      authMode,
      forgedToken,
      async (name, body, type, auth, forged) => {
        const path = `/api/functions/${name}`;
        await resetRateLimits();
        const viaExport = await worker.fetch(request(path, body, type, auth, forged, null));
        await resetRateLimits();
        const viaApp = await post(path, body, type, auth, forged, null);
        expect(viaApp.status).toBe(viaExport.status);
        expect(await viaApp.json()).toEqual(await viaExport.json());
      },
    ),
    { numRuns: 60, reporter: compactReporter },
  );
}, 300_000);

const ids = fc.oneof(
  blankText.filter((v) => v === ""),
  longerThan(64),
  wrongTypeValue,
);

it("handle-uck-vote refuses 500 hostile bodies", async () => {
  const bad = fc.oneof(
    notAnObject,
    brokenRecord<unknown>(
      { complaintId: "c" },
      { complaintId: ids, undo: fc.oneof(hostileString, fc.integer(), fc.constant(null)) },
      ["complaintId"],
    ),
    // Well-formed, but no such complaint.
    fc.record({
      complaintId: fc.oneof(
        fc.uuid(),
        nastyText.map((v) => v.slice(0, 64)).filter((v) => v.length > 0),
      ),
      undo: fc.boolean(),
    }),
  );
  await assertRefuses("/api/functions/handle-uck-vote", bad, [400, 401, 404, 415]);
}, 300_000);

it("get-company-info refuses 500 hostile bodies (and creates no company)", async () => {
  const notADomain = hostileString.filter((v) => normalizeDomain(v) === null);
  const bad = fc.oneof(
    notAnObject,
    fc.constant({}),
    brokenRecord<unknown>(
      { query: "acme" },
      { query: fc.oneof(wrongTypeValue, blankText, fc.constantFrom("a", " b "), longerThan(100)) },
      ["query"],
    ),
    brokenRecord<unknown>(
      { domain: "acme.example" },
      { domain: fc.oneof(wrongTypeValue, blankText, longerThan(300), notADomain) },
      ["domain"],
    ),
    // Both keys, or a known key plus an extra one: the strict schema refuses either.
    fc.record({ query: fc.constant("acme"), domain: fc.constant(knownDomain) }),
    fc
      .tuple(
        fc.constantFrom({ query: "acme" }, { domain: "new-company.example" }),
        nastyText,
        hostileValue,
      )
      .map(([base, key, value]) => ({ ...base, [`x${key}`]: value })),
  );
  await assertRefuses("/api/functions/get-company-info", bad, [400, 401, 415]);
}, 300_000);

it("send-claim-verification refuses 500 hostile bodies", async () => {
  const valid = {
    requesterEmail: "ops@acme.example",
    companyName: "Acme",
    companyDomain: "acme.example",
    companySlug: "acme",
  };
  const bad = fc.oneof(
    notAnObject,
    brokenRecord<unknown>(
      valid,
      {
        requesterEmail: fc.oneof(wrongTypeValue, longerThan(320)),
        companyName: fc.oneof(wrongTypeValue, longerThan(200)),
        companyDomain: fc.oneof(wrongTypeValue, longerThan(300)),
        companySlug: fc.oneof(wrongTypeValue, fc.constant(""), longerThan(200)),
      },
      Object.keys(valid),
    ),
  );
  await assertRefuses("/api/functions/send-claim-verification", bad, [400, 401, 415]);
}, 300_000);

it("get-company-info answers 200 well-formed but extreme domains (63-character labels) without a 5xx", async () => {
  // Valid input, so a company may be created: the property is only "never a 5xx". A slug from a
  // long label once went into a LIKE pattern over D1's 50-byte limit and answered 500.
  const longLabel = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{40,61}[a-z0-9])$/);
  const domains = fc
    .oneof(
      fc
        .tuple(longLabel, fc.constantFrom("com", "co.uk", "example"))
        .map(([label, tld]) => `${label}.${tld}`),
      fc.domain(),
    )
    .filter((domain) => normalizeDomain(domain) !== null);
  await fc.assert(
    fc.asyncProperty(domains, async (domain) => {
      await resetRateLimits();
      const response = await post(
        "/api/functions/get-company-info",
        JSON.stringify({ domain }),
        "application/json",
        "actor",
        "",
        null,
      );
      const text = await response.text();
      expect(response.status, `${domain} → ${text.slice(0, 200)}`).toBe(200);
    }),
    { numRuns: 100, reporter: compactReporter },
  );
}, 300_000);
