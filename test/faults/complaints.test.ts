import { env } from "cloudflare:test";
import {
  SUBMIT_FAILED as SUBMIT_FAILED_WORDED,
  UPLOAD_FAILED as UPLOAD_FAILED_WORDED,
} from "@shared/complaint-validation";
import { companies, complaints } from "@worker/db/schema";
import { UPLOAD_PREFIX } from "@worker/storage/complaint-images";
import { eq, isNotNull } from "drizzle-orm";
import { expect, it } from "vitest";
import { createCompany, createUser, db } from "../factories";
import { PNG } from "../fixtures/images";
import { sessionCookie } from "../harness/app";
import { FaultPlan } from "./failing-bindings";
import { type Answer, GENERIC_ERRORS, send, sweepFaults } from "./sweep";

// As the person reads them: the answer says the words on the server and never sends them.
const { words: _upload, ...UPLOAD_FAILED } = UPLOAD_FAILED_WORDED;
const { words: _submit, ...SUBMIT_FAILED } = SUBMIT_FAILED_WORDED;

/**
 * Filing a complaint with a photo (upload, then publish with the complaint) while D1 or R2
 * fails: the user sees the spec's text, nothing is half-written (no public photo without its
 * complaint, no complaint pointing at a missing photo), and the same form sent again works.
 */

function upload(plan: FaultPlan, cookie: string) {
  const form = new FormData();
  form.set("image", new File([PNG], "photo.png", { type: "image/png" }));
  return send(plan, "/create/image", { cookie, form });
}

async function uploadsOf(userId: string) {
  const listed = await env.COMPLAINT_IMAGES.list({ prefix: `${UPLOAD_PREFIX}${userId}/` });
  return listed.objects.map((o) => o.key);
}

/** Public photos that no complaint shows: must never exist after a request has finished. */
async function orphanPhotos() {
  const listed = await env.COMPLAINT_IMAGES.list();
  const shown = await db
    .select({ url: complaints.imageUrl })
    .from(complaints)
    .where(isNotNull(complaints.imageUrl));
  const keys = new Set(shown.map((c) => c.url?.split("/").pop()));
  return listed.objects
    .map((o) => o.key)
    .filter((key) => !key.startsWith(UPLOAD_PREFIX) && !keys.has(key));
}

it("an upload that fails shows Upload failed and stores nothing; the retry stores one", async () => {
  const { calls, failed } = await sweepFaults({
    arrange: async () => {
      const user = await createUser();
      return { user, cookie: await sessionCookie(user.id) };
    },
    act: (plan, { cookie }) => upload(plan, cookie),
    succeeded: (answer) => answer.status === 200,
    check: async ({ user }, answer, plan) => {
      const stored = await uploadsOf(user.id);
      if (answer.status === 200) {
        expect(stored).toEqual([(answer.body as { key: string }).key]);
        return;
      }
      expect(stored, plan.failed.join()).toEqual([]);
      expect([{ ok: false, ...UPLOAD_FAILED }, ...GENERIC_ERRORS]).toContainEqual(answer.body);
    },
  });
  // Session, user, rate limit, the bucket: each fault fails the upload.
  expect(calls).toBeGreaterThanOrEqual(4);
  expect(failed).toBe(calls);

  // A failing bucket is the spec's Upload failed, not an error page.
  const user = await createUser();
  const cookie = await sessionCookie(user.id);
  const plan = new FaultPlan().failWhen({ op: /^r2\.put$/ });
  expect(await upload(plan, cookie)).toMatchObject({
    status: 500,
    body: { ok: false, ...UPLOAD_FAILED },
  });
});

type Filing = { userId: string; cookie: string; slug: string; key: string };

async function arrangeFiling(): Promise<Filing> {
  const user = await createUser();
  const company = await createCompany({ domain: `${crypto.randomUUID().slice(0, 8)}.example` });
  const [row] = await db.select().from(companies).where(eq(companies.id, company.id));
  const cookie = await sessionCookie(user.id);
  const uploaded = await upload(new FaultPlan(), cookie);
  const key = (uploaded.body as { key: string }).key;
  return { userId: user.id, cookie, slug: row?.slug ?? "", key };
}

