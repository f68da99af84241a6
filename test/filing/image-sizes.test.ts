/**
 * Photos at display size: a stored image is served at a listed width as WebP through the
 * Images binding (Sharp under miniflare), never wider than stored; other widths get the original.
 */
import { env, exports } from "cloudflare:workers";
import { imageSrcSet, sizedImage } from "@shared/image-sizes";
import { expect, it } from "vitest";
import { plainPng } from "../fixtures/metadata-images";

const worker = exports.default;
const ORIGIN = "http://localhost";

/** Width and height from a WebP's first chunk (lossy VP8, lossless VP8L or extended VP8X). */
function webpSize(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = String.fromCharCode(...bytes.subarray(12, 16));
  if (tag === "VP8 ")
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  if (tag === "VP8L") {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  const u24 = (at: number) => view.getUint16(at, true) + ((bytes[at + 2] ?? 0) << 16);
  return { width: u24(24) + 1, height: u24(27) + 1 };
}

it("a photo is served at a listed width as WebP, never wider than stored", async () => {
  await env.COMPLAINT_IMAGES.put("sized-photo.png", plainPng(800, 500), {
    httpMetadata: { contentType: "image/png" },
  });
  const small = await worker.fetch(`${ORIGIN}/images/complaint-images/sized-photo.png?w=320`);
  expect(small.status).toBe(200);
  expect(small.headers.get("Content-Type")).toBe("image/webp");
  expect(small.headers.get("Content-Security-Policy")).toBe("default-src 'none'; sandbox");
  const bytes = new Uint8Array(await small.arrayBuffer());
  expect(String.fromCharCode(...bytes.subarray(8, 12))).toBe("WEBP");
  expect(webpSize(bytes)).toEqual({ width: 320, height: 200 });

  // The second request is served from the cache, with the same headers.
  const again = await worker.fetch(`${ORIGIN}/images/complaint-images/sized-photo.png?w=320`);
  expect(again.status).toBe(200);
  expect(again.headers.get("Content-Type")).toBe("image/webp");
  expect(again.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(new Uint8Array(await again.arrayBuffer())).toEqual(bytes);

  const wide = await worker.fetch(`${ORIGIN}/images/complaint-images/sized-photo.png?w=1280`);
  expect(webpSize(new Uint8Array(await wide.arrayBuffer()))).toEqual({ width: 800, height: 500 });

  // A width that is not listed gets the stored file as it is.
  const other = await worker.fetch(`${ORIGIN}/images/complaint-images/sized-photo.png?w=333`);
  expect(other.headers.get("Content-Type")).toBe("image/png");
  await other.arrayBuffer();
});

it("a deleted photo is gone at every width at once", async () => {
  await env.AVATARS.put("gone-avatar.png", plainPng(200, 200), {
    httpMetadata: { contentType: "image/png" },
  });
  const first = await worker.fetch(`${ORIGIN}/images/avatars/gone-avatar.png?w=96`);
  expect(first.status).toBe(200);
  await first.arrayBuffer();
  await env.AVATARS.delete("gone-avatar.png");
  const after = await worker.fetch(`${ORIGIN}/images/avatars/gone-avatar.png?w=96`);
  expect(after.status).toBe(404);
  await after.arrayBuffer();
});

it("pages ask for our own images at a width, and leave other URLs alone", () => {
  expect(sizedImage("/images/avatars/u1-avatar.png?v=3", 96)).toBe(
    "/images/avatars/u1-avatar.png?v=3&w=96",
  );
  expect(sizedImage("https://icons.example/x.ico", 96)).toBe("https://icons.example/x.ico");
  expect(imageSrcSet("/images/complaint-images/a.png", [320, 640])).toBe(
    "/images/complaint-images/a.png?w=320 320w, /images/complaint-images/a.png?w=640 640w",
  );
  expect(imageSrcSet("/placeholders/food.svg", [320])).toBeUndefined();
});
