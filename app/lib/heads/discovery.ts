import { CATEGORY_LABELS, CATEGORY_SLUGS, DEFAULT_CATEGORY_SLUG } from "@shared/category-labels";
import { head } from "~/lib/page-heads";

/** The discovery pages' heads: the rankings, the categories and the nearby complaints. */
export const DISCOVERY_HEADS = {
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
  "/categories": head({
    section: "discovery",
    title: { english: "Categories" },
    description: "categories.metaDescription",
    otherwise:
      "Complaints grouped by topic: travel, delivery, internet and phone, banking and more.",
    keywords: CATEGORY_SLUGS.filter((slug) => slug !== DEFAULT_CATEGORY_SLUG).map(
      (slug) => CATEGORY_LABELS[slug],
    ),
  }),
  "/near-me": head({
    section: "discovery",
    title: "nearMe.metaTitle",
    description: "nearMe.metaDescription",
    otherwise: "Complaints filed near you, nearest first: share your location or type your city.",
    noindex: true,
  }),
};
