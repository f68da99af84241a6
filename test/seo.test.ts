import { exports } from "cloudflare:workers";
import { companyPath } from "@shared/company-path";
import { companies, companyExecutives, complaints } from "@worker/db/schema";
import { getComplaintPage } from "@worker/services/complaints/detail";
import type { ComplaintCardData } from "@worker/services/public/complaint";
import { sitemapPartEntries, sitemapPartPath, sitemapParts } from "@worker/services/sitemap-parts";
import { eq, isNotNull, or } from "drizzle-orm";
import { expect, it } from "vitest";
import { DEFAULT_AUTHOR_NAME } from "~/components/complaint/complaint-card";
import { pageMeta, summarize } from "~/lib/meta";
import {
  companyPageMeta,
  complaintPageMeta,
  complaintRating,
  openDataJsonLd,
  ratingWords,
} from "~/lib/structured-data";
import { createComplaint, db } from "./factories";

const worker = exports.default;
const ORIGIN = "https://uck.example";
const rootMatch = { id: "root", data: { publicConfig: { publicHost: ORIGIN } } };

function card(overrides: Partial<ComplaintCardData> = {}): ComplaintCardData {
  return {
    id: "c1",
    text: "My flight was cancelled and the refund never came.",
    location: "Austin, TX, USA",
    category: null,
    country: "United States",
    imageUrl: null,
    status: "open",
    uckCount: 0,
    commentsCount: 0,
    shareCount: 0,
    resolvedAt: null,
    createdAt: Date.UTC(2026, 0, 2),
    editedAt: null,
    hasResponse: false,
    isSatisfied: null,
    response: null,
    responseAt: null,
    reimbursement: null,
    escalatedAt: null,
    sentToCompanyAt: null,
    sentToCompanyVia: null,
    groupId: null,
    authorFoundDemandingPayment: false,
    authoritySentAt: null,
    authorityVenue: null,
    resolutionSought: null,
    dispute: null,
    refund: null,
    company: {
      id: "co",
      name: "Delta Air Lines",
      slug: "delta-air-lines",
      domain: null,
      logo: null,
    },
    author: { id: "u", name: "Ada Lovelace", username: "ada", avatarUrl: null },
    viewer: { isUcked: false, isSaved: false, followsCompany: false },
    ...overrides,
  };
}

const executive = {
  ceo: "Ed Bastian",
  title: "CEO",
  twitter: "@edbastian",
  linkedin: null,
  joinedYear: 2016,
};

it("a rating only where the complainant gave a verdict: 4 satisfied, 2 not, none without", () => {
  expect(complaintRating(null)).toBeNull();
  expect(complaintRating(true)).toBe(4);
  expect(complaintRating(false)).toBe(2);
  expect(ratingWords(4)).toBe("The complainant rated the outcome 4 of 5");
  const review = complaintPageMeta(card({ isSatisfied: false }), null, ORIGIN).jsonLd;
  expect(review).toMatchObject({
    "@type": "Review",
    reviewRating: { "@type": "Rating", ratingValue: 2, bestRating: 5 },
    // UCK's page names the company; the company page's own JSON-LD gives its site.
    itemReviewed: { "@type": "Organization", "@id": `${ORIGIN}/company/delta-air-lines` },
    author: { name: "Ada Lovelace", url: `${ORIGIN}/u/ada` },
  });
  expect(review).not.toHaveProperty("itemReviewed.url");
  const unrated = complaintPageMeta(card(), null, ORIGIN).jsonLd;
  expect(unrated).not.toHaveProperty("reviewRating");
  // Only what the page shows: no category, no edit date, no worst rating.
  for (const hidden of ["about", "dateModified", "name", "reviewRating.worstRating"])
    expect(review, hidden).not.toHaveProperty(hidden);
  // An erased author is named as the card names them.
  const erased = complaintPageMeta(
    card({ author: { id: "gone", name: null, username: null, avatarUrl: null } }),
    null,
    ORIGIN,
  ).jsonLd;
  expect(erased).toMatchObject({ author: { name: DEFAULT_AUTHOR_NAME } });
});

it("a complaint from a Silicon Valley place gets the variant with the chief executive tagged", () => {
  const plain = complaintPageMeta(card(), executive, ORIGIN);
  expect(plain.title).toBe("Complaint about Delta Air Lines");
  expect(plain.keywords).not.toContain("Silicon Valley");
  expect(plain.jsonLd).not.toHaveProperty("contentLocation");

  const valley = complaintPageMeta(card({ location: "Palo Alto, CA" }), executive, ORIGIN);
  expect(valley.title).toBe("Silicon Valley complaint about Delta Air Lines");
  expect(valley.description.startsWith("Ed Bastian, CEO: ")).toBe(true);
  expect(valley.keywords).toEqual(expect.arrayContaining(["Silicon Valley", "Ed Bastian"]));
  expect(valley.keywords).toContain("@edbastian");
  // The page shows the place, not the executive: the JSON-LD names only the place.
  expect(valley.jsonLd).toMatchObject({
    contentLocation: { "@type": "Place", name: "Palo Alto, CA" },
  });
  expect(valley.jsonLd).not.toHaveProperty("mentions");
});

