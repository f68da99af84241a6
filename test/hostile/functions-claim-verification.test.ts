/**
 * Hostile input for /api/functions/send-claim-verification (worker/api/*.ts, issue #11): 500+
 * generated bad bodies, each a readable 4xx JSON refusal and no D1 change
 * (test/hostile/functions-setup.ts).
 */
import fc from "fast-check";
import { beforeEach, it } from "vitest";
import { brokenRecord, longerThan, notAnObject, wrongTypeValue } from "./arbitraries";
import { assertRefuses, newActor } from "./functions-setup";

beforeEach(newActor);

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
