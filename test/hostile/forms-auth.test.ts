/**
 * Hostile input through the Worker (issue #11): sign-in and registration (/auth/:authType,
 * intents login and register), forgot-password, resend-verification and reset-password, 500+
 * generated bad submissions each. Every answer is a 4xx with the form's message (never a 5xx or
 * a 429), except where the spec answers 200 on purpose (a reset or resend for an unknown
 * address says the same as for a known one); no D1 table changes (test/hostile/db.ts).
 * Well-formed but wrong credentials cost a scrypt hash each, so they are a small share.
 */

import {
  EmailOnlySchema,
  LoginSchema,
  NewPasswordSchema,
  RegisterSchema,
} from "@shared/auth-validation";
import { users } from "@worker/db/schema";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { beforeEach, expect, it } from "vitest";
import { createUser, db } from "../factories";
import { sessionCookie } from "../harness/app";
import { blankText, brokenRecord, longerThan, nastyText, notOneOf } from "./arbitraries";
import { isHumanMessage } from "./checks";
import {
  type Answer,
  assertRefusesHostileForms,
  hostileFile,
  hostileSegment,
  refusedWithMessage,
} from "./forms";
import type { FormFields, FormValue } from "./requests";

let cookie = "";
let knownEmail = "";

// Each test gets its own actor (test/factories.ts and a session in KV, no password hashing):
// nothing signed in is shared between tests.
beforeEach(async () => {
  const actor = await createUser();
  cookie = await sessionCookie(actor.id);
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, actor.id));
  knownEmail = row?.email ?? "";
});

/** Text the e-mail shape check refuses, or a file where the address belongs. */
const notAnAddress: fc.Arbitrary<FormValue> = fc.oneof(
  nastyText.filter((value) => !value.includes("@")),
  fc.constantFrom("a@", "@b.co", "a@b", "a b@c.de", "a@@b.co", "plainaddress", "a@b.", ".@."),
  blankText,
  longerThan(1000),
  hostileFile,
);
const weakPassword: fc.Arbitrary<FormValue> = fc.oneof(
  fc.constantFrom("", "Sh0rt", "alllowercase1", "ALLUPPERCASE1", "NoDigitsHere", "Password123"),
  fc.constant(`Aa1${"x".repeat(130)}`),
  blankText,
  hostileFile,
);
const unknownAddress = fc.uuid().map((id) => `${id}@nowhere.example`);
const refuses =
  (schema: { safeParse: (v: unknown) => { success: boolean } }) => (fields: FormFields) =>
    !schema.safeParse(fields).success;

it("sign-in and registration refuse 500 hostile submissions without writing", async () => {
  const login = brokenRecord<FormValue>(
    { intent: "login", email: "casey@example.com", password: "x" },
    { email: notAnAddress, password: fc.oneof(fc.constant(""), hostileFile, longerThan(1000)) },
    ["email", "password"],
  ).filter(refuses(LoginSchema));
  const register = brokenRecord<FormValue>(
    {
      intent: "register",
      name: "Casey Doe",
      email: "casey@example.com",
      password: "Str0ngPassw0rd",
      agreement: "on",
    },
    {
      name: fc.oneof(blankText, fc.constantFrom("x", " y "), longerThan(100), hostileFile),
      email: notAnAddress,
      password: weakPassword,
      agreement: fc.oneof(notOneOf(["on", "true"]), hostileFile),
    },
    ["name", "email", "password", "agreement"],
  ).filter(refuses(RegisterSchema));
  const wellFormedButWrong = fc.oneof(
    fc.record({ intent: fc.constant("login"), email: unknownAddress, password: nastyText }),
    fc.constant({
      intent: "register",
      name: "Casey Doe",
      email: "",
      password: "Str0ngPassw0rd",
      agreement: "on",
    }),
  );
  const unknownIntent = brokenRecord<FormValue>(
    { intent: "login" },
    { intent: fc.oneof(notOneOf(["login", "register"]), hostileFile) },
    ["intent"],
  );
  await assertRefusesHostileForms({
    name: "auth/:authType",
    actorCookie: async () => cookie,
    cases: fc.record({
      path: fc.oneof(
        fc.constantFrom("/auth/login", "/auth/register"),
        hostileSegment.map((s) => `/auth/${s}`),
      ),
      fields: fc.oneof(
        { weight: 4, arbitrary: login },
        { weight: 4, arbitrary: register },
        {
          weight: 1,
          arbitrary: wellFormedButWrong.map((f) =>
            f.email === "" ? { ...f, email: knownEmail } : f,
          ),
        },
        { weight: 2, arbitrary: unknownIntent },
      ),
    }),
    check: (answer: Answer) => {
      // An unknown intent is a bare {intent: "unknown"}; a path of another route is its 404/405.
      if (answer.status === 400 && answer.strings.includes("unknown")) return;
      if ([404, 405].includes(answer.status) && !answer.strings.includes("attemptId")) return;
      refusedWithMessage(answer);
    },
  });
}, 300_000);

/** The same answer for an unknown address as for a known one (no account enumeration). */
function sameAnswerForUnknown(answer: Answer) {
  if (answer.status === 200 && EmailOnlySchema.safeParse(answer.form.fields).success) {
    expect(answer.strings.some(isHumanMessage)).toBe(true);
    return;
  }
  refusedWithMessage(answer);
}
const emailOnly = fc.oneof(
  {
    weight: 9,
    arbitrary: brokenRecord<FormValue>({ email: "a@b.co" }, { email: notAnAddress }, [
      "email",
    ]).filter(refuses(EmailOnlySchema)),
  },
  { weight: 1, arbitrary: unknownAddress.map((email) => ({ email })) },
);

it("forgot-password refuses 500 hostile submissions without writing", async () => {
  await assertRefusesHostileForms({
    name: "auth/forgot-password",
    actorCookie: async () => cookie,
    cases: emailOnly.map((fields) => ({ path: "/auth/forgot-password", fields })),
    check: sameAnswerForUnknown,
  });
}, 300_000);

it("resend-verification refuses 500 hostile submissions without writing", async () => {
  await assertRefusesHostileForms({
    name: "auth/resend-verification",
    actorCookie: async () => cookie,
    cases: emailOnly.map((fields) => ({ path: "/auth/resend-verification", fields })),
    check: sameAnswerForUnknown,
  });
}, 300_000);

it("reset-password refuses 500 hostile submissions without writing", async () => {
  const bad = fc.oneof(
    {
      weight: 12,
      arbitrary: brokenRecord<FormValue>(
        { token: "t0ken", password: "Str0ngPassw0rd" },
        { token: fc.oneof(fc.constant(""), hostileFile, longerThan(1000)), password: weakPassword },
        ["token", "password"],
      ).filter(refuses(NewPasswordSchema)),
    },
    // A strong password with a token nobody issued.
    {
      weight: 1,
      arbitrary: fc.record({
        token: fc.oneof(fc.uuid(), nastyText),
        password: fc.constant("Str0ngPassw0rd"),
      }),
    },
  );
  await assertRefusesHostileForms({
    name: "auth/reset-password",
    actorCookie: async () => cookie,
    cases: bad.map((fields) => ({ path: "/auth/reset-password", fields })),
  });
}, 300_000);
