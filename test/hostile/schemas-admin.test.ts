import { BreachSchema } from "@worker/services/admin/breach";
import { ClaimDecisionSchema } from "@worker/services/admin/claims";
import { ModerationDecisionSchema } from "@worker/services/admin/moderation";
import { BlockSchema } from "@worker/services/admin/users";
import { HandleMessageSchema } from "@worker/services/contact";
import fc from "fast-check";
import { it } from "vitest";
import { brokenRecord, notOneOf, wrongTypeValue } from "./arbitraries";
import { badText, objectOr, refuses } from "./schemas-setup";

/**
 * The admin forms' schemas refuse 500 hostile inputs each (shared set-up: schemas-setup.ts).
 */

it("the admin block form refuses 500 hostile inputs with a readable message", () => {
  refuses(
    BlockSchema,
    objectOr(
      brokenRecord<unknown>(
        { userId: "u1", reason: "spam" },
        { userId: badText(64), reason: badText(500) },
        ["userId", "reason"],
      ),
    ),
  );
});

it("the admin breach-deletion form refuses 500 hostile inputs", () => {
  refuses(
    BreachSchema,
    objectOr(
      brokenRecord<unknown>(
        { userId: "u1", reason: "Rule 3" },
        { userId: badText(64), reason: badText(500) },
        ["userId", "reason"],
      ),
    ),
  );
});

it("the admin claim and moderation decisions refuse 500 hostile inputs each", () => {
  refuses(
    ClaimDecisionSchema,
    objectOr(
      brokenRecord<unknown>(
        { claimId: "c1", decision: "approve" },
        {
          claimId: badText(64),
          decision: fc.oneof(notOneOf(["approve", "reject"]), wrongTypeValue),
        },
        ["claimId", "decision"],
      ),
    ),
  );
  refuses(
    ModerationDecisionSchema,
    objectOr(
      brokenRecord<unknown>(
        { complaintId: "c1", outcome: "kept" },
        {
          complaintId: badText(64),
          outcome: fc.oneof(notOneOf(["kept", "removed"]), wrongTypeValue),
        },
        ["complaintId", "outcome"],
      ),
    ),
  );
});

it("the admin mark-handled form refuses 500 hostile inputs", () => {
  refuses(
    HandleMessageSchema,
    objectOr(brokenRecord<unknown>({ messageId: "m1" }, { messageId: badText(64) }, ["messageId"])),
  );
});
