import { env } from "cloudflare:test";
import { companies, complaints, profiles } from "@worker/db/schema";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { action as createAction } from "~/routes/create/route";
import { createCompany, createUser, db } from "../factories";
import { GIF, JPEG, PNG } from "../fixtures/images";
import {
  contextFor,
  multipart,
  ORIGIN,
  SVG,
  uploadPhoto,
  uploadProfileImage,
  worker,
} from "./setup";

/**
 * What is stored is served only as the type its bytes show, whatever its name, and anything else
 * is only ever a download (shared set-up: setup.ts).
 */

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
