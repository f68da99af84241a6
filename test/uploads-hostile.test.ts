import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { loadSessionUser } from "@worker/auth/current-user";
import { parseConfig } from "@worker/config";
import { companies, complaints, profiles } from "@worker/db/schema";
import type { UckLoadContext } from "@worker/load-context";
import { publishUpload, storeUpload } from "@worker/storage/complaint-images";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { action as createAction } from "~/routes/create";
import { action as uploadAction } from "~/routes/create.image";
import { action as profileAction } from "~/routes/profile";
import { createCompany, createUser, db, testPostbox } from "./factories";
import { GIF, JPEG, PNG } from "./fixtures/images";
import { findBytes } from "./fixtures/metadata-checks";
import { GIF_COMMENT_MARKUP, JPEG_COMMENT_MARKUP, PNG_TEXT_MARKUP } from "./fixtures/metadata-exif";
import { gifWithMetadata, jpegWithMetadata, pngWithMetadata } from "./fixtures/metadata-images";

/**
 * Hostile files through every upload path, called as the Worker calls them (route actions with
 * the real D1 and R2), then read back through /images/:bucket/:key. The type is decided by the
 * first bytes (docs/architecture.md#security-rules), never by the name; its metadata is stripped (comments, text
 * chunks, Exif, XMP: worker/storage/strip-metadata.ts), and what is left must be structurally
 * complete and free of page markup (validateImage). So markup hidden in metadata leaves with it,
 * while polyglots with markup anywhere else and truncated images are refused. What is stored is
 * served with nosniff and a sandbox, which would keep even a missed polyglot inert.
 */
const worker = exports.default;
const ORIGIN = "http://localhost";
const config = parseConfig(env);
const text = (value: string) => new TextEncoder().encode(value);
const join = (...parts: Uint8Array[]) => new Uint8Array(parts.flatMap((part) => [...part]));
const PAGE = text("<html><body><script>alert(document.domain)</script></body></html>");

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>';

/** Files that are not images, whatever their name or declared type says. */
const NOT_IMAGES: [string, File][] = [
  ["SVG", new File([SVG], "logo.svg", { type: "image/svg+xml" })],
  ["SVG named .png", new File([SVG], "photo.png", { type: "image/png" })],
  ["SVG with an XML prolog", new File([`<?xml version="1.0"?>${SVG}`], "a.gif")],
  ["SVG after a byte-order mark", new File([`\uFEFF${SVG}`], "a.webp", { type: "image/webp" })],
  ["HTML", new File([PAGE], "page.html", { type: "text/html" })],
  ["HTML named .jpg", new File([PAGE], "photo.jpg", { type: "image/jpeg" })],
  ["HTML then a PNG", new File([join(PAGE, PNG)], "photo.png", { type: "image/png" })],
  ["a PDF", new File(["%PDF-1.7\n%âãÏÓ"], "scan.png", { type: "image/png" })],
  ["a GIF signature cut before its version", new File(["GIF8"], "a.gif", { type: "image/gif" })],
  ["an empty file", new File([], "empty.png", { type: "image/png" })],
  // Polyglots: an image that also carries a page.
  ["PNG with a page after IEND", new File([join(PNG, PAGE)], "x.png")],
  [
    "GIF header followed by a page",
    new File([join(text("GIF89a"), new Uint8Array([1, 0, 1, 0, 0, 0, 0]), PAGE)], "x.html", {
      type: "text/html",
    }),
  ],
  [
    "JPEG sent as image/svg+xml: no image, only a script in its comment segment",
    new File(
      [join(new Uint8Array([0xff, 0xd8, 0xff, 0xfe, 0, PAGE.length + 2]), PAGE, JPEG.slice(-2))],
      "x.svg",
      { type: "image/svg+xml" },
    ),
  ],
  // Markup where the stripper keeps bytes (image data) still refuses the file.
  ["PNG with a page inside its image data", new File([pngWithImageData(PAGE)], "x.png")],
  ["JPEG with a page inside its scan", new File([jpegWithScanData(PAGE)], "x.jpg")],
  ["a complete GIF with a script after its trailer", new File([join(GIF, PAGE)], "a.gif")],
  // Truncated: the right first bytes, the rest missing.
  ["PNG cut after its signature", new File([PNG.slice(0, 16)], "cut.png")],
  ["PNG cut before IEND", new File([PNG.slice(0, -12)], "cut.png")],
  ["JPEG without its end marker", new File([JPEG.slice(0, -2)], "cut.jpg")],
  ["GIF without its trailer", new File([GIF.slice(0, -1)], "cut.gif")],
  ["WebP header only", new File([text("RIFF\x10\0\0\0WEBPVP8 ")], "cut.webp")],
];

