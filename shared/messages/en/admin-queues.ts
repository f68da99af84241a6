import { CONTACT_TOPIC_OPTIONS } from "@shared/content/help";

/**
 * The admin page's queues (decision 030, decision 030): the Moderation tab's appeals, extortion
 * reports and reported complaints, the Claims tab (claims, complaints addresses, a company's
 * country), the Refunds, Messages, Unusual activity and Jobs tabs. Spread into the `admin`
 * section. English: the texts the page had, word for word; a message's topic is the help form's
 * own label (shared/content/help.ts).
 */
const topics = Object.fromEntries(
  CONTACT_TOPIC_OPTIONS.map((topic) => [`topic.${topic.value}`, topic.label]),
) as Record<`topic.${(typeof CONTACT_TOPIC_OPTIONS)[number]["value"]}`, string>;

export const adminQueuesEn = {
  // Under a queued complaint.
  "queue.by": "by {author}",
  "queue.formerUser": "Former user",
  "queue.open": "Open the complaint",
  // Appeals of removals.
  "appeals.heading": "Appeals of removals ({count})",
  "appeals.none": "No appeals waiting. An author can appeal a removal once, from its page.",
  "appeals.meta": "About {company} · removed {removed} · appealed {appealed}",
  "appeals.reason": "Reason for removal:",
  "appeals.appeal": "The author's appeal:",
  "appeals.note": "Note (shown on the complaint's page)",
  "appeals.restore": "Restore",
  "appeals.reject": "Reject",
  // Extortion reports.
  "queue.extortion.heading": "Reported as extortion ({count})",
  "queue.extortion.intro":
    "A company's member says the complaint's author demanded something to remove it. Uphold only when the demand shows it: this complaint is then labelled and left out of its company's figures, and stays readable. The author's other complaints change only where you name them below, finding the same demand on each.",
  "extortion.none": "No open extortion reports.",
  "extortion.badge": "Extortion",
  "extortion.meta": "about {company} · reported by {reporter} {when}",
  "extortion.aMember": "a member",
  "queue.extortion.demand": "The demand, as attached",
  "queue.extortion.picture": "Open the attached picture",
  "extortion.reject": "Reject",
  "extortion.uphold": "Uphold",
  "queue.extortion.answer": "The author's side",
  "queue.extortion.noAnswer": "The author has not answered yet.",
  "queue.extortion.answerPicture": "Open the author's picture",
  "queue.extortion.same":
    "Other complaints by this author about this company with the same demand (optional: their addresses or ids)",
  "queue.extortion.sameNote": "What shows the same demand on them",
  "queue.extortionAppeals.heading": "Appeals of extortion findings ({count})",
  "queue.extortionAppeals.intro":
    "The complaint's author appeals a finding. Read both sides: overturning removes the finding from the complaint, the company's figures and everywhere else; keeping leaves it.",
  "extortionAppeals.none": "No pending appeals of extortion findings.",
  "extortionAppeals.demand": "What the company's member attached",
  "extortionAppeals.same": "Recorded as the same demand: {note}",
  "extortionAppeals.answer": "The author's answer before the decision",
  "extortionAppeals.appeal": "The author's appeal",
  "extortionAppeals.note": "Note to the author (optional)",
  "extortionAppeals.overturn": "Overturn the finding",
  "extortionAppeals.keep": "Keep the finding",
  // Reported complaints.
  "reports.heading": "Reported complaints ({count})",
  "reports.intro":
    "Most serious first: reports from accounts older than a day count more than those from new accounts or from the company's own members.",
  "reports.none": "No open reports. Reports from the card menu land here.",
  "reports.count_one": "{count} report",
  "reports.count_other": "{count} reports",
  "reports.meta": "about {company} · first reported {when}",
  "reports.allMembers": "Reported by the company's own members",
  "reports.someMembers": "{count} by the company's own members",
  "reports.young": "{count} from accounts under a day old",
  "reports.reasons": "Reasons given",
  "reports.removal": "Reason for removal (shown on its public stub)",
  "reports.removalPlaceholder": "Which rule of the User Agreement it breaks",
  "reports.keep": "Keep",
  "reports.remove": "Remove",
  "reports.pages": "Report queue pages",
  "reports.first": "First page",
  "reports.next": "Next page",
  // Company claims.
  "claims.none":
    "No claims waiting. A claim lands here when its verification e-mail could not be sent.",
  "claims.alreadyClaimed": "already claimed",
  "claims.unknownUser": "Unknown user",
  "claims.asked": "{requester} asked {when} with {email}.",
  "claims.askedOffDomain":
    "{requester} asked {when} with {email}, which is not at the company's domain.",
  "claims.approve": "Approve",
  "claims.reject": "Reject",
  "claims.backForReview":
    "Back for review: its link verified a personal mailbox, which cannot show that the person works for the company. Until you decide, the page is unclaimed.",
  // Complaints addresses and a company's country.
  "contacts.heading": "Complaints addresses",
  "contacts.none": "No suggested address waits for a decision.",
  "contacts.item": "{address} for {company}, suggested by {by} {when}.",
  "contacts.itemDomain": "{address} for {company} ({domain}), suggested by {by} {when}.",
  "contacts.someoneWhoLeft": "a person who left",
  "contacts.confirm": "Confirm",
  "contacts.refuse": "Refuse",
  "contacts.ownAddress": "Its network address is its own.",
  "contacts.sharesAddress": "Its network address is shared with other accounts.",
  "contacts.suggesterJoined": "The account that suggested it was made {when}.",
  "contacts.reason.other_domain": "Not at the company's domain.",
  "contacts.reason.not_role":
    "A person's address at the company's domain, not a role mailbox: it cannot confirm itself.",
  "contacts.reason.personal_mailbox":
    "A personal mailbox (webmail or an internet provider): it cannot confirm itself.",
  "contacts.slug": "Company slug",
  "entities.heading": "Legal entities",
  "entities.help":
    "Who each company really is. Nothing is public until you confirm it here; when a look-up finds several candidates, choose the right one, or none.",
  "entities.lookup": "Look up in the registers",
  "entities.enter": "Enter and confirm",
  "entities.legalName": "Legal name",
  "entities.registry": "Register",
  "entities.identifier": "Number",
  "entities.address": "Registered address",
  "entities.country": "Country code (two letters)",
  "entities.none": "No legal entity waits for a decision.",
  "entities.proposed": "Proposed: exactly the company's name",
  "entities.document": "Open the company's document",
  "entities.byClaimant":
    "Entered with a claim of the page that is still pending ({email}): check the claim in the list above too.",
  "entities.confirm": "Confirm",
  "entities.reject": "Reject",
  "entities.from.gleif": "Read from GLEIF on {day}",
  "entities.from.companies_house": "Read from Companies House on {day}",
  "entities.from.company": "Entered by the company on {day}, with a document",
  "entities.from.superadmin": "Entered by UCK on {day}",
  "entities.registry.lei": "LEI (GLEIF)",
  "entities.registry.gb_company_number": "UK company number",
  "entities.registry.tr_mersis": "MERSİS number",
  "entities.registry.tr_vkn": "Turkish tax number (VKN)",
  "entities.registry.br_cnpj": "CNPJ",
  "entities.registry.es_nif": "NIF (Spain)",
  "entities.registry.other": "Other register number",
  "contacts.address": "Complaints address",
  "contacts.setAddress": "Set the address",
  "country.label": "Country (picks the escalation venue)",
  "country.fromDomain": "From its domain",
  "country.set": "Set the country",
  // Refunds far above the usual.
  "refunds.none":
    "No refunds waiting. A confirmed refund far above its company's usual ones lands here before it counts as money returned.",
  "refunds.heading": "{amount} from {company}",
  "refunds.unknownUser": "Unknown user",
  "refunds.confirmed": "{person} confirmed it {when}. It is far above the company's usual refunds.",
  "refunds.confirmedUndated": "{person} confirmed it. It is far above the company's usual refunds.",
  "refunds.approve": "Approve: count it",
  "adminOutcomes.heading": "Outcomes after escalation to verify",
  "adminOutcomes.none": "No outcome waits for a check.",
  "adminOutcomes.item": "{company}: {outcome}, on {date}",
  "adminOutcomes.review": "The company confirmed it; the amount waits for review.",
  "adminOutcomes.open": "Check and decide",
  "adminOutcomes.evidence": "Download the evidence",
  "adminOutcomes.o.venue_upheld": "venue upheld",
  "adminOutcomes.o.venue_not_upheld": "venue did not uphold",
  "adminOutcomes.o.settled": "settled",
  "adminOutcomes.o.chargeback_won": "chargeback won",
  "adminOutcomes.o.chargeback_refused": "chargeback refused",
  "adminOutcomes.o.s75_paid": "s75 paid",
  "adminOutcomes.o.company_paid": "company paid after the letter",
  "adminOutcomes.o.nothing_yet": "nothing yet",
  "refunds.refuse": "Refuse: do not count it",
  // Messages from /help.
  ...topics,
  "messages.newHeading": "New messages ({count})",
  "messages.none": "No new messages. Messages from the help page land here.",
  "messages.recent": "Recently handled",
  "messages.markHandled": "Mark handled",
  "messages.handled": "Handled",
  "messages.handledWhen": "Handled {when}",
  // Unusual activity (the flood guard's windows).
  "flood.none":
    "No windows of unusual activity. The hourly flood guard opens one when a company's last 24 hours trip a rule.",
  "flood.state.open": "Open",
  "flood.state.cleared": "Cleared",
  "flood.state.upheld": "Upheld",
  "flood.title": "{state}: {company}",
  "flood.rule.volume": "many more complaints than usual",
  "flood.rule.young_ucks": "half or more of the ucks from accounts under a day old",
  "flood.rule.near_identical": "near-identical texts from new or address-sharing accounts",
  "flood.figures":
    "{complaints} complaints in 24 hours (usually {median} a day); {young} of {ucks} ucks from accounts under a day old; {near} accounts with near-identical texts. Tripped on: {rules}. Began {began}, last held {held}.",
  "flood.clear": "Clear: count its complaints again",
  "flood.uphold": "Uphold: keep it flagged",
  // Cron jobs.
  "jobs.intro":
    "Each job runs on its own: one that fails is recorded here and the others still run. A job that has not succeeded for two of its intervals is late and makes {readyz} answer 503.",
  "jobs.label": "Cron jobs",
  "jobs.col.job": "Job",
  "jobs.col.every": "Every",
  "jobs.col.lastRun": "Last run",
  "jobs.col.duration": "Duration",
  "jobs.col.outcome": "Outcome",
  "jobs.col.lastError": "Last error",
  "jobs.col.lastSuccess": "Last success",
  "jobs.every": "{minutes} min",
  "jobs.seconds": "{seconds} s",
  "jobs.milliseconds": "{ms} ms",
  "jobs.never": "Never",
  "jobs.notRun": "Not run yet",
  "jobs.ok": "OK",
  "jobs.failed": "Failed",
  "jobs.failedTimes": "Failed ×{count}",
  "jobs.late": "Late",
} as const;

export type AdminQueuesMessages = Record<keyof typeof adminQueuesEn, string>;
