import type { MailKindsMessages } from "./mail-kinds.en";

/** The kinds of mail in Turkish: each kind is already a "…diğinde" clause, as in the mails. */
export const mailKindsTr: MailKindsMessages = {
  "mailKind.company_responded": "bir şirket şikâyetinize yanıt verdiğinde",
  "mailKind.complaint_escalated":
    "şikâyetiniz ya da yönettiğiniz bir şirket hakkındaki bir şikâyet 48 saat yanıtsız kalıp üst merciye taşındığında",
  "mailKind.complaint_resolved": "bir şirket şikâyetinizi çözüldü olarak işaretlediğinde",
  "mailKind.complaint_commented": "biri şikâyetinize yorum yaptığında",
  "mailKind.claim_decided": "bir şirket sayfası için yaptığınız başvuru sonuçlandığında",
  "mailKind.complaint_filed": "yönettiğiniz bir şirket hakkında şikâyet yazıldığında",
  "mailKind.response_unsatisfied":
    "bir şikâyetçi, yönettiğiniz şirketin yanıtının sorununu çözmediğini söylediğinde",
  "mailKind.refund_offered":
    "bir şirket, ulaşmayan bir ödemenin ardından size yeni bir geri ödeme önerdiğinde",
  "mailKind.whenLabel": "{what}",
  "mailKind.when": "{what}",
  "mailKind.digest": "günlük özet olarak",
  "mailMode.immediate": "Hemen",
  "mailMode.daily": "Günlük özette",
  "mailMode.never": "Hiçbir zaman",
};
