import { env } from "cloudflare:test";
import { profiles } from "@worker/db/schema";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { db } from "../factories";
import { JPEG, PNG } from "../fixtures/images";
import { findBytes } from "../fixtures/metadata-checks";
import {
  GIF_COMMENT_MARKUP,
  JPEG_COMMENT_MARKUP,
  PNG_TEXT_MARKUP,
} from "../fixtures/metadata-exif";
import { gifWithMetadata, jpegWithMetadata, pngWithMetadata } from "../fixtures/metadata-images";
import { join, ORIGIN, PAGE, text, uploadPhoto, uploadProfileImage, worker } from "./setup";

/**
 * Markup hidden in an image's metadata leaves with the metadata: the image is stored without it
 * (shared set-up: setup.ts).
 */

/**
 * Markup in a comment or text chunk: the GIF was refused before (its `<script>` matched the
 * markup scan), the PNG's `<img onerror>` and the JPEG's meta refresh were stored as they came
 * (neither matches the scan), a page after a JPEG's end or in a PNG's private chunk was refused.
 * All are now taken, without the metadata or the trailer that held the markup.
 */
const MARKUP_IN_METADATA: [string, Uint8Array<ArrayBuffer>, string][] = [
  ["GIF comment with a script", gifWithMetadata(), GIF_COMMENT_MARKUP],
  ["PNG tEXt with an onerror handler", pngWithMetadata(), PNG_TEXT_MARKUP],
  ["JPEG comment with a meta refresh", jpegWithMetadata(), JPEG_COMMENT_MARKUP],
  ["JPEG with a page after its end", join(JPEG, PAGE), "<script>"],
  ["PNG with a page in a private chunk", pngWithPrivateChunk(PAGE), "<script>"],
];

function pngWithPrivateChunk(data: Uint8Array) {
  const length = new Uint8Array(4);
  new DataView(length.buffer).setUint32(0, data.length);
  return join(PNG.slice(0, -12), length, text("prVt"), data, new Uint8Array(4), PNG.slice(-12));
}

it("markup hidden in metadata is stored without it, as a complaint photo and a profile image", async () => {
  for (const [label, bytes, markup] of MARKUP_IN_METADATA) {
    const upload = await uploadPhoto(new File([bytes], "photo"));
    expect(upload.status, label).toBe(200);
    const stored = await env.COMPLAINT_IMAGES.get(upload.body.key ?? "");
    const photo = new Uint8Array((await stored?.arrayBuffer()) ?? []);
    expect(photo.length, label).toBeGreaterThan(0);
    expect(findBytes(photo, text(markup)), label).toBe(-1);

    const result = await uploadProfileImage(upload.userId, "avatar", new File([bytes], "me"));
    expect(result.body, label).toMatchObject({ ok: true });
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, upload.userId));
    const served = await worker.fetch(`${ORIGIN}${profile?.avatarUrl}`);
    const avatar = new Uint8Array(await served.arrayBuffer());
    expect(avatar, label).toEqual(photo);
  }
});