/** The 1×1 PNG with `data` as a second IDAT chunk (a kept chunk; its CRC is not checked). */
function pngWithImageData(data: Uint8Array) {
  const length = new Uint8Array(4);
  new DataView(length.buffer).setUint32(0, data.length);
  return join(PNG.slice(0, -12), length, text("IDAT"), data, new Uint8Array(4), PNG.slice(-12));
}

/** The 8×8 JPEG with `data` placed in its entropy-coded scan, just before EOI. */
function jpegWithScanData(data: Uint8Array) {
  return join(JPEG.slice(0, -2), data, JPEG.slice(-2));
}

/** Complete images with a misleading name or declared type: kept as what their bytes are. */
const IMAGES: [string, File, { mime: string; ext: string }][] = [
  ["PNG named .svg", new File([PNG], "x.svg", { type: "image/svg+xml" }), png()],
  [
    "JPEG named .png",
    new File([JPEG], "x.png", { type: "image/png" }),
    { mime: "image/jpeg", ext: "jpg" },
  ],
  ["GIF sent as text/html", new File([GIF], "x.html", { type: "text/html" }), gif()],
];

function gif() {
  return { mime: "image/gif", ext: "gif" };
}

function png() {
  return { mime: "image/png", ext: "png" };
}

/** A complete PNG of exactly `size` bytes: the 1×1 image with a private chunk before IEND. */
function pngOfSize(size: number) {
  const bytes = new Uint8Array(size);
  const head = PNG.slice(0, -12);
  bytes.set(head);
  const length = size - head.length - 12 - 12;
  new DataView(bytes.buffer).setUint32(head.length, length);
  bytes.set(text("prVt"), head.length + 4);
  bytes.set(PNG.slice(-12), size - 12);
  return bytes;
}

const oversize = () =>
  new File([pngOfSize(5 * 1024 * 1024 + 1)], "huge.png", { type: "image/png" });

/** The load context of one request by `userId`, as worker/app.ts builds it. */
async function contextFor(userId: string) {
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
  } as unknown as UckLoadContext;
}

function multipart(fields: Record<string, string | File>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request(`${ORIGIN}/`, { method: "POST", body });
}

/** POST /create/image with a fresh user (the upload rate limit counts every attempt). */
async function uploadPhoto(file: File) {
  const { id } = await createUser();
  const context = await contextFor(id);
  const response = await uploadAction({ request: multipart({ image: file }), context } as never);
  return { userId: id, status: response.status, body: await response.json<UploadBody>() };
}
type UploadBody = { ok: boolean; key?: string; title?: string; description?: string };

/** The profile form's upload of an avatar or background. */
async function uploadProfileImage(userId: string, kind: "avatar" | "background", file: File) {
  const request = multipart({ intent: `upload-${kind}`, file });
  const result = await profileAction({ request, context: await contextFor(userId) } as never);
  // React Router's data() carries a status; a plain object is a 200.
  const wrapped = result as { type?: string; data?: unknown; init?: { status?: number } };
  return wrapped.type === "DataWithResponseInit"
    ? { status: wrapped.init?.status ?? 200, body: wrapped.data }
    : { status: 200, body: result };
}

async function storedKeys(bucket: R2Bucket, prefix: string) {
  return (await bucket.list({ prefix })).objects.map((object) => object.key);
}

it("the complaint photo upload refuses SVG, HTML and other non-images, storing nothing", async () => {
  for (const [label, file] of NOT_IMAGES) {
    const { userId, status, body } = await uploadPhoto(file);
    expect(status, label).toBe(400);
    expect(body, label).toEqual({
      ok: false,
      title: "Invalid file type",
      description: "Please select an image file.",
    });
    expect(await storedKeys(env.COMPLAINT_IMAGES, `uploads/${userId}/`), label).toEqual([]);
  }
});

it("a photo over 5 MB is refused with the spec's message; exactly 5 MB is taken", async () => {
  const refused = await uploadPhoto(oversize());
  expect(refused.status).toBe(413);
  expect(refused.body).toEqual({
    ok: false,
    title: "File too large",
    description: "Please select an image smaller than 5MB.",
  });
  expect(await storedKeys(env.COMPLAINT_IMAGES, `uploads/${refused.userId}/`)).toEqual([]);

  const taken = await uploadPhoto(new File([pngOfSize(5 * 1024 * 1024)], "limit.png"));
  expect(taken.status).toBe(200);
  expect(taken.body.key).toMatch(/\.png$/);
});

it("avatars and backgrounds refuse the same files with the spec's toast and keep the profile", async () => {
  const { id } = await createUser();
  const cases: [string, File, number, string][] = [
    ...NOT_IMAGES.map(([label, file]): [string, File, number, string] => [
      label,
      file,
      400,
      "Please select an image file.",
    ]),
    ["over 5 MB", oversize(), 413, "Please select an image smaller than 5MB."],
  ];
  for (const kind of ["avatar", "background"] as const) {
    for (const [label, file, status, description] of cases) {
      const result = await uploadProfileImage(id, kind, file);
      expect(result.status, `${kind}: ${label}`).toBe(status);
      expect(result.body, `${kind}: ${label}`).toEqual({
        ok: false,
        intent: `upload-${kind}`,
        toast: { title: "Upload failed", description },
      });
    }
  }
  expect(await storedKeys(env.AVATARS, id)).toEqual([]);
  expect(await storedKeys(env.BACKGROUNDS, id)).toEqual([]);
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, id));
  expect(profile).toMatchObject({ avatarUrl: null, backgroundImage: null });
});

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

