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
 * What the admin page's action and loader say (issue 40): the spec's admin messages, the
 * intents' refusals and the admin use cases' toasts, as the services and routes write them in
 * English. Said on the server only (app/routes/admin/say.server.ts), never sent with the page:
 * a text the services wrote is found here by its English template and said in the request's
 * language with the same values. A `{role}` is said with the `admin` section's `role.*`.
 */
export const adminAnswersEn = {
  // The spec's admin messages as the service words them, and the kit's generic failure: the
  // same constants, so the English template cannot drift from the text it has to match.
  ...ADMIN_MESSAGES,
  generic: GENERIC_FAILURE,
  noPicture: "No such picture.",
  // The intents' own refusals and toasts (app/routes/admin/*.server.ts).
  unknown: "Unknown action.",
  granted: "Superadmin role assigned",
  chooseClaim: "Choose Approve or Reject for a claim.",
  chooseContact: "Choose Confirm or Refuse for an address.",
  addressConfirmed: "Address confirmed",
  addressRefused: "Address refused",
  addressDecided: "This address has already been decided.",
  giveAddress: "Give the company's slug and an address.",
  giveCountry: "Give the company's slug and a country.",
  writeReason: "Write the reason the stub will show, then Remove.",
  chooseReport: "Choose Keep or Remove for a reported complaint.",
  chooseAppeal: "Choose Restore or Reject for an appeal.",
  chooseExtortion: "Choose Uphold or Reject for an extortion report.",
  giveReason: "Please give a reason.",
  chooseRefund: "Choose Approve or Refuse for a refund.",
  chooseFlood: "Choose Clear or Uphold for a window.",
  chooseMessage: "Choose a message to mark handled.",
  // The use cases' answers (worker/services/…).
  appealRejected: "Appeal rejected: the stub says so",
  appealUpheld: "Appeal upheld: the complaint is public again",
  appealDecided: "This appeal has already been decided.",
  appealCompanyGone: "The complaint could not be put back: its company is no longer on UCK.",
  breachNoKey: "Set the ADDRESS_HASH_KEY secret first: without it addresses cannot be blocked.",
  breachSelf: "You cannot delete your own account here.",
  breachGone: "This account no longer exists.",
  breachSuperadmin: "A superadmin account cannot be deleted here.",
  breachRule: "Please say which rule of the User Agreement was broken.",
  breachDone_one:
    "Account deleted; {count} IP address and the e-mail address blocked for {months} months",
  breachDone_other:
    "Account deleted; {count} IP addresses and the e-mail address blocked for {months} months",
  claimDecided: "This claim has already been decided.",
  claimTaken: "This page has already been claimed. Reject the request instead.",
  claimApproved: "Claim approved: {company} is now claimed",
  claimRejected: "Claim rejected; the requester was told by e-mail",
  reportsDecided: "These reports have already been decided.",
  complaintKept: "Complaint kept; reports dismissed",
  complaintRemoved: "Complaint removed",
  refundDecided: "This refund has already been reviewed.",
  refundApproved: "Refund approved: it counts as money returned",
  refundRefused: "Refund refused: it stays on the complaint but does not count",
  roleAssigned: "Admin role assigned",
  roleAlready: "This user is already {role}.",
  roleRevoked: "Admin role revoked",
  roleNotAdmin: "This user is {role}, not admin.",
  blockSelf: "You cannot block yourself.",
  blockSuperadmin: "A superadmin cannot be blocked.",
  blockAlready: "This user is already blocked.",
  blocked: "User blocked",
  unblocked: "User unblocked",
  extortionDecided: "This report has already been decided.",
  extortionRejected: "Extortion report rejected; nothing changes",
  extortionUpheld:
    "Extortion upheld; the account's complaints are labelled and left out of the figures",
  floodDecided: "This window has already been decided.",
  floodCleared: "Window cleared: its complaints count in every metric again",
  floodUpheld: "Window upheld: its complaints stay out of the metrics without flagged windows",
  messageHandled: "Message marked as handled",
  messageGone: "This message was already handled or no longer exists.",
  badAddress: "Please enter a valid email address.",
  noSlug: "No company has this slug.",
  addressSet: "{address} is now {company}'s complaints address.",
  countrySet: "{company}'s country is now {country}.",
  countryFromDomain: "{company}'s country comes from its domain again.",
} as const;

export type AdminAnswersMessages = Record<keyof typeof adminAnswersEn, string>;
