/**
 * Why a use case said no. Services answer with one of these codes; the HTTP layer turns the code
 * (never the message) into a status (`statusOf` in worker/http/kit.ts).
 */
export type RefusalCode =
  | "invalid"
  | "unauthenticated"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "gone"
  | "too_large"
  | "rate_limited"
  | "failed"
  | "upstream_failed"
  | "unavailable";

/**
 * What a refusal says, as keys and values rather than words (issue 40): a page words it in the
 * visitor's language (app/i18n/refusals.server.ts, the `refusal` section), while the service's
 * English text stays what the JSON API and the logs show. `text` is the sentence, `title` the
 * toast's or form's heading when it has its own; `values` fill its `{placeholders}` (a `count`
 * chooses a plural form), and `parts` are phrases worded the same way and put in its
 * placeholders ("in {wait}": "7 minutes"). Written by `refusalWords` where the English is made.
 */
export type RefusalWords = {
  text: RefusalKey;
  title?: RefusalKey;
  values?: Record<string, string | number>;
  parts?: Record<string, RefusalWords>;
};

/** Every key a service may name; a plural one ("wait.minutes") has `_one`/`_other` forms. */
export const REFUSAL_KEYS = [
  "title.error",
  "title.submitFailed",
  "title.uploadFailed",
  "title.lookupFailed",
  "title.alreadyReported",
  "title.duplicate",
  "title.groupGone",
  "title.chooseCompany",
  "title.domainRequired",
  "rate.tooMany",
  "rate.filing",
  "wait.minutes",
  "wait.hours",
  "window.day",
  "window.hour",
  "window.minutes",
  "complaint.notFound",
  "complaint.duplicate",
  "complaint.groupGone",
  "complaint.nameSeveral",
  "complaint.nameNone",
  "complaint.badDomain",
  "report.already",
  "report.reasonEmpty",
  "report.reasonTooLong",
  "mute.self",
  "edit.textEmpty",
  "edit.textTooLong",
  "edit.notAuthor",
  "admin.only",
  "comment.empty",
  "comment.tooLong",
  "appeal.empty",
  "appeal.tooLong",
  "resolution.notAuthor",
  "uck.notFound",
  // Sign-in, registration, the password and verification mails, invitations.
  "account.invalidCredentials",
  "account.notVerified",
  "account.blocked",
  "account.scheduledForDeletion",
  "account.alreadyRegistered",
  "account.registrationFailed",
  "account.registrationBlocked",
  "mail.notConfigured",
  "oauth.unknownProvider",
  "oauth.notConfigured",
  "oauth.title.failed",
  "oauth.failed",
  "oauth.title.emailRequired",
  "oauth.emailRequired",
  "oauth.title.twitterEmail",
  "oauth.twitterEmail",
  "oauth.title.incomplete",
  "oauth.incomplete",
  "oauth.title.registrationRefused",
  "oauth.accountExists",
  "invite.alreadyOnUck",
  "invite.alreadyInvited",
  "invite.sendFailed",
  // Issue 40, the company's side: claims, answers, refunds, a suggested address, the claim
  // link and the extortion report (one block, kept last).
  "title.authRequired",
  "title.missingInfo",
  "title.invalidInfo",
  "title.alreadyClaimed",
  "title.claimSubmitted",
  "title.claimSent",
  "title.emptyResponse",
  "title.limitReached",
  "title.claimRequired",
  "title.responseSubmitted",
  "title.markedResolved",
  "title.ownComplaint",
  "title.alreadyAnswered",
  "title.refundMissing",
  "title.offerNotSent",
  "title.refundNotRecorded",
  "title.refundOffered",
  "title.addressSuggested",
  "title.extortionReported",
  "claim.signIn",
  "claim.missing",
  "claim.invalid",
  "claim.claimed",
  "claim.failed",
  "claim.mailFailed",
  "claim.sent",
  "claim.personalMailbox",
  "respond.empty",
  "respond.limit",
  "respond.claim",
  "respond.submitted",
  "respond.resolved",
  "respond.own",
  "respond.already",
  "respond.deletionDemand",
  "resolve.notAnswered",
  "resolve.waits",
  "refund.amount",
  "refund.currency",
  "refund.due",
  "refund.offered",
  "refund.refused",
  "contact.badAddress",
  "contact.noCompany",
  "contact.already",
  "contact.adminChecks",
  "contact.asked",
  "contact.reviewPersonal",
  "contact.reviewNotRole",
  "extortion.notMember",
  "extortion.own",
  "extortion.already",
  "extortion.tooShort",
  "extortion.tooLong",
] as const;
export type RefusalKey = (typeof REFUSAL_KEYS)[number];

/** An English text and the words that say it in any language (they say the same in English). */
export type Worded = { message: string; words: RefusalWords };

/** A form's problem (a title and a sentence) with its words, when a service words it. */
export type WordedProblem = { title: string; description: string; words?: RefusalWords };
