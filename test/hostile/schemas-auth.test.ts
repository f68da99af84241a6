/**
 * Hostile input for the account forms' schemas (see the inventory at the top of
 * schemas-setup.ts): sign-in, registration, reset, new-password, invite and account-deletion
 * forms (the flash toast, list cursors and the company lookup answer: hostile-schemas-read-back;
 * the session record and the OAuth answers: hostile-schemas-providers).
 */

import {
  AUTH_MESSAGES,
  EmailOnlySchema,
  LoginSchema,
  NewPasswordSchema,
  RegisterSchema,
} from "@shared/auth-validation";
import { InviteEmailSchema } from "@shared/invite-validation";
import fc from "fast-check";
import { it } from "vitest";
import { RequestDeletionSchema } from "~/routes/profile/settings.server";
import {
  blankText,
  brokenRecord,
  longerThan,
  nastyText,
  notAnObject,
  notOneOf,
  withControlCharacter,
  wrongTypeValue,
} from "./arbitraries";
import { expectRejected, RUNS } from "./checks";

/** Addresses the sign-in forms' shape check refuses (no "@", no dot after it, spaces). */
const notEmailShaped = fc.oneof(
  nastyText.filter((value) => !value.includes("@")),
  fc.constantFrom("a@", "@b.co", "a@b", "a b@c.de", "a@@b.co", "plainaddress", "a@b.", ".@."),
  blankText,
  wrongTypeValue,
);
const weakPassword = fc.oneof(
  fc.constantFrom("", "Sh0rt", "alllowercase1", "ALLUPPERCASE1", "NoDigitsHere", "Password123"),
  fc.constant(`Aa1${"x".repeat(130)}`),
  blankText,
  wrongTypeValue,
);
const auth = Object.values(AUTH_MESSAGES);
/** Non-objects get zod's own type message; objects get one of the spec's texts. */
const specMessages = (input: unknown, messages: readonly string[]) =>
  typeof input === "object" && input !== null && !Array.isArray(input) ? messages : undefined;

it("the sign-in form refuses 500 hostile inputs with the spec's messages", () => {
  const bad = fc.oneof(
    notAnObject,
    brokenRecord<unknown>(
      { email: "casey@example.com", password: "x" },
      {
        email: fc.oneof(notEmailShaped, longerThan(1000)),
        password: fc.oneof(fc.constant(""), wrongTypeValue, longerThan(1000)),
      },
      ["email", "password"],
    ),
  );
  fc.assert(
    fc.property(bad, (input) => expectRejected(LoginSchema, input, specMessages(input, auth))),
    { numRuns: RUNS },
  );
});

it("the registration form refuses 500 hostile inputs with the spec's messages", () => {
  const valid = {
    name: "Casey Doe",
    email: "casey@example.com",
    password: "Str0ngPassw0rd",
    agreement: "on",
  };
  const bad = fc.oneof(
    notAnObject,
    brokenRecord<unknown>(
      valid,
      {
        name: fc.oneof(
          blankText,
          fc.constantFrom("x", " y "),
          longerThan(100),
          withControlCharacter,
          wrongTypeValue,
        ),
        email: notEmailShaped,
        password: weakPassword,
        agreement: fc.oneof(notOneOf(["on", "true"]), wrongTypeValue),
      },
      ["name", "email", "password", "agreement"],
    ),
  );
  fc.assert(
    fc.property(bad, (input) => {
      // `agreement` is the one field without a fallback: a non-string gets zod's type message.
      const agreement = (input as { agreement?: unknown } | null)?.agreement;
      const typed = typeof agreement === "string" || agreement === undefined;
      expectRejected(RegisterSchema, input, typed ? specMessages(input, auth) : undefined);
    }),
    { numRuns: RUNS },
  );
});

it("the reset, resend and new-password forms refuse 500 hostile inputs each", () => {
  const emailOnly = fc.oneof(
    notAnObject,
    brokenRecord<unknown>({ email: "a@b.co" }, { email: notEmailShaped }, ["email"]),
  );
  fc.assert(
    fc.property(emailOnly, (input) =>
      expectRejected(EmailOnlySchema, input, specMessages(input, [AUTH_MESSAGES.invalidEmail])),
    ),
    { numRuns: RUNS },
  );
  const newPassword = fc.oneof(
    notAnObject,
    brokenRecord<unknown>(
      { token: "t0ken", password: "Str0ngPassw0rd" },
      {
        token: fc.oneof(fc.constant(""), wrongTypeValue, longerThan(1000)),
        password: weakPassword,
      },
      ["token", "password"],
    ),
  );
  fc.assert(
    fc.property(newPassword, (input) =>
      expectRejected(
        NewPasswordSchema,
        input,
        specMessages(input, [...auth, "This reset link is invalid."]),
      ),
    ),
    { numRuns: RUNS },
  );
});

it("the invite and account-deletion forms refuse 500 hostile inputs each", () => {
  const invite = fc.oneof(
    notAnObject,
    brokenRecord<unknown>(
      { email: "a@b.co" },
      { email: fc.oneof(notEmailShaped, longerThan(254)) },
      ["email"],
    ),
  );
  fc.assert(
    fc.property(invite, (input) =>
      expectRejected(
        InviteEmailSchema,
        input,
        specMessages(input, ["Please enter a valid email address."]),
      ),
    ),
    { numRuns: RUNS },
  );
  const deletion = fc.oneof(
    notAnObject,
    brokenRecord<unknown>(
      { confirmation: "DELETE" },
      {
        confirmation: fc.oneof(
          notOneOf(["DELETE"]),
          fc.constantFrom("delete", "DELETE ", "DELET\u0395"),
          wrongTypeValue,
        ),
      },
      ["confirmation"],
    ),
  );
  fc.assert(
    fc.property(deletion, (input) =>
      expectRejected(
        RequestDeletionSchema,
        input,
        specMessages(input, ["Type DELETE to confirm."]),
      ),
    ),
    { numRuns: RUNS },
  );
});
