import { exports } from "cloudflare:workers";
import { companyPath } from "@shared/company-path";
import { companies, complaints } from "@worker/db/schema";
import { sitemapPartEntries, sitemapPartPath, sitemapParts } from "@worker/services/sitemap-parts";
import { eq, isNotNull, or } from "drizzle-orm";
import { expect, it } from "vitest";
import { createComplaint, db } from "../factories";

/**
 * What crawlers read: robots.txt and the sitemap index and its keyset parts (shared set-up:
 * setup.ts).
 */

const worker = exports.default;

it("robots.txt allows pages, keeps forms and functions out, and names the sitemap", async () => {
  const response = await worker.fetch("http://localhost/robots.txt");
  expect(response.status).toBe(200);
  const text = await response.text();
  expect(text).toContain("User-agent: *");
  expect(text).toContain("Disallow: /api/");
  expect(text).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
});

/** The URLs of a sitemap document (<loc> of an index or of a urlset). */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");

it("sitemap.xml is an index of parts that list the static pages, companies and complaints", async () => {
  const complaint = await createComplaint();
  const response = await worker.fetch("http://localhost/sitemap.xml");
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toContain("application/xml");
  const index = await response.text();
  expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const parts = locs(index);
  expect(parts[0]).toMatch(/\/sitemaps\/pages\.xml$/);
  const urls: string[] = [];
  for (const part of parts) {
    const answer = await worker.fetch(part.replace(/&amp;/g, "&"));
    expect(answer.status, part).toBe(200);
    const xml = await answer.text();
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    urls.push(...locs(xml));
  }
  const xml = urls.join("\n");
  expect(xml).toMatch(/\/investor-center$/m);
  expect(xml).toMatch(/\/press\/uck-transforms-customer-complaints$/m);
  expect(xml).toMatch(new RegExp(`/complaint/${complaint.id}$`, "m"));
  expect(xml).toMatch(/\/company\/[^/\n]+$/m);
  expect(xml).toMatch(/\/most-complained$/m);
  expect(xml).toMatch(/\/category\/travel$/m);
  // Every complaint once, as many as the public API counts (the site's totals).
  const complaintUrls = urls.filter((url) => url.includes("/complaint/"));
  expect(new Set(complaintUrls).size).toBe(complaintUrls.length);
  const stats = await (await worker.fetch("http://localhost/api/v1/stats")).json<{
    data: { complaints: number };
  }>();
  expect(complaintUrls.length).toBe(stats.data.complaints);
  for (const personal of ["/bookmarked", "/my-complaints", "/notifications", "/search"]) {
    expect(urls.some((url) => url.endsWith(personal))).toBe(false);
  }
  for (const wrong of ["complaints.xml?from=x", "complaints.xml?from=1_a&to=x", "other.xml"])
    expect((await worker.fetch(`http://localhost/sitemaps/${wrong}`)).status, wrong).toBe(404);
});

/**
 * The bench database holds 100,000 complaints (two parts of 50,000); the same code with parts of
 * three rows shows the property on a few rows: every complaint and every company in use in
 * exactly one part, no part longer than its size, even after a row is deleted between reading
 * the index and reading the parts.
 */
it("with a small part size every complaint and company is in exactly one part, by keyset", async () => {
  const base = Date.UTC(2026, 0, 1);
  // Ties on created_at: the id orders them, so a part may start inside a tie.
  for (let i = 0; i < 8; i++)
    await createComplaint({ createdAt: new Date(base + Math.floor(i / 3)) });
  const parts = await sitemapParts(db, 3);
  const allComplaints = await db.select({ id: complaints.id }).from(complaints);
  const complaintParts = parts.flatMap((part) => (part.kind === "complaints" ? [part] : []));
  // Parts are cut by whole days (a day over the size inside it, decision 063): at least as
  // many as the rows need.
  expect(complaintParts.length).toBeGreaterThanOrEqual(Math.ceil(allComplaints.length / 3));
  expect(complaintParts.length).toBeGreaterThan(2);
  // Each part ends where the next begins; the last is open.
  for (const [i, part] of complaintParts.entries())
    expect(part.to).toEqual(complaintParts[i + 1]?.from);

  // A complaint of the first part goes away after the index was read: the first part must not
  // reach into the second.
  const [firstPart] = complaintParts;
  if (!firstPart) throw new Error("no complaint part");
  const [gone] = await sitemapPartEntries(db, firstPart, 3);
  const goneId = decodeURIComponent(gone?.path.replace("/complaint/", "") ?? "");
  await db.delete(complaints).where(eq(complaints.id, goneId));

  const listed: string[] = [];
  for (const part of parts) {
    const entries = await sitemapPartEntries(db, part, 3);
    expect(entries.length, sitemapPartPath(part)).toBeLessThanOrEqual(
      // The static pages and the archive's calendar (at most 352 addresses) are one part each.
      part.kind === "pages" || part.kind === "archive" ? 1000 : 3,
    );
    listed.push(...entries.map((entry) => entry.path));
  }
  const listedComplaints = listed.filter((path) => path.startsWith("/complaint/"));
  const remaining = allComplaints.filter((c) => c.id !== goneId);
  expect(remaining.length).toBe(allComplaints.length - 1);
  expect(listedComplaints.sort()).toEqual(remaining.map((c) => `/complaint/${c.id}`).sort());
  // Every company with a complaint or a claim, once.
  const inUse = await db
    .selectDistinct({ slug: companies.slug })
    .from(companies)
    .leftJoin(complaints, eq(complaints.companyId, companies.id))
    .where(or(isNotNull(complaints.id), eq(companies.claimed, true)));
  // Company pages (the archive's /company/{slug}/{year} pages are listed apart, decision 049).
  const listedCompanies = listed.filter((path) => /^\/company\/[^/]+$/.test(path));
  expect(parts.filter((part) => part.kind === "companies").length).toBeGreaterThan(1);
  expect(listedCompanies.sort()).toEqual(inUse.map((c) => companyPath(c.slug)).sort());
});
