/**
 * Letters before action and the card-dispute kit (decision 047; shared/letters.ts,
 * shared/card-disputes.ts): the printable letter, the kit and its bundle for the bank, rendered by
 * the Worker (worker/services/letters/), and the complaint page's panel (spread into the
 * complaint section). The laws' own names are printed as the law names itself, never translated.
 */
export const lettersPanelEn = {
  "letters.heading": "Letter before action",
  "letters.panelIntro":
    "A formal letter to {company} citing the law for your problem, with the amount, what would resolve it and a dated deadline. Only you see this.",
  "letters.open": "Open your letter (printable)",
  "letters.kit": "Card dispute kit (printable)",
  "letters.askProblem":
    "Say what went wrong (not delivered, faulty, or cancelled but not refunded) in the form below and UCK writes your letter.",
  "letters.noPlace": "UCK has letters for the UK, Turkey, Spain, the United States and the EU.",
  "letters.send": "Send the letter to {company} for me",
  "letters.sendHint":
    "UCK mails it once to {company}'s complaints address, with you as the reply address, and records it on your complaint's file.",
  "letters.sending": "Sending…",
  "letters.sent":
    "UCK sent your letter to {company} on {day}; it asks for an answer by {deadline}.",
  "letters.sendDone": "Your letter is on its way, and it is recorded on your complaint's file.",
  "letters.sendRefused.already": "UCK already sent your letter for this complaint.",
  "letters.sendRefused.capped":
    "You asked UCK to send 3 letters in the last 24 hours. Try again tomorrow.",
  "letters.sendRefused.unavailable": "UCK cannot send a letter for this complaint.",
  "letters.sendRefused.noAddress":
    "UCK has no address to mail this company: print the letter and send it yourself.",
  "letters.sendRefused.cadence":
    "UCK wrote to this company's address less than 24 hours ago. Try again after {time}.",
};

