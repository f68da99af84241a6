import { bucketFor, isPublicBucket } from "./buckets";

/** Deletes the R2 object behind one of our /images/{bucket}/{key} URLs; other URLs are ignored. */
export async function deleteStoredImage(env: Env, url: string | null | undefined) {
  const match = url?.match(/^\/images\/([a-z-]+)\/([^/?#]+)/);
  if (!match?.[1] || !match[2] || !isPublicBucket(match[1])) return;
  await bucketFor(env, match[1]).delete(decodeURIComponent(match[2]));
}
