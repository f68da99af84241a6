import type { RefusalCode } from "../services/refusal";
import type { ImageType } from "./image-type";
import { readImageUpload } from "./upload-image";

/**
 * Complaint photos in two steps. An upload from the form is kept under `uploads/{userId}/…`,
 * which the image reader never serves (its keys have no slash); only when a complaint is filed
 * is it copied to a public key, and the upload removed once the complaint row is written (so a
 * filing that fails can be sent again with the same upload). Abandoned uploads stay private and
 * are swept by the cron.
 */
export const UPLOAD_PREFIX = "uploads/";
export const UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export type UploadFailure = {
  ok: false;
  title: string;
  description: string;
  code: Extract<RefusalCode, "invalid" | "too_large">;
};

export const FILE_TOO_LARGE: UploadFailure = {
  ok: false,
  code: "too_large",
  title: "File too large",
  description: "Please select an image smaller than 5MB.",
};
export const INVALID_FILE_TYPE: UploadFailure = {
  ok: false,
  code: "invalid",
  title: "Invalid file type",
  description: "Please select an image file.",
};

export async function storeUpload(
  bucket: R2Bucket,
  userId: string,
  file: File,
): Promise<{ ok: true; key: string; type: ImageType } | UploadFailure> {
  const upload = await readImageUpload(file);
  if (!upload.ok) return upload.reason === "too-large" ? FILE_TOO_LARGE : INVALID_FILE_TYPE;
  const { type, bytes } = upload;
  const key = `${UPLOAD_PREFIX}${userId}/${crypto.randomUUID()}.${type.ext}`;
  await bucket.put(key, bytes, { httpMetadata: { contentType: type.mime } });
  return { ok: true, key, type };
}

const UPLOAD_KEY = /^uploads\/([A-Za-z0-9-]{1,64})\/([0-9a-f-]{36})\.(jpg|png|gif|webp|avif)$/;

/**
 * Copies the user's own upload to its public key; null when it is not theirs or is gone. The
 * upload stays until the caller, its complaint written, calls `removeUpload`.
 */
export async function publishUpload(bucket: R2Bucket, userId: string, uploadKey: string) {
  const match = uploadKey.match(UPLOAD_KEY);
  if (!match || match[1] !== userId) return null;
  const object = await bucket.get(uploadKey);
  if (!object) return null;
  // A fresh key per complaint: the same upload filed twice at once (a double submit, a retry)
  // gives each complaint its own copy, so deleting one never takes the other's photo.
  const publicKey = `${crypto.randomUUID()}.${match[3]}`;
  await bucket.put(publicKey, await object.arrayBuffer(), {
    httpMetadata: {
      contentType: object.httpMetadata?.contentType,
      cacheControl: "public, max-age=3600",
    },
  });
  return {
    publicKey,
    url: `/images/complaint-images/${publicKey}`,
    removeUpload: () => bucket.delete(uploadKey),
  };
}

/** Deletes uploads older than a day that never became part of a complaint. */
export async function sweepAbandonedUploads(bucket: R2Bucket, now: number) {
  let cursor: string | undefined;
  let deleted = 0;
  do {
    const page = await bucket.list({ prefix: UPLOAD_PREFIX, cursor, limit: 500 });
    const stale = page.objects
      .filter((o) => now - o.uploaded.getTime() > UPLOAD_MAX_AGE_MS)
      .map((o) => o.key);
    if (stale.length > 0) {
      await bucket.delete(stale);
      deleted += stale.length;
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return deleted;
}
