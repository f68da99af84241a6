import { CardActionSchema } from "@worker/services/complaints/card-action-schema";
import { CreateComplaintSchema } from "@worker/services/complaints/create";
import fc from "fast-check";
import { it } from "vitest";
import { brokenRecord, longerThan, notAnObject, notOneOf, wrongTypeValue } from "./arbitraries";
import { badText, refuses } from "./schemas-setup";

/**
 * A complaint's card actions and its form's image key refuse hostile inputs (shared set-up:
 * schemas-setup.ts).
 */

it("the card actions refuse 500 hostile inputs (unknown intents, bad reasons, texts, answers)", () => {
  const intents = [
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
  ];
  const bad = fc.oneof(
    notAnObject,
    brokenRecord<unknown>(
      { intent: "save" },
      { intent: fc.oneof(notOneOf(intents), wrongTypeValue) },
      ["intent"],
    ),
    brokenRecord<unknown>({ intent: "report", reason: "spam" }, { reason: badText(500) }, [
      "reason",
    ]),
    brokenRecord<unknown>({ intent: "edit", text: "new text" }, { text: badText(500) }, ["text"]),
    brokenRecord<unknown>(
      { intent: "satisfaction", satisfied: "yes" },
      { satisfied: fc.oneof(notOneOf(["yes", "no"]), wrongTypeValue) },
      ["satisfied"],
    ),
  );
  refuses(CardActionSchema, bad);
});

it("the complaint form refuses an image key that is not a short string", () => {
  const valid = {
    companyName: "Acme",
    companySlug: "acme",
    companyDomain: "acme.example",
    text: "It broke.",
    location: "",
  };
  refuses(
    CreateComplaintSchema,
    fc.oneof(
      notAnObject,
      brokenRecord<unknown>(valid, { imageKey: fc.oneof(longerThan(200), wrongTypeValue) }, []),
    ),
  );
});
