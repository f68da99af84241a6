import { CARD_SIZE, companyCardPath, complaintCardPath } from "@shared/card-paths";
import { CATEGORY_LABELS, knownCategory } from "@shared/category-labels";
import { companyPath } from "@shared/company-path";
import { isSiliconValley } from "@shared/complaint-validation";
import type { CompanyExecutive } from "@worker/services/complaints/detail";
import type { ComplaintCardData } from "@worker/services/public/complaint";
import { DEFAULT_AUTHOR_NAME } from "~/components/complaint/complaint-card";
import { type PageMeta, summarize } from "./meta";

/**
 * A complaint as a Review of the company. Complaints filed from a Silicon Valley place get the
 * spec's variant: the region and the company's chief executive in title and keywords, the place
 * (shown on the card) as contentLocation.
 */
export function complaintPageMeta(
  complaint: ComplaintCardData,
  executive: CompanyExecutive | null,
  origin: string,
): PageMeta {
  const company = complaint.company;
  const category = CATEGORY_LABELS[knownCategory(complaint.category)];
  const siliconValley = isSiliconValley(complaint.location);
  const path = `/complaint/${complaint.id}`;
  const title = siliconValley
    ? `Silicon Valley complaint about ${company.name}`
    : `Complaint about ${company.name}`;
  const tagged = siliconValley && executive ? `${executive.ceo}, ${executive.title}: ` : "";
  return {
    title,
    description: summarize(`${tagged}${complaint.text}`),
    path,
    type: "article",
    // The picture card: company, first lines, status, ucks and the response clock.
    image: complaintCardPath(
      complaint.id,
      `${complaint.status}.${complaint.uckCount}.${complaint.responseAt ?? 0}`,
    ),
    imageSize: CARD_SIZE,
    keywords: [
      company.name,
      `${company.name} complaints`,
      category,
      ...(complaint.location ? [complaint.location] : []),
      ...(siliconValley ? ["Silicon Valley", "tech complaints"] : []),
      ...(executive ? [executive.ceo] : []),
      ...(siliconValley && executive?.twitter ? [`@${executive.twitter.replace(/^@/, "")}`] : []),
    ],
    // Only what the page shows (docs/decisions/023): the text, the author and their page, the
    // day it was filed, the company by its page (whose own JSON-LD names its site), the place
    // for a Silicon Valley complaint. A rating only from the score the complainant gave with
    // their verdict, 0–10, as the page shows it; else none: a rating nobody gave is never
    // published (decisions 040, 041).
    jsonLd: {
      "@type": "Review",
      "@id": `${origin}${path}`,
      url: `${origin}${path}`,
      reviewBody: complaint.text,
      ...(complaint.verdict !== null && complaint.score !== null
        ? {
            reviewRating: {
              "@type": "Rating",
              ratingValue: complaint.score,
              bestRating: 10,
              worstRating: 0,
            },
          }
        : {}),
      datePublished: new Date(complaint.createdAt).toISOString(),
      author: {
        "@type": "Person",
        name: complaint.author.name ?? DEFAULT_AUTHOR_NAME,
        ...(complaint.author.username ? { url: `${origin}/u/${complaint.author.username}` } : {}),
      },
      itemReviewed: {
        "@type": "Organization",
        "@id": `${origin}${companyPath(company.slug)}`,
        name: company.name,
      },
      ...(siliconValley && complaint.location
        ? { contentLocation: { "@type": "Place", name: complaint.location } }
        : {}),
      publisher: { "@type": "Organization", name: "UCK", url: origin },
    },
  };
}

export type CompanyForMeta = {
  name: string;
  slug: string;
  domain: string | null;
  logo: string | null;
  website: string | null;
  description: string | null;
  totalComplaints: number;
  ceo: string | null;
  ceoTitle: string | null;
  ceoTwitter: string | null;
  ceoLinkedin: string | null;
  ceoJoinedYear: number | null;
};

/**
 * A company page as an Organization, with its chief executive for the firms where one is known,
 * and an aggregateRating only from the complainants' own 0–10 scores, as the page shows their
 * average (figures.ts's `averageScore`, null below MIN_SAMPLE scores: then none; decision 041).
 */
export function companyPageMeta(
  company: CompanyForMeta,
  origin: string,
  scores: { average: number | null; count: number } = { average: null, count: 0 },
): PageMeta {
  const path = companyPath(company.slug);
  const executive =
    company.ceo && company.ceoTitle
      ? {
          ceo: company.ceo,
          title: company.ceoTitle,
          twitter: company.ceoTwitter,
          linkedin: company.ceoLinkedin,
          joinedYear: company.ceoJoinedYear,
        }
      : null;
  const plural = company.totalComplaints === 1 ? "complaint" : "complaints";
  const ceoLine = executive ? ` ${executive.title}: ${executive.ceo}.` : "";
  // The link the company page shows under the name (company-header.tsx).
  const website = company.domain ? `https://${company.domain}` : null;
  return {
    title: `${company.name} complaints`,
    description: summarize(
      `${company.totalComplaints} public ${plural} about ${company.name} on UCK, and how the company answers.${ceoLine}`,
    ),
    path,
    type: "profile",
    // The picture card: response rate and counts (a new count is a new picture).
    image: companyCardPath(company.slug, String(company.totalComplaints)),
    imageSize: CARD_SIZE,
    keywords: [
      company.name,
      `${company.name} complaints`,
      `${company.name} customer service`,
      ...(executive ? [executive.ceo] : []),
    ],
    // UCK's page is the Organization's @id; its url is the company's own site, the address the
    // page links to. Only what the page shows: name, site, description, chief executive.
    jsonLd: {
      "@type": "Organization",
      "@id": `${origin}${path}`,
      name: company.name,
      ...(website ? { url: website } : {}),
      ...(company.description ? { description: company.description } : {}),
      ...(executive
        ? { employee: { "@type": "Person", name: executive.ceo, jobTitle: executive.title } }
        : {}),
      ...(scores.average !== null
        ? {
            aggregateRating: {
              "@type": "AggregateRating",
              ratingValue: scores.average,
              ratingCount: scores.count,
              bestRating: 10,
              worstRating: 0,
            },
          }
        : {}),
    },
  };
}