it("a company page is an Organization with its chief executive when one is known", () => {
  const company = {
    name: "Delta Air Lines",
    slug: "delta-air-lines",
    domain: "delta.com",
    logo: "/logos/letter/Delta",
    website: null,
    description: null,
    totalComplaints: 1,
    ceo: "Ed Bastian",
    ceoTitle: "CEO",
    ceoTwitter: null,
    ceoLinkedin: null,
    ceoJoinedYear: 2016,
  };
  const meta = companyPageMeta(company, ORIGIN);
  expect(meta.description).toContain("1 public complaint about Delta Air Lines");
  expect(meta.jsonLd).toEqual({
    "@type": "Organization",
    "@id": `${ORIGIN}/company/delta-air-lines`,
    name: "Delta Air Lines",
    url: "https://delta.com",
    employee: { "@type": "Person", name: "Ed Bastian", jobTitle: "CEO" },
  });
  const unknown = companyPageMeta(
    { ...company, ceo: null, ceoTitle: null, domain: null, website: "https://delta.example" },
    ORIGIN,
  );
  expect(unknown.jsonLd).not.toHaveProperty("employee");
  // Only the site the page links to (its domain) is the url.
  expect(unknown.jsonLd).not.toHaveProperty("url");
});

it("/data is a Dataset of the files it lists", () => {
  const dataset = openDataJsonLd(
    {
      name: "UCK open data",
      description: "Every public complaint on UCK, as files.",
      path: "/data",
    },
    { url: "https://creativecommons.org/publicdomain/zero/1.0/" },
    [
      { name: "daily/2026-11-25.csv", format: "csv" },
      { name: "daily/2026-11-25.jsonl", format: "jsonl" },
    ],
    ORIGIN,
  );
  expect(dataset).toMatchObject({
    "@type": "Dataset",
    "@id": `${ORIGIN}/data`,
    license: "https://creativecommons.org/publicdomain/zero/1.0/",
    distribution: [
      {
        "@type": "DataDownload",
        encodingFormat: "text/csv",
        contentUrl: `${ORIGIN}/data/files/daily/2026-11-25.csv`,
      },
      { encodingFormat: "application/jsonl" },
    ],
  });
});

it("pageMeta gives title, canonical URL, Open Graph, Twitter card and JSON-LD", () => {
  const tags = pageMeta([rootMatch], {
    title: "Press & Media",
    description: "Press releases.",
    path: "/press-media",
    jsonLd: { "@type": "WebPage", name: "</script><script>alert(1)</script>" },
  });
  expect(tags).toContainEqual({ title: "Press & Media · UCK" });
  expect(tags).toContainEqual({
    tagName: "link",
    rel: "canonical",
    href: `${ORIGIN}/press-media`,
  });
  expect(tags).toContainEqual({ property: "og:url", content: `${ORIGIN}/press-media` });
  expect(tags).toContainEqual({ name: "twitter:card", content: "summary" });
  expect(tags).toContainEqual({
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "WebPage",
      name: "</script><script>alert(1)</script>",
    },
  });
  expect(summarize("word ".repeat(60), 40).length).toBeLessThanOrEqual(40);
});

it("the complaint page reads the card and the company's executive", async () => {
  const complaint = await createComplaint();
  expect((await getComplaintPage(db, complaint.id, null))?.executive).toBeNull();
  await db.insert(companyExecutives).values({
    companyId: complaint.companyId,
    ceo: "Jane Chief",
    title: "CEO",
    joinedYear: 2020,
  });
  const page = await getComplaintPage(db, complaint.id, null);
  expect(page?.complaint.id).toBe(complaint.id);
  expect(page?.executive).toMatchObject({ ceo: "Jane Chief", joinedYear: 2020 });
  expect(await getComplaintPage(db, "missing", null)).toBeNull();
});

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
  expect(complaintParts.length).toBe(Math.ceil(allComplaints.length / 3));
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
      part.kind === "pages" ? 1000 : 3,
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
  const listedCompanies = listed.filter((path) => path.startsWith("/company/"));
  expect(parts.filter((part) => part.kind === "companies").length).toBeGreaterThan(1);
  expect(listedCompanies.sort()).toEqual(inUse.map((c) => companyPath(c.slug)).sort());
});
