/**
 * Filing a complaint: the spec's rules in order, an open complaint with a 48-hour deadline, and
 * the filing and upload limits kept by the service.
 */
import { env } from "cloudflare:test";
import { UPLOAD_FAILED } from "@shared/complaint-validation";
import { RATE_LIMITS } from "@worker/auth/rate-limit";
import { complaints } from "@worker/db/schema";
import { createComplaint } from "@worker/services/complaints/create";
import { storeComplaintPhoto } from "@worker/services/complaints/photo-upload";
import { storeUpload } from "@worker/storage/complaint-images";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { createCompany, createUser, db, postbox } from "../factories";
import { PNG } from "../fixtures/images";
import { draft, INVALID_FILE_TYPE_PROBLEM, images } from "./setup";

it("filing checks the spec's rules in order and starts the complaint open with a 48-hour deadline", async () => {
  const user = await createUser();
  const company = await createCompany({ name: "Filing Co", domain: "filing.example" });
  const file = (input: Parameters<typeof createComplaint>[3]) =>
    createComplaint(postbox, images(user.id), user.id, input, Date.now());

  expect(await file(draft({ companyName: " ", text: "" }))).toMatchObject({
    ok: false,
    problem: { title: "Company name required" },
  });
  expect(await file(draft({ text: "   " }))).toMatchObject({
    ok: false,
    problem: { title: "Complaint text required" },
  });
  expect(await file(draft())).toMatchObject({
    ok: false,
    problem: { title: "Company domain required" },
  });
  expect(
    await file(draft({ companySlug: "no-such-company", companyDomain: "x.example" })),
  ).toMatchObject({ ok: false, problem: { title: "Company domain required" } });
  expect(
    await file(
      draft({ companySlug: "filing-co", companyDomain: "filing.example", text: "x".repeat(501) }),
    ),
  ).toMatchObject({ ok: false, problem: { title: "Complaint too long" } });
  expect(
    await file(
      draft({
        companySlug: "filing-co",
        companyDomain: "filing.example",
        imageKey: "uploads/someone-else/00000000-0000-4000-8000-000000000000.png",
      }),
    ),
  ).toMatchObject({ ok: false, problem: { title: "Upload failed" } });
  expect(await db.select().from(complaints).where(eq(complaints.companyId, company.id))).toEqual(
    [],
  );

  const stored = await storeUpload(env.COMPLAINT_IMAGES, user.id, new File([PNG], "p.png"));
  if (!stored.ok) throw new Error("upload refused");
  const filed = await file(
    draft({
      companySlug: "filing-co",
      companyDomain: "filing.example",
      text: "  Broken on arrival.  ",
      location: "Palo Alto, CA",
      imageKey: stored.key,
    }),
  );
  expect(filed).toMatchObject({
    ok: true,
    companySlug: "filing-co",
    toast: { title: "Complaint submitted successfully!" },
  });
  if (!filed.ok) throw new Error("not filed");
  expect(filed.toast.description).toContain("Silicon Valley");
  const [row] = await db.select().from(complaints).where(eq(complaints.id, filed.id));
  expect(row).toMatchObject({
    text: "Broken on arrival.",
    status: "open",
    companyName: "Filing Co",
    uckCount: 0,
    commentsCount: 0,
  });
  expect((row?.escalationDeadline.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(
    48 * 3_600_000,
  );
  expect(row?.imageUrl).toMatch(/^\/images\/complaint-images\/[0-9a-f-]{36}\.png$/);
  expect(await env.COMPLAINT_IMAGES.head(stored.key)).toBeNull();
});

it("the filing limit lives in the service: every attempt counts, the next one past it is refused", async () => {
  const user = await createUser();
  const file = () =>
    createComplaint(postbox, images(user.id), user.id, draft({ text: "" }), Date.now());
  for (let i = 0; i < RATE_LIMITS.complaintByUser.limit; i++) {
    expect(await file()).toMatchObject({ ok: false, code: "invalid" });
  }
  expect(await file()).toMatchObject({
    ok: false,
    code: "rate_limited",
    problem: { title: "Error submitting complaint", description: /Too many attempts/ },
  });
});

it("the upload limit lives in the service: every attempt counts, the next one past it is refused", async () => {
  const user = await createUser();
  const deps = {
    db,
    storeUpload: (id: string, file: File) => storeUpload(env.COMPLAINT_IMAGES, id, file),
  };
  const form = (image?: File | string) => {
    const body = new FormData();
    if (image !== undefined) body.set("image", image);
    return body;
  };
  const photo = () => form(new File([PNG], "p.png"));
  const upload = (body: FormData | null, who = user.id) =>
    storeComplaintPhoto(deps, who, body, Date.now());

  // Unreadable bodies, missing files and text in place of one count like any other attempt.
  const refused = [null, form(), form("not a file")];
  for (let i = 0; i < RATE_LIMITS.uploadByUser.limit; i++) {
    const body = refused[i % refused.length] ?? null;
    expect(await upload(body)).toEqual({
      ok: false,
      code: "invalid",
      problem: body ? INVALID_FILE_TYPE_PROBLEM : UPLOAD_FAILED,
    });
  }
  expect(await upload(photo())).toMatchObject({
    ok: false,
    code: "rate_limited",
    problem: { title: UPLOAD_FAILED.title, description: /Too many attempts/ },
  });
  const kept = await env.COMPLAINT_IMAGES.list({ prefix: `uploads/${user.id}/` });
  expect(kept.objects).toEqual([]);

  // Someone else's limit is their own.
  const other = await createUser();
  expect(await upload(photo(), other.id)).toMatchObject({ ok: true, key: /^uploads\// });
});
