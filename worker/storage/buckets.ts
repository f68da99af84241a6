/** The three public R2 buckets and the URL segment each is served under. */
export const PUBLIC_BUCKETS = {
  "complaint-images": "COMPLAINT_IMAGES",
  avatars: "AVATARS",
  backgrounds: "BACKGROUNDS",
} as const satisfies Record<string, keyof Env>;

export type PublicBucketName = keyof typeof PUBLIC_BUCKETS;

export function isPublicBucket(name: string): name is PublicBucketName {
  return Object.hasOwn(PUBLIC_BUCKETS, name);
}

export function bucketFor(env: Env, name: PublicBucketName): R2Bucket {
  return env[PUBLIC_BUCKETS[name]];
}

/** Public path of a stored object, e.g. /images/avatars/u1-avatar.png?v=3 */
export function imagePath(bucket: PublicBucketName, key: string): string {
  return `/images/${bucket}/${encodeURIComponent(key)}`;
}

/** The only content types we store and serve (never SVG or HTML). */
export const IMAGE_CONTENT_TYPES = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/gif",
  "image/avif",
] as const;
