/**
 * Hostile input through the Worker (issue #11): the notifications' actions (open, read-all),
 * 500+ generated bad submissions. Every answer is a 4xx with a readable message or, for a
 * notification that is not there, the route's redirect back to the list; never a 5xx or a 429;
 * no D1 table changes (test/hostile/db.ts).
 */
import fc from "fast-check";
import { beforeEach, expect, it } from "vitest";
import { blankText, brokenRecord, longerThan, nastyText, notOneOf } from "./arbitraries";
import {
  type Answer,
  assertRefusesHostileForms,
  hostileFile,
  isRedirect,
  refusedWithMessage,
} from "./forms";
import { account, newActor } from "./forms-account-setup";
import type { FormValue } from "./requests";

beforeEach(newActor);

it("the notifications' actions refuse 500 hostile submissions without writing", async () => {
  const cases = fc.oneof(
    brokenRecord<FormValue>(
      { intent: "open", id: "n1" },
      { id: fc.oneof(blankText, longerThan(64), hostileFile) },
      ["id"],
    ),
    brokenRecord<FormValue>(
      { intent: "read-all" },
      { intent: fc.oneof(notOneOf(["open", "read-all"]), hostileFile) },
      ["intent"],
    ),
    // Well-formed, but no such notification of this person.
    fc.record({
      intent: fc.constant("open"),
      id: fc.oneof(fc.uuid(), nastyText.map((v) => v.trim().slice(0, 64)).filter(Boolean)),
    }),
  );
  await assertRefusesHostileForms({
    name: "notifications",
    actorCookie: async () => account.cookie,
    cases: cases.map((fields) => ({ path: "/notifications", fields })),
    check: (answer: Answer) => {
      // Opening a notification that is not there goes back to the list, as the route does.
      if (isRedirect(answer)) {
        expect(answer.strings).toContain("/notifications");
        return;
      }
      refusedWithMessage(answer);
    },
  });
}, 300_000);
