import { mailEs } from "@shared/messages/es/mail";
import type { MailKindsMessages } from "../en/mail-kinds";

/** The kinds of mail in Spanish ("tú"), as the mails' own footers say them. */
export const mailKindsEs: MailKindsMessages = {
  "mailKind.company_responded": mailEs["when.company_responded"],
  "mailKind.complaint_escalated": mailEs["when.complaint_escalated"],
  "mailKind.complaint_resolved": mailEs["when.complaint_resolved"],
  "mailKind.complaint_commented": mailEs["when.complaint_commented"],
  "mailKind.claim_decided": mailEs["when.claim_decided"],
  "mailKind.complaint_filed": mailEs["when.complaint_filed"],
  "mailKind.response_unsatisfied": mailEs["when.response_unsatisfied"],
  "mailKind.refund_offered": mailEs["when.refund_offered"],
  "mailKind.extortion_reported": mailEs["when.extortion_reported"],
  "mailKind.extortion_found": mailEs["when.extortion_found"],
  "mailKind.clock_deadline": mailEs["when.clock_deadline"],
  "mailKind.whenLabel": "Cuando {what}",
  "mailKind.when": "cuando {what}",
  "mailKind.digest": "en un resumen diario",
  "mailMode.immediate": "Al momento",
  "mailMode.daily": "En un resumen diario",
  "mailMode.never": "Nunca",
};
