/**
 * Hostile input for /api/functions/handle-uck-vote (worker/api/*.ts, issue #11): 500+ generated
 * bad bodies, each a readable 4xx JSON refusal and no D1 change (test/hostile/functions-setup.ts).
 */
import fc from "fast-check";
import { beforeEach, it } from "vitest";
import {
  blankText,
  brokenRecord,
  hostileString,
  longerThan,
  nastyText,
  notAnObject,
  wrongTypeValue,
} from "./arbitraries";
import { assertRefuses, newActor } from "./functions-setup";

beforeEach(newActor);

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
