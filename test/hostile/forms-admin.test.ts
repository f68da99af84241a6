/**
 * Hostile input through the Worker (issue #11): every intent of the superadmin panel's action
 * (block, unblock, assign-admin, decide-report, decide-claim, handle-message, breach-delete,
 * grant-superadmin), 1,000 generated bad submissions, mostly from a superadmin (so validation,
 * not the role check, answers) and some from a plain user. Every answer is a 4xx with a
 * readable message, never a 5xx or a 429, and no D1 table changes (test/hostile/db.ts).
 */

import { userRoles } from "@worker/db/schema";
import fc from "fast-check";
import { beforeEach, it } from "vitest";
import { createUser, db } from "../factories";
import { sessionCookie } from "../harness/app";
import { blankText, brokenRecord, longerThan, nastyText, notOneOf } from "./arbitraries";
import { assertRefusesHostileForms, hostileFile } from "./forms";
import type { FormValue } from "./requests";

let adminId = "";
let adminCookie = "";
let userCookie = "";

// Each test gets its own actor (test/factories.ts and a session in KV, no password hashing):
// nothing signed in is shared between tests.
beforeEach(async () => {
  adminId = (await createUser({ name: "Super Admin" })).id;
  await db
    .insert(userRoles)
    .values({ id: crypto.randomUUID(), userId: adminId, role: "superadmin" });
  adminCookie = await sessionCookie(adminId);
  userCookie = await sessionCookie((await createUser()).id);
});

const INTENTS = [
  "grant-superadmin",
  "block",
  "unblock",
  "assign-admin",
  "decide-report",
  "decide-claim",
  "handle-message",
  "breach-delete",
];
/** A required, trimmed id: blank, too long, or a file (sent as blank in text encodings). */
const badId = fc.oneof(blankText, longerThan(64), hostileFile);
const badReason = fc.oneof(blankText, longerThan(500), hostileFile);
/** An id that is well-formed but names nobody and nothing. */
const nobody = fc.oneof(fc.uuid(), nastyText.map((v) => v.trim().slice(0, 64)).filter(Boolean));

it("the superadmin panel refuses 1,000 hostile submissions without writing", async () => {
  const malformed = fc.oneof(
    brokenRecord<FormValue>(
      { intent: "block", userId: "u", reason: "Spam" },
      { userId: badId, reason: badReason },
      ["userId", "reason"],
    ),
    brokenRecord<FormValue>(
      { intent: "breach-delete", userId: "u", reason: "Rule 3" },
      { userId: badId, reason: badReason },
      ["userId", "reason"],
    ),
    fc
      .constantFrom("unblock", "assign-admin")
      .chain((intent) =>
        brokenRecord<FormValue>({ intent, userId: "u" }, { userId: badId }, ["userId"]),
      ),
    brokenRecord<FormValue>(
      { intent: "decide-report", complaintId: "c", outcome: "kept" },
      { complaintId: badId, outcome: fc.oneof(notOneOf(["kept", "removed"]), hostileFile) },
      ["complaintId", "outcome"],
    ),
    brokenRecord<FormValue>(
      { intent: "decide-claim", claimId: "c", decision: "approve" },
      { claimId: badId, decision: fc.oneof(notOneOf(["approve", "reject"]), hostileFile) },
      ["claimId", "decision"],
    ),
    brokenRecord<FormValue>({ intent: "handle-message", messageId: "m" }, { messageId: badId }, [
      "messageId",
    ]),
    brokenRecord<FormValue>(
      { intent: "block" },
      { intent: fc.oneof(notOneOf(INTENTS), hostileFile) },
      ["intent"],
    ),
  );
  // Well-formed, but about no one: every service must find nothing and change nothing.
  const aboutNobody = fc.oneof(
    fc.record({
      intent: fc.constantFrom("block", "breach-delete"),
      userId: nobody,
      reason: fc.constant("Spam"),
    }),
    fc.record({ intent: fc.constantFrom("unblock", "assign-admin"), userId: nobody }),
    fc.record({
      intent: fc.constant("decide-report"),
      complaintId: nobody,
      outcome: fc.constantFrom("kept", "removed"),
    }),
    fc.record({
      intent: fc.constant("decide-claim"),
      claimId: nobody,
      decision: fc.constantFrom("approve", "reject"),
    }),
    fc.record({ intent: fc.constant("handle-message"), messageId: nobody }),
    // A superadmin exists already: the bootstrap grant is refused.
    fc.constant({ intent: "grant-superadmin" }),
  );
  // The admin about themself: blocking or breach-deleting oneself is refused.
  const aboutSelf = fc
    .record({ intent: fc.constantFrom("block", "breach-delete"), reason: fc.constant("Spam") })
    .map((fields) => ({ ...fields, userId: adminId }));
  await assertRefusesHostileForms({
    name: "admin",
    actorCookie: async () => adminCookie,
    numRuns: 1000,
    cases: fc
      .tuple(
        fc.oneof(
          { weight: 5, arbitrary: malformed },
          { weight: 3, arbitrary: aboutNobody },
          { weight: 1, arbitrary: aboutSelf },
        ),
        // A plain user sends the same, and is refused by role.
        fc.oneof(
          { weight: 6, arbitrary: fc.constant("admin") },
          { weight: 1, arbitrary: fc.constant("user") },
        ),
      )
      .map(([fields, who]) => ({
        path: "/admin",
        fields,
        cookie: who === "admin" ? adminCookie : userCookie,
      })),
  });
}, 300_000);