/** GET (or HEAD) through the Worker, with the headers every served image must carry. */
async function expectServedAs(path: string, mime: string, bytes: Uint8Array) {
  for (const method of ["GET", "HEAD"]) {
    const response = await worker.fetch(`${ORIGIN}${path}`, { method });
    expect(response.status, `${method} ${path}`).toBe(200);
    expect(response.headers.get("Content-Type")).toBe(mime);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Content-Security-Policy")).toBe("default-src 'none'; sandbox");
    const key = decodeURIComponent(path.split("/").at(-1)?.split("?")[0] ?? "");
    expect(response.headers.get("Content-Disposition")).toBe(`inline; filename="${key}"`);
    const body = new Uint8Array(await response.arrayBuffer());
    expect(body).toEqual(method === "GET" ? bytes : new Uint8Array());
  }
}

it("renamed images keep their bytes' type, and are served only as it", async () => {
  const company = await createCompany();
  const [row] = await db.select().from(companies).where(eq(companies.id, company.id));
  for (const [label, file, type] of IMAGES) {
    const upload = await uploadPhoto(file);
    expect(upload.status, label).toBe(200);
    const key = upload.body.key ?? "";
    expect(key, label).toMatch(
      new RegExp(`^uploads/${upload.userId}/[0-9a-f-]{36}\\.${type.ext}$`),
    );
    const stored = await env.COMPLAINT_IMAGES.head(key);
    expect(stored?.httpMetadata?.contentType, label).toBe(type.mime);
    // The private upload is never served, however its key is spelled.
    const privatePath = `/images/complaint-images/${encodeURIComponent(key)}`;
    expect((await worker.fetch(`${ORIGIN}${privatePath}`)).status, label).toBe(404);

    // Filing the complaint publishes it under a random public key.
    const request = multipart({
      companyName: row?.name ?? "",
      companySlug: row?.slug ?? "",
      companyDomain: row?.domain ?? "",
      text: `About ${label}`,
      location: "",
      imageKey: key,
    });
    const filed = await createAction({ request, context: await contextFor(upload.userId) } as never)
      .then(() => null)
      .catch((thrown: unknown) => thrown);
    expect(filed instanceof Response && filed.status, label).toBe(302);
    const [complaint] = await db
      .select({ imageUrl: complaints.imageUrl })
      .from(complaints)
      .where(eq(complaints.userId, upload.userId));
    expect(complaint?.imageUrl, label).toMatch(
      new RegExp(`^/images/complaint-images/[0-9a-f-]{36}\\.${type.ext}$`),
    );
    await expectServedAs(
      complaint?.imageUrl ?? "",
      type.mime,
      new Uint8Array(await file.arrayBuffer()),
    );
  }
});

it("a renamed profile image is stored under the user's key and served as its type", async () => {
  const { id } = await createUser();
  for (const [kind, bucket] of [
    ["avatar", "avatars"],
    ["background", "backgrounds"],
  ] as const) {
    const [, file, type] = IMAGES[0] ?? [];
    if (!file || !type) throw new Error("fixture missing");
    const result = await uploadProfileImage(id, kind, file);
    expect(result.body).toMatchObject({ ok: true });
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, id));
    const url = kind === "avatar" ? profile?.avatarUrl : profile?.backgroundImage;
    expect(url).toMatch(new RegExp(`^/images/${bucket}/${id}-${kind}\\.png\\?v=\\d+$`));
    await expectServedAs(url ?? "", type.mime, new Uint8Array(await file.arrayBuffer()));
  }
});

it("an object stored as SVG or HTML anyway is only ever a download", async () => {
  for (const [key, type] of [
    ["legacy.svg", "image/svg+xml"],
    ["legacy.png", "text/html; charset=utf-8"],
  ] as const) {
    await env.BACKGROUNDS.put(key, SVG, { httpMetadata: { contentType: type } });
    const response = await worker.fetch(`${ORIGIN}/images/backgrounds/${key}`);
    expect(response.headers.get("Content-Type"), key).toBe("application/octet-stream");
    expect(response.headers.get("Content-Disposition"), key).toBe("attachment");
    expect(response.headers.get("X-Content-Type-Options"), key).toBe("nosniff");
    expect(response.headers.get("Content-Security-Policy"), key).toBe(
      "default-src 'none'; sandbox",
    );
    await response.arrayBuffer();
  }
});
