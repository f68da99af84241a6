/**
 * What the hostile-upload tests (test/uploads-hostile-*.test.ts) share: the hostile files and
 * images, and every upload path called as the Worker calls it (route actions with the real D1
 * and R2), then read back through /images/:bucket/:key. The type is decided by the first bytes
 * (docs/architecture.md#security-rules), never by the name; its metadata is stripped (comments,
 * text chunks, Exif, XMP: worker/storage/strip-metadata.ts), and what is left must be
 * structurally complete and free of page markup (validateImage). So markup hidden in metadata
 * leaves with it, while polyglots with markup anywhere else and truncated images are refused.
 * What is stored is served with nosniff and a sandbox, which would keep even a missed polyglot
 * inert.
 */
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { loadSessionUser } from "@worker/auth/current-user";
import { parseConfig } from "@worker/config";
import type { UckLoadContext } from "@worker/load-context";
import { publishUpload, storeUpload } from "@worker/storage/complaint-images";
import { action as uploadAction } from "~/routes/create.image";
import { action as profileAction } from "~/routes/profile/route";
import { createUser, db, testPostbox } from "../factories";

export const worker = exports.default;

export const ORIGIN = "http://localhost";

export const config = parseConfig(env);

export const text = (value: string) => new TextEncoder().encode(value);

export const join = (...parts: Uint8Array[]) => new Uint8Array(parts.flatMap((part) => [...part]));

export const PAGE = text("<html><body><script>alert(document.domain)</script></body></html>");

export const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>';

/** The load context of one request by `userId`, as worker/app.ts builds it. */
export async function contextFor(userId: string) {
  return {
    db,
    config,
    postbox: testPostbox(),
    user: await loadSessionUser(db, userId),
    clientIp: null,
    flash: null,
    complaintImages: {
      storeUpload: (id: string, file: File) => storeUpload(env.COMPLAINT_IMAGES, id, file),
      publish: (id: string, key: string) => publishUpload(env.COMPLAINT_IMAGES, id, key),
    },
    profileImageBucket: (kind: "avatar" | "background") =>
      kind === "avatar" ? env.AVATARS : env.BACKGROUNDS,
    flashCookie: () => "uck_flash=1; Path=/",
    deleteStoredImage: () => undefined,
    waitUntil: () => undefined,
    // The card's drawing after filing is the picture-card tests' (test/picture-cards/).
    drawComplaintCard: () => undefined,
  } as unknown as UckLoadContext;
}

export function multipart(fields: Record<string, string | File>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request(`${ORIGIN}/`, { method: "POST", body });
}

/** POST /create/image with a fresh user (the upload rate limit counts every attempt). */
export async function uploadPhoto(file: File) {
  const { id } = await createUser();
  const context = await contextFor(id);
  const response = await uploadAction({ request: multipart({ image: file }), context } as never);
  return { userId: id, status: response.status, body: await response.json<UploadBody>() };
}

export type UploadBody = { ok: boolean; key?: string; title?: string; description?: string };

/** The profile form's upload of an avatar or background. */
export async function uploadProfileImage(
  userId: string,
  kind: "avatar" | "background",
  file: File,
) {
  const request = multipart({ intent: `upload-${kind}`, file });
  const result = await profileAction({ request, context: await contextFor(userId) } as never);
  // React Router's data() carries a status; a plain object is a 200.
  const wrapped = result as { type?: string; data?: unknown; init?: { status?: number } };
  return wrapped.type === "DataWithResponseInit"
    ? { status: wrapped.init?.status ?? 200, body: wrapped.data }
    : { status: 200, body: result };
}
