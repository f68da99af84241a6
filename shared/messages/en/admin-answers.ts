import { GENERIC_FAILURE } from "@shared/failure-text";

/** The spec's texts for the admin panel (docs/product.md#admin); the services write them. */
export const ADMIN_MESSAGES = {
  signIn: "You must be logged in to access admin functions.",
  denied: "Access denied. Superadmin privileges required.",
  grantFailed: "Failed to assign superadmin role.",
  statsFailed: "Failed to fetch user statistics.",
  roleFailed: "Failed to assign role.",
  revokeFailed: "Failed to revoke admin role.",
  blockFailed: "Failed to block user.",
  unblockFailed: "Failed to unblock user.",
  blockInvalid: "Please select a user and provide a reason for blocking.",
} as const;

/**
 * What the admin page's action and loader say (decision 030): the spec's admin messages, the
 * intents' refusals and the admin use cases' toasts. The services answer these keys with their
 * values (`AdminOutcome.words`, decision 037); the route kit says them in the request's language
 * on the server, never sending the section with the page. A `{role}` is said with the `admin`
 * section's `role.*`.
 */
export const adminAnswersEn = {
  // The spec's admin messages as the service words them, and the kit's generic failure: the
  // same constants, so the English template cannot drift from the text it has to match.
  "answer.signIn": ADMIN_MESSAGES.signIn,
  "answer.denied": ADMIN_MESSAGES.denied,
  "answer.grantFailed": ADMIN_MESSAGES.grantFailed,
  "answer.statsFailed": ADMIN_MESSAGES.statsFailed,
  "answer.roleFailed": ADMIN_MESSAGES.roleFailed,
  "answer.revokeFailed": ADMIN_MESSAGES.revokeFailed,
  "answer.blockFailed": ADMIN_MESSAGES.blockFailed,
  "answer.unblockFailed": ADMIN_MESSAGES.unblockFailed,
  "answer.blockInvalid": ADMIN_MESSAGES.blockInvalid,
  "answer.generic": GENERIC_FAILURE,
  "answer.noPicture": "No such picture.",
  // The intents' own refusals and toasts (app/routes/admin/*.server.ts).
  "answer.unknown": "Unknown action.",
  "answer.granted": "Superadmin role assigned",
  "answer.chooseClaim": "Choose Approve or Reject for a claim.",
  "answer.chooseContact": "Choose Confirm or Refuse for an address.",
  "answer.addressConfirmed": "Address confirmed",
  "answer.addressRefused": "Address refused",
  "answer.addressDecided": "This address has already been decided.",
  "answer.giveAddress": "Give the company's slug and an address.",
  "answer.giveCountry": "Give the company's slug and a country.",
  "answer.writeReason": "Write the reason the stub will show, then Remove.",
  "answer.chooseReport": "Choose Keep or Remove for a reported complaint.",
  "answer.chooseAppeal": "Choose Restore or Reject for an appeal.",
  "answer.chooseExtortion":
    "Choose Uphold or Reject for an extortion report; to record the same demand on other complaints, name them and say what shows it (at least 10 characters).",
  "answer.chooseRefund": "Choose Approve or Refuse for a refund.",
  "answer.chooseFlood": "Choose Clear or Uphold for a window.",
  "answer.chooseMessage": "Choose a message to mark handled.",
  // The use cases' answers (worker/services/…).
  "answer.appealRejected": "Appeal rejected: the stub says so",
  "answer.appealUpheld": "Appeal upheld: the complaint is public again",
  "answer.appealDecided": "This appeal has already been decided.",
  "answer.appealCompanyGone":
    "The complaint could not be put back: its company is no longer on UCK.",
  "answer.breachNoKey":
    "Set the ADDRESS_HASH_KEY secret first: without it addresses cannot be blocked.",
  "answer.breachSelf": "You cannot delete your own account here.",
  "answer.breachGone": "This account no longer exists.",
  "answer.breachSuperadmin": "A superadmin account cannot be deleted here.",
  "answer.breachRule": "Please say which rule of the User Agreement was broken.",
  "answer.breachDone_one":
    "Account deleted; {count} IP address and the e-mail address blocked for {months} months",
  "answer.breachDone_other":
    "Account deleted; {count} IP addresses and the e-mail address blocked for {months} months",
  "answer.claimDecided": "This claim has already been decided.",
  "answer.claimTaken": "This page has already been claimed. Reject the request instead.",
  "answer.claimApproved": "Claim approved: {company} is now claimed",
  "answer.claimRejected": "Claim rejected; the requester was told by e-mail",
  "answer.reportsDecided": "These reports have already been decided.",
  "answer.complaintKept": "Complaint kept; reports dismissed",
  "answer.complaintRemoved": "Complaint removed",
  "answer.refundDecided": "This refund has already been reviewed.",
  "answer.refundApproved": "Refund approved: it counts as money returned",
  "answer.refundRefusedReview": "Refund refused: it stays on the complaint but does not count",
  "answer.roleAssigned": "Admin role assigned",
  "answer.roleAlready": "This user is already {role}.",
  "answer.roleRevoked": "Admin role revoked",
  "answer.roleNotAdmin": "This user is {role}, not admin.",
  "answer.blockSelf": "You cannot block yourself.",
  "answer.blockSuperadmin": "A superadmin cannot be blocked.",
  "answer.blockAlready": "This user is already blocked.",
  "answer.blocked": "User blocked",
  "answer.unblocked": "User unblocked",
  "answer.extortionDecided": "This report has already been decided.",
  "answer.extortionRejected": "Extortion report rejected; nothing changes",
  "answer.extortionUpheld":
    "Extortion upheld; the reported complaint (and any you named) is labelled and left out of its company's figures",
  "answer.extortionSameWrong":
    "The same demand can be recorded only on other complaints by the same author about the same company.",
  "answer.extortionAppealDecided": "This appeal has already been decided.",
  "answer.extortionOverturned":
    "Appeal upheld; the finding is removed and the complaint counts again",
  "answer.extortionKept": "Appeal rejected; the finding stays",
  "answer.chooseExtortionAppeal": "Choose Overturn or Keep for an appeal of an extortion finding.",
  "answer.floodDecided": "This window has already been decided.",
  "answer.floodCleared": "Window cleared: its complaints count in every metric again",
  "answer.floodUpheld":
    "Window upheld: its complaints stay out of the metrics without flagged windows",
  "answer.messageHandled": "Message marked as handled",
  "answer.messageGone": "This message was already handled or no longer exists.",
  "answer.badAddress": "Please enter a valid email address.",
  "answer.noSlug": "No company has this slug.",
  "answer.giveSlug": "Give the company's slug.",
  "answer.giveEntity":
    "Give the company's slug, the legal name, the register and its number (letters, digits, dots, slashes, dashes) and, if known, a two-letter country code.",
  "answer.chooseEntity": "Choose confirm or reject.",
  "answer.entityLookupOff":
    "Register look-ups are off (REGISTER_LOOKUPS in docs/operations.md). Enter the entity by hand instead.",
  "answer.entityLookupLimited": "Too many register look-ups this minute. Try again in a minute.",
  "answer.entityLookupFailed": "The registers could not be reached. Try again later.",
  "answer.entityLookupCached":
    "This company was looked up in the last day: its candidates are in the list below.",
  "answer.entityLookupCachedNone":
    "This company was looked up in the last day and the registers found nothing new. It is not asked again before tomorrow.",
  "answer.entityFound":
    "New candidates to review: {count}. None is proposed: choose the right one, or none.",
  "answer.entityFoundProposed":
    "New candidates to review: {count}. One has exactly the company's name and is proposed; it is public only once you confirm it.",
  "answer.entityEntered": "{company}'s legal entity is entered and public.",
  "answer.entityConfirmed":
    "Legal entity confirmed: the company page, its files and the exports now name it.",
  "answer.entityRejected": "Candidate rejected.",
  "answer.entityDecided": "Someone has already decided on this entity.",
  "answer.addressSet": "{address} is now {company}'s complaints address.",
  "answer.countrySet": "{company}'s country is now {country}.",
  "answer.countryFromDomain": "{company}'s country comes from its domain again.",
} as const;

export type AdminAnswersMessages = Record<keyof typeof adminAnswersEn, string>;
