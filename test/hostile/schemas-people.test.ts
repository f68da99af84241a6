import { CONTACT_TOPICS } from "@worker/db/schema";
import { CommentTextSchema } from "@worker/services/complaints/comments";
import { ContactSchema } from "@worker/services/contact";
import { ProfileUpdateSchema } from "@worker/services/users/profile-update";
import fc from "fast-check";
import { it } from "vitest";
import {
  blankText,
  brokenRecord,
  longerThan,
  nastyText,
  notOneOf,
  withControlCharacter,
  wrongTypeValue,
} from "./arbitraries";
import { expectRejected, RUNS } from "./checks";
import { badText, objectOr, refuses } from "./schemas-setup";

/**
 * What people write (the contact form, the profile form, a comment) refuses 500 hostile inputs
 * with readable messages (shared set-up: schemas-setup.ts).
 */

/** An optional-but-bounded text field: too long or not a string. */
const tooLongOrWrong = (max: number) => fc.oneof(longerThan(max), wrongTypeValue);

const notAnEmail = fc.oneof(
  nastyText.filter((value) => !value.includes("@")),
  fc.constantFrom(
    "a@",
    "@b.co",
    "a@b",
    "a b@c.de",
    "a@@b.co",
    "a@b..co",
    `${"x".repeat(250)}@b.co`,
  ),
);

it("the contact form refuses 500 hostile inputs with one of its own messages", () => {
  const bad = brokenRecord<unknown>(
    { name: "Casey", email: "casey@example.com", topic: "complaint", message: "Long enough text." },
    {
      name: badText(100),
      email: fc.oneof(notAnEmail, wrongTypeValue),
      topic: fc.oneof(notOneOf(CONTACT_TOPICS), wrongTypeValue),
      message: fc.oneof(
        fc.constantFrom("short", "\u{1F469}\u200D\u{1F469}", "e\u0301e\u0301e\u0301"),
        blankText,
        longerThan(2000),
        wrongTypeValue,
      ),
    },
    ["name", "email", "topic", "message"],
  );
  const messages = [
    "Please enter your name.",
    "Please keep your name under 100 characters.",
    "Please enter a valid email address.",
    "Please choose what your message is about.",
    "Please write at least 10 characters.",
    "Please keep your message under 2,000 characters.",
  ];
  fc.assert(
    fc.property(bad, (input) => expectRejected(ContactSchema, input, messages)),
    { numRuns: RUNS },
  );
});

it("the profile form refuses 500 hostile inputs", () => {
  const valid = {
    username: "casey",
    fullName: "Casey Doe",
    bio: "",
    location: "",
    website: "",
    phone: "",
    company: "",
    jobTitle: "",
  };
  const badUsername = fc.oneof(
    badText(50),
    fc.constantFrom("a", " b ", "has space", "semi;colon", "caf\u00E9", "\u0130stanbul"),
    nastyText.filter((value) => !/^[a-z0-9_.-]{2,50}$/.test(value.trim().toLowerCase())),
  );
  const badWebsite = fc.oneof(
    tooLongOrWrong(300),
    fc.constantFrom("javascript:alert(1)", "ftp://x.y", "http://", "https:// spaced.com", "//x.y"),
    // Blank text is a valid (empty) website once trimmed, and a bare "host.name" is that
    // site's https:// address, so neither is a bad input.
    nastyText.filter((value) => {
      const trimmed = value.trim();
      const url = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
      return (
        trimmed !== "" && !(/^https?:\/\/[^\s/$.?#][^\s]*\.\S*$/i.test(url) && url.length <= 300)
      );
    }),
  );
  refuses(
    ProfileUpdateSchema,
    objectOr(
      brokenRecord<unknown>(
        valid,
        {
          username: badUsername,
          fullName: fc.oneof(badText(100), fc.constantFrom("x", " y "), withControlCharacter),
          bio: tooLongOrWrong(500),
          location: fc.oneof(tooLongOrWrong(100), withControlCharacter),
          website: badWebsite,
          phone: tooLongOrWrong(20),
          company: fc.oneof(tooLongOrWrong(100), withControlCharacter),
          jobTitle: fc.oneof(tooLongOrWrong(100), withControlCharacter),
        },
        Object.keys(valid),
      ),
    ),
  );
});

it("a comment's text refuses 500 hostile inputs with the spec's messages or a type error", () => {
  fc.assert(
    fc.property(fc.oneof(blankText, longerThan(1000), wrongTypeValue), (input) => {
      const messages =
        typeof input === "string"
          ? ["Please write a comment first.", "Comments can be at most 1000 characters."]
          : undefined;
      expectRejected(CommentTextSchema, input, messages);
    }),
    { numRuns: RUNS },
  );
});
