import type { ComplaintCardData } from "@worker/services/public/complaint";
import { expect, it } from "vitest";
import { DEFAULT_AUTHOR_NAME } from "~/components/complaint/complaint-card";
import { companyPageMeta, complaintPageMeta } from "~/lib/structured-data";
import { openDataJsonLd } from "~/routes/data/json-ld";
import { ORIGIN } from "./setup";

/**
 * Structured data (JSON-LD): a complaint's rating and its chief-executive variant, a company as an
 * Organization, /data as a Dataset (shared set-up: setup.ts).
 */

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
    companyResolvedAt: null,
    verdict: null,
    verdictAt: null,
    closedUnverifiedAt: null,
    outcome: null,
    score: null,
    wouldReturn: null,
    responseCategory: null,
    response: null,
    responseAt: null,
    reimbursement: null,
    escalatedAt: null,
    sentToCompanyAt: null,
    sentToCompanyVia: null,
    unreachedReason: null,
    groupId: null,
    foundDemandingPayment: false,
    inFloodReview: false,
    authoritySentAt: null,
    authorityVenue: null,
    authorityVenueName: null,
    resolutionSought: null,
    dispute: null,
    refund: null,
    escalationOutcome: null,
    company: {
      id: "co",
      name: "Delta Air Lines",
      slug: "delta-air-lines",
      domain: null,
      logo: null,
    },
    author: { id: "u", name: "Ada Lovelace", username: "ada", avatarUrl: null, masked: false },
    nameHidden: false,
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

it("no rating nobody gave: a verdict is a Yes or a No, never a number of 5 (decision 040)", () => {
  for (const verdict of [null, "resolved", "disputed"] as const) {
    const review = complaintPageMeta(
      card({ verdict, isSatisfied: verdict === null ? null : verdict === "resolved" }),
      null,
      ORIGIN,
    ).jsonLd;
    expect(review, String(verdict)).toMatchObject({
      "@type": "Review",
      // UCK's page names the company; the company page's own JSON-LD gives its site.
      itemReviewed: { "@type": "Organization", "@id": `${ORIGIN}/company/delta-air-lines` },
      author: { name: "Ada Lovelace", url: `${ORIGIN}/u/ada` },
    });
    expect(review, String(verdict)).not.toHaveProperty("reviewRating");
    expect(JSON.stringify(review)).not.toContain("Rating");
  }
  const review = complaintPageMeta(card(), null, ORIGIN).jsonLd;
  expect(review).not.toHaveProperty("itemReviewed.url");
  // Only what the page shows: no category, no edit date, no worst rating.
  for (const hidden of ["about", "dateModified", "name"])
    expect(review, hidden).not.toHaveProperty(hidden);
  // An erased author is named as the card names them.
  const erased = complaintPageMeta(
    card({ author: { id: "gone", name: null, username: null, avatarUrl: null, masked: false } }),
    null,
    ORIGIN,
  ).jsonLd;
  expect(erased).toMatchObject({ author: { name: DEFAULT_AUTHOR_NAME } });
});

it("a rating only from the complainant's own 0–10 score, with bestRating 10 (decision 041)", () => {
  for (const score of [0, 7, 10]) {
    const review = complaintPageMeta(
      card({ verdict: "resolved", isSatisfied: true, score, wouldReturn: true }),
      null,
      ORIGIN,
    ).jsonLd;
    expect(review).toMatchObject({
      reviewRating: { "@type": "Rating", ratingValue: score, bestRating: 10, worstRating: 0 },
    });
  }
  // A Yes or a No without a score has no rating.
  const plain = complaintPageMeta(card({ verdict: "disputed", isSatisfied: false }), null, ORIGIN);
  expect(plain.jsonLd).not.toHaveProperty("reviewRating");
});

it("a company's aggregateRating only from the complainants' scores, out of 10, or none", () => {
  const company = {
    name: "Delta Air Lines",
    slug: "delta-air-lines",
    domain: null,
    logo: null,
    description: null,
    totalComplaints: 12,
    ceo: null,
    ceoTitle: null,
    ceoTwitter: null,
    ceoLinkedin: null,
    ceoJoinedYear: null,
  } as Parameters<typeof companyPageMeta>[0];
  expect(companyPageMeta(company, ORIGIN).jsonLd).not.toHaveProperty("aggregateRating");
  expect(companyPageMeta(company, ORIGIN, { average: null, count: 2 }).jsonLd).not.toHaveProperty(
    "aggregateRating",
  );
  expect(companyPageMeta(company, ORIGIN, { average: 6.4, count: 5 }).jsonLd).toMatchObject({
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: 6.4,
      ratingCount: 5,
      bestRating: 10,
      worstRating: 0,
    },
  });
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
