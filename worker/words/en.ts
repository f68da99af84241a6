import { STATUS_LABELS } from "@shared/complaint-status";

/**
 * The Worker's own words in English: the Atom feeds' titles and fixed labels and the picture
 * cards' labels (decision 030). English is word for word what they were; its keys are the type
 * the Turkish and Spanish catalogues must fill, with the same `{placeholders}`. Plurals are
 * `_one` / `_other` keys chosen with Intl.PluralRules. Server only, like the mails' catalogue:
 * no page's chunk or data carries these (scripts/check-language-chunks.ts looks for them).
 * What people wrote (a complaint, a response, a company's name) is never in here.
 */
export const wordsEn = {
  // A complaint's status, as badges, feeds and cards name it.
  "status.open": STATUS_LABELS.open,
  "status.in_progress": STATUS_LABELS.in_progress,
  "status.resolved": STATUS_LABELS.resolved,
  "status.escalated": STATUS_LABELS.escalated,
  "status.unknown": "Unknown",
  // The keyword categories, as a category's feed names them: each English one is its
  // label in shared/categories.ts (a test checks they agree).
  "category.travel": "Travel & Airlines",
  "category.delivery": "Delivery & Parcels",
  "category.telecom": "Internet & Phone",
  "category.banking": "Banking & Payments",
  "category.food": "Food & Restaurants",
  "category.tech": "Devices & Software",
  "category.shopping": "Shopping & Returns",
  "category.subscriptions": "Subscriptions & Streaming",
  "category.general": "General",
  // A duration as people say it, short ("45m", "3h 20m", "2d 4h").
  "duration.minutes": "{count}m",
  "duration.hours": "{count}h",
  "duration.days": "{count}d",
  // The Atom feeds: the feed's title and subtitle.
  "feed.all.title": "UCK: the newest complaints",
  "feed.all.subtitle": "Public complaints about companies on UCK, newest first.",
  "feed.category.title": "{category} complaints on UCK",
  // `{category}` in lower case here ("travel & airlines").
  "feed.category.subtitle": "Public complaints about {category} on UCK, newest first.",
  "feed.company.title": "Complaints about {company} on UCK",
  "feed.company.subtitle": "Public complaints about {company} on UCK, newest first.",
  // … and each entry's facts under the complaint's own words.
  "feed.status": "Status: {status}",
  "feed.ucks_one": "{count} uck",
  "feed.ucks_other": "{count} ucks",
  "feed.comments_one": "{count} comment",
  "feed.comments_other": "{count} comments",
  "feed.responded": "{company} responded: {response}",
  "feed.reimbursement": "Reimbursement offered: {offer}",
  "feed.formerMember": "A former UCK member",
  // The picture cards.
  "card.ucks_one": "{count} uck",
  "card.ucks_other": "{count} ucks",
  "card.complaint": "Complaint",
  "card.answeredIn": "Answered in {duration}",
  "card.escalated": "Escalated: no response within 48 hours",
  "card.escalatesIn": "No response yet · escalates in {duration}",
  "card.noResponse": "No response within 48 hours",
  "card.companyPage": "Company page",
  "card.responseRate": "Response rate",
  "card.complaints_one": "Complaint",
  "card.complaints_other": "Complaints",
  "card.resolutionRate": "Resolved",
  "card.median": "Median response time: {duration}",
  "card.notEnoughData": "Not enough data",
  // The fallback card, drawn once per language (scripts/make-card-fallback.ts).
  "card.fallback.title": "Public consumer complaints",
  "card.fallback.text": "Tell the company, tell everyone. Companies answer in public.",
} as const;

export type WordKey = keyof typeof wordsEn;
export type Words = Record<WordKey, string>;
