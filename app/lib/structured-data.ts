import { CARD_SIZE, companyCardPath, complaintCardPath } from "@shared/card-paths";
import { categoryFor } from "@shared/categories";
import { companyPath } from "@shared/company-path";
import { isSiliconValley } from "@shared/complaint-validation";
import type { CompanyExecutive } from "@worker/services/complaints/detail";
import type { ComplaintCardData } from "@worker/services/public/complaint";
import { type PageMeta, summarize } from "./meta";

/** The spec's structured-data ratings: 3.5 of 5 by default, 4 when satisfied, 2 when not. */
export function complaintRating(isSatisfied: boolean | null) {
  if (isSatisfied === true) return 4;
  if (isSatisfied === false) return 2;
  return 3.5;
}

function executivePerson(executive: CompanyExecutive, companyName: string) {
  const sameAs = [
    executive.twitter ? `https://x.com/${executive.twitter.replace(/^@/, "")}` : null,
    executive.linkedin,
  ].filter((url): url is string => Boolean(url));
  return {
    "@type": "Person",
    name: executive.ceo,
    jobTitle: executive.title,
    ...(executive.joinedYear
      ? { description: `${executive.title} of ${companyName} since ${executive.joinedYear}` }
      : {}),
    worksFor: { "@type": "Organization", name: companyName },
    ...(sameAs.length ? { sameAs } : {}),
  };
}

/**
 * A complaint as a Review of the company. Complaints filed from a Silicon Valley place get the
 * spec's variant: the region and the company's chief executive in title, keywords and mentions.
 */
export function complaintPageMeta(
  complaint: ComplaintCardData,
  executive: CompanyExecutive | null,
  origin: string,
): PageMeta {
  const company = complaint.company;
  const category = categoryFor(company.name, complaint.text);
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
      category.label,
      ...(complaint.location ? [complaint.location] : []),
      ...(siliconValley ? ["Silicon Valley", "tech complaints"] : []),
      ...(executive ? [executive.ceo] : []),
      ...(siliconValley && executive?.twitter ? [`@${executive.twitter.replace(/^@/, "")}`] : []),
    ],
    jsonLd: {
      "@type": "Review",
      "@id": `${origin}${path}`,
      url: `${origin}${path}`,
      name: title,
      reviewBody: complaint.text,
      datePublished: new Date(complaint.createdAt).toISOString(),
      ...(complaint.editedAt ? { dateModified: new Date(complaint.editedAt).toISOString() } : {}),
      author: { "@type": "Person", name: complaint.author.name ?? "Anonymous" },
      itemReviewed: {
        "@type": "Organization",
        name: company.name,
        url: `${origin}${companyPath(company.slug)}`,
        ...(executive ? { employee: executivePerson(executive, company.name) } : {}),
      },
      reviewRating: {
        "@type": "Rating",
        ratingValue: complaintRating(complaint.isSatisfied),
        bestRating: 5,
        worstRating: 1,
      },
      about: { "@type": "Thing", name: category.label, url: `${origin}/category/${category.slug}` },
      ...(siliconValley && executive ? { mentions: executivePerson(executive, company.name) } : {}),
      ...(siliconValley
        ? { contentLocation: { "@type": "Place", name: complaint.location ?? "Silicon Valley" } }
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

/** A company page as an Organization, with its chief executive for the firms where one is known. */
export function companyPageMeta(company: CompanyForMeta, origin: string): PageMeta {
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
  const website = company.website ?? (company.domain ? `https://${company.domain}` : null);
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
    jsonLd: {
      "@type": "Organization",
      "@id": `${origin}${path}`,
      name: company.name,
      url: `${origin}${path}`,
      ...(website ? { sameAs: [website] } : {}),
      ...(company.logo
        ? { logo: /^https?:/.test(company.logo) ? company.logo : `${origin}${company.logo}` }
        : {}),
      ...(company.description ? { description: company.description } : {}),
      ...(executive ? { employee: executivePerson(executive, company.name) } : {}),
    },
  };
}
