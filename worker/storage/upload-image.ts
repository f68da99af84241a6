import { detectImageType, type ImageType, MAX_IMAGE_BYTES, validateImage } from "./image-type";
import { stripImageMetadata } from "./strip-metadata";

export type ImageUpload =
  | { ok: true; type: ImageType; bytes: Uint8Array; orientation: number }
  | { ok: false; reason: "too-large" | "not-an-image" };

/**
 * The one way an uploaded file becomes bytes we store (complaint photos, avatars, backgrounds):
 * at most 5 MB, a supported type by its first bytes, its metadata stripped (docs/architecture.md#security-rules), and
 * only then checked for completeness and page markup. So markup hidden in a comment or text
 * chunk leaves with the metadata, and markup anywhere else still refuses the file.
 */
export async function readImageUpload(file: File): Promise<ImageUpload> {
  if (file.size > MAX_IMAGE_BYTES) return { ok: false, reason: "too-large" };
  const original = new Uint8Array(await file.arrayBuffer());
  if (original.length > MAX_IMAGE_BYTES) return { ok: false, reason: "too-large" };
  const type = detectImageType(original);
  if (!type) return { ok: false, reason: "not-an-image" };
  const stripped = stripImageMetadata(original, type);
  if (!stripped || validateImage(stripped.bytes)?.mime !== type.mime) {
    return { ok: false, reason: "not-an-image" };
  }
  return { ok: true, type, bytes: stripped.bytes, orientation: stripped.orientation };
}
