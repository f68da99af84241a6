import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { createApp } from "@worker/app";
import { RATE_LIMITS } from "@worker/auth/rate-limit";
import { companies, companyMembers } from "@worker/db/schema";
import { industryCounts } from "@worker/services/discovery-facets";
import { searchCompanies } from "@worker/services/search-companies";
import { count, eq, inArray } from "drizzle-orm";
import { createElement } from "react";
import { renderToReadableStream } from "react-dom/server";
import { createRoutesStub, type ServerBuild, UNSAFE_ErrorResponseImpl } from "react-router";
import { beforeAll, expect, it } from "vitest";
import { I18nProvider } from "~/i18n/i18n";
import * as companyRoute from "~/routes/company/route";
import { createComplaint, createUser, db } from "../factories";
import { sessionCookie } from "../harness/app";
import { i18nData } from "../i18n/render";
import * as stub from "../stubs/server-build";

/**
 * Company pages by address, through the Worker's real Hono app (session, CSRF, load context) in
 * front of the real company route (the stub document handler answers with the status React
 * Router chose): a visitor's URL never writes a company; a signed-in visit creates one, within
 * the companyCreateByUser limit; an unused company leaves no trace in the sitemap, search,
 * the company lookup or the discovery lists.
 */
const ORIGIN = "http://localhost";
const build: ServerBuild = {
  ...stub,
  routes: {
    ...stub.routes,
    company: {
      id: "company",
      parentId: "root",
      path: "company/:slug",
      module: companyRoute as never,
    },
  },
};
const app = createApp(async () => build, "test");

beforeAll(() => import("~/routes/company/route"), 60_000);

async function visit(slug: string, cookie?: string) {
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request(`${ORIGIN}/company/${slug}`, { headers: cookie ? { Cookie: cookie } : {} }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response.status;
}

async function companyCount() {
  const [row] = await db.select({ n: count() }).from(companies);
  return row?.n ?? 0;
}

const stamp = () => crypto.randomUUID().slice(0, 8);
const Empty = () => null;

it("a visitor's URL for an unknown slug is a 404 and writes no company", async () => {
  const before = await companyCount();
  const slugs = ["a", ...Array.from({ length: 14 }, (_, i) => `spam-co-${i}-${stamp()}`)];
  for (const slug of slugs) expect(await visit(slug), slug).toBe(404);
  expect(await companyCount()).toBe(before);
});

it("a signed-in visit creates the company from its slug, once", async () => {
  const cookie = await sessionCookie((await createUser()).id);
  const slug = `corner-shop-${stamp()}`;
  expect(await visit(slug, cookie)).toBe(200);
  expect(await visit(slug, cookie)).toBe(200);
  const rows = await db.select().from(companies).where(eq(companies.slug, slug));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ name: expect.stringMatching(/^Corner Shop /), claimed: false });
  // Others see it from then on.
  expect(await visit(slug)).toBe(200);
});

