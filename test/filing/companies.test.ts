/**
 * Filing finds or makes the company: domains normalised and validated, name search, a domain
 * lookup that creates the company once (with a free slug), get-company-info's answers, and the
 * limit on companies made by one person.
 */
import { env } from "cloudflare:test";
import { nameFromDomain, normalizeDomain } from "@shared/domain";
import { createSession } from "@worker/auth/session";
import { companies, companyExecutives } from "@worker/db/schema";
import { findOrCreateCompanyByDomain, searchCompanies } from "@worker/services/companies/lookup";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { createCompany, createUser, db } from "../factories";
import { fileAbout, ORIGIN, worker } from "./setup";

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
