/**
 * Hostile input through the Worker (issue #11): the profile page's actions (update-profile,
 * upload-avatar, upload-background, invite-by-email, request-deletion), the notifications'
 * actions (open, read-all) and the help page's contact form, 500+ generated bad submissions
 * each. Every answer is a 4xx with a readable message (or, for a notification that is not
 * there, the route's redirect back to the list); never a 5xx or a 429; no D1 table changes and
 * no stored image (test/hostile/db.ts).
 */
import { env } from "cloudflare:test";
import { InviteEmailSchema } from "@shared/invite-validation";
import { CONTACT_TOPICS, notifications, profiles, users } from "@worker/db/schema";
import { ContactSchema } from "@worker/services/contact";
import { ProfileUpdateSchema } from "@worker/services/users/profile-update";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { beforeEach, expect, it } from "vitest";
import { createUser, db } from "./factories";
import { sessionCookie } from "./harness/app";
import { blankText, brokenRecord, longerThan, nastyText, notOneOf } from "./hostile/arbitraries";
import {
  type Answer,
  assertRefusesHostileForms,
  hostileFile,
  hostileFormValue,
  isRedirect,
  refusedWithMessage,
} from "./hostile/forms";
import type { FormFields, FormValue } from "./hostile/requests";

let cookie = "";
let ownEmail = "";
let takenUsername = "";

// Each test gets its own actor (test/factories.ts and a session in KV, no password hashing):
// nothing signed in is shared between tests.
beforeEach(async () => {
  const actor = await createUser({ name: "Account Actor" });
  cookie = await sessionCookie(actor.id);
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, actor.id));
  ownEmail = row?.email ?? "";
  const other = await createUser();
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, other.id));
  takenUsername = profile?.username ?? "";
  await db.insert(notifications).values({
    id: crypto.randomUUID(),
    userId: actor.id,
    type: "complaint_ucked",
    dedupeKey: `hostile:${actor.id}`,
    createdAt: new Date(),
  });
});

const refuses =
  (schema: { safeParse: (v: unknown) => { success: boolean } }) => (fields: FormFields) =>
    !schema.safeParse(fields).success;
/**
 * Too long for an optional text field. (No file here: a text-only encoding sends a file as an
 * empty value, which an optional field accepts.)
 */
const badText = (max: number) => longerThan(max);
/** A file that is too big for any image field (5 MB is the limit). */
const oversized = fc
  .constant(null)
  .map(() => new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.png", { type: "image/png" }));

it("the profile page's actions refuse 500 hostile submissions without writing or storing", async () => {
  const valid = {
    intent: "update-profile",
    username: "actor",
    fullName: "Account Actor",
    bio: "",
    location: "",
    website: "",
    phone: "",
    company: "",
    jobTitle: "",
  };
  const update = brokenRecord<FormValue>(
    valid,
    {
      username: fc.oneof(
        blankText,
        fc.constantFrom("a", "has space", "caf\u00E9", "\u0130stanbul"),
        longerThan(50),
        hostileFile,
        nastyText,
      ),
      fullName: fc.oneof(blankText, fc.constant("x"), longerThan(100), hostileFile),
      bio: badText(500),
      location: badText(100),
      website: fc.oneof(
        fc.constantFrom("javascript:alert(1)", "ftp://x.y", "//x.y", "http://"),
        longerThan(300),
      ),
      phone: badText(20),
      company: badText(100),
      jobTitle: badText(100),
    },
    Object.keys(valid).filter((key) => key !== "intent"),
  ).filter(refuses(ProfileUpdateSchema));
  const cases = fc.oneof(
    { weight: 4, arbitrary: update },
    // Someone else's username: well-formed, refused as taken.
    { weight: 1, arbitrary: fc.constant(null).map(() => ({ ...valid, username: takenUsername })) },
    {
      weight: 2,
      arbitrary: fc.record(
        {
          intent: fc.constantFrom("upload-avatar", "upload-background"),
          file: fc.oneof(hostileFormValue, hostileFile, oversized),
        },
        { requiredKeys: ["intent"] },
      ),
    },
    {
      weight: 2,
      arbitrary: fc
        .record(
          { intent: fc.constant("invite-by-email"), email: hostileFormValue },
          { requiredKeys: ["intent"] },
        )
        .filter((fields) => !InviteEmailSchema.safeParse({ email: fields.email ?? "" }).success),
    },
    // One's own address is already on UCK.
    {
      weight: 1,
      arbitrary: fc
        .constant(null)
        .map(() => ({ intent: "invite-by-email", email: ownEmail.toUpperCase() })),
    },
    {
      weight: 1,
      arbitrary: fc.record(
        {
          intent: fc.constant("request-deletion"),
          confirmation: fc.oneof(notOneOf(["DELETE"]), hostileFile),
        },
        { requiredKeys: ["intent"] },
      ),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        intent: fc.oneof(
          notOneOf([
            "update-profile",
            "upload-avatar",
            "upload-background",
            "invite-by-email",
            "request-deletion",
          ]),
          hostileFile,
        ),
      }),
    },
  );
  const stored = async () =>
    (await env.AVATARS.list()).objects.length + (await env.BACKGROUNDS.list()).objects.length;
  const before = await stored();
  await assertRefusesHostileForms({
    name: "profile",
    actorCookie: async () => cookie,
    cases: cases.map((fields) => ({ path: "/profile", fields })),
  });
  expect(await stored()).toBe(before);
}, 300_000);

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
    actorCookie: async () => cookie,
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
    actorCookie: async () => cookie,
    cases: cases.map((fields) => ({ path: "/help", fields })),
  });
}, 300_000);
