import { exports } from "cloudflare:workers";
import { companyExecutives } from "@worker/db/schema";
import { getComplaintPage } from "@worker/services/complaints/detail";
import type { ComplaintCardData } from "@worker/services/public/complaint";
import { expect, it } from "vitest";
import { pageMeta, summarize } from "~/lib/meta";
import { companyPageMeta, complaintPageMeta, complaintRating } from "~/lib/structured-data";
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

it("the structured-data rating is 3.5 by default, 4 when satisfied, 2 when not", () => {
  expect(complaintRating(null)).toBe(3.5);
  expect(complaintRating(true)).toBe(4);
  expect(complaintRating(false)).toBe(2);
  const review = complaintPageMeta(card({ isSatisfied: false }), null, ORIGIN).jsonLd;
  expect(review).toMatchObject({
    "@type": "Review",
    reviewRating: { ratingValue: 2, bestRating: 5 },
    itemReviewed: { "@type": "Organization", url: `${ORIGIN}/company/delta-air-lines` },
    about: { url: `${ORIGIN}/category/travel` },
  });
});

it("a complaint from a Silicon Valley place gets the variant with the chief executive tagged", () => {
  const plain = complaintPageMeta(card(), executive, ORIGIN);
  expect(plain.title).toBe("Complaint about Delta Air Lines");
  expect(plain.keywords).not.toContain("Silicon Valley");
  expect(plain.jsonLd).not.toHaveProperty("mentions");

  const valley = complaintPageMeta(card({ location: "Palo Alto, CA" }), executive, ORIGIN);
  expect(valley.title).toBe("Silicon Valley complaint about Delta Air Lines");
  expect(valley.description.startsWith("Ed Bastian, CEO: ")).toBe(true);
  expect(valley.keywords).toEqual(expect.arrayContaining(["Silicon Valley", "Ed Bastian"]));
  expect(valley.keywords).toContain("@edbastian");
  expect(valley.jsonLd).toMatchObject({
    mentions: { "@type": "Person", name: "Ed Bastian", sameAs: ["https://x.com/edbastian"] },
  });
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
  expect(meta.jsonLd).toMatchObject({
    "@type": "Organization",
    sameAs: ["https://delta.com"],
    logo: `${ORIGIN}/logos/letter/Delta`,
    employee: { name: "Ed Bastian", description: "CEO of Delta Air Lines since 2016" },
  });
  const unknown = companyPageMeta({ ...company, ceo: null, ceoTitle: null }, ORIGIN);
  expect(unknown.jsonLd).not.toHaveProperty("employee");
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

it("sitemap.xml lists the static pages, companies and complaints from the database", async () => {
  const complaint = await createComplaint();
  const response = await worker.fetch("http://localhost/sitemap.xml");
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toContain("application/xml");
  const xml = await response.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect(xml).toMatch(/<loc>[^<]+\/investor-center<\/loc>/);
  expect(xml).toMatch(/<loc>[^<]+\/press\/uck-transforms-customer-complaints<\/loc>/);
  expect(xml).toContain(`/complaint/${complaint.id}</loc>`);
  const [, slug] = xml.match(/<loc>[^<]+\/company\/([^<]+)<\/loc>/) ?? [];
  expect(slug).toBeTruthy();
  expect(xml).toMatch(/<loc>[^<]+\/most-complained<\/loc>/);
  expect(xml).toMatch(/<loc>[^<]+\/category\/travel<\/loc>/);
  for (const personal of ["/bookmarked<", "/my-complaints<", "/notifications<", "/search<"]) {
    expect(xml).not.toContain(personal);
  }
});
