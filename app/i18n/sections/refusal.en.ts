import type { RefusalKey } from "@worker/services/refusal";

/**
 * Refusals the services word (issue 40): rate limits, duplicates, the schemas' messages, the
 * card's and the comments' refusals. A service returns the keys and values
 * (worker/services/refusal.ts `RefusalWords`) with its English text; the page's action says them
 * in the request's language (app/i18n/refusals.server.ts), on the server only, so no page
 * carries this section. English: word for word what the services write (a test compares them).
 */
export const refusalEn = {
  "title.error": "Error",
  "title.submitFailed": "Error submitting complaint",
  "title.uploadFailed": "Upload failed",
  "title.lookupFailed": "Error searching company",
  "title.alreadyReported": "Already reported",
  "title.duplicate": "You already filed this complaint",
  "title.groupGone": "That complaint can no longer be joined",
  "title.chooseCompany": "Choose the company",
  "title.domainRequired": "Company domain required",
  "rate.tooMany": "Too many attempts. Please try again in {wait}.",
  "rate.filing": "You can file {limit} complaints in {window}. Please try again in {wait}.",
  "wait.minutes_one": "{count} minute",
  "wait.minutes_other": "{count} minutes",
  "wait.hours_one": "{count} hour",
  "wait.hours_other": "{count} hours",
  "window.day": "a day",
  "window.hour": "an hour",
  "window.minutes_one": "{count} minute",
  "window.minutes_other": "{count} minutes",
  "complaint.notFound": "This complaint no longer exists.",
  "complaint.duplicate":
    "You filed a complaint about {company} with nearly the same words in the last 30 days: it is at /complaint/{id}. Add to that one, or describe a different problem.",
  "complaint.groupGone":
    "The complaint you chose is resolved or no longer open. Your complaint is kept: send it on its own, or check for similar complaints again.",
  "complaint.nameSeveral":
    "More than one company matches “{name}”. Choose yours below, or enter its website's domain.",
  "complaint.nameNone":
    "No company called “{name}” is known to UCK yet. Enter its website's domain, like example.com, and UCK adds it.",
  "complaint.badDomain": "Please enter a valid domain, like example.com.",
  "report.already": "You have already reported this complaint. Our moderators will review it.",
  "report.reasonEmpty": "Please tell us what is wrong with this post.",
  "report.reasonTooLong": "Please keep the reason under {max} characters.",
  "mute.self": "You cannot block yourself.",
  "edit.textEmpty": "Complaint text required",
  "edit.textTooLong": "Complaint text must be at most {max} characters.",
  "edit.notAuthor": "Only the author can edit this complaint.",
  "admin.only": "Access denied. Superadmin privileges required.",
  "comment.empty": "Please write a comment first.",
  "comment.tooLong": "Comments can be at most {max} characters.",
  "appeal.empty": "Write why the complaint should be restored.",
  "appeal.tooLong": "Keep the appeal under {max} characters.",
  "resolution.notAuthor": "Only the complainant can change this.",
  "uck.notFound": "Complaint not found",
} as const satisfies Record<string, string>;

export type RefusalMessages = Record<keyof typeof refusalEn, string>;

/** Every key a service names is here (a plural one as `_one`/`_other`): checked by the type. */
type Base<K> = K extends `${infer B}_one` ? B : K extends `${infer B}_other` ? B : K;
type Missing = Exclude<RefusalKey, Base<keyof typeof refusalEn>>;
export const everyKeyNamed: [Missing] extends [never] ? true : Missing = true;
