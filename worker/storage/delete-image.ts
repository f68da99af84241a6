/** A published complaint photo: `/images/complaint-images/{uuid}.{ext}` (see complaint-images.ts). */
const PUBLISHED_PHOTO = /^\/images\/complaint-images\/([0-9a-f-]{36}\.(?:jpg|png|gif|webp|avif))$/;

/**
 * Deletes the photo of a deleted complaint. Only photos published for one complaint are
 * removed; anything else (shared demo photos, other buckets, outside URLs) is left alone.
 */
export async function deleteStoredImage(env: Env, url: string | null | undefined) {
  const key = publishedPhotoKey(url);
  if (key) await env.COMPLAINT_IMAGES.delete(key);
}

/** The R2 key of a photo published for one complaint; null for any other URL. */
export function publishedPhotoKey(url: string | null | undefined): string | null {
  return url?.match(PUBLISHED_PHOTO)?.[1] ?? null;
}
