/**
 * Refusals the services word (decision 030): rate limits, duplicates, the schemas' messages, the
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
  "title.groupUnlike": "Your complaint reads differently",
  "title.nameChoiceNotChanged": "Not changed",
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
  "complaint.groupUnlike":
    "“I have this problem too” joins complaints that describe the same problem in similar words, and yours reads differently from the group you chose. Your complaint is kept: send it on its own, or check for similar complaints again.",
  "complaint.nameChoice.notYours":
    "Only the person who filed a complaint can change how their name is shown.",
  "complaint.nameSeveral":
    "More than one company matches “{name}”. Choose yours below, or enter its website's domain.",
  "complaint.nameNone":
    "No company called “{name}” is known to UCK yet. Enter its website's domain, like example.com, and UCK adds it.",
  "complaint.badDomain": "Please enter a valid domain, like example.com.",
  "report.already": "You have already reported this complaint. Our moderators will review it.",
  "form.checkInput": "Please check your input.",
  "report.reasonEmpty": "Please tell us what is wrong with this post.",
  "report.reasonTooLong": "Please keep the reason under {max} characters.",
  "mute.self": "You cannot block yourself.",
  "mute.hiddenName":
    "This person hid their name on this complaint, so they cannot be blocked from it. You can report the complaint.",
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
  // Sign-in, registration, the password and verification mails, invitations.
  "account.invalidCredentials": "Invalid email or password",
  "account.notVerified":
    "Please verify your email address before logging in. Check your inbox for the link.",
  "account.blocked":
    "This account has been blocked. Contact support if you think this is a mistake.",
  "account.scheduledForDeletion": "This account is scheduled for deletion.",
  "account.alreadyRegistered": "This email is already registered. Please log in instead.",
  "account.registrationFailed": "Registration failed",
  "account.registrationBlocked":
    "Registration from this address is blocked after a breach of the User Agreement. Try again later or contact support.",
  "mail.notConfigured": "Mail is not configured on this server.",
  "oauth.unknownProvider": "Unknown sign-in provider.",
  "oauth.notConfigured":
    "{provider} sign-in is not configured on this server yet. The operator needs to set {prefix}_CLIENT_ID and {prefix}_CLIENT_SECRET (see README). You can sign in with email and password meanwhile.",
  "oauth.title.failed": "Authentication failed",
  "oauth.failed": "There was an error completing your login. Please try again.",
  "oauth.title.emailRequired": "Email Required",
  "oauth.emailRequired":
    "This login method requires email access. Please try a different login method or contact support.",
  "oauth.title.twitterEmail": "Twitter Email Access Required",
  "oauth.twitterEmail":
    "X did not share your email address. The app's owner must turn on 'Request email from users' in the X developer portal; until then, please sign in with Google or email.",
  "oauth.title.incomplete": "Login incomplete",
  "oauth.incomplete": "Please try logging in again.",
  "oauth.title.registrationRefused": "Registration refused",
  "oauth.accountExists":
    "An account with this email already exists. Log in with your password; the provider did not confirm this email.",
  "invite.alreadyOnUck": "{email} is already on UCK.",
  "invite.alreadyInvited": "You have already invited {email}.",
  "invite.sendFailed": "We couldn't send the invitation. Please try again.",
  // Decision 052, the company's side (see worker/services/refusal.ts): claims, answers, refunds,
  // a suggested address, the claim link and the extortion report.
  "title.authRequired": "Authentication Required",
  "title.missingInfo": "Missing Information",
  "title.invalidInfo": "Invalid information",
  "title.alreadyClaimed": "Already claimed",
  "title.claimSubmitted": "Claim Submitted",
  "title.claimSent": "Claim Submitted Successfully",
  "title.emptyResponse": "Empty response",
  "title.limitReached": "Response limit reached",
  "title.claimRequired": "Claim Required",
  "title.responseSubmitted": "Response Submitted",
  "title.markedResolved": "Complaint Marked as Resolved",
  "title.ownComplaint": "Your own complaint",
  "title.alreadyAnswered": "Already answered",
  "title.refundMissing": "The refund did not arrive",
  "title.offerNotSent": "Offer not sent",
  "title.refundNotRecorded": "Refund not recorded",
  "title.refundOffered": "New refund recorded",
  "title.addressSuggested": "Address suggested",
  "title.pledgeMade": "Pledge made",
  "title.pledgeWithdrawn": "Pledge withdrawn",
  "pledge.owner": "Only an owner of this company page can make or withdraw its pledge.",
  "entity.owner":
    "Only an owner of this company page, or a person whose claim of it is pending, can enter its legal entity.",
  "entity.invalid":
    "Give the legal name, the register, its number (letters, digits, dots, slashes, dashes) and a two-letter country code.",
  "entity.document":
    "Attach a picture (JPEG, PNG or WebP, at most 5 MB) of a document that shows the legal name and number.",
  "entity.limited":
    "This company has entered its legal entity three times today. Try again tomorrow.",
  "entity.claimantLimited":
    "You have entered a legal entity three times today. Try again tomorrow.",
  "entity.claimsLimited":
    "Five legal entities were entered with claims of this page today. Try again tomorrow.",
  "entity.sent":
    "UCK checks the document against what you entered. Until then the page says the legal entity is unknown.",
  "title.entitySent": "Sent for checking",
  "pledge.made": "Your pledge is public from now on: every complaint that reaches you counts.",
  "pledge.withdrawn": "Your pledge is withdrawn. The page says so, with today's date.",
  "pledge.inForce": "This company's pledge is already in force.",
  "pledge.none": "This company has no pledge in force to withdraw.",
  "pledge.repledgeFrom": "A pledge withdrawn can be made again 30 days later: from {day}.",
  "pledge.withdrawFrom": "A pledge can be withdrawn a day after it was made: from {day}.",
  "title.outcomeRecorded": "Outcome recorded",
  "title.chooseOutcome": "Choose what came of it",
  "outcome.recorded": "The outcome is recorded and the complainant has been told.",
  "outcome.category":
    "Please say what came of it: an explanation, another remedy, not your customer, or a duplicate. Money back after an answer in progress is not recorded here yet.",
  "outcome.notInProgress": "Only an answer still in progress can be followed by its outcome.",
  "title.extortionReported": "Extortion reported",
  "title.chooseCategory": "Choose what your answer does",
  "title.amountMissing": "The amount is missing",
  "title.refundIsMonetary": "A refund is a monetary relief",
  "claim.signIn": "Please log in to claim this company page.",
  "claim.missing": "Please provide both email and company domain.",
  "claim.invalid": "Please enter a valid email address and domain.",
  "claim.claimed": "This company page has already been claimed.",
  "claim.failed": "Failed to submit claim request. Please try again.",
  "claim.mailFailed":
    "Your claim has been submitted but there was an issue sending the verification email. An admin will review your request manually.",
  "claim.sent":
    "A verification email has been sent to {email}. Please check your inbox and follow the instructions to complete the verification process.",
  "claim.personalMailbox":
    "{domain} gives anyone a mailbox, so an address there cannot show that you work for {company}. Use an address at your company's own domain.",
  "respond.empty": "Please write a response before submitting.",
  "respond.category":
    "Please say what your answer does: an explanation, money back, another remedy, still in progress, not your customer, or a duplicate.",
  "respond.amountNeeded":
    "A monetary relief is a refund: please give its amount, currency and the day it will be paid. Nothing you typed was lost.",
  "respond.refundNotMonetary":
    'You gave an amount to pay back: choose "Monetary relief" as what your answer does, or leave the amount empty.',
  "respond.limit": "You've reached your limit. Please upgrade your plan to continue responding.",
  "respond.claim": "You must claim this company page to respond to complaints.",
  "respond.submitted": "Your response has been posted and the customer has been notified.",
  "respond.resolved": "The complainant has been asked to confirm it is resolved.",
  "respond.own":
    "You filed this complaint yourself, so you cannot answer or resolve it for the company.",
  "respond.already": "This complaint already has a response.",
  "respond.deletionDemand":
    "A response or refund offer may not ask the complainant to delete, remove or withdraw their complaint (it says “{matched}”). Take that out and send it again: everything you typed is kept.",
  "resolve.notAnswered": "Only answered, unresolved complaints can be marked resolved.",
  "resolve.awaiting": "The complainant has not answered your last Mark Resolved yet.",
  "verdict.refundFirst":
    "Tell us first whether you received {amount}: a complaint is resolved once its refund has arrived.",
  "verdict.refundMissing":
    "You said the refund of {amount} did not arrive: say it arrived first, or answer No.",
  "resolve.waits":
    "The customer says the refund did not arrive. Offer a new refund, or wait until they confirm it arrived, before marking this complaint resolved.",
  "refund.amount": "Enter the refund as an amount, like 40 or 40.50.",
  "refund.currency": "Choose the refund's currency.",
  "refund.due": "Choose the day the refund will arrive, today or within a year.",
  "refund.offered": "The customer has been told and confirms when it arrives.",
  "refund.refused": "Only a refund the customer says did not arrive can be offered again.",
  "contact.badAddress": "Please enter a valid email address.",
  "contact.noCompany": "This company no longer exists.",
  "contact.already": "{address} was already suggested for {company}.",
  "contact.adminChecks":
    "Thank you: an UCK administrator will check {address} before any complaint goes there.",
  "contact.asked":
    "Thank you: we asked {address} to confirm it takes complaints for {company}. Nothing is sent there before it does.",
  "contact.reviewNotRole":
    "Thank you: only a company's role mailboxes (support@, complaints@, …) confirm themselves, so {address} was sent to a moderator for review. Nothing is sent there before one confirms it.",
  "contact.reviewPersonal":
    "Thank you: {address} is a personal mailbox, so a link mailed to it cannot show it is the company's. It was sent to a moderator for review; nothing is sent there before one confirms it.",
  "extortion.notMember": "Only members of the complaint's company can report it as extortion.",
  "extortion.own": "You cannot report your own complaint.",
  "extortion.already":
    "You have already reported this complaint as extortion. A moderator will review it.",
  "extortion.tooShort": "Paste or describe the demand in at least {min} characters.",
  "extortion.tooLong": "Keep the demand under {max} characters.",
  "extortionAnswer.notAuthor": "Only the complaint's author can answer an extortion report.",
  "extortionAnswer.nothing":
    "There is nothing to answer on this complaint now: you have answered, or no report or finding waits for you.",
  "extortionAnswer.tooShort": "Write your side in at least {min} characters.",
  "escalationOutcome.notAuthor":
    "Only the complaint's author can record what happened after it was escalated.",
  "escalationOutcome.notEligible":
    "An outcome can be recorded once the complaint has escalated, or after you said No to the company's answer.",
  "escalationOutcome.tooMany":
    "You have recorded {limit} outcomes in the last 24 hours. Try again tomorrow.",
  "escalationOutcome.nothingToVerify":
    "There is nothing to confirm: the outcome was changed, already confirmed, or says nothing happened yet.",
  "escalationOutcome.notMember": "Only a member of the company can confirm this outcome.",
  "extortionAnswer.tooLong": "Keep your side under {max} characters.",
} as const satisfies Record<string, string>;

export type RefusalMessages = Record<keyof typeof refusalEn, string>;

type Base<K> = K extends `${infer B}_one` ? B : K extends `${infer B}_other` ? B : K;
/** A key a service may name: this catalogue's keys, a plural one without its `_one`/`_other`. */
export type RefusalKey = Base<keyof typeof refusalEn>;
