import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { UPLOAD_FAILED } from "@shared/complaint-validation";
import { nameFromDomain, normalizeDomain } from "@shared/domain";
import { RATE_LIMITS } from "@worker/auth/rate-limit";
import { createSession } from "@worker/auth/session";
import { companies, companyExecutives, complaints } from "@worker/db/schema";
import { findOrCreateCompanyByDomain, searchCompanies } from "@worker/services/companies/lookup";
import { createComplaint } from "@worker/services/complaints/create";
import { fileComplaintFromPlainForm } from "@worker/services/complaints/file-plain";
import { storeComplaintPhoto } from "@worker/services/complaints/photo-upload";
import {
  INVALID_FILE_TYPE,
  publishUpload,
  storeUpload,
  sweepAbandonedUploads,
} from "@worker/storage/complaint-images";
import { detectImageType } from "@worker/storage/image-type";
import { eq } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import {
  createComplaint as complaintRow,
  createCompany,
  createUser,
  db,
  postbox,
} from "./factories";
import { JPEG, PNG } from "./fixtures/images";

const worker = exports.default;
const ORIGIN = "http://localhost";
const images = (userId: string) => ({
  publish: (key: string) => publishUpload(env.COMPLAINT_IMAGES, userId, key),
  remove: async () => undefined,
});
const INVALID_FILE_TYPE_PROBLEM = {
  title: INVALID_FILE_TYPE.title,
  description: INVALID_FILE_TYPE.description,
};
const draft = (overrides: Partial<Record<string, string>> = {}) => ({
  companyName: "Acme",
  companySlug: "",
  companyDomain: "",
  text: "My order never arrived.",
  location: "",
  ...overrides,
});

it("domains are normalised and validated", () => {
  expect(normalizeDomain("https://www.Delta.com/help?x=1")).toBe("delta.com");
  expect(normalizeDomain("  WWW.bestbuy.co.uk. ")).toBe("bestbuy.co.uk");
  expect(normalizeDomain("http://user@shop.example:8080/path")).toBe("shop.example");
  for (const bad of [
    "",
    "localhost",
    "not a domain",
    "javascript:alert(1)",
    "a..b.com",
    "-x.com",
    `${"x".repeat(300)}.com`,
  ]) {
    expect(normalizeDomain(bad), bad).toBeNull();
  }
  expect(nameFromDomain("best-buy.co.uk")).toBe("Best Buy");
  expect(nameFromDomain("acme.com")).toBe("Acme");
});

/** A complaint naming the company, which puts it in use. */
const fileAbout = (company: { id: string; name: string }) =>
  complaintRow({ companyId: company.id, companyName: company.name });

it("name search finds database companies first, then directory brands, literally", async () => {
  const zebra = await createCompany({ name: "Zebra Telecom", domain: "zebra-telecom.example" });
  // Only companies in use are found (claimed, or named by a complaint).
  expect(await searchCompanies(db, "zebra")).toEqual([]);
  await fileAbout(zebra);
  const byName = await searchCompanies(db, "zebra");
  expect(byName[0]).toMatchObject({ name: "Zebra Telecom", slug: "zebra-telecom", existed: true });
  const byWord = await searchCompanies(db, "tele");
  expect(byWord.map((c) => c.name)).toContain("Zebra Telecom");
  const directory = await searchCompanies(db, "ryan");
  expect(directory).toContainEqual({
    name: "Ryanair",
    slug: "ryanair",
    domain: "ryanair.com",
    logo: null,
    existed: false,
  });
  expect(await searchCompanies(db, "%")).toEqual([]);
});

it("a domain lookup creates the company once, with the directory's name and chief executive", async () => {
  const first = await findOrCreateCompanyByDomain(db, "delta.com", Date.now());
  expect(first).toEqual({
    name: "Delta Air Lines",
    slug: "delta-air-lines",
    domain: "delta.com",
    logo: null,
    existed: false,
  });
  const again = await findOrCreateCompanyByDomain(db, "delta.com", Date.now());
  expect(again.existed).toBe(true);
  const [company] = await db.select().from(companies).where(eq(companies.domain, "delta.com"));
  expect(company).toMatchObject({ verified: false, claimed: false, subscriptionTier: "Free" });
  const [ceo] = await db
    .select()
    .from(companyExecutives)
    .where(eq(companyExecutives.companyId, company?.id ?? ""));
  expect(ceo).toMatchObject({ ceo: "Ed Bastian", title: "Chief Executive Officer" });

  const parallel = await Promise.all(
    Array.from({ length: 5 }, () =>
      findOrCreateCompanyByDomain(db, "parallel-shop.example", Date.now()),
    ),
  );
  expect(new Set(parallel.map((c) => c.slug)).size).toBe(1);
  expect(
    await db.select().from(companies).where(eq(companies.domain, "parallel-shop.example")),
  ).toHaveLength(1);
});

