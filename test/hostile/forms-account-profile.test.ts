/**
 * Hostile input through the Worker (issue #11): the profile page's actions (update-profile,
 * upload-avatar, upload-background, invite-by-email, request-deletion), 500+ generated bad
 * submissions. Every answer is a 4xx with a readable message; never a 5xx or a 429; no D1 table
 * changes and no stored image (test/hostile/db.ts).
 */
import { env } from "cloudflare:test";
import { InviteEmailSchema } from "@shared/invite-validation";
import { ProfileUpdateSchema } from "@worker/services/users/profile-update";
import fc from "fast-check";
import { beforeEach, expect, it } from "vitest";
import { blankText, brokenRecord, longerThan, nastyText, notOneOf } from "./arbitraries";
import { assertRefusesHostileForms, hostileFile, hostileFormValue } from "./forms";
import { account, newActor } from "./forms-account-setup";
import type { FormFields, FormValue } from "./requests";

beforeEach(newActor);

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
    {
      weight: 1,
      arbitrary: fc.constant(null).map(() => ({ ...valid, username: account.takenUsername })),
    },
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
        .map(() => ({ intent: "invite-by-email", email: account.ownEmail.toUpperCase() })),
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
    actorCookie: async () => account.cookie,
    cases: cases.map((fields) => ({ path: "/profile", fields })),
  });
  expect(await stored()).toBe(before);
}, 300_000);
