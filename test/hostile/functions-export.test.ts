/**
 * Hostile input for the JSON functions under /api/functions (issue #11): the test app
 * (test/harness/app.ts, which the other hostile-functions tests use because the Worker's own
 * export slows down with every call) answers hostile requests exactly as the Worker's export.
 */
import { exports } from "cloudflare:workers";
import fc from "fast-check";
import { beforeEach, expect, it } from "vitest";
import { hostileValue } from "./arbitraries";
import { compactReporter } from "./checks";
import { resetRateLimits } from "./db";
import { contentType, jsonBodies, newActor, post, request } from "./functions-setup";
import { authMode, forgedToken } from "./requests";

const worker = exports.default;

beforeEach(newActor);

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
