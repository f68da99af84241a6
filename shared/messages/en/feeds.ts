import { STATUS_LABELS } from "@shared/complaint-status";
import { clocksEn } from "./clocks";

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
  // The notifications' sentences in the inbox (worker/services/notification-text.ts).
  "notify.someone": "Someone",
  "notify.aCompany": "a company",
  "notify.companyResponded": "{company} responded to your complaint",
  "notify.escalatedFollowerSent":
    "A complaint about {company}, a company you follow, was escalated to the authorities because of no response within 48 hours",
  "notify.escalatedFollowerOnUck":
    "A complaint about {company}, a company you follow, was escalated on UCK after 48 hours without a response",
  "notify.escalatedCompany":
    "Last notice: a complaint about {company} went 48 hours without an answer",
  "notify.followUpCompany":
    "A week after it escalated, a complaint about {company} still has no answer: an answer still counts",
  "notify.outcomeReminder":
    "Your complaint about {company} escalated a while ago: record what came of it",
  "notify.outcomeRecorded":
    "The author of an escalated complaint about {company} recorded what happened next: confirm it if it is right",
  "notify.escalatedAuthorSent":
    "Your complaint about {company} was escalated to the authorities because of no response within 48 hours",
  "notify.escalatedAuthorOnUck":
    "Your complaint about {company} was escalated on UCK after 48 hours without a response. Your file for a consumer authority is ready",
  "notify.escalatedAuthorUnreached":
    "Your complaint about {company} was escalated on UCK after 48 hours: {company} could not be reached. Your file for a consumer authority is ready, and says why",
  "notify.escalatedFollowerUnreached":
    "A complaint about {company}, a company you follow, was escalated on UCK after 48 hours: {company} could not be reached",
  "notify.resolvedByComplainant": "{actor} marked {company}'s response as resolved",
  "notify.resolvedByCompany":
    "{company} says your complaint is resolved. Is it? Your answer decides.",
  "notify.verdictReminder":
    "Reminder: {company} says your complaint is resolved. Your answer decides; without it the complaint closes unconfirmed on {day}.",
  "notify.unsatisfied": "{actor} said {company}'s response did not solve their complaint",
  "notify.commented": "{actor} commented on your complaint about {company}",
  "notify.ucked": "Your complaint about {company} reached {count} ucks",
  "notify.more": "more",
  "notify.followed": "{actor} started following you",
  "notify.filed": "New complaint about {company}",
  "notify.answerDue":
    "A complaint about {company} has waited {hours} hours for an answer: {left} hours are left before it escalates",
  "notify.answerDueMany":
    "{count} complaints about {company} have waited {hours} hours for an answer: {left} hours are left before they escalate",
  "notify.refundArrived": "{actor} confirmed {company}'s refund{refund} arrived",
  "notify.refundMissing": "{actor} says {company}'s refund{refund} did not arrive",
  "notify.refundOf": " of {amount}",
  "notify.refundOffered": "{company} offered a new refund{refund}{due}",
  "notify.refundDue": ", due {day}",
  "notify.inReview":
    "Your complaint about {company} was filed during unusual activity on its page, which is being reviewed. It stays public; nothing has been deleted.",
  "notify.claimApproved": "Your claim of {company} was approved: you now manage its page",
  "notify.claimRejected": "Your claim of {company} was not approved",
  "notify.extortionReported":
    "A member of {company} reported your complaint as a demand for payment to remove it. It stays public; you can give your side once before a moderator decides",
  "notify.clockDeadline": "Your complaint about {company}: {title}, on {day}",
  "notify.extortionFound":
    "A moderator found your complaint about {company} was used to demand payment. It stays readable, labelled, and out of {company}'s figures; you can appeal once",
  "notify.extortionOverturned":
    "Your appeal was upheld: the finding on your complaint about {company} is removed and it counts again",
  "notify.extortionKept":
    "Your appeal on your complaint about {company} was not upheld: the finding stays",
  "notify.reviewNeeded":
    "The address rules put {contacts} complaints addresses and {claims} claims back to review: they wait in the Claims tab",
  ...clocksEn,
} as const;

export type WordKey = keyof typeof wordsEn;
export type Words = Record<WordKey, string>;
