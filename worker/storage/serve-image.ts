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

  const object = await bucketFor(c.env, bucketName).get(key, {
    onlyIf: c.req.raw.headers,
  });
  if (!object) return notFound(c);

  const headers = new Headers();
  object.writeHttpMetadata(headers);
  const storedType = object.httpMetadata?.contentType ?? "";
  const safeType = allowedTypes.has(storedType) ? storedType : "application/octet-stream";
  headers.set("Content-Type", safeType);
  if (safeType === "application/octet-stream") headers.set("Content-Disposition", "attachment");
  headers.set("ETag", object.httpEtag);
  headers.set("Cache-Control", "public, max-age=3600");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Content-Security-Policy", "default-src 'none'; sandbox");
  headers.set("Cross-Origin-Resource-Policy", "cross-origin");

  // R2 returns an object without a body when the If-None-Match precondition held.
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  if (c.req.method === "HEAD") return new Response(null, { status: 200, headers });
  return new Response(object.body, { status: 200, headers });
}
