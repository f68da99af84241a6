import { groupEn } from "./group";

/**
 * The company page's own words (/company/:slug, decision 052): sent by its loader
 * in the page's language only. English: the texts as they were in the components, word for
 * word; its keys are the type Turkish and Spanish must fill, with the same `{placeholders}`.
 * What people and companies wrote (names, descriptions) stays as written.
 */
export const companyEn = {
  // The header.
  "company.verified": "Verified company",
  "company.claimedPage": "Claimed page",
  "company.unclaimedPage": "Unclaimed page",
  "company.followers_one": "{count} follower",
  "company.followers_other": "{count} followers",
  // The follow's toasts (the action's answer and the visitor's sign-in prompt).
  "company.following": "Following",
  "company.followingText": "You are now following this company.",
  "company.unfollowed": "Unfollowed",
  "company.unfollowedText": "You are no longer following this company.",
  "company.followFailed": "Failed to update follow status. Please try again.",
  "company.error": "Error",
  "company.signInToSuggest": "Please log in to suggest a company's complaints address.",
  // The figures.
  "answers.title": "How {company} answers",
  "answers.none": "No answers yet.",
  "verdicts.title": "What the complainants say",
  "verdicts.split": "{yes} said it was resolved, {no} said it was not",
  "verdicts.score": "How it was handled: {score} of 10 on average ({count} scores)",
  "verdicts.again": "Would do business with them again: {rate} of {count} who said",
  "verdicts.few": "Scores and “again?” are shown from 3 answers.",
  "composite.name": "UCK score",
  "composite.value": "{value} of 10",
  "composite.version": "formula version {version}",
  "composite.few_verdicts": "Withheld: fewer than 10 complainants have given their verdict.",
  "composite.few_answered": "Withheld: the company answered fewer than half of its complaints.",
  "composite.missing_parts":
    "Withheld: no complainant has given a score, or said whether they would return, yet.",
  "composite.how": "How it is computed",
  "metrics.label": "Company metrics",
  "metrics.notEnough": "Not enough data yet",
  "metrics.total": "Total complaints",
  "metrics.answered": "{count} answered",
  "metrics.responseRate": "Response rate",
  "metrics.resolutionRate": "Resolution rate",
  "metrics.confirmedOf": "{confirmed} confirmed by the complainants, of {counted}",
  "metrics.awaiting": "{company} says {count} more are resolved, awaiting the complainants",
  "metrics.averageResponse": "Average response time",
  "metrics.medianP90": "median {median} · 90% within {p90}",
  "metrics.satisfaction": "Satisfaction",
  "metrics.ofVerdicts": "of answered verdicts",
  "metrics.within48h": "Answered within 48\u00a0h",
  "metrics.sla": "SLA compliance",
  "metrics.moneyReturned": "Money returned",
  "metrics.noneConfirmed": "None confirmed yet",
  "metrics.confirmed": "Confirmed by the customers",
  "metrics.refundsWaiting_one": "{count} refund waiting for confirmation",
  "metrics.refundsWaiting_other": "{count} refunds waiting for confirmation",
  "metrics.overdue": "({count} overdue)",
  "metrics.notArrived": "{count} did not arrive",
  "metrics.computed": "Every number is computed from this company's complaints.",
  "metrics.howComputed": "How each one is computed",
  // The "same problem" groups, the tabs and the list.
  "company.sameProblem": "Same problem, reported by several people",
  "company.sections": "Company sections",
  "company.complaintsTab": "Complaints ({count})",
  "company.analyticsTab": "Analytics",
  "company.filedOpen": "Open your complaint",
  "company.noComplaintsFiltered": "No complaints found with the selected filters.",
  "company.toolsFailed":
    "This part of the company's page could not load. Check your connection and reload the page.",
  "filters.label": "Filter complaints",
  "filters.status": "Status",
  "filters.sort": "Sort",
  "filters.all": "All",
  "filters.newest": "Newest",
  "filters.oldest": "Oldest",
  "filters.mostUcks": "Most ucks",
  "filters.apply": "Apply",
  // shared/complaint-status.ts's labels, on the company page's cards and its filter.
  // The analytics tab.
  "analytics.locked":
    "Analytics are available for claimed pages. Work for this company? Claim the page to see complaints per week, response times and resolution over time.",
  "analytics.loading": "Loading analytics...",
  // The side column: managing the page, claiming it, its complaints address.
  "manage.heading": "You manage this page",
  "manage.unlimited": "Unlimited responses on your plan.",
  "manage.remaining": "{remaining} of {quota} responses remaining this month",
  "pledge.heading": "Answers on time: the pledge",
  "entity.heading": "Legal entity",
  "entity.unknown":
    "Legal entity unknown: UCK has not confirmed which company is behind this name.",
  "entity.legalName": "Legal name",
  "entity.number": "Number",
  "entity.registryLabel": "Register",
  "entity.address": "Registered address",
  "entity.country": "Country code (two letters)",
  "entity.status": "Status in the register",
  "entity.statusIs": "Status in the register: {status}",
  "entity.source": "Where it comes from",
  "entity.from.gleif": "From GLEIF, confirmed by UCK; read on {day}",
  "entity.from.companies_house": "From Companies House, confirmed by UCK; read on {day}",
  "entity.from.company": "Entered by the company, checked by UCK on {day}",
  "entity.from.superadmin": "Entered by UCK on {day}",
  "entity.waiting":
    "Your entry ({name}, sent on {day}) waits for UCK's check. It is not public before.",
  "entity.enter": "Enter your legal entity",
  "entity.enterHelp":
    "Attach a picture of a document that shows the legal name and number (a register extract, an invoice). UCK checks it; only then does the page show the entity. The document is never public.",
  "entity.enterWithClaim": "Enter the company's legal entity with your claim",
  "entity.enterWithClaimHelp":
    "While UCK reviews your claim of this page, you can enter the company's legal name and number with a picture of a document that shows them (a register extract, an invoice). UCK checks the document with your claim; nothing is shown on the page before that, and the document is never public.",
  "entity.documentLabel": "Document (JPEG, PNG or WebP, at most 5 MB)",
  "entity.send": "Send for checking",
  "entity.registry.lei": "LEI (GLEIF)",
  "entity.registry.gb_company_number": "UK company number",
  "entity.registry.tr_mersis": "MERSİS number",
  "entity.registry.tr_vkn": "Turkish tax number (VKN)",
  "entity.registry.br_cnpj": "CNPJ",
  "entity.registry.es_nif": "NIF (Spain)",
  "entity.registry.other": "Other register number",
  "escalationOutcomes.heading": "When people pushed: outcomes after escalation",
  "escalationOutcomes.upheld": "Escalations upheld against {company}: {n} of {m}",
  "escalationOutcomes.none": "No verified outcome of an escalation against {company} yet.",
  "escalationOutcomes.notCounted":
    "Reported by complainants but not verified or not counted: {count}",
  "escalationOutcomes.money": "Money returned, by channel",
  "escalationOutcomes.channel.company_refund": "Company refund",
  "escalationOutcomes.channel.after_letter": "Paid after a letter",
  "escalationOutcomes.channel.chargeback": "Chargeback",
  "escalationOutcomes.channel.s75": "Credit-card claim (s75)",
  "escalationOutcomes.channel.award": "Award or settlement",
  "escalationOutcomes.rule": "How these are counted",
  "pledge.rule":
    "{company}'s pledge: a first answer within 48 hours of a complaint reaching the company, and an outcome within 10 days.",
  "pledge.since": "Pledged since {date}: kept {kept} of {total} ({rate})",
  "pledge.sinceNone": "Pledged since {date}: no complaint counted yet",
  "pledge.withdrawnKept":
    "Pledge withdrawn on {date}. While it was in force: kept {kept} of {total} ({rate})",
  "pledge.withdrawnNone": "Pledge withdrawn on {date}.",
  "pledge.notYet": "{company} has not made the pledge.",
  "pledge.history": "Every pledge period",
  "pledge.period": "{from} to {to}",
  "pledge.periodOpen": "{from} to now",
  "pledge.how": "How the pledge is counted",
  "pledge.offer":
    "Pledge it publicly: the page, the badge and the API show how often you keep it over the last 12 months. Withdrawing is public and dated, and a new pledge waits 30 days after a withdrawal.",
  "pledge.make": "Make the pledge",
  "pledge.withdraw": "Withdraw the pledge",
  "outcome.record": "Record the outcome",
  "outcome.help":
    "Your answer said it is in progress. Say what came of it: the complainant is told, and within 10 days of the complaint reaching you it keeps the pledge's second half.",
  "outcome.what": "What came of it",
  "outcome.text": "Your words to the complainant",
  "outcome.submit": "Save the outcome",
  "claim.accountRequired": "Company Account Required",
  "claim.workHere":
    "Do you work for {company}? Create an account or log in to claim this page and answer complaints.",
  "claim.register": "Register",
  "claim.login": "Login",
  "claim.heading": "Claim this page",
  "claim.verifyHint": "Verify with an address at the company's domain to respond to complaints.",
  "claim.mailSent":
    "Verification email sent to {email}. Check your inbox and open the link to confirm the claim.",
  "claim.sending": "Sending…",
  "claim.sendAgain": "Send the email again",
  "claim.waiting": "Your claim with {email} is waiting for an admin's review.",
  "claim.otherAddress": "Use another address",
  "claim.entityHint":
    "You can also enter the company's legal entity with a document, for UCK to check with your claim.",
  "claim.workEmail": "Work email",
  "claim.domain": "Company domain",
  "claim.submitting": "Submitting…",
  "claim.submit": "Submit claim",
  // A claim that failed unexpectedly (the server's answer, or the browser's when the request never
  // reached it): the spec's CLAIM_MESSAGES.failed.
  "claim.failed": "Failed to submit claim request. Please try again.",
  "address.heading": "Where does {company} take complaints?",
  "address.text":
    "Nobody manages this page yet. If you know the address where {company} takes complaints, suggest it: once it is confirmed, new complaints about {company} are sent there.",
  "address.label": "Complaints address",
  "address.suggest": "Suggest",
  "address.logIn": "{login} to suggest its address.",
  "address.logInLink": "Log in",
  // About, the trending issues (figures.ts's keyword groups) and the badge.
  "about.label": "About {company}",
  "about.heading": "About",
  "about.noDescription": "{company} has not added a description yet.",
  "about.ceo": "Chief executive",
  "trending.heading": "Trending issues",
  "trending.none": "No complaints yet.",
  "trending.Delays": "Delays",
  "trending.Customer Service": "Customer Service",
  "trending.Product Quality": "Product Quality",
  "trending.Other": "Other",
  "badge.heading": "UCK badge",
  "badge.alt": "{company}'s UCK record over the last 12 months",
  "badge.text":
    "Show this record on any site. It always counts the last 12 months: complaints, the share answered, the median response time and, where it pledged, how often it kept the pledge; never a chosen few.",
  "badge.copy": "HTML to copy",
  // The flags in the open (decision 032) under the figures, and a member's extortion link.
  "flags.label": "Reports by this company",
  "flags.memberReports_one":
    "Reported by this company's members: {count} complaint · {upheld} upheld by a moderator",
  "flags.memberReports_other":
    "Reported by this company's members: {count} complaints · {upheld} upheld by a moderator",
  "flags.leftOut_one":
    "{count} complaint a moderator found was used to demand payment is left out of these figures.",
  "flags.leftOut_other":
    "{count} complaints a moderator found were used to demand payment are left out of these figures.",
  ...groupEn,
  // Issue 40, the member's side: the respond / resolve / refund forms, the flood guard's second
  // figures and the analytics charts (one block, kept last).
  "member.respond": "Respond",
  "member.markResolved": "Mark Resolved",
  "member.offerRefund": "Offer a new refund",
  "member.waits":
    "The customer says the refund did not arrive. Offer a new refund, or wait until they confirm it arrived, before marking this complaint resolved.",
  "member.refundMissing": "The customer says the {amount} did not arrive.",
  "member.newRefund": "The new refund",
  "member.cancel": "Cancel",
  "member.recordRefund": "Record the new refund",
  "member.respondTo": "Respond to {name}",
  "member.respondToCustomer": "Respond to the customer",
  "member.remaining": "{remaining} of {quota} remaining this month",
  "member.yourResponse": "Your response",
  "member.placeholder": "Explain what you will do to make it right.",
  "member.offerReimbursement": "Offer reimbursement",
  "member.reimbursementDetails": "Reimbursement details",
  "member.reimbursementExample": "e.g. Full refund of $89.99",
  "member.moneyToReturn": "Money to return (optional)",
  "member.limitReached":
    "Response limit reached: You've reached your limit. Please upgrade your plan to continue responding.",
  "member.whatDoes": "What does your answer do?",
  "member.hint.explanation": "You explain what happened; nothing more is given.",
  "member.hint.monetary": "Money back: a refund with its amount, currency and day.",
  "member.hint.non_monetary": "Another remedy: a replacement, a repair, a corrected account.",
  "member.hint.in_progress": "You are still working on it.",
  "member.hint.not_our_customer":
    "This person is not your customer, or the complaint is about another company.",
  "member.hint.duplicate": "The same problem is already answered in another complaint.",
  "member.theRefund": "The refund (required for a monetary relief)",
  "member.submit": "Submit response",
  "refundFields.note":
    "The customer confirms when it arrives; confirmed amounts show as money returned on your page (an amount far above your usual refunds once UCK has reviewed it).",
  "refundFields.amount": "Amount",
  "refundFields.currency": "Currency",
  "refundFields.paidBy": "Paid by",
  "flood.heading": "Metrics with and without the unusual activity",
  "flood.metric": "Metric",
  "flood.all": "All complaints",
  "flood.without": "Without flagged windows",
  "flood.banner.label": "Unusual activity",
  "flood.banner.volume":
    "{count} complaints in 24 hours (usually {median} a day). Complaints from accounts under a week old or sharing a network address, or with near-identical texts, are being reviewed.",
  "flood.banner.young_ucks":
    "{young} of the {ucks} ucks in 24 hours came from accounts under a day old; they count in rankings only as those accounts age. No complaint is flagged for the ucks it was given.",
  "flood.banner.near_identical":
    "Near-identical complaints from {accounts} accounts under a week old or sharing a network address; those complaints are being reviewed.",
  "flood.banner.kept": "Nothing has been deleted; every complaint stays public.",
  "flood.how": "How unusual activity is detected",
  "flood.explained":
    '"Without flagged windows" leaves out the complaints that a window of unusual activity, open or upheld by a moderator, flagged as suspect themselves: from accounts under a week old or sharing a network address, or with near-identical texts.',
  "flood.formula": "Formula, version {version}",
  "charts.perWeek": "Complaints per week",
  "charts.complaints": "Complaints",
  "charts.answered": "Answered",
  "charts.hours": "Average hours to first response",
  "charts.hoursLine": "Hours to first response",
  "charts.hourUnit": "h",
  "charts.resolution": "Resolution and satisfaction",
  "charts.resolved": "Resolved (count)",
  "charts.satisfied": "Satisfied (%)",
  // The same figures as a table: the tab opened without JavaScript (issue 60).
  "charts.tableCaption": "Weekly figures, last 12 weeks",
  "charts.week": "Week of",
} as const;

export type CompanyMessages = Record<keyof typeof companyEn, string>;
