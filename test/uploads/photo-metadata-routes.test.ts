import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { createSession } from "@worker/auth/session";
import { companies, complaints, profiles } from "@worker/db/schema";
import { detectImageType } from "@worker/storage/image-type";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { createCompany, createUser, db } from "../factories";
import { concat, latin1, u16, u32 } from "../fixtures/metadata-bytes";
import { expectNoMetadata, findBytes } from "../fixtures/metadata-checks";
import {
  AVIF_IROT,
  avifWithMetadata,
  GIF_HEAD,
  GIF_IMAGE,
  GIF_LOOP,
  gifWithMetadata,
  JPEG_IMAGE_DATA,
  jpegWithMetadata,
  PNG_IDAT,
  pngWithMetadata,
  WEBP_VP8L,
  webpWithMetadata,
} from "../fixtures/metadata-images";
import { fetchApp, field, ORIGIN, post } from "../harness/app";

/**
 * Photos with GPS through every upload path, as a browser sends them through the Worker's root
 * app (CSRF check, session, the real route actions): a complaint photo (POST /create/image, then
 * filing the complaint), an avatar and a background (the profile form). What /images/… serves
 * afterwards carries no metadata, keeps the image data, and still records the orientation.
 */
const worker = exports.default;

/** The TIFF block holding only Orientation that a turned JPEG, PNG or WebP keeps. */
const orientationOnly = (value: number) =>
  concat([
    latin1("MM\0*"),
    u32(8),
    u16(1),
    u16(0x0112),
    u16(3),
    u32(1),
    u16(value),
    u16(0),
    u32(0),
  ]);

/** Each file, its type, the image data that must survive, and how its orientation is kept. */
const PHOTOS: [string, Uint8Array<ArrayBuffer>, string, Uint8Array, Uint8Array | null][] = [
  ["JPEG", jpegWithMetadata({ orientation: 6 }), "image/jpeg", JPEG_IMAGE_DATA, orientationOnly(6)],
  ["PNG", pngWithMetadata({ orientation: 6 }), "image/png", PNG_IDAT, orientationOnly(6)],
  ["WebP", webpWithMetadata({ orientation: 6 }), "image/webp", WEBP_VP8L, orientationOnly(6)],
  ["GIF", gifWithMetadata(), "image/gif", concat([GIF_HEAD, GIF_LOOP, GIF_IMAGE]), null],
  ["AVIF", avifWithMetadata({ orientation: 6 }), "image/avif", AVIF_IROT, null],
];

async function signedIn() {
  const user = await createUser();
  const { token } = await createSession(env.SESSIONS, user.id, 0, Date.now());
  return { id: user.id, cookie: `uck_session=${token}` };
}

/** GET through the real Worker, as a browser loads the picture. */
async function served(path: string) {
  const response = await worker.fetch(`${ORIGIN}${path}`);
  expect(response.status, path).toBe(200);
  return {
    type: response.headers.get("Content-Type"),
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

function expectStrippedPhoto(label: string, bytes: Uint8Array, mime: string, photo: Uint8Array) {
  const [, , , kept, orientation] = PHOTOS.find(([name]) => name === label) ?? [];
  expect(detectImageType(bytes)?.mime, label).toBe(mime);
  expectNoMetadata(bytes);
  expect(bytes.length, label).toBeLessThan(photo.length);
  expect(
    findBytes(bytes, kept ?? new Uint8Array([0xff, 0xff])),
    `${label} image data`,
  ).toBeGreaterThanOrEqual(0);
  if (orientation) expect(findBytes(bytes, orientation), `${label} orientation`).toBeGreaterThan(0);
}

// The route modules load on their first request; loading them here keeps that one-time cost
// (half a minute on a busy machine) out of the first test's timeout.
beforeAll(async () => {
  await Promise.all([
    import("../../app/routes/create/route"),
    import("../../app/routes/create.image"),
    import("../../app/routes/profile/route"),
  ]);
}, 120_000);

for (const [label, photo, mime] of PHOTOS) {
  it(`a ${label} complaint photo with GPS is filed and served without its metadata`, async () => {
    const company = await createCompany();
    const [row] = await db.select().from(companies).where(eq(companies.id, company.id));
    const { id, cookie } = await signedIn();
    const image = new File([photo], `photo-${label}`);
    const upload = await fetchApp(post("/create/image", { form: { image } }, cookie));
    expect(upload.status).toBe(200);
    const key = String(field(upload, "key") ?? "");
    // The private upload is stripped already, before anything can publish it.
    const stored = await env.COMPLAINT_IMAGES.get(key);
    expectStrippedPhoto(label, new Uint8Array((await stored?.arrayBuffer()) ?? []), mime, photo);

    const form = {
      companyName: row?.name ?? "",
      companySlug: row?.slug ?? "",
      companyDomain: row?.domain ?? "",
      text: `My ${label} photo shows the broken parcel.`,
      location: "",
      imageKey: key,
    };
    expect((await fetchApp(post("/create", { form }, cookie))).status).toBe(302);
    const [complaint] = await db
      .select({ imageUrl: complaints.imageUrl })
      .from(complaints)
      .where(eq(complaints.userId, id));
    const published = await served(complaint?.imageUrl ?? "");
    expect(published.type).toBe(mime);
    expectStrippedPhoto(label, published.bytes, mime, photo);
  });

  it(`a ${label} avatar and background with GPS are served without their metadata`, async () => {
    const { id, cookie } = await signedIn();
    for (const kind of ["avatar", "background"] as const) {
      const file = new File([photo], `${kind}-${label}`);
      const form = { intent: `upload-${kind}`, file };
      expect((await fetchApp(post("/profile", { form }, cookie))).body).toMatchObject({ ok: true });
    }
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, id));
    for (const url of [profile?.avatarUrl, profile?.backgroundImage]) {
      expect(url).toMatch(/^\/images\/(avatars|backgrounds)\//);
      const image = await served(url ?? "");
      expect(image.type).toBe(mime);
      expectStrippedPhoto(label, image.bytes, mime, photo);
    }
  });
}
