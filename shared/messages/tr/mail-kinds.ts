import { mailTr } from "@shared/messages/tr/mail";
import type { MailKindsMessages } from "../en/mail-kinds";

/** The kinds of mail in Turkish: each kind is already a "…diğinde" clause, as in the mails. */
export const mailKindsTr: MailKindsMessages = {
  "mailKind.company_responded": mailTr["when.company_responded"],
  "mailKind.complaint_escalated": mailTr["when.complaint_escalated"],
  "mailKind.complaint_resolved": mailTr["when.complaint_resolved"],
  "mailKind.complaint_commented": mailTr["when.complaint_commented"],
  "mailKind.claim_decided": mailTr["when.claim_decided"],
  "mailKind.complaint_filed": mailTr["when.complaint_filed"],
  "mailKind.response_unsatisfied": mailTr["when.response_unsatisfied"],
  "mailKind.refund_offered": mailTr["when.refund_offered"],
  "mailKind.extortion_reported": mailTr["when.extortion_reported"],
  "mailKind.extortion_found": mailTr["when.extortion_found"],
  "mailKind.clock_deadline": mailTr["when.clock_deadline"],
  "mailKind.whenLabel": "{what}",
  "mailKind.when": "{what}",
  "mailKind.digest": "günlük özet olarak",
  "mailMode.immediate": "Hemen",
  "mailMode.daily": "Günlük özette",
  "mailMode.never": "Hiçbir zaman",
};