it("a new company whose slug is taken gets the next free one", async () => {
  await createCompany({ name: "Acme", domain: "acme-one.example" });
  const created = await findOrCreateCompanyByDomain(db, "acme.org", Date.now());
  expect(created.slug).toBe("acme-2");
});

it("get-company-info answers the spec's shapes and refuses bad input", async () => {
  const user = await createUser();
  const { token } = await createSession(env.SESSIONS, user.id, 0, Date.now());
  const call = (body: unknown, signedIn = true) =>
    worker.fetch(`${ORIGIN}/api/functions/get-company-info`, {
      method: "POST",
      headers: {
        Origin: ORIGIN,
        "Content-Type": "application/json",
        ...(signedIn ? { Cookie: `uck_session=${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  const created = await (await call({ domain: "https://www.NewBrand.example/about" })).json();
  expect(created).toEqual({
    success: true,
    company: {
      name: "Newbrand",
      slug: "newbrand",
      domain: "newbrand.example",
      logo: null,
      existed: false,
    },
  });
  // Unused, it is nobody else's to find yet; once named by a complaint, visitors find it.
  expect((await call({ domain: "newbrand.example" }, false)).status).toBe(401);
  const [newbrand] = await db.select().from(companies).where(eq(companies.slug, "newbrand"));
  await fileAbout({ id: newbrand?.id ?? "", name: "Newbrand" });
  expect(await (await call({ domain: "newbrand.example" }, false)).json()).toMatchObject({
    success: true,
    company: { existed: true },
  });
  expect((await call({ domain: "unknown-brand.example" }, false)).status).toBe(401);
  expect(await (await call({ query: "newb" })).json()).toMatchObject({
    success: true,
    companies: [{ slug: "newbrand" }],
  });
  for (const bad of [
    {},
    { query: "a" },
    { domain: "" },
    { domain: "nope" },
    { query: "ab", domain: "x.com" },
    { query: 7 },
  ]) {
    const response = await call(bad);
    expect(response.status, JSON.stringify(bad)).toBe(400);
    expect(await response.json()).toMatchObject({ success: false });
  }
});

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

it("new companies made by a person's domain lookups share the limit of companies made by address", async () => {
  const user = await createUser();
  const { token } = await createSession(env.SESSIONS, user.id, 0, Date.now());
  const lookup = (domain: string) =>
    worker.fetch(`${ORIGIN}/api/functions/get-company-info`, {
      method: "POST",
      headers: {
        Origin: ORIGIN,
        "Content-Type": "application/json",
        Cookie: `uck_session=${token}`,
      },
      body: JSON.stringify({ domain }),
    });
  const run = crypto.randomUUID().slice(0, 6);
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) statuses.push((await lookup(`brand${i}-${run}.example`)).status);
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
  expect(statuses[10]).toBe(429);
  const made = await db
    .select()
    .from(companies)
    .where(eq(companies.domain, `brand10-${run}.example`));
  expect(made).toEqual([]);
  // A company that exists is still found.
  expect((await lookup(`brand0-${run}.example`)).status).toBe(200);
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

it("the plain form (no JavaScript) files in one request: spec checks first, then the company by its domain and the photo", async () => {
  const user = await createUser();
  const store = (userId: string, file: File) => storeUpload(env.COMPLAINT_IMAGES, userId, file);
  const deps = { postbox, storeUpload: store, images: images(user.id) };
  const form = (fields: Record<string, string>, photo?: File) => {
    const data = new FormData();
    for (const [name, value] of Object.entries({ plain: "1", ...fields })) data.set(name, value);
    if (photo) data.set("image", photo);
    return data;
  };
  const domain = `plain-${crypto.randomUUID().slice(0, 8)}.example`;

  // The spec's order: the name, the text, then the company's domain.
  expect(
    await fileComplaintFromPlainForm(deps, user.id, form({ companyDomain: domain }), Date.now()),
  ).toMatchObject({ ok: false, problem: { title: "Company name required" } });
  expect(
    await fileComplaintFromPlainForm(deps, user.id, form({ companyName: "Plain Co" }), Date.now()),
  ).toMatchObject({ ok: false, problem: { title: "Complaint text required" } });
  const noDomain = form({ companyName: "Plain Co", text: "It broke." });
  expect(await fileComplaintFromPlainForm(deps, user.id, noDomain, Date.now())).toMatchObject({
    ok: false,
    problem: { title: "Company domain required" },
  });
  const badDomain = form({
    companyName: "Plain Co",
    companyDomain: "not a domain",
    text: "It broke.",
  });
  expect(await fileComplaintFromPlainForm(deps, user.id, badDomain, Date.now())).toMatchObject({
    ok: false,
    problem: { description: "Please enter a valid domain, like example.com." },
  });
  // Nothing was added by the refusals.
  expect(await db.$count(companies, eq(companies.domain, domain))).toBe(0);

  const photo = new File([PNG], "receipt.png", { type: "image/png" });
  const filed = await fileComplaintFromPlainForm(
    deps,
    user.id,
    form(
      { companyName: "Plain Co", companyDomain: `https://www.${domain}/help`, text: "It broke." },
      photo,
    ),
    Date.now(),
  );
  expect(filed).toMatchObject({ ok: true });
  if (!filed.ok) return;
  const [row] = await db.select().from(complaints).where(eq(complaints.id, filed.id));
  expect(row?.text).toBe("It broke.");
  expect(row?.imageUrl).toMatch(/^\/images\/complaint-images\//);
  const [company] = await db.select().from(companies).where(eq(companies.domain, domain));
  expect(company?.slug).toBe(filed.companySlug);
});

it("the plain form files by a name UCK knows: one of that name at once, several to choose from, none asks for the domain", async () => {
  const user = await createUser();
  const store = (userId: string, file: File) => storeUpload(env.COMPLAINT_IMAGES, userId, file);
  const deps = { postbox, storeUpload: store, images: images(user.id) };
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries({ plain: "1", text: "It broke.", ...fields }))
      data.set(name, value);
    return data;
  };
  const word = `Quokka${crypto.randomUUID().slice(0, 6)}`;
  const slug = word.toLowerCase();
  const bank = await createCompany({ name: `${word} Bank`, domain: `${slug}-bank.example` });
  const mobile = await createCompany({ name: `${word} Mobile`, domain: `${slug}-mobile.example` });
  await fileAbout(bank);
  await fileAbout(mobile);
  const file = (fields: Record<string, string>) =>
    fileComplaintFromPlainForm(deps, user.id, form(fields), Date.now());

  // Exactly one company of that name (case aside): filed under it, with its own name.
  const exact = await file({ companyName: `${word.toLowerCase()} bank` });
  expect(exact).toMatchObject({ ok: true, companySlug: `${slug}-bank` });
  if (!exact.ok) return;
  const [row] = await db.select().from(complaints).where(eq(complaints.id, exact.id));
  expect(row).toMatchObject({ companyId: bank.id, companyName: bank.name });

  // Several: nothing is filed, and they come back to choose from.
  const several = await file({ companyName: word });
  expect(several).toMatchObject({
    ok: false,
    code: "invalid",
    problem: { title: "Choose the company" },
  });
  expect(several.ok ? [] : several.matches).toEqual(
    expect.arrayContaining([
      { name: bank.name, domain: `${slug}-bank.example` },
      { name: mobile.name, domain: `${slug}-mobile.example` },
    ]),
  );
  // The one chosen is filed.
  const picked = await file({ companyName: word, companyPick: `${slug}-mobile.example` });
  expect(picked).toMatchObject({ ok: true });
  if (!picked.ok) return;
  const [chosen] = await db.select().from(complaints).where(eq(complaints.id, picked.id));
  expect(chosen).toMatchObject({ companyId: mobile.id, companyName: mobile.name });

  // None: the domain is asked for, and no company is made.
  const none = await file({ companyName: `Nobody ${word}` });
  expect(none).toMatchObject({
    ok: false,
    problem: { title: "Company domain required" },
  });
  expect(none.ok ? null : none.problem.description).toContain(`No company called “Nobody ${word}”`);
  expect(none.ok ? [] : (none.matches ?? [])).toEqual([]);
});
