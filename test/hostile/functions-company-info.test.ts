/**
 * Hostile input for /api/functions/get-company-info (worker/api/*.ts, issue #11): 500+ generated
 * bad bodies, each a readable 4xx JSON refusal and no D1 change (test/hostile/functions-setup.ts),
 * and well-formed but extreme domains answered without a 5xx.
 */
import { normalizeDomain } from "@shared/domain";
import fc from "fast-check";
import { beforeEach, expect, it } from "vitest";
import {
  blankText,
  brokenRecord,
  hostileString,
  hostileValue,
  longerThan,
  nastyText,
  notAnObject,
  wrongTypeValue,
} from "./arbitraries";
import { compactReporter } from "./checks";
import { resetRateLimits } from "./db";
import { actor, assertRefuses, newActor, post } from "./functions-setup";

beforeEach(newActor);

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
    fc.record({ query: fc.constant("acme"), domain: fc.constant(actor.knownDomain) }),
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
