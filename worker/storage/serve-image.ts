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
  const object = await bucket.get(key, { onlyIf: c.req.raw.headers });
  if (!object) return notFound(c);
  const headers = imageHeaders(object, key);
  // R2 returns an object without a body when the If-None-Match precondition held.
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  return new Response(object.body, { status: 200, headers });
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
