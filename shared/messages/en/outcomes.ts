/**
 * The page where a complainant records what happened after escalation (/complaint/:id/outcome,
 * decision 046), where a member of the company confirms it and a superadmin checks its
 * evidence. Turkish and Spanish fill the same keys.
 */
export const outcomesEn = {
  "outcomes.metaTitle": "What happened next",
  "outcomes.heading": "What happened next",
  "outcomes.intro":
    "Tell everyone what came of escalating your complaint about {company}: what the venue decided, whether your card issuer refunded you, or whether {company} paid after your letter. It counts on {company}'s page only once {company}'s team confirms it here or UCK checks your evidence.",
  "outcomes.notYetEligible":
    "You can record what happened once this complaint has escalated, or after you said No to {company}'s answer.",
  "outcomes.current": "Recorded: {outcome}, on {date}",
  "outcomes.amount": "Amount: {amount}",
  "outcomes.earlier": "Earlier answers",
  "outcomes.earlierItem": "{outcome}, on {date} (changed)",
  "outcomes.formHeading": "Record what happened",
  "outcomes.formChange": "Change what happened",
  "outcomes.field": "What happened",
  "outcomes.amountField": "Amount (where money moved)",
  "outcomes.amountHint":
    "Required when the card issuer refunded you, the credit-card issuer paid or the company paid; optional for an award or a settlement.",
  "outcomes.currencyField": "Currency",
  "outcomes.dayField": "The day it happened",
  "outcomes.evidenceField": "Evidence (a picture or a PDF)",
  "outcomes.evidenceHint":
    "A letter, a decision or a statement, up to 5MB. Only UCK's moderators see it; pictures lose their hidden data, PDFs are kept as sent. Without evidence, only {company}'s team can confirm it.",
  "outcomes.send": "Save what happened",
  "outcomes.sending": "Saving...",
  "outcomes.saved": "Saved",
  "outcomes.savedText":
    "Everyone reading your complaint sees it as reported by you until it is verified.",
  "outcomes.signIn": "Please log in to record what happened.",
  "outcomes.back": "Back to the complaint",
  "outcomes.problem.amount": "Enter the amount that was paid, like 40 or 40.50.",
  "outcomes.problem.amountNotAllowed": "This outcome takes no amount: leave it empty.",
  "outcomes.problem.currency": "Choose the amount's currency.",
  "outcomes.problem.day": "Choose the day it happened: today or earlier, within three years.",
  "outcomes.problem.file": "Evidence must be a picture or a PDF of at most 5MB.",
  "outcomes.kept": "Your answers are kept below; choose the file again.",
  "outcomes.confirmHeading": "Confirm for {company}",
  "outcomes.confirmIntro":
    "If this is what happened, confirm it: it then counts on {company}'s page.",
  "outcomes.confirm": "Confirm this outcome",
  "outcomes.confirmed": "Confirmed",
  "outcomes.confirmedText": "The outcome is confirmed.",
  "outcomes.adminHeading": "Check the evidence",
  "outcomes.adminEvidence": "Download the evidence",
  "outcomes.adminVerify": "Verified: it counts",
  "outcomes.adminApprove": "Approve the amount",
  "outcomes.adminRefuse": "Refuse",
  "outcomes.decided": "Decided",
  "outcomes.notAllowed":
    "Only the complaint's author, a member of {company} or a UCK moderator can open this page.",
  "outcomes.state.reported": "Reported by the complainant; not verified, so not counted.",
  "outcomes.state.counts": "Verified; it counts on the company's page.",
  "outcomes.state.review": "Verified; the amount waits for UCK's review before it counts.",
  "outcomes.state.notCounted":
    "Verified, but not counted: the account that recorded it does not meet UCK's counting rules.",
  "outcomes.state.refused": "UCK looked at it and does not count it.",
  "outcomes.o.venue_upheld": "The venue upheld my complaint",
  "outcomes.o.venue_not_upheld": "The venue did not uphold my complaint",
  "outcomes.o.settled": "We settled",
  "outcomes.o.chargeback_won": "My card issuer refunded me (chargeback won)",
  "outcomes.o.chargeback_refused": "My card issuer refused the chargeback",
  "outcomes.o.s75_paid": "My credit-card issuer paid (section 75)",
  "outcomes.o.company_paid": "The company paid after my letter",
  "outcomes.o.nothing_yet": "Nothing yet",
} as const;

export type OutcomesMessages = Record<keyof typeof outcomesEn, string>;
