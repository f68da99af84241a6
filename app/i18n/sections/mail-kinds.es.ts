import type { MailKindsMessages } from "./mail-kinds.en";

/** The kinds of mail in Spanish ("tú"), as the mails' own footers say them. */
export const mailKindsEs: MailKindsMessages = {
  "mailKind.company_responded": "una empresa responde a tu queja",
  "mailKind.complaint_escalated":
    "tu queja, o una sobre una empresa que gestionas, escala tras 48 horas sin respuesta",
  "mailKind.complaint_resolved": "una empresa marca tu queja como resuelta",
  "mailKind.complaint_commented": "alguien comenta tu queja",
  "mailKind.claim_decided": "se decide tu solicitud para gestionar la página de una empresa",
  "mailKind.complaint_filed": "alguien presenta una queja sobre una empresa que gestionas",
  "mailKind.response_unsatisfied":
    "alguien dice que la respuesta de una empresa que gestionas no resolvió su queja",
  "mailKind.refund_offered":
    "una empresa te ofrece un nuevo reembolso después de que uno no llegara",
  "mailKind.whenLabel": "Cuando {what}",
  "mailKind.when": "cuando {what}",
  "mailKind.digest": "en un resumen diario",
  "mailMode.immediate": "Al momento",
  "mailMode.daily": "En un resumen diario",
  "mailMode.never": "Nunca",
};
