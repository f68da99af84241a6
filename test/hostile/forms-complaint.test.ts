/**
 * Hostile input through the Worker (issue #11): the actions of a complaint's detail page
 * (comment, comment-uck) and of its card (share, save, report, edit, delete, satisfaction, …),
 * 500+ generated bad submissions each. Every answer is a 4xx (never a 5xx or a 429: the attempt
 * counters are emptied first), and no D1 table changes (test/hostile/db.ts).
 */

import { comments } from "@worker/db/schema";
import fc from "fast-check";
import { beforeEach, it } from "vitest";
import { createComplaint, createUser, db } from "../factories";
import { sessionCookie } from "../harness/app";
import { blankText, brokenRecord, longerThan, nastyText, notOneOf } from "./arbitraries";
import {
  type Answer,
  assertRefusesHostileForms,
  hostileFile,
  hostileFormValue,
  hostileSegment,
  refusedWithMessage,
} from "./forms";
import type { FormValue } from "./requests";

let cookie = "";
let complaintId = "";
let commentId = "";

// Each test gets its own actor (test/factories.ts and a session in KV, no password hashing):
// nothing signed in is shared between tests.
beforeEach(async () => {
  const actor = await createUser({ name: "Hostile Actor" });
  cookie = await sessionCookie(actor.id);
  const complaint = await createComplaint();
  complaintId = complaint.id;
  commentId = crypto.randomUUID();
  await db.insert(comments).values({
    id: commentId,
    complaintId,
    userId: complaint.userId,
    text: "A comment by the author.",
  });
});

/** A required, trimmed, bounded text field: blank, too long, or a file. */
const badText = (max: number) => fc.oneof(blankText, longerThan(max), hostileFile);
/** A complaint that does not exist: a fresh id, or hostile text in the path. */
const missingComplaint = fc.oneof(fc.uuid(), hostileSegment);
const anyFields = fc.dictionary(
  fc.constantFrom(
    "intent",
    "text",
    "reason",
    "channel",
    "satisfied",
    "commentId",
    "uck",
    "redirectTo",
  ),
  hostileFormValue,
  { maxKeys: 4 },
);

/** React Router's own 404 (a path no route matches) carries no toast of ours. */
const noRouteMatched = (answer: Answer) => answer.status === 404 && !answer.strings.includes("ok");

it("the detail page's comment actions refuse 500 hostile submissions without writing", async () => {
  const existing = fc.oneof(
    brokenRecord<FormValue>(
      { intent: "comment", text: "Nice one" },
      { intent: notOneOf(["comment", "comment-uck"]), text: badText(1000) },
      ["intent", "text"],
    ),
    brokenRecord<FormValue>(
      { intent: "comment-uck", commentId: "", uck: "1" },
      {
        uck: fc.oneof(notOneOf(["0", "1"]), hostileFile),
        commentId: fc.oneof(longerThan(64), hostileFile),
      },
      ["uck", "commentId"],
    ).map((fields) => (fields.commentId === "" ? { ...fields, commentId } : fields)),
    // Well-formed, but the comment is not there.
    fc.record({
      intent: fc.constant("comment-uck"),
      commentId: fc.oneof(fc.uuid(), nastyText),
      uck: fc.constantFrom("0", "1"),
    }),
  );
  const missing = fc.oneof(
    fc.record({ intent: fc.constant("comment"), text: nastyText.filter((t) => t.trim() !== "") }),
    anyFields,
  );
  await assertRefusesHostileForms({
    name: "complaint/:id",
    actorCookie: async () => cookie,
    cases: fc.oneof(
      {
        weight: 3,
        arbitrary: existing.map((fields) => ({ path: `/complaint/${complaintId}`, fields })),
      },
      {
        weight: 1,
        arbitrary: fc.record({
          path: missingComplaint.map((id) => `/complaint/${id}`),
          fields: missing,
        }),
      },
    ),
    check: (answer) => {
      // An uck on a comment that is not there is a bare 404 (the button just stays as it was).
      const uckNotFound = answer.status === 404 && answer.strings.includes("comment-uck");
      if (uckNotFound || noRouteMatched(answer)) return;
      refusedWithMessage(answer);
    },
  });
}, 300_000);

const CARD_INTENTS = [
  "save",
  "unsave",
  "follow-company",
  "unfollow-company",
  "report",
  "mute-author",
  "edit",
  "delete",
  "admin-delete",
  "satisfaction",
  "share",
];

it("the card actions refuse 500 hostile submissions without writing", async () => {
  const existing = fc.oneof(
    brokenRecord<FormValue>(
      { intent: "share", channel: "copy_link" },
      { channel: fc.oneof(notOneOf(["web_share", "copy_link"]), hostileFile) },
      ["channel"],
    ),
    brokenRecord<FormValue>({ intent: "report", reason: "Spam" }, { reason: badText(500) }, [
      "reason",
    ]),
    brokenRecord<FormValue>({ intent: "edit", text: "Edited" }, { text: badText(500) }, ["text"]),
    brokenRecord<FormValue>(
      { intent: "satisfaction", satisfied: "yes" },
      { satisfied: fc.oneof(notOneOf(["yes", "no"]), hostileFile) },
      ["satisfied"],
    ),
    brokenRecord<FormValue>(
      { intent: "save" },
      { intent: fc.oneof(notOneOf(CARD_INTENTS), hostileFile) },
      ["intent"],
    ),
  );
  // Any intent, even a well-formed one, on a complaint that does not exist.
  const wellFormed = fc.oneof(
    fc
      .constantFrom(
        ...CARD_INTENTS.filter((i) => !["report", "edit", "satisfaction", "share"].includes(i)),
      )
      .map((intent) => ({ intent, redirectTo: "/feed" })),
    fc.constant({ intent: "report", reason: "Spam" }),
    fc.constant({ intent: "edit", text: "Edited" }),
    fc.constant({ intent: "satisfaction", satisfied: "no" }),
    fc.constant({ intent: "share", channel: "web_share" }),
  );
  await assertRefusesHostileForms({
    name: "complaint/:id/actions",
    actorCookie: async () => cookie,
    cases: fc.oneof(
      {
        weight: 3,
        arbitrary: existing.map((fields) => ({
          path: `/complaint/${complaintId}/actions`,
          fields,
        })),
      },
      {
        weight: 1,
        arbitrary: fc.record({
          path: missingComplaint.map((id) => `/complaint/${id}/actions`),
          fields: fc.oneof(wellFormed, anyFields),
        }),
      },
    ),
    check: (answer) => {
      // A refused share is a bare {ok: false} (the share sheet already did its work).
      const share = answer.strings.includes("share") && [400, 404].includes(answer.status);
      if (share || noRouteMatched(answer)) return;
      refusedWithMessage(answer);
    },
  });
}, 300_000);
