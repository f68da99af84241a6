import { controlCharactersMessage, hasControlCharacter } from "@shared/control-characters";
import { and, eq, ne } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { profiles } from "../../db/schema";
import { imagePath, type PublicBucketName } from "../../storage/buckets";
import { FILE_TOO_LARGE, INVALID_FILE_TYPE } from "../../storage/complaint-images";
import { readImageUpload } from "../../storage/upload-image";

const optionalText = (max: number, message: string) => z.string().trim().max(max, message);

/** A one-line field (a name, a title, a place): no control characters, see control-characters. */
const oneLine = (field: string) =>
  [(value: string) => !hasControlCharacter(value), controlCharactersMessage(field)] as const;

/** The spec's profile form: its limits and messages, in its order. */
export const ProfileUpdateSchema = z.object({
  username: z
    .string()
    .trim()
    .toLowerCase()
    .min(2, "Username must be at least 2 characters")
    .max(50, "Username must be less than 50 characters")
    .refine(...oneLine("Username"))
    .regex(
      /^[a-z0-9_.-]+$/,
      "Username may only use letters, numbers, dots, dashes and underscores",
    ),
  fullName: z
    .string()
    .trim()
    .min(2, "Name must be at least 2 characters")
    .max(100, "Name must be less than 100 characters")
    .refine(...oneLine("Name")),
  bio: optionalText(500, "Bio must be less than 500 characters"),
  location: optionalText(100, "Location must be less than 100 characters").refine(
    ...oneLine("Location"),
  ),
  // "example.com" is what people type: it is the https:// address of that site.
  website: z
    .string()
    .trim()
    .max(300, "Please enter a valid URL")
    .transform((value) =>
      value === "" || /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`,
    )
    .refine((value) => value === "" || /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]*$/i.test(value), {
      message: "Please enter a valid URL",
    })
    .refine((value) => value.length <= 300, { message: "Please enter a valid URL" }),
  phone: optionalText(20, "Phone number must be less than 20 characters").refine(
    (value) => /^\+?[0-9\s().-]*$/.test(value),
    { message: "Phone number may only contain digits, spaces and + ( ) - ." },
  ),
  company: optionalText(100, "Company name must be less than 100 characters").refine(
    ...oneLine("Company name"),
  ),
  jobTitle: optionalText(100, "Job title must be less than 100 characters").refine(
    ...oneLine("Job title"),
  ),
});

export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

export const USERNAME_TAKEN = "This username is already taken.";

const orNull = (value: string) => (value === "" ? null : value);

/** Saves the form; the username stays unique (checked first, and by the index if two race). */
export async function updateProfile(
  db: Database,
  userId: string,
  input: ProfileUpdate,
  now: number,
): Promise<{ ok: true } | { ok: false; field: "username"; message: string }> {
  const [taken] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.username, input.username), ne(profiles.id, userId)));
  if (taken) return { ok: false, field: "username", message: USERNAME_TAKEN };
  try {
    await db
      .update(profiles)
      .set({
        username: input.username,
        fullName: input.fullName,
        bio: orNull(input.bio),
        location: orNull(input.location),
        website: orNull(input.website),
        phone: orNull(input.phone),
        company: orNull(input.company),
        jobTitle: orNull(input.jobTitle),
        updatedAt: new Date(now),
      })
      .where(eq(profiles.id, userId));
  } catch (error) {
    if (/UNIQUE constraint failed/i.test(String(error))) {
      return { ok: false, field: "username", message: USERNAME_TAKEN };
    }
    throw error;
  }
  return { ok: true };
}

export type ProfileImageKind = "avatar" | "background";

const BUCKET_OF: Record<ProfileImageKind, PublicBucketName> = {
  avatar: "avatars",
  background: "backgrounds",
};
const EXTENSIONS = ["jpg", "png", "gif", "webp", "avif"];

/**
 * Stores an avatar or background at `{userId}-{kind}.{ext}` (overwriting, and removing the
 * same image under another extension), then points the profile at it with a version so
 * browsers fetch the new picture. Same checks as complaint photos (5 MB, type by magic bytes),
 * and the same stripping of metadata (storage/upload-image.ts).
 */
export async function storeProfileImage(
  db: Database,
  bucket: R2Bucket,
  userId: string,
  kind: ProfileImageKind,
  file: File,
  now: number,
): Promise<
  { ok: true; url: string } | { ok: false; code: "invalid" | "too_large"; message: string }
> {
  const upload = await readImageUpload(file);
  if (!upload.ok) {
    return upload.reason === "too-large"
      ? { ok: false, code: "too_large", message: FILE_TOO_LARGE.description }
      : { ok: false, code: "invalid", message: INVALID_FILE_TYPE.description };
  }
  const { type, bytes } = upload;
  const key = `${userId}-${kind}.${type.ext}`;
  const stale = EXTENSIONS.filter((ext) => ext !== type.ext).map(
    (ext) => `${userId}-${kind}.${ext}`,
  );
  await bucket.delete(stale);
  await bucket.put(key, bytes, {
    httpMetadata: { contentType: type.mime, cacheControl: "public, max-age=3600" },
  });
  const url = `${imagePath(BUCKET_OF[kind], key)}?v=${now}`;
  await db
    .update(profiles)
    .set(
      kind === "avatar"
        ? { avatarUrl: url, updatedAt: new Date(now) }
        : { backgroundImage: url, updatedAt: new Date(now) },
    )
    .where(eq(profiles.id, userId));
  return { ok: true, url };
}
