import { clocksEn } from "./clocks";
import { groupEn } from "./group";
import { lettersPanelEn } from "./letters";
import { resolutionEn } from "./resolution";

/**
 * The complaint page's own words (decision 052): sent by its loader in the page's
 * language only. English: the texts as they were in the components, word for word; its keys are
 * the type Turkish and Spanish must fill, with the same `{placeholders}`.
 */
export const complaintEn = {
  "complaint.back": "Back",
  "complaint.heading": "Complaint Details",
  "complaint.groupNote":
    "Each complaint in the group stays its own, with its own 48-hour clock, answers and status.",
  "complaint.moderationKept_one":
    "Reviewed by UCK moderators after {count} report on {date}: it keeps to the User Agreement and stays up.",
  "complaint.moderationKept_other":
    "Reviewed by UCK moderators after {count} reports on {date}: it keeps to the User Agreement and stays up.",
  "complaint.restored":
    "A UCK moderator removed this complaint on {date} (reason: {reason}). Its author appealed and it was restored. {appeal}",
  "complaint.backToAll": "Back to all complaints",
  // A moderator's removal: the stub and the author's appeal (shared/removals.ts `appealLine`).
  "complaint.removed": "Complaint removed",
  "complaint.removedOn": "This complaint was removed by a moderator on {date}. Reason: {reason}",
  "complaint.appealLabel": "Appeal this removal",
  "complaint.appealHint":
    "You wrote this complaint, so you can appeal once. A UCK administrator reads it and either restores the complaint or keeps it removed; this page shows the decision.",
  "complaint.sendAppeal": "Send appeal",
  "complaint.promises": "What UCK promises complainants",
  "appeal.none": "The author has not appealed.",
  "appeal.pending": "Appeal pending: the author appealed and a UCK administrator will decide.",
  "appeal.upheld": "Appeal upheld.",
  "appeal.upheldNote": "Appeal upheld: {note}",
  "appeal.rejected": "Appeal rejected.",
  "appeal.rejectedNote": "Appeal rejected: {note}",
  // The action's answers.
  "complaint.error": "Error",
  "complaint.commentFailed": "Failed to post comment. Please try again.",
  "complaint.signInToComment": "Please sign in to comment.",
  "complaint.commentPosted": "Comment posted",
  "complaint.commentPostedText": "Your comment has been added to the complaint.",
  "complaint.saved": "Saved",
  "complaint.savedText": "What would resolve your complaint is on it and in its file.",
  "nameChoice.heading": "Show my name publicly",
  "nameChoice.shown":
    "On: everyone sees your name, your avatar and a link to your profile on this complaint.",
  "nameChoice.hidden":
    "Off: the public sees only your initials and a plain avatar, and this complaint is not on your public profile. The company, the escalation file and the authorities still see your name.",
  "nameChoice.show": "Show my name publicly",
  "nameChoice.hide": "Hide my name from the public",
  "nameChoice.shownText": "Your name is shown publicly on this complaint again.",
  "nameChoice.hiddenText":
    "Your name is hidden from the public on this complaint: people see your initials. The company still sees your name.",
  // The comments.
  "comments.update": "Update from the complainant",
  "comments.signInToUck": "Sign in to uck comments",
  "comments.heading": "Comments ({count})",
  "comments.none": "No comments yet. Be the first to add one.",
  "comments.yours":
    "This is your complaint: what you write here shows as an update from the complainant.",
  "comments.label": "Write a comment",
  "comments.placeholder": "Write a comment…",
  "comments.send": "Send comment",
  // {signIn} is the link.
  "comments.signInTo": "{signIn} to comment.",
  "comments.signIn": "Sign in",
  // The complainant's verdict in words (app/routes/complaint/outcome-rating.tsx, decision 040).
  "rating.satisfied": "The complainant confirmed that {company} resolved it.",
  "rating.notSatisfied": "The complainant said {company}'s answer did not resolve it.",
  // A complaint a window of unusual activity flagged as suspect itself (docs/decisions/038).
  "rating.score": "They rated how it was handled {score} of 10.",
  "rating.wouldReturn": "They would do business with {company} again.",
  "rating.wouldNotReturn": "They would not do business with {company} again.",
  "flood.note":
    "This complaint was filed during unusual activity on this company's page, which is being reviewed. It stays public; nothing has been deleted.",
  "flood.how": "How unusual activity is detected",
  "archived.note":
    "This complaint, filed in {year}, is in UCK's archive: it stays public and unchanged, but it no longer takes ucks, comments or answers.",
  // Whether the company was told (shared/company-reach.ts).
  "reach.sent": "Sent to {company} on {day} (UTC), to {via}.",
  "reach.via.members": "its members on UCK",
  "reach.via.complaints_address": "its complaints address",
  "reach.via.support_mailbox": "its customer-service mailbox",
  "reach.notSent": "Not sent to {company} yet: {reason}",
  "reach.canHelp": "Anyone can change that: {claim} or {suggest}.",
  "reach.claim": "claim the page",
  "reach.suggest": "suggest its complaints address",
  "reach.why.sending": "a mail to {company} carrying it is on its way.",
  "reach.why.waiting":
    "{company} was written to in the last day; this complaint goes in its next mail, within 24 hours.",
  "reach.why.no_address":
    "nobody manages {company}'s page on UCK and no complaints address is known for it.",
  "reach.why.no_domain": "UCK does not know {company}'s web domain.",
  "reach.why.no_mail_exchanger":
    "{company}'s domain does not receive mail, and nobody manages its page on UCK.",
  "reach.why.stopped":
    "{company}'s address asked UCK to stop writing, and nobody manages its page on UCK.",
  "reach.why.no_link_key":
    "this deployment cannot write to companies yet (its operator has to set ADDRESS_HASH_KEY).",
  "reach.why.too_old":
    "nobody manages {company}'s page on UCK, and UCK writes to a company only about the complaints of the last 30 days.",
  "reach.why.account_cap":
    "its author's complaints filled their share of UCK's mail to companies for the day; it goes to {company} in a later mail, once that share frees.",
  // What would resolve it, and the escalation file.
  "escalation.resolveIt": "What would resolve it: ",
  "escalation.amount": "Amount in dispute: ",
  "escalationOutcome.heading": "What happened next",
  "escalationOutcome.line": "{outcome}, on {date}",
  "escalationOutcome.amount": "Amount: {amount}",
  "escalationOutcome.record": "Record what happened",
  "escalationOutcome.change": "Change what happened",
  "escalationOutcome.confirm": "Confirm what happened",
  "escalationOutcome.state.reported": "Reported by the complainant; not verified, so not counted.",
  "escalationOutcome.state.counts": "Verified; it counts on the company's page.",
  "escalationOutcome.state.review": "Verified; the amount waits for UCK's review before it counts.",
  "escalationOutcome.state.notCounted":
    "Verified, but not counted: the account that recorded it does not meet UCK's counting rules.",
  "escalationOutcome.state.refused": "UCK looked at it and does not count it.",
  "escalationOutcome.o.venue_upheld": "The venue upheld the complaint",
  "escalationOutcome.o.venue_not_upheld": "The venue did not uphold the complaint",
  "escalationOutcome.o.settled": "Settled",
  "escalationOutcome.o.chargeback_won": "The card issuer refunded (chargeback won)",
  "escalationOutcome.o.chargeback_refused": "The card issuer refused the chargeback",
  "escalationOutcome.o.s75_paid": "The credit-card issuer paid (section 75)",
  "escalationOutcome.o.company_paid": "The company paid after the letter",
  "escalationOutcome.o.nothing_yet": "Nothing yet",
  "escalation.heading": "Escalation",
  "escalation.headingBefore": "If the company does not answer",
  "escalation.headingAnswered": "If the answer does not resolve it",
  "escalation.answered":
    "The company answered. If its answer does not resolve your complaint, your file is ready for the venue below.",
  "escalation.before":
    "Without an answer within 48 hours, your complaint escalates on UCK and its file is ready for a consumer authority.",
  "escalation.followUp":
    "UCK followed up with {company} on {date}, a week after the escalation: still no answer then.",
  "escalation.file": "The escalation file",
  "escalation.json": "As JSON",
  "escalation.where": "Where to take it: ",
  "escalation.from": " It takes the case from {date}.",
  "escalation.noVenue": "We know no venue for this case.",
  "complaint.toolsFailed":
    "This part of the page could not load. Check your connection and reload the page.",
  "escalation.category": "Category: {category}",
  "escalation.categoryLabel": "The category that fits your complaint",
  "complaint.categorySaved": "Your complaint's category is corrected, on it and in its file.",
  "venue.why.sent": "UCK sent the file here.",
  "sheet.title": "Application to the consumer arbitration committee",
  "sheet.note":
    "A petition (başvuru dilekçesi) with the content the rules ask for, filled from your complaint: it is not the Ministry's official form. Print it, fill in the blanks by hand (your Turkish ID number, address, the invoice's date and number), sign it and hand it in with a copy of the invoice, or type the same into e-Devlet (TÜBİS).",
  "sheet.back": "Back to the escalation file",
  "venue.why.cfpb": "The company is a US financial company.",
  "venue.why.fosNoAnswer": "The company is a UK financial firm that has sent no final response.",
  "venue.why.fosRecent":
    "The company is a UK financial firm and answered less than six months ago.",
  "venue.why.thhNoAmount":
    "For amounts below the arbitration limit ({limit} TL for complaints filed in {year}); from it up, the consumer court.",
  "venue.why.thhBelow":
    "The amount is below the arbitration limit ({limit} TL for complaints filed in {year}).",
  "venue.why.trCourt":
    "The amount is at or above the arbitration limit ({limit} TL for complaints filed in {year}): the consumer court, after mandatory mediation.",
  "venue.why.ecc": "You are in {home} and the company is in {company}.",
  "venue.why.fraud": "A fraud by a company in another country ({company}).",
  "venue.why.nationalAdvice": "The official consumer advice service of {home}.",
  "venue.why.nationalAuthority": "The consumer authority of {home}.",
  "escalation.sending":
    "UCK is sending your file to {venue} by e-mail; this page will say so once it has gone.",
  "escalation.theVenue": "the venue",
  "escalation.willSend":
    "You asked UCK to send your file: if there is no answer within 48 hours, it goes to {venue} by e-mail, with your address to reply to.",
  "escalation.cannotSend":
    "You asked UCK to send your file, but this venue does not take complaints by e-mail from UCK: the file is yours to send.",
  "escalation.edit": "Edit what would resolve this",
  "escalation.sendToVenue":
    "Send my file for me if there is no answer within 48 hours, where the venue takes complaints by e-mail.",
  "escalation.saving": "Saving…",
  "escalation.save": "Save",
  // The complainant's questions on the card (its response and refund panels).
  // The appeal's answers and the 410 screen of a complaint removed before stubs had reasons.
  "appeal.sentTitle": "Appeal sent",
  "appeal.sentText":
    "A UCK administrator will decide; the page of the complaint shows the decision.",
  "appeal.twiceTitle": "Already appealed",
  "appeal.twiceText": "You can appeal a removal once, and you have.",
  "appeal.notYours": "Only the author of a removed complaint can appeal its removal.",
  "removed.text":
    "UCK moderators removed this complaint after it was reported, because it broke the {agreement}.",
  "removed.agreement": "User Agreement",
  ...resolutionEn,
  ...groupEn,
  ...clocksEn,
  ...lettersPanelEn,
} as const;

export type ComplaintMessages = Record<keyof typeof complaintEn, string>;