export const lettersEn = {
  ...lettersPanelEn,
  "letters.title": "Letter before action",
  "letters.subject": "Letter before action: {company}",
  "letters.from": "From",
  "letters.to": "To",
  "letters.date": "Date",
  "letters.reference": "Reference",
  "letters.referenceValue": "UCK complaint {id}",
  "letters.registerNumber": "Register number: {identifier}",
  "letters.legalUnknown": "UCK has not confirmed this company's legal entity yet.",
  "letters.salutation": "Dear Sir or Madam,",
  "letters.facts.not_delivered":
    "On {date} I bought from you and paid {amount}. What I paid for has not been delivered.",
  "letters.facts.faulty":
    "On {date} I bought from you and paid {amount}. What you supplied is faulty or not as described.",
  "letters.facts.cancelled_not_refunded":
    "On {date} I bought from you and paid {amount}. I cancelled the contract, and you have not refunded me.",
  "letters.complaintWords": "My complaint, as I wrote it on {day}:",
  "letters.law.uk.not_delivered":
    "Under the {law}, goods must be delivered at the agreed time or, if none was agreed, without undue delay and not more than 30 days after the contract was made. As they were not, I now set a further period, appropriate in the circumstances, ending on the date below; if you miss it I will treat the contract as at an end and you must refund everything I paid.",
  "letters.law.uk.faulty":
    "Under the {law}, goods must conform to the contract. When they do not, I have the short-term right to reject them for a full refund within 30 days, the right to repair or replacement, and, after one failed repair or replacement, a price reduction or the final right to reject.",
  "letters.law.uk.cancelled_not_refunded":
    "Under the {law}, a distance or off-premises contract may be cancelled within 14 days without giving a reason, and the trader must then refund what was paid, including the standard delivery charge. I cancelled, and the refund has not arrived.",
  "letters.law.tr.not_delivered":
    "Under {law}, in a distance sale the seller must perform within the time it promised, and for goods never later than 30 days; if it does not, the consumer may terminate the contract and must be refunded everything paid.",
  "letters.law.tr.faulty":
    "Under {law}, a consumer who receives defective goods may withdraw from the contract, ask for a price reduction in proportion to the defect, ask for free repair, or ask for replacement with a non-defective one, and the seller must do what the consumer chose.",
  "letters.law.tr.cancelled_not_refunded":
    "Under {law}, in a distance sale the consumer may withdraw from the contract within 14 days without giving a reason or paying a penalty, and the seller must then refund everything paid, including the delivery charge.",
  "letters.law.es.not_delivered":
    "Under the {law}, if the goods are not delivered in time the consumer may give the trader an additional period appropriate to the circumstances; if it is missed, the consumer may terminate the contract and be refunded everything paid without undue delay.",
  "letters.law.es.faulty":
    "Under the {law}, the seller is liable for a lack of conformity: the consumer may ask for repair or replacement free of charge and, if that is not possible or not done, a price reduction or termination of the contract. A defect that appears within two years of purchase is presumed to have existed from the start.",
  "letters.law.es.cancelled_not_refunded":
    "Under the {law}, a consumer may withdraw from a distance contract within 14 calendar days, and the trader must refund all sums paid within 14 days of learning of the withdrawal, by the same means of payment.",
  "letters.law.us.not_delivered":
    "Under the {law}, a seller must ship within the time it stated or, if none was stated, within 30 days; if it cannot, it must get my consent to the delay or give a prompt refund. Where I paid by credit card, a charge for goods not delivered as agreed is a billing error I may raise with my card issuer.",
  "letters.law.us.faulty":
    "Under the {law}, goods sold must conform to the seller's warranties, including the warranties the law implies. What you supplied does not.",
  "letters.law.us.cancelled_not_refunded":
    "Under the {law}, a charge for goods or services I did not accept, or that were not delivered, is a billing error I may raise with my card issuer where I paid by credit card. You agreed to the cancellation or return, and the refund has not been made.",
  "letters.law.eu.not_delivered":
    "Under the {law}, as your country's law applies it, goods must be delivered by the agreed time or within 30 days. As they were not, I give you an additional, reasonable period ending on the date below; if you miss it I may terminate the contract and you must refund everything I paid without undue delay.",
  "letters.law.eu.faulty":
    "Under the {law}, as your country's law applies it, the seller is liable for faults that existed when the goods were delivered and appear within two years, and must repair or replace them at no cost; if that is not possible or not done, I am entitled to a price reduction or to terminate the contract.",
  "letters.law.eu.cancelled_not_refunded":
    "Under the {law}, as your country's law applies it, I may withdraw from a distance contract within 14 days without giving a reason, and the trader must refund all payments, including the standard delivery charge, within 14 days of being told.",
  "letters.demand.not_delivered":
    "I ask you to deliver what I paid for, or to refund everything I paid, by the date below.",
  "letters.demand.faulty":
    "I ask you to refund me, or to repair or replace the goods free of charge, by the date below.",
  "letters.demand.cancelled_not_refunded":
    "I ask you to refund everything I paid, including the standard delivery charge, to the means of payment I used, by the date below.",
  "letters.resolution": "What would resolve this for me: {resolution}",
  "letters.amount": "The amount in dispute is {amount}.",
  "letters.deadline":
    "Please reply and put this right by {deadline} ({days} days from the date of this letter).",
  "letters.next.uk":
    "If you do not, I intend to take the matter further, to an alternative dispute resolution scheme or to the county court, and to show them this letter.",
  "letters.next.tr":
    "If you do not, I intend to apply to the consumer arbitration committee or to the consumer court and to show them this letter.",
  "letters.next.es":
    "If you do not, I intend to take the matter to the consumer arbitration system or to court. This letter is my prior written claim to you.",
  "letters.next.us":
    "If you do not, I intend to dispute the charge with my card issuer where I paid by card, and to take the matter to my state's consumer protection office or to small claims court.",
  "letters.next.eu":
    "If you do not, I intend to ask the European Consumer Centre of my country for help and to take the matter further.",
  "letters.closing": "Yours faithfully,",
  "letters.sources": "Laws cited",
  "letters.sourceLine": "{cite}: checked on {date} against",
  "letters.numberless":
    "No article or section number is printed: UCK could not confirm it against a published copy of the law's text.",
  "letters.template":
    "This letter is a template UCK made from your complaint. It is not legal advice: check it, change what does not fit, and ask a consumer adviser if you are unsure.",
  "letters.print": "Print this page, or save it as a PDF, from your browser's print menu.",
  "letters.back": "Back to the complaint",
  "letters.other": "The same letter for another place:",
  "letters.place.uk": "United Kingdom",
  "letters.place.tr": "Turkey",
  "letters.place.es": "Spain",
  "letters.place.us": "United States",
  "letters.place.eu": "EU, cross-border",
  "kit.title": "Card dispute kit",
  "kit.intro":
    "For a dispute with your bank about a card payment: the reason code your bank can use, the days it has left, and a bundle of your evidence to print.",
  "kit.thirdParty":
    "The reason codes and windows come from third-party summaries of the card networks' rules, not from the networks' own rule books. Card-network rules bind the banks, and your bank may set a shorter deadline: contact it promptly.",
  "kit.formLegend": "Your card payment",
  "kit.network": "Card network",
  "kit.card": "Card",
  "kit.card.credit": "Credit card",
  "kit.card.debit": "Debit card",
  "kit.problem": "What went wrong",
  "kit.problem.not_delivered": "Not delivered",
  "kit.problem.faulty": "Faulty or not as described",
  "kit.problem.cancelled_not_refunded": "Cancelled but not refunded",
  "kit.timing": "What happened since",
  "kit.timing.date_given": "A delivery date was promised and has passed",
  "kit.timing.no_date": "No delivery date was given",
  "kit.timing.services_stopped": "An ongoing service stopped",
  "kit.timing.kept": "I kept the goods",
  "kit.timing.returned": "I sent the goods back or cancelled the service",
  "kit.timing.credit_receipt": "The company confirmed a refund that never came",
  "kit.expected": "Promised delivery date, or the day the goods came",
  "kit.returned": "Day you sent the goods back",
  "kit.credit": "Date on the refund confirmation",
  "kit.aware": "Day you learned the service stopped",
  "kit.show": "Show my code and days left",
  "kit.needDate": "Give the purchase date on the complaint page first: the windows count from it.",
  "kit.choose": "Choose the network, the card and what happened to see the code.",
  "kit.code": "Reason code: {network} {code}, {name}",
  "kit.window": "Last day for your bank to file: {date}, {days} days left of {window}.",
  "kit.windowPassed": "The {window}-day window ended on {date}.",
  "kit.counted": "Counted from {date}.",
  "kit.fileFrom": "Your bank can file from {date}.",
  "kit.waitUnknown":
    "Whether your bank must wait before filing is not known from the sources read.",
  "kit.source": "Third-party summary, checked on {date}:",
  "kit.s75.heading": "United Kingdom: section 75 of the Consumer Credit Act 1974",
  "kit.s75.eligible":
    "Paid by credit card for an item over £100 and not over £30,000: your card issuer is liable with the seller. Claim from your card issuer.",
  "kit.s75.below": "Section 75 covers items over £100: this amount is not over £100.",
  "kit.s75.above": "Section 75 covers items up to £30,000: this amount is over it.",
  "kit.s75.not_credit":
    "Section 75 covers credit cards only; for a debit card ask your bank for a chargeback.",
  "kit.s75.not_gbp": "Section 75 limits are in pounds; check the item's price in pounds.",
  "kit.s75.no_amount":
    "Give the amount on the complaint page: section 75 covers items over £100 and not over £30,000.",
  "kit.fcba.heading": "United States: Fair Credit Billing Act letter",
  "kit.fcba.text":
    "Write to your card issuer's billing-error address. The letter must reach it within 60 days after it sent the first statement showing the charge; counted from the purchase, by {date} at the latest. A phone call does not keep this right.",
  "kit.fcba.debit":
    "The Fair Credit Billing Act covers credit cards; for a debit card, ask your bank for a chargeback.",
  "kit.bundle": "Bundle for your bank",
  "kit.complaint": "The complaint",
  "kit.timeline": "Timeline (UTC)",
  "kit.answers": "The company's answers, word for word",
  "kit.noAnswers": "The company has not answered.",
  "kit.photos": "Photos",
  "kit.noPhotos": "No photo on this complaint.",
  "kit.sha": "SHA-256 of the stored file:",
  "kit.event.filed": "Filed on UCK",
  "kit.event.sent_to_company": "Sent to the company",
  "kit.event.contact_attempt": "UCK tried to reach the company",
  "kit.event.company_not_reached": "Escalated; the company was never reached",
  "kit.event.company_response": "The company answered",
  "kit.event.refund_offered": "The company offered a refund",
  "kit.event.refund_received": "The refund arrived",
  "kit.event.refund_not_received": "The refund did not arrive",
  "kit.event.escalated": "Escalated: no answer within 48 hours",
  "kit.event.follow_up": "UCK followed up a week after escalation",
  "kit.event.letter_sent": "UCK sent the letter before action",
  "kit.event.sent_to_venue": "Sent to a consumer body",
  "kit.event.resolved": "Marked resolved",
};

export type LettersMessages = Record<keyof typeof lettersEn, string>;
export type LettersPanelMessages = Record<keyof typeof lettersPanelEn, string>;