it("a slug with capitals redirects for good to its lowercase page, and creates nothing", async () => {
  const cookie = await sessionCookie((await createUser()).id);
  const before = await companyCount();
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request(`${ORIGIN}/company/Tesla-Motors?status=all`, { headers: { Cookie: cookie } }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  expect(response.status).toBe(301);
  expect(response.headers.get("Location")).toBe("/company/tesla-motors?status=all");
  expect(await companyCount()).toBe(before);
});

it("a one-character slug is never a company, even for a signed-in person", async () => {
  const cookie = await sessionCookie((await createUser()).id);
  const before = await companyCount();
  expect(await visit("b", cookie)).toBe(404);
  expect(await companyCount()).toBe(before);
});

it("companies created by URL are limited per person (companyCreateByUser)", async () => {
  const cookie = await sessionCookie((await createUser()).id);
  const { limit } = RATE_LIMITS.companyCreateByUser;
  const slugs = Array.from({ length: limit + 1 }, (_, i) => `made-up-${i}-${stamp()}`);
  const statuses = [];
  for (const slug of slugs) statuses.push(await visit(slug, cookie));
  expect(statuses.slice(0, limit).every((status) => status === 200)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
  expect(await db.select().from(companies).where(inArray(companies.slug, slugs))).toHaveLength(
    limit,
  );
  // Existing pages are still shown to them.
  expect(await visit(slugs[0] ?? "", cookie)).toBe(200);
});

it("a missing company shows the spec's error screen: Error Loading Company, Company not found", async () => {
  const thrown = await companyRoute
    .loader({
      request: new Request(`${ORIGIN}/company/nobody-${stamp()}`),
      params: { slug: `nobody-${stamp()}` },
      context: { db, user: null },
    } as never)
    .then(
      () => null,
      (error: unknown) => error,
    );
  const error = thrown as { data: unknown; init: { status: number } };
  expect(error.init.status).toBe(404);
  const Stub = createRoutesStub([
    {
      id: "page",
      path: "/company/:slug",
      Component: Empty,
      ErrorBoundary: companyRoute.ErrorBoundary as never,
    },
  ]);
  // In English, with the root catalogue the error screen reads its words from.
  const stream = await renderToReadableStream(
    createElement(
      I18nProvider as never,
      { data: i18nData("en") },
      createElement(Stub, {
        initialEntries: ["/company/nobody"],
        hydrationData: {
          errors: { page: new UNSAFE_ErrorResponseImpl(404, "Not Found", error.data) },
        },
      }),
    ),
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  expect(html).toContain("Error Loading Company");
  expect(html).toContain("Company not found");
});

async function unusedCompany(name: string) {
  const id = crypto.randomUUID();
  const slug = name.toLowerCase().replace(/\s+/g, "-");
  await db.insert(companies).values({ id, name, slug, industry: `Ghost Industry ${name}` });
  return { id, name, slug, industry: `Ghost Industry ${name}` };
}

async function traces(company: { name: string; slug: string; industry: string }) {
  // The sitemap is an index of parts (worker/http/sitemaps.ts): every part's URLs together.
  const index = await (await exports.default.fetch(`${ORIGIN}/sitemap.xml`)).text();
  const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
  expect(parts.length).toBeGreaterThan(0);
  const sitemap = (
    await Promise.all(
      parts.map(async (part) =>
        (await exports.default.fetch(part.replaceAll("&amp;", "&"))).text(),
      ),
    )
  ).join("\n");
  const lookup = (await (
    await exports.default.fetch(`${ORIGIN}/api/functions/get-company-info`, {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": "application/json" },
      body: JSON.stringify({ query: company.name }),
    })
  ).json()) as { companies: { slug: string }[] };
  return {
    sitemap: sitemap.includes(`/company/${company.slug}</loc>`),
    search: (await searchCompanies(db, company.name)).some((hit) => hit.slug === company.slug),
    lookup: lookup.companies.some((hit) => hit.slug === company.slug),
    industry: (await industryCounts(db)).some((row) => row.industry === company.industry),
  };
}

const nowhere = { sitemap: false, search: false, lookup: false, industry: false };
const everywhere = { sitemap: true, search: true, lookup: true, industry: true };

it("an unused company (no complaint, not claimed) is in no sitemap, search, lookup or list", async () => {
  const ghost = await unusedCompany(`Ghostly Widgets ${stamp()}`);
  expect(await traces(ghost)).toEqual(nowhere);
  await createComplaint({ companyId: ghost.id, companyName: ghost.name });
  expect(await traces(ghost)).toEqual(everywhere);
});

it("a claimed company without complaints is listed", async () => {
  const claimed = await unusedCompany(`Claimed Gadgets ${stamp()}`);
  const owner = await createUser();
  await db.update(companies).set({ claimed: true }).where(eq(companies.id, claimed.id));
  await db.insert(companyMembers).values({ companyId: claimed.id, userId: owner.id });
  expect(await traces(claimed)).toEqual(everywhere);
});

it("an unused company's own page asks search engines not to index it, until it is used", async () => {
  const ghost = await unusedCompany(`Quiet Lamps ${stamp()}`);
  const robots = async () => {
    const loaded = await companyRoute.loader({
      request: new Request(`${ORIGIN}/company/${ghost.slug}`),
      params: { slug: ghost.slug },
      context: { db, user: null },
    } as never);
    const tags = companyRoute.meta({ data: loaded, matches: [], params: {} } as never);
    return tags.find((tag) => "name" in tag && tag.name === "robots");
  };
  expect(await robots()).toEqual({ name: "robots", content: "noindex" });
  await createComplaint({ companyId: ghost.id, companyName: ghost.name });
  expect(await robots()).toBeUndefined();
});
