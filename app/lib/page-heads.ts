import { CATEGORIES } from "@shared/categories";
import {
  type PageMessages,
  type SectionKey,
  type SectionName,
  wordsOf,
} from "~/i18n/page-messages";
import { type PageMeta, pageMeta, SITE_NAME } from "~/lib/meta";

/**
 * A page's head said by its catalogue section (decision 052): the keys of its title and
 * description, what stands while the words are missing (a failed load: the English `otherwise`,
 * else the site's name and no description), and the rest of what `pageMeta` takes.
 */
type Head<N extends SectionName> = {
  section: N;
  /** A key of the section, or the page's English name where the section has no title word. */
  title: SectionKey<N> | { english: string };
  description: SectionKey<N>;
  otherwise?: string;
} & Pick<PageMeta, "keywords" | "noindex">;

/** A head as the table keeps it: the keys checked against their section where it is written. */
type StoredHead = Omit<Head<SectionName>, "title" | "description"> & {
  title: string | { english: string };
  description: string;
};
const head = <N extends SectionName>(page: Head<N>): StoredHead => page;

/** The heads of the pages that say nothing more than their words, the path and keywords. */
const HEADS = {
  "/most-commented": head({
    section: "discovery",
    title: { english: "Most Commented" },
    description: "mostCommented.description",
    otherwise:
      "Complaints with the most comments from the UCK community, most first. Comments from accounts less than a day old, or from many accounts on one network address at once, count in this order a day later.",
    keywords: ["most commented complaints", "customer complaints", "discussion"],
  }),
  "/most-shared": head({
    section: "discovery",
    title: { english: "Most Shared" },
    description: "mostShared.description",
    otherwise:
      "Complaints people shared the most, most shares first. Shares from accounts less than a day old, from many accounts on one network address at once, or without an account count in this order a day later.",
    keywords: ["most shared complaints", "viral complaints", "consumer complaints"],
  }),
  "/bookmarked": head({
    section: "yours",
    title: { english: "Bookmarked" },
    description: "bookmarked.description",
    otherwise: "Complaints you saved from the card menu, most recently saved first.",
    noindex: true,
  }),
  "/by-friends": head({
    section: "discovery",
    title: { english: "By Friends" },
    description: "byFriends.description",
    otherwise: "Complaints from the people and companies you follow, newest first.",
    noindex: true,
  }),
  "/my-complaints": head({
    section: "yours",
    title: { english: "My Complaints" },
    description: "myComplaints.description",
    otherwise: "Every complaint you filed, newest first.",
    noindex: true,
  }),
  "/resolved": head({
    section: "discovery",
    title: { english: "Resolved" },
    description: "resolved.description",
    otherwise:
      "Complaints the complainant confirmed as resolved by the company, most recently resolved first.",
    keywords: ["resolved complaints", "company responses", "customer service wins"],
  }),
  "/categories": head({
    section: "discovery",
    title: { english: "Categories" },
    description: "categories.metaDescription",
    otherwise:
      "Complaints grouped by topic: travel, delivery, internet and phone, banking and more.",
    keywords: CATEGORIES.map((category) => category.label),
  }),
  "/trending": head({
    section: "discovery",
    title: "trending.metaTitle",
    description: "trending.metaDescription",
    otherwise:
      "Complaints ranked by recent engagement: ucks, comments and shares, weighted towards the newest.",
    keywords: ["trending complaints", "hot complaints", "consumer complaints today"],
  }),
  "/viral": head({
    section: "discovery",
    title: "viral.metaTitle",
    description: "viral.metaDescription",
    otherwise: "The complaints gaining ucks fastest right now, by ucks per hour.",
    keywords: ["viral complaints", "fastest growing complaints", "ucks"],
  }),
  "/most-complained": head({
    section: "discovery",
    title: "mostComplained.metaTitle",
    description: "mostComplained.metaDescription",
    otherwise:
      "The companies with the most public complaints on UCK in the last 7 days, 30 days or all time.",
    keywords: ["most complained companies", "worst customer service", "company complaints"],
  }),
  "/near-me": head({
    section: "discovery",
    title: "nearMe.metaTitle",
    description: "nearMe.metaDescription",
    otherwise: "Complaints filed near you, nearest first: share your location or type your city.",
    noindex: true,
  }),
  "/company-mail": head({
    section: "company-mail",
    title: "companyMail.title",
    description: "companyMail.description",
    otherwise: "Stop UCK's mail to a company address, or confirm it.",
    noindex: true,
  }),
  "/guarantees": head({
    section: "guarantees",
    title: "guarantees.title",
    description: "guarantees.description",
    keywords: ["guarantees", "complaint removal", "appeal", "refund"],
  }),
  "/privacy-policy": head({
    section: "privacy",
    title: "privacy.title",
    description: "privacy.metaDescription",
    keywords: ["privacy policy", "personal data", "cookies", "data deletion"],
  }),
  "/user-agreement": head({
    section: "agreement",
    title: "agreement.title",
    description: "agreement.metaDescription",
    keywords: ["user agreement", "terms of use", "community rules"],
  }),
  "/methodology": head({
    section: "methodology",
    title: "methodology.title",
    description: "methodology.metaDescription",
    keywords: ["methodology", "response rate", "response time", "company metrics"],
  }),
  "/developers": head({
    section: "developers",
    title: "developers.title",
    description: "developers.metaDescription",
    keywords: ["API", "open data", "OpenAPI", "consumer complaints data"],
  }),
  "/investor-center": head({
    section: "investors",
    title: "investors.title",
    description: "investors.metaDescription",
    keywords: ["investor", "investment", "acquisition", "complaint platform", "pitch"],
  }),
  "/press-media": head({
    section: "press",
    title: "press.title",
    description: "press.metaDescription",
    keywords: ["press", "media", "press releases", "news"],
  }),
  "/data": head({
    section: "data",
    title: "data.title",
    description: "data.metaDescription",
    keywords: ["open data", "consumer complaints dataset", "CSV", "public domain"],
  }),
};
export type HeadPath = keyof typeof HEADS;

/** What a meta function reads: the root's data and the page's loaded words. */
type MetaArgs = {
  matches: Parameters<typeof pageMeta>[0];
  loaderData?: { pageMessages?: PageMessages<SectionName> } | undefined;
};

/** The page's head in the language of its loaded words (`loaderData.pageMessages`). */
export function headOf(path: HeadPath, loaded: MetaArgs["loaderData"]): PageMeta {
  const page = HEADS[path];
  const said: Partial<Record<string, string>> = wordsOf(loaded?.pageMessages);
  return {
    title: typeof page.title === "string" ? (said[page.title] ?? SITE_NAME) : page.title.english,
    description: said[page.description] ?? page.otherwise ?? "",
    path,
    keywords: page.keywords,
    noindex: page.noindex,
  };
}

/** The meta function of a page whose head is all in `HEADS`. */
export function headMeta(path: HeadPath) {
  return ({ matches, loaderData }: MetaArgs) => pageMeta(matches, headOf(path, loaderData));
}
