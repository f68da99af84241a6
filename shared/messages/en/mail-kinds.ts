import { MAIL_KIND_TEXT, MAIL_MODE_LABELS } from "@shared/mail-kinds";

/**
 * The kinds of mail and how each can be taken (shared/mail-kinds.ts): the profile's Mail
 * settings and the unsubscribe page both carry these keys. English is MAIL_KIND_TEXT itself, so
 * it stays word for word; Turkish and Spanish say each kind as the mails' own footers do.
 */
export const mailKindsEn = {
  "mailKind.company_responded": MAIL_KIND_TEXT.company_responded,
  "mailKind.complaint_escalated": MAIL_KIND_TEXT.complaint_escalated,
  "mailKind.complaint_resolved": MAIL_KIND_TEXT.complaint_resolved,
  "mailKind.complaint_commented": MAIL_KIND_TEXT.complaint_commented,
  "mailKind.claim_decided": MAIL_KIND_TEXT.claim_decided,
  "mailKind.complaint_filed": MAIL_KIND_TEXT.complaint_filed,
  "mailKind.response_unsatisfied": MAIL_KIND_TEXT.response_unsatisfied,
  "mailKind.refund_offered": MAIL_KIND_TEXT.refund_offered,
  "mailKind.extortion_reported": MAIL_KIND_TEXT.extortion_reported,
  "mailKind.extortion_found": MAIL_KIND_TEXT.extortion_found,
  "mailKind.clock_deadline": MAIL_KIND_TEXT.clock_deadline,
  // A kind as a condition: "When {what}" in the profile, "when {what}" on the unsubscribe page.
  "mailKind.whenLabel": "When {what}",
  "mailKind.when": "when {what}",
  "mailKind.digest": "in a daily digest",
  "mailMode.immediate": MAIL_MODE_LABELS.immediate,
  "mailMode.daily": MAIL_MODE_LABELS.daily,
  "mailMode.never": MAIL_MODE_LABELS.never,
};

export type MailKindsMessages = Record<keyof typeof mailKindsEn, string>;
