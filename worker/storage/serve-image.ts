import { isImageWidth } from "@shared/image-sizes";
import type { Context } from "hono";
import type { AppEnv } from "../http/app-env";
import { bucketFor, IMAGE_CONTENT_TYPES, isPublicBucket } from "./buckets";

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
const allowedTypes: ReadonlySet<string> = new Set(IMAGE_CONTENT_TYPES);

function notFound(c: Context<AppEnv>) {
  return c.json({ success: false, error: "Image not found." }, 404);
}

/**
 * GET /images/:bucket/:key: read-through from R2. Whatever was stored, the response can only be
 * an image: an unknown type is served as an attachment of application/octet-stream, nothing is
 * sniffed, and a sandboxing CSP stops any script inside the file.
 */
export async function serveImage(c: Context<AppEnv>) {
  const bucketName = c.req.param("bucket") ?? "";
  const key = c.req.param("key") ?? "";
  if (!isPublicBucket(bucketName) || !KEY_PATTERN.test(key)) return notFound(c);
  const bucket = bucketFor(c.env, bucketName);

  // HEAD reads only the metadata.
  if (c.req.method === "HEAD") {
    const object = await bucket.head(key);
    if (!object) return notFound(c);
    return new Response(null, { status: 200, headers: imageHeaders(object, key) });
  }
  const width = Number(c.req.query("w"));
  if (c.req.query("w") !== undefined && isImageWidth(width)) {
    const resized = await servedResized(c, bucket, key, width);
    if (resized) return resized;
  }
  const object = await bucket.get(key, { onlyIf: c.req.raw.headers });
  if (!object) return notFound(c);
  const headers = imageHeaders(object, key);
  // R2 returns an object without a body when the If-None-Match precondition held.
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  return new Response(object.body, { status: 200, headers });
}

/**
 * The image at `width` pixels wide (never wider than stored) as WebP, through the Images
 * binding (Sharp locally), kept in the edge cache under its URL. Null when it cannot be made
 * (no binding, a format the binding refuses): the original is served instead.
 */
async function servedResized(c: Context<AppEnv>, bucket: R2Bucket, key: string, width: number) {
  const cache =
    typeof caches === "undefined" ? null : (caches as unknown as { default: Cache }).default;
  const cacheKey = new Request(c.req.url, { method: "GET" });
  // A cached variant is served only while its original exists (a deleted photo is gone at once).
  const hit = await cache?.match(cacheKey).catch(() => undefined);
  // A cached response's headers are immutable: a copy lets the middleware add its own.
  if (hit) return (await bucket.head(key)) ? new Response(hit.body, hit) : notFound(c);
  const object = await bucket.get(key);
  if (!object) return notFound(c);
  const storedType = object.httpMetadata?.contentType ?? "";
  if (!allowedTypes.has(storedType) || !c.env.IMAGES) {
    await object.body.cancel();
    return null;
  }
  try {
    const output = await c.env.IMAGES.input(object.body)
      .transform({ width, fit: "scale-down" })
      .output({ format: "image/webp", quality: 80 });
    const headers = imageHeaders(object, key);
    headers.set("Content-Type", "image/webp");
    headers.set("Content-Disposition", `inline; filename="${key}.w${width}.webp"`);
    headers.set("ETag", `"${object.etag}-w${width}"`);
    // Read whole inside the try: a transform that fails midway falls back to the original
    // instead of a broken body (or a broken copy in the cache).
    const bytes = await new Response(output.image()).arrayBuffer();
    const response = new Response(bytes, { status: 200, headers });
    if (cache) c.executionCtx.waitUntil(cache.put(cacheKey, response.clone()).catch(() => {}));
    return response;
  } catch (error) {
    console.warn(JSON.stringify({ event: "image_resize_failed", key, error: String(error) }));
    return null;
  }
}

function imageHeaders(object: R2Object, key: string) {
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  const storedType = object.httpMetadata?.contentType ?? "";
  const safeType = allowedTypes.has(storedType) ? storedType : "application/octet-stream";
  headers.set("Content-Type", safeType);
  // The key is [A-Za-z0-9._-] (KEY_PATTERN), so it is a safe file name as it stands; the stored
  // metadata never decides how the file is opened.
  headers.set(
    "Content-Disposition",
    safeType === "application/octet-stream" ? "attachment" : `inline; filename="${key}"`,
  );
  headers.set("ETag", object.httpEtag);
  headers.set("Cache-Control", "public, max-age=3600");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Content-Security-Policy", "default-src 'none'; sandbox");
  headers.set("Cross-Origin-Resource-Policy", "cross-origin");
  return headers;
}
