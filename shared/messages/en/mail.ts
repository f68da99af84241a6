import { MAIL_KIND_TEXT } from "@shared/mail-kinds";
import { clocksEn } from "./clocks";

/**
 * The mails' catalogue in English: the mails' exact English texts (decision 030). Its keys are
 * the type the Turkish and Spanish mail catalogues must fill. `{name}` is filled by `mailText`
 * (./index.ts) with what the mail is about; what people wrote is quoted as they wrote it.
 * Server only: the mails are rendered in the Worker, so no page's chunk or data carries these.
 */
export const mailEn = {
  // The frame of every mail.
  orOpen: "Or open this address:",
  "footer.kind": "You get this mail when {when}.",
  "footer.stop": "Stop these mails",
  "footer.settings": "Change your mail settings",
  "footer.stopDigest": "Stop the digest",
  "footer.digest": "You get this digest once a day for the mail you chose to read daily.",
  "footer.fold":
    "So that a busy hour does not fill your inbox, what came after the first few mails comes together here. You get this mail when {when}.",
  // "You get this mail when …": the same words as the profile's Mail section.
  "when.company_responded": MAIL_KIND_TEXT.company_responded,
  "when.complaint_escalated": MAIL_KIND_TEXT.complaint_escalated,
  "when.complaint_resolved": MAIL_KIND_TEXT.complaint_resolved,
  "when.complaint_commented": MAIL_KIND_TEXT.complaint_commented,
  "when.claim_decided": MAIL_KIND_TEXT.claim_decided,
  "when.complaint_filed": MAIL_KIND_TEXT.complaint_filed,
  "when.response_unsatisfied": MAIL_KIND_TEXT.response_unsatisfied,
  "when.refund_offered": MAIL_KIND_TEXT.refund_offered,
  "when.extortion_reported": MAIL_KIND_TEXT.extortion_reported,
  "when.extortion_found": MAIL_KIND_TEXT.extortion_found,
  "when.clock_deadline": MAIL_KIND_TEXT.clock_deadline,
  "digest.subject_one": "Your day on UCK: {count} update",
  "digest.subject_other": "Your day on UCK: {count} updates",
  // Shared words.
  aCompany: "A company",
  someone: "Someone",
  yourComplaint: "Your complaint: “{text}”",
  theComplaint: "The complaint: “{text}”",
  quoted: "“{text}”",
  openYourComplaint: "Open your complaint",
  openTheComplaint: "Open the complaint",
  answerTheComplaint: "Answer the complaint",
  // A company responded.
  "responded.subject": "{company} responded to your complaint",
  "responded.wrote": "{company} wrote: “{response}”",
  "responded.reimbursement": "They offer a reimbursement: {offer}",
  "responded.verdict":
    "Did this solve it? Answer Yes or No on your complaint: everyone reading it sees your verdict.",
  // A complaint was escalated: to the company's members.
  "escalated.company.subject":
    "Last notice: a complaint about {company} went 48 hours without an answer",
  "escalated.company.heading": "A complaint about {company} went 48 hours without an answer",
  "followUp.subject": "A week later: a complaint about {company} is still without an answer",
  "followUp.text":
    "It escalated a week ago. The complainant has a file of it for a consumer authority; an answer on its page still counts, and the file shows it. UCK follows up once.",
  "outcomeReminder.subject": "What came of your complaint about {company}?",
  "outcomeReminder.text":
    "It escalated {days} days ago. If a venue decided, your card issuer refunded you or {company} paid, record it on UCK with the day and the evidence: once verified it counts on {company}'s page, and the next person sees whether pushing works. If nothing happened yet, say so.",
  "outcomeReminder.action": "Record what happened",
  "outcomeRecorded.subject": "A complainant recorded what came of a complaint about {company}",
  "outcomeRecorded.text":
    "After the complaint escalated, its author recorded what happened next. If it is right, confirm it on UCK: it then counts on your company's page. If it is not, leave it: it shows as reported by the complainant and counts nowhere.",
  "outcomeRecorded.action": "Confirm what happened",
  "escalated.company.text":
    "It now shows as escalated on UCK, and the complainant has a file of it for a consumer authority. An answer still counts and everyone reading the complaint sees it.",
  // … to its author.
  "escalated.subject": "Your complaint about {company} was escalated",
  "escalated.file":
    "Your file (the complaint, every event with its time, your photo's fingerprint and where to take it): {url}",
  "escalated.later": "If the company answers later, we will write to you.",
  "escalated.openFile": "Open your file",
  "escalated.authority.headline":
    "Your complaint about {company} was escalated to the authorities because of no response within 48 hours",
  "escalated.authority.sent":
    "As you asked, UCK sent your file to {venue} by e-mail, with your address to reply to.",
  "escalated.headline":
    "Your complaint about {company} was escalated on UCK after 48 hours without a response",
  "escalated.told": "{company} was told of your complaint and did not answer within 48 hours.",
  "escalated.notTold": "{company} did not answer within 48 hours.",
  "escalated.shows": "It now shows as escalated to everyone who reads it.",
  "escalated.sending":
    "As you asked, UCK is sending your file to {venue} by e-mail; your complaint will say so once it has gone.",
  "escalated.venue":
    "Where to take it: {venue} ({url}). Nothing has been sent to any authority: that step is yours.",
  "escalated.venueFrom":
    "Where to take it: {venue} ({url}), from {date}. Nothing has been sent to any authority: that step is yours.",
  "escalated.noVenue": "We know no venue for this case. Nothing has been sent to any authority.",
  // A company marked it resolved.
  "resolved.subject": "{company} says your complaint is resolved",
  "resolved.text":
    "Is it? Answer Yes or No on your complaint: only your Yes makes it count as resolved. Without an answer it closes in 30 days as not confirmed by you.",
  "resolved.reminderSubject": "Reminder: is your complaint about {company} resolved?",
  "resolved.reminderText":
    "{company} said it resolved your complaint and you have not answered yet. Only your Yes makes it count as resolved; without an answer it closes on {day} as not confirmed by you.",
  // A comment.
  "commented.subject": "New comment on your complaint about {company}",
  "commented.wrote": "{actor} wrote: “{comment}”",
  "commented.only": "{actor} commented.",
  "commented.read": "Read the comments",
  // A complaint about a company one manages.
  "filed.subject": "New complaint about {company}",
  "filed.text":
    "Answer within 48 hours: a complaint without a response is escalated, and the response rate on your company page counts every one.",
  "answerDue.subject": "Reminder: a complaint about {company} has waited {hours} hours",
  "answerDue.text":
    "It has no answer yet. {left} hours are left before it escalates; the response rate on your company page counts every one.",
  "answerDue.many": "Reminder: {count} complaints about {company} have waited {hours} hours",
  "answerDue.manyText":
    "None of them has an answer yet. {left} hours are left before they escalate; the response rate on your company page counts every one.",
  "answerDue.open": "Open the unanswered complaints",
  // A complainant said the response did not solve it.
  "unsatisfied.subject": "A complainant says {company}'s response did not solve it",
  "unsatisfied.heading": "A complainant says {company}'s response did not solve their complaint",
  "unsatisfied.answered": "{company} answered: “{response}”",
  "unsatisfied.text":
    "Everyone reading the complaint sees their verdict. You can answer them again in the comments, or offer a refund.",
  // A claim of a company page was decided.
  "claim.approved.subject": "You manage {company} on UCK",
  "claim.approved.heading": "Your claim of {company} was approved",
  "claim.approved.text":
    "An UCK administrator checked your request and approved it: you now manage the {company} page.",
  "claim.approved.can":
    "You can answer complaints, offer reimbursements, mark complaints resolved and see analytics.",
  "claim.approved.action": "Open the {company} page",
  "claim.refused.subject": "Your claim of {company} on UCK",
  "claim.refused.heading": "Your claim of {company} was not approved",
  "claim.refused.text":
    "An UCK administrator reviewed your request to claim the {company} page and could not confirm that you act for the company.",
  "claim.refused.again":
    "You can claim again with an e-mail address at the company's own domain: the link in that e-mail completes the claim without a manual review.",
  "claim.refused.action": "Open the company page",
  // The subject of a fold: how many of one kind waited past the hourly cap (always two or more).
  "fold.complaint_commented": "{count} new comments on your complaints",
  "fold.complaint_filed.one": "{count} new complaints about {company}",
  "fold.complaint_filed": "{count} new complaints about companies you manage",
  "fold.company_responded": "{count} responses to your complaints",
  "fold.complaint_resolved": "Companies say {count} of your complaints are resolved",
  "fold.complaint_escalated": "{count} of your complaints were escalated",
  "fold.claim_decided": "{count} decisions on your claims",
  "fold.response_unsatisfied.one":
    "{count} complainants say {company}'s responses did not solve it",
  "fold.response_unsatisfied": "{count} complainants say your responses did not solve it",
  // A company offered a new refund after one did not arrive.
  "refund.subject": "{company} offered you a new refund",
  "refund.aNewRefund": "a new refund",
  "refund.offers": "{company} offers {amount}.",
  "refund.offersBy": "{company} offers {amount}, to arrive by {day}.",
  "refund.text":
    "When it arrives, or if it does not, say so on your complaint: the company cannot mark it resolved while you say a refund did not arrive.",
  "refund.action": "Open your complaint",
  "fold.refund_offered": "{count} new refund offers on your complaints",
  // A complaint reported as a demand for payment, and a moderator's finding (decision 039).
  "extortionReported.subject": "Your complaint about {company} was reported to UCK's moderators",
  "extortionReported.text":
    "A member of {company} says your complaint was used to demand payment for its removal. It stays public. You can give your side once, with a picture if you have one, before a moderator decides; only UCK's moderators read it.",
  "extortionFound.subject": "A moderator's finding on your complaint about {company}",
  "extortionFound.text":
    "A moderator found your complaint was used to demand payment for its removal. It stays readable with a label, and {company}'s figures leave it out. You can appeal once: a superadmin reads your appeal beside the report.",
  "extortion.action": "Give your side",
  "fold.extortion_reported": "{count} of your complaints were reported as demands for payment",
  "fold.extortion_found": "{count} findings on your complaints",
  "fold.clock_deadline": "{count} legal deadlines of your complaints are near",
  // Account mail.
  "verify.subject": "Verify your email for UCK",
  "verify.heading": "Welcome to UCK, {name}",
  "verify.text": "Please confirm your email address to finish creating your account.",
  "verify.valid": "The link is valid for 24 hours.",
  "verify.action": "Verify my email",
  "reset.subject": "Reset your UCK password",
  "reset.heading": "Reset your UCK password",
  "reset.text":
    "Someone asked to reset the password of your UCK account. If it was you, choose a new password with the link below; it is valid for one hour and can be used once.",
  "reset.notYou": "If it wasn't you, ignore this email: your password stays the same.",
  "reset.action": "Choose a new password",
  ...clocksEn,
} as const;

export type MailMessageKey = keyof typeof mailEn;
export type MailMessages = Record<MailMessageKey, string>;
