/**
 * Hostile input through the Worker (issue #11): the help page's contact form, 500+ generated bad
 * submissions. Every answer is a 4xx with a readable message; never a 5xx or a 429; no D1 table
 * changes (test/hostile/db.ts).
 */
import { CONTACT_TOPICS } from "@worker/db/schema";
import { ContactSchema } from "@worker/services/contact";
import fc from "fast-check";
import { beforeEach, it } from "vitest";
import { blankText, brokenRecord, longerThan, nastyText, notOneOf } from "./arbitraries";
import { assertRefusesHostileForms, hostileFile } from "./forms";
import { account, newActor } from "./forms-account-setup";
import type { FormValue } from "./requests";

beforeEach(newActor);

it("the contact form refuses 500 hostile submissions without writing", async () => {
  const valid = {
    intent: "contact",
    name: "Casey",
    email: "casey@example.com",
    topic: "complaint",
    message: "Long enough message.",
  };
  const contact = brokenRecord<FormValue>(
    valid,
    {
      name: fc.oneof(blankText, longerThan(100), hostileFile),
      email: fc.oneof(
        nastyText.filter((v) => !v.includes("@")),
        fc.constantFrom("a@", "a@b", "@b.co"),
        hostileFile,
      ),
      topic: fc.oneof(notOneOf(CONTACT_TOPICS), hostileFile),
      message: fc.oneof(
        fc.constantFrom("too short", "\u{1F469}\u200D\u{1F469}"),
        blankText,
        longerThan(2000),
        hostileFile,
      ),
    },
    ["name", "email", "topic", "message"],
  ).filter((fields) => {
    const text = (value: FormValue | undefined) => (typeof value === "string" ? value : "");
    return !ContactSchema.safeParse({
      name: text(fields.name),
      email: text(fields.email),
      topic: text(fields.topic),
      message: text(fields.message),
    }).success;
  });
  const cases = fc.oneof(
    { weight: 4, arbitrary: contact },
    {
      weight: 1,
      arbitrary: fc.record({
        ...Object.fromEntries(Object.entries(valid).map(([k, v]) => [k, fc.constant(v)])),
        intent: fc.oneof(notOneOf(["contact"]), hostileFile),
      }),
    },
  );
  await assertRefusesHostileForms({
    name: "help (contact)",
    actorCookie: async () => account.cookie,
    cases: cases.map((fields) => ({ path: "/help", fields })),
  });
}, 300_000);
