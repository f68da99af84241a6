/**
 * The plain /create form (no JavaScript) files in one request: the spec's checks, the company by
 * its domain or a name UCK knows, and the photo.
 */
import { env } from "cloudflare:test";
import { companies, complaints } from "@worker/db/schema";
import { fileComplaintFromPlainForm } from "@worker/services/complaints/file-plain";
import { storeUpload } from "@worker/storage/complaint-images";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { createCompany, createUser, db, postbox } from "../factories";
import { PNG } from "../fixtures/images";
import { fileAbout, images } from "./setup";

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
