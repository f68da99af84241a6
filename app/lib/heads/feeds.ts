import { head } from "~/lib/page-heads";

/** The heads of the card lists (the sorted feeds, the visitor's own lists, the resolved) and of the company mail page. */
export const FEEDS_HEADS = {
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
  "/company-mail": head({
    section: "company-mail",
    title: "companyMail.title",
    description: "companyMail.description",
    otherwise: "Stop UCK's mail to a company address, or confirm it.",
    noindex: true,
  }),
};
