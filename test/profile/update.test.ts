import { env } from "cloudflare:test";
import { profiles } from "@worker/db/schema";
import {
  ProfileUpdateSchema,
  storeProfileImage,
  USERNAME_TAKEN,
  updateProfile,
} from "@worker/services/users/profile-update";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { createUser, db } from "../factories";
import { JPEG, PNG } from "../fixtures/images";

const valid = {
  username: "Rita_Rules",
  fullName: "Rita Rules",
  bio: "",
  location: "",
  website: "",
  phone: "",
  company: "",
  jobTitle: "",
};

function firstError(input: Record<string, string>) {
  const result = ProfileUpdateSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
}

it("every profile rule answers with the spec's message", () => {
  expect(firstError({ ...valid, username: "r" })).toBe("Username must be at least 2 characters");
  expect(firstError({ ...valid, username: "r".repeat(51) })).toBe(
    "Username must be less than 50 characters",
  );
  expect(firstError({ ...valid, fullName: " R " })).toBe("Name must be at least 2 characters");
  expect(firstError({ ...valid, fullName: "R".repeat(101) })).toBe(
    "Name must be less than 100 characters",
  );
  expect(firstError({ ...valid, bio: "b".repeat(501) })).toBe(
    "Bio must be less than 500 characters",
  );
  expect(firstError({ ...valid, location: "l".repeat(101) })).toBe(
    "Location must be less than 100 characters",
  );
  expect(firstError({ ...valid, website: "not a url" })).toBe("Please enter a valid URL");
  expect(firstError({ ...valid, website: "javascript:alert(1)" })).toBe("Please enter a valid URL");
  expect(firstError({ ...valid, phone: "1".repeat(21) })).toBe(
    "Phone number must be less than 20 characters",
  );
  expect(firstError({ ...valid, company: "c".repeat(101) })).toBe(
    "Company name must be less than 100 characters",
  );
  expect(firstError({ ...valid, jobTitle: "j".repeat(101) })).toBe(
    "Job title must be less than 100 characters",
  );
  // What people type: a bare site name is its https:// address; a phone number has no letters.
  expect(ProfileUpdateSchema.parse({ ...valid, website: "example.com" }).website).toBe(
    "https://example.com",
  );
  expect(ProfileUpdateSchema.parse({ ...valid, website: "http://rita.example/a" }).website).toBe(
    "http://rita.example/a",
  );
  expect(firstError({ ...valid, website: "example" })).toBe("Please enter a valid URL");
  expect(firstError({ ...valid, phone: "call me maybe" })).toBe(
    "Phone number may only contain digits, spaces and + ( ) - .",
  );
  expect(ProfileUpdateSchema.parse({ ...valid, phone: "+1 (555) 010-9999" }).phone).toBe(
    "+1 (555) 010-9999",
  );
  expect(ProfileUpdateSchema.parse({ ...valid, website: "https://rita.example" }).username).toBe(
    "rita_rules",
  );
});

it("saves the form and keeps usernames unique", async () => {
  const rita = await createUser({ name: "Rita" });
  const other = await createUser({ name: "Other" });
  const input = ProfileUpdateSchema.parse({ ...valid, username: `rita_${Date.now()}`, bio: "Hi" });
  expect(await updateProfile(db, rita.id, input, 1000)).toEqual({ ok: true });
  const [saved] = await db.select().from(profiles).where(eq(profiles.id, rita.id));
  expect(saved).toMatchObject({ username: input.username, bio: "Hi", location: null });
  expect(await updateProfile(db, other.id, input, 2000)).toEqual({
    ok: false,
    field: "username",
    message: USERNAME_TAKEN,
  });
});

it("an avatar overwrites {userId}-avatar.{ext}, drops the old type and busts caches", async () => {
  const user = await createUser();
  const first = await storeProfileImage(
    db,
    env.AVATARS,
    user.id,
    "avatar",
    new File([PNG], "me.png"),
    1000,
  );
  expect(first).toEqual({ ok: true, url: `/images/avatars/${user.id}-avatar.png?v=1000` });
  expect(await env.AVATARS.head(`${user.id}-avatar.png`)).not.toBeNull();
  const second = await storeProfileImage(
    db,
    env.AVATARS,
    user.id,
    "avatar",
    new File([JPEG], "me.png"),
    2000,
  );
  expect(second).toEqual({ ok: true, url: `/images/avatars/${user.id}-avatar.jpg?v=2000` });
  expect(await env.AVATARS.head(`${user.id}-avatar.png`)).toBeNull();
  const [saved] = await db.select().from(profiles).where(eq(profiles.id, user.id));
  expect(saved?.avatarUrl).toBe(`/images/avatars/${user.id}-avatar.jpg?v=2000`);
});

it("profile images get the complaint photos' checks: type by content, 5 MB", async () => {
  const user = await createUser();
  const svg = new File(["<svg xmlns='http://www.w3.org/2000/svg'/>"], "x.png");
  expect(await storeProfileImage(db, env.BACKGROUNDS, user.id, "background", svg, 1)).toEqual({
    ok: false,
    code: "invalid",
    message: "Please select an image file.",
  });
  const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.png");
  expect(await storeProfileImage(db, env.BACKGROUNDS, user.id, "background", huge, 1)).toEqual({
    ok: false,
    code: "too_large",
    message: "Please select an image smaller than 5MB.",
  });
  const [saved] = await db.select().from(profiles).where(eq(profiles.id, user.id));
  expect(saved?.backgroundImage).toBeNull();
});
