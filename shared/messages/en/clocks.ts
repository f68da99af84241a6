/**
 * The statutory clocks (decision 044; shared/clocks.ts): the three optional questions on
 * /create and on the complaint page, the author's deadlines, their calendar file and reminders.
 * Spread into the create, complaint and mail sections.
 */
export const clocksEn = {
  "clocks.legend": "For the deadlines that apply to you",
  "clocks.legendHint":
    "Optional. Only you see these answers; UCK uses them to show your legal deadlines and remind you of them.",
  "clocks.optional": "(optional)",
  "clocks.problemLabel": "What went wrong?",
  "clocks.paymentLabel": "How did you pay?",
  "clocks.dateLabel": "Purchase or delivery date",
  "clocks.choose": "Choose…",
  "clocks.problem.not_delivered": "Not delivered",
  "clocks.problem.faulty": "Faulty or not as described",
  "clocks.problem.cancelled_not_refunded": "Cancelled but not refunded",
  "clocks.problem.other": "Something else",
  "clocks.payment.credit_card": "Credit card",
  "clocks.payment.debit_card": "Debit card",
  "clocks.payment.bank_transfer": "Bank transfer",
  "clocks.payment.cash": "Cash",
  "clocks.payment.other": "Another way",
  // shared/clocks.ts CLOCK_ANSWER_PROBLEMS
  "clocks.problem.problem": "Choose what went wrong from the list.",
  "clocks.problem.payment": "Choose how it was paid from the list.",
  "clocks.problem.date": "Enter the purchase or delivery date as a real day, not in the future.",
  "clocks.heading": "Your deadlines",
  "clocks.private": "Only you see this.",
  "clocks.intro":
    "Counted from the date you gave (a clock that runs from delivery runs from the day you received the goods). General information, not legal advice: check the source before you rely on a day.",
  "clocks.askAnswers":
    "Say what went wrong, how you paid and when, and UCK shows the legal deadlines that apply to you.",
  "clocks.none": "UCK knows no deadline for these answers and this place.",
  "clocks.next": "Next deadline",
  "clocks.passed": "passed",
  "clocks.unverified": "Not verified against the law's own text.",
  "clocks.source": "Source: {law}, checked {date}",
  "clocks.calendar": "Add these deadlines to your calendar (.ics)",
  "clocks.edit": "What went wrong, how you paid and when",
  "clocks.save": "Save",
  "clocks.saving": "Saving…",
  "clocks.saved": "Saved. Your deadlines are updated.",
  "clocks.notAuthor": "Only the complainant can change this.",
  "clocks.calendarName": "UCK deadlines: {company}",
  "clocks.calendarLink": "Your complaint: {url}",
  "clocks.reminderSubject1": "Tomorrow: {title}",
  "clocks.reminderSubject7": "In 7 days: {title}",
  "clocks.reminderText": "Your complaint about {company}: {title}, on {date}. {do}",
  "clocks.reminderOpen": "See your deadlines",
  "clocks.rule.eu-withdrawal.title": "Last day to withdraw from the purchase (14 days)",
  "clocks.rule.eu-withdrawal.do":
    "Tell the seller in writing that you withdraw from the contract; you need not give a reason.",
  "clocks.rule.uk-cancel.title": "Last day to cancel an online or distance purchase (14 days)",
  "clocks.rule.uk-cancel.do": "Tell the trader clearly, in writing, that you are cancelling.",
  "clocks.rule.tr-withdrawal.title": "Last day of the right of withdrawal (14 days)",
  "clocks.rule.tr-withdrawal.do": "Tell the seller in writing that you withdraw from the purchase.",
  "clocks.rule.br-withdrawal.title": "Last day of the right of withdrawal (7 days)",
  "clocks.rule.br-withdrawal.do":
    "Tell the seller in writing that you withdraw and ask for all your money back.",
  "clocks.rule.uk-reject.title":
    "Last day of the short-term right to reject faulty goods (30 days)",
  "clocks.rule.uk-reject.do": "Tell the trader that you reject the goods and want a full refund.",
  "clocks.rule.uk-presumption.title":
    "End of the six months in which a fault is presumed to have been there at delivery",
  "clocks.rule.uk-presumption.do":
    "Report the fault to the trader in writing before this day; after it, you may have to prove the fault.",
  "clocks.rule.uk-delivery.title": "The trader's latest delivery day if none was agreed (30 days)",
  "clocks.rule.uk-delivery.do":
    "If nothing has arrived, set a final date in writing or end the contract and ask for a refund.",
  "clocks.rule.uk-limitation.title":
    "Last day to take the trader to court (six years, England and Wales)",
  "clocks.rule.uk-limitation.do": "A court claim about this purchase must start before this day.",
  "clocks.rule.eu-delivery.title": "The seller's latest delivery day if none was agreed (30 days)",
  "clocks.rule.eu-delivery.do":
    "If nothing has arrived, give the seller an extra period in writing; if it misses that too, end the contract and ask for your money back.",
  "clocks.rule.eu-presumption.title":
    "End of the year in which a fault is presumed to have been there at delivery",
  "clocks.rule.eu-presumption.do":
    "Report the fault to the seller in writing before this day; after it, you may have to prove it.",
  "clocks.rule.eu-guarantee.title": "End of the two-year legal guarantee",
  "clocks.rule.eu-guarantee.do":
    "Ask the seller in writing for a repair or a replacement before this day.",
  "clocks.rule.es-presumption.title":
    "End of the two years in which a fault is presumed to have been there at delivery",
  "clocks.rule.es-presumption.do":
    "Report the fault to the seller in writing before this day; after it, you may have to prove it.",
  "clocks.rule.es-guarantee.title": "End of the three-year legal guarantee",
  "clocks.rule.es-guarantee.do":
    "Ask the seller in writing for a repair or a replacement before this day.",
  "clocks.rule.tr-presumption.title":
    "End of the six months in which a defect is presumed to have been there at delivery",
  "clocks.rule.tr-presumption.do": "Tell the seller about the defect in writing before this day.",
  "clocks.rule.tr-limitation.title": "End of the two-year limitation for a defective product",
  "clocks.rule.tr-limitation.do": "Claims about the defect must be made before this day.",
  "clocks.rule.card-dispute.title":
    "About the last day to ask your card issuer for a chargeback (120 days)",
  "clocks.rule.card-dispute.do":
    "Ask your bank to dispute the payment; banks may set shorter limits, so do it soon.",
  "clocks.rule.us-fcba.title":
    "Last day to send a billing-error letter to your card issuer (60 days)",
  "clocks.rule.us-fcba.do":
    "Write to the issuer's billing-error address. The limit is 60 days after the statement that shows the charge; counted here from the purchase, so the real limit is not earlier.",
  "clocks.rule.fos-wait.title": "The firm's eight weeks for a final response end",
  "clocks.rule.fos-wait.do":
    "If it has not answered by then, you can take the complaint to the Financial Ombudsman Service.",
  "clocks.rule.fos-refer.title":
    "Last day to take the complaint to the Financial Ombudsman Service (six months after the answer)",
  "clocks.rule.fos-refer.do":
    "If the answer does not resolve it, refer the complaint to the ombudsman before this day.",
} as const;

export type ClocksMessages = Record<keyof typeof clocksEn, string>;
