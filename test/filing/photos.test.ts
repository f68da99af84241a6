/**
 * A complaint's photo: its type read from the bytes, private until filed and only by its owner,
 * abandoned uploads swept, deleted with its complaint, and a failing bucket is the spec's
 * Upload failed.
 */
import { env } from "cloudflare:test";
import { UPLOAD_FAILED } from "@shared/complaint-validation";
import { storeComplaintPhoto } from "@worker/services/complaints/photo-upload";
import {
  publishUpload,
  storeUpload,
  sweepAbandonedUploads,
} from "@worker/storage/complaint-images";
import { detectImageType } from "@worker/storage/image-type";
import { expect, it, vi } from "vitest";
import { createUser, db } from "../factories";
import { JPEG, PNG } from "../fixtures/images";
import { ORIGIN, worker } from "./setup";

it("image types come from the bytes, not the name", async () => {
  expect(detectImageType(PNG)?.mime).toBe("image/png");
  expect(detectImageType(JPEG)?.mime).toBe("image/jpeg");
  expect(detectImageType(new TextEncoder().encode("GIF89a...."))?.mime).toBe("image/gif");
  expect(detectImageType(new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 "))?.mime).toBe(
    "image/webp",
  );
  expect(
    detectImageType(
      new Uint8Array([0, 0, 0, 28, ...new TextEncoder().encode("ftypavif\0\0\0\0mif1avif")]),
    )?.mime,
  ).toBe("image/avif");
  expect(
    detectImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>')),
  ).toBeNull();
  expect(detectImageType(new TextEncoder().encode("<html><script>alert(1)</script>"))).toBeNull();

  const user = await createUser();
  const renamed = await storeUpload(
    env.COMPLAINT_IMAGES,
    user.id,
    new File([PNG], "photo.jpg", { type: "image/jpeg" }),
  );
  expect(renamed).toMatchObject({ ok: true, type: { mime: "image/png", ext: "png" } });
  const html = await storeUpload(
    env.COMPLAINT_IMAGES,
    user.id,
    new File(["<html></html>"], "x.png", { type: "image/png" }),
  );
  expect(html).toMatchObject({
    ok: false,
    title: "Invalid file type",
    description: "Please select an image file.",
  });
  const big = new Uint8Array(5 * 1024 * 1024 + 1);
  big.set(PNG);
  expect(
    await storeUpload(env.COMPLAINT_IMAGES, user.id, new File([big], "big.png")),
  ).toMatchObject({
    ok: false,
    title: "File too large",
    description: "Please select an image smaller than 5MB.",
  });
});

it("uploads stay private until a complaint is filed, and only their owner can file them", async () => {
  const owner = await createUser();
  const stored = await storeUpload(env.COMPLAINT_IMAGES, owner.id, new File([PNG], "p.png"));
  if (!stored.ok) throw new Error("upload refused");
  const privately = await worker.fetch(
    `${ORIGIN}/images/complaint-images/${encodeURIComponent(stored.key)}`,
  );
  expect(privately.status).toBe(404);
  await privately.arrayBuffer();
  const stranger = await createUser();
  expect(await publishUpload(env.COMPLAINT_IMAGES, stranger.id, stored.key)).toBeNull();
  const published = await publishUpload(env.COMPLAINT_IMAGES, owner.id, stored.key);
  const response = await worker.fetch(`${ORIGIN}${published?.url}`);
  expect(response.headers.get("Content-Type")).toBe("image/png");
  await response.arrayBuffer();
});

it("abandoned uploads older than a day are swept", async () => {
  const user = await createUser();
  const stored = await storeUpload(env.COMPLAINT_IMAGES, user.id, new File([PNG], "p.png"));
  if (!stored.ok) throw new Error("upload refused");
  expect(await sweepAbandonedUploads(env.COMPLAINT_IMAGES, Date.now())).toBe(0);
  expect(
    await sweepAbandonedUploads(env.COMPLAINT_IMAGES, Date.now() + 25 * 3_600_000),
  ).toBeGreaterThanOrEqual(1);
  expect(await env.COMPLAINT_IMAGES.head(stored.key)).toBeNull();
});

it("deleting a complaint removes its own photo, never a shared demo photo", async () => {
  const { deleteStoredImage } = await import("@worker/storage/delete-image");
  await env.COMPLAINT_IMAGES.put("seed-photo-9.png", PNG);
  const own = "0b6f3c9e-1a2b-4c3d-8e9f-001122334455.png";
  await env.COMPLAINT_IMAGES.put(own, PNG);
  await deleteStoredImage(env, "/images/complaint-images/seed-photo-9.png");
  await deleteStoredImage(env, `/images/complaint-images/${own}`);
  await deleteStoredImage(env, "https://elsewhere.example/x.png");
  expect(await env.COMPLAINT_IMAGES.head("seed-photo-9.png")).not.toBeNull();
  expect(await env.COMPLAINT_IMAGES.head(own)).toBeNull();
});

it("a bucket that fails while storing a photo is the spec's Upload failed", async () => {
  const user = await createUser();
  const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
  const failing = {
    db,
    storeUpload: async () => {
      throw new Error("R2 is down");
    },
  };
  const body = new FormData();
  body.set("image", new File([PNG], "p.png"));
  expect(await storeComplaintPhoto(failing, user.id, body, Date.now())).toEqual({
    ok: false,
    code: "failed",
    problem: UPLOAD_FAILED,
  });
  expect(logged.mock.calls.flat().join()).toContain("upload_failed");
  logged.mockRestore();
});
