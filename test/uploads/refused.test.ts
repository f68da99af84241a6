import { env } from "cloudflare:test";
import { profiles } from "@worker/db/schema";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { createUser, db } from "../factories";
import { GIF, JPEG, PNG } from "../fixtures/images";
import { join, PAGE, SVG, text, uploadPhoto, uploadProfileImage } from "./setup";

/**
 * Every upload path refuses what is not an image, and what is too big, with the spec's words,
 * storing nothing and keeping the profile (shared set-up: setup.ts).
 */

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