function file(plan: FaultPlan, filing: Filing) {
  return send(plan, "/create", {
    cookie: filing.cookie,
    form: {
      companyName: "Any",
      companySlug: filing.slug,
      companyDomain: "any.example",
      text: "The parcel never came.",
      location: "",
      imageKey: filing.key,
    },
  });
}

const filed = (answer: Answer) => answer.status === 302;

/** A filing is all or nothing: a complaint with its public photo, or neither. */
async function checkFiling(filing: Filing, answer: Answer, plan: FaultPlan) {
  const rows = await db.select().from(complaints).where(eq(complaints.userId, filing.userId));
  expect(await orphanPhotos(), plan.failed.join()).toEqual([]);
  if (filed(answer)) {
    expect(rows).toHaveLength(1);
    expect(answer.location).toBe(`/company/${filing.slug}?filed=${rows[0]?.id}`);
    const key = rows[0]?.imageUrl?.split("/").pop() ?? "";
    expect(await env.COMPLAINT_IMAGES.head(key)).not.toBeNull();
    return;
  }
  expect(rows, plan.failed.join()).toEqual([]);
  expect([
    expect.objectContaining({ ok: false, toast: SUBMIT_FAILED }),
    ...GENERIC_ERRORS,
  ]).toContainEqual(answer.body);
  // The private upload is still there, so the same form can be sent again.
  expect(await env.COMPLAINT_IMAGES.head(filing.key), plan.failed.join()).not.toBeNull();
}

it("filing with a photo fails at each call in turn: all or nothing, and the same form then files", async () => {
  const { calls, failed } = await sweepFaults({
    arrange: arrangeFiling,
    act: file,
    succeeded: filed,
    check: checkFiling,
  });
  // Every fault fails the filing except one in removing the private upload once it is filed.
  expect(calls).toBeGreaterThanOrEqual(8);
  expect(failed).toBe(calls - 1);
});

it("the complaint row cannot be written: Error submitting complaint, the photo is withdrawn", async () => {
  const filing = await arrangeFiling();
  const plan = new FaultPlan().failWhen({ op: /^d1\./, target: /^insert into "complaints"/ });
  const answer = await file(plan, filing);
  expect(answer).toMatchObject({ status: 500, body: { ok: false, toast: SUBMIT_FAILED } });
  expect(plan.calls.some((c) => c.startsWith("r2.put "))).toBe(true);
  await checkFiling(filing, answer, plan);
  const retry = await file(new FaultPlan(), filing);
  await checkFiling(filing, retry, plan);
  expect(filed(retry)).toBe(true);
  // Once filed, the upload itself is gone (its public copy is the complaint's photo).
  expect(await env.COMPLAINT_IMAGES.head(filing.key)).toBeNull();
});

it("the bucket fails while publishing: Error submitting complaint, nothing public is left", async () => {
  for (const op of [/^r2\.get$/, /^r2\.put$/]) {
    const filing = await arrangeFiling();
    const plan = new FaultPlan().failWhen({ op });
    const answer = await file(plan, filing);
    expect(answer).toMatchObject({ status: 500, body: { ok: false, toast: SUBMIT_FAILED } });
    await checkFiling(filing, answer, plan);
  }
});

it("the same form sent twice at once: each complaint filed gets its own copy of the photo", async () => {
  const filing = await arrangeFiling();
  const answers = await Promise.all([file(new FaultPlan(), filing), file(new FaultPlan(), filing)]);
  const rows = await db.select().from(complaints).where(eq(complaints.userId, filing.userId));
  expect(rows).toHaveLength(answers.filter(filed).length);
  const keys = rows.map((r) => r.imageUrl?.split("/").pop() ?? "");
  expect(new Set(keys).size).toBe(keys.length);
  for (const key of keys) expect(await env.COMPLAINT_IMAGES.head(key)).not.toBeNull();
  expect(await orphanPhotos()).toEqual([]);
});
