import { head } from "~/lib/page-heads";

/** The heads of the pages of promises, rules and definitions, and of the API's page. */
export const CONTENT_HEADS = {
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
};
