import type { MailMessages } from "../en/mail";
import { clocksEs } from "./clocks";

/** Español mails: written for Spanish readers, not word for word (decision 030 says how it was checked). */
export const mailEs: MailMessages = {
  orOpen: "O abre esta dirección:",
  "footer.kind": "Recibes este correo cuando {when}.",
  "footer.stop": "No recibir más estos correos",
  "footer.settings": "Cambiar tus ajustes de correo",
  "footer.stopDigest": "No recibir más el resumen",
  "footer.digest":
    "Recibes este resumen una vez al día con los correos que elegiste leer a diario.",
  "footer.fold":
    "Para que una hora con mucho movimiento no te llene la bandeja de entrada, lo que llegó después de los primeros correos te lo enviamos aquí, todo junto. Recibes este correo cuando {when}.",
  "when.company_responded": "una empresa responde a tu queja",
  "when.complaint_escalated":
    "tu queja, o una sobre una empresa que gestionas, escala tras 48 horas sin respuesta",
  "when.complaint_resolved":
    "una empresa dice que tu queja está resuelta, y cuando aún no has respondido",
  "when.complaint_commented": "alguien comenta tu queja",
  "when.claim_decided": "se decide tu solicitud para gestionar la página de una empresa",
  "when.complaint_filed": "alguien presenta una queja sobre una empresa que gestionas",
  "when.response_unsatisfied":
    "alguien dice que la respuesta de una empresa que gestionas no resolvió su queja",
  "when.refund_offered": "una empresa te ofrece un nuevo reembolso después de que uno no llegara",
  "when.extortion_reported":
    "un miembro de una empresa denuncia que tu queja se usó para exigir un pago a cambio de retirarla",
  "when.extortion_found": "un moderador concluye que tu queja se usó para exigir un pago",
  "when.clock_deadline": "falta una semana o un día para un plazo legal de tu compra",
  "digest.subject_one": "Tu día en UCK: {count} novedad",
  "digest.subject_other": "Tu día en UCK: {count} novedades",
  aCompany: "Una empresa",
  someone: "Alguien",
  yourComplaint: "Tu queja: «{text}»",
  theComplaint: "La queja: «{text}»",
  quoted: "«{text}»",
  openYourComplaint: "Ver tu queja",
  openTheComplaint: "Ver la queja",
  answerTheComplaint: "Responder a la queja",
  "responded.subject": "{company} ha respondido a tu queja",
  "responded.wrote": "{company} escribió: «{response}»",
  "responded.reimbursement": "Te ofrecen un reembolso: {offer}",
  "responded.verdict":
    "¿Se ha solucionado? Dilo en la página de tu queja: todos los que la lean verán tu valoración.",
  "escalated.company.subject":
    "Último aviso: una queja sobre {company} lleva 48 horas sin respuesta",
  "escalated.company.heading": "Una queja sobre {company} lleva 48 horas sin respuesta",
  "followUp.subject": "Una semana después: una queja sobre {company} sigue sin respuesta",
  "followUp.text":
    "Se escaló hace una semana. Quien se queja tiene un expediente para una autoridad de consumo; una respuesta en su página aún cuenta, y el expediente la muestra. UCK hace este seguimiento una sola vez.",
  "outcomeReminder.subject": "¿Qué resultó de tu queja sobre {company}?",
  "outcomeReminder.text":
    "Se escaló hace {days} días. Si un organismo decidió, el emisor de tu tarjeta te devolvió el dinero o {company} pagó, regístralo en UCK con el día y la prueba: una vez verificado cuenta en la página de {company} y la siguiente persona verá si insistir funciona. Si aún no ha pasado nada, dilo.",
  "outcomeReminder.action": "Registra qué pasó",
  "outcomeRecorded.subject": "Alguien registró qué resultó de una queja sobre {company}",
  "outcomeRecorded.text":
    "Tras escalarse la queja, quien la escribió registró qué pasó después. Si es correcto, confírmalo en UCK: entonces cuenta en la página de tu empresa. Si no lo es, déjalo: aparece como informado por quien se quejó y no cuenta en ningún sitio.",
  "outcomeRecorded.action": "Confirma qué pasó",
  "escalated.company.text":
    "Ahora aparece como escalada en UCK, y quien la presentó tiene un expediente para llevarlo a un organismo de consumo. Una respuesta todavía cuenta, y todos los que lean la queja la verán.",
  "escalated.subject": "Tu queja sobre {company} ha escalado",
  "escalated.file":
    "Tu expediente (la queja, cada paso con su hora, la huella de tu foto y dónde presentarlo): {url}",
  "escalated.later": "Si la empresa responde más adelante, te escribiremos.",
  "escalated.openFile": "Ver tu expediente",
  "escalated.authority.headline":
    "Tu queja sobre {company} se ha enviado a las autoridades por no recibir respuesta en 48 horas",
  "escalated.authority.sent":
    "Como pediste, UCK envió tu expediente por correo a {venue}, con tu dirección para que te respondan.",
  "escalated.headline": "Tu queja sobre {company} ha escalado en UCK tras 48 horas sin respuesta",
  "escalated.told": "Avisamos a {company} de tu queja y no respondió en 48 horas.",
  "escalated.notTold": "{company} no respondió en 48 horas.",
  "escalated.shows": "Ahora aparece como escalada para todos los que la lean.",
  "escalated.sending":
    "Como pediste, UCK está enviando tu expediente por correo a {venue}; tu queja lo indicará cuando se haya enviado.",
  "escalated.venue":
    "Dónde presentarlo: {venue} ({url}). No se ha enviado nada a ninguna autoridad: ese paso te corresponde a ti.",
  "escalated.venueFrom":
    "Dónde presentarlo: {venue} ({url}), a partir del {date}. No se ha enviado nada a ninguna autoridad: ese paso te corresponde a ti.",
  "escalated.noVenue":
    "No conocemos ningún organismo para este caso. No se ha enviado nada a ninguna autoridad.",
  "resolved.subject": "{company} dice que tu queja está resuelta",
  "resolved.text":
    "¿Lo está? Responde Sí o No en tu queja: solo tu Sí hace que cuente como resuelta. Sin respuesta, se cierra en 30 días sin tu confirmación.",
  "resolved.reminderSubject": "Recordatorio: ¿está resuelta tu queja sobre {company}?",
  "resolved.reminderText":
    "{company} dijo que resolvió tu queja y aún no has respondido. Solo tu Sí hace que cuente como resuelta; sin respuesta se cierra el {day} sin tu confirmación.",
  "commented.subject": "Nuevo comentario en tu queja sobre {company}",
  "commented.wrote": "{actor} escribió: «{comment}»",
  "commented.only": "{actor} ha comentado.",
  "commented.read": "Leer los comentarios",
  "filed.subject": "Nueva queja sobre {company}",
  "filed.text":
    "Responde en 48 horas: una queja sin respuesta escala, y la tasa de respuesta de la página de tu empresa cuenta todas.",
  "answerDue.subject": "Recordatorio: una queja sobre {company} lleva {hours} horas esperando",
  "answerDue.text":
    "Aún no tiene respuesta. Quedan {left} horas para que se escale; la tasa de respuesta de la página de tu empresa cuenta cada una.",
  "answerDue.many": "Recordatorio: {count} quejas sobre {company} llevan {hours} horas esperando",
  "answerDue.manyText":
    "Ninguna tiene respuesta aún. Quedan {left} horas para que se escalen; la tasa de respuesta de la página de tu empresa cuenta cada una.",
  "answerDue.open": "Abrir las quejas sin respuesta",
  "unsatisfied.subject": "Alguien dice que la respuesta de {company} no lo resolvió",
  "unsatisfied.heading": "Alguien dice que la respuesta de {company} no resolvió su queja",
  "unsatisfied.answered": "{company} respondió: «{response}»",
  "unsatisfied.text":
    "Todos los que lean la queja verán su valoración. Puedes volver a responder en los comentarios u ofrecer un reembolso.",
  "claim.approved.subject": "Ya gestionas {company} en UCK",
  "claim.approved.heading": "Tu solicitud para gestionar {company} ha sido aprobada",
  "claim.approved.text":
    "Un administrador de UCK revisó tu solicitud y la aprobó: ahora gestionas la página de {company}.",
  "claim.approved.can":
    "Puedes responder a las quejas, ofrecer reembolsos, marcar quejas como resueltas y ver estadísticas.",
  "claim.approved.action": "Ir a la página de {company}",
  "claim.refused.subject": "Tu solicitud para gestionar {company} en UCK",
  "claim.refused.heading": "Tu solicitud para gestionar {company} no ha sido aprobada",
  "claim.refused.text":
    "Un administrador de UCK revisó tu solicitud para gestionar la página de {company} y no pudo confirmar que actúas en nombre de la empresa.",
  "claim.refused.again":
    "Puedes volver a solicitarlo con una dirección de correo del propio dominio de la empresa: el enlace de ese correo completa la solicitud sin revisión manual.",
  "claim.refused.action": "Ir a la página de la empresa",
  "fold.complaint_commented": "{count} comentarios nuevos en tus quejas",
  "fold.complaint_filed.one": "{count} quejas nuevas sobre {company}",
  "fold.complaint_filed": "{count} quejas nuevas sobre empresas que gestionas",
  "fold.company_responded": "{count} respuestas a tus quejas",
  "fold.complaint_resolved": "Las empresas dicen que {count} de tus quejas están resueltas",
  "fold.complaint_escalated": "{count} de tus quejas han escalado",
  "fold.claim_decided": "{count} decisiones sobre tus solicitudes",
  "fold.response_unsatisfied.one":
    "{count} personas dicen que las respuestas de {company} no resolvieron su queja",
  "fold.response_unsatisfied": "{count} personas dicen que tus respuestas no resolvieron su queja",
  "refund.subject": "{company} te ofrece un nuevo reembolso",
  "refund.aNewRefund": "un nuevo reembolso",
  "refund.offers": "{company} ofrece {amount}.",
  "refund.offersBy": "{company} ofrece {amount}, que debería llegarte antes del {day}.",
  "refund.text":
    "Cuando llegue, o si no llega, dilo en tu queja: la empresa no puede marcarla como resuelta mientras digas que el reembolso no llegó.",
  "refund.action": "Abrir tu queja",
  "fold.refund_offered": "{count} nuevas ofertas de reembolso en tus quejas",
  // A complaint reported as a demand for payment, and a moderator's finding (decision 039).
  "extortionReported.subject": "Tu queja sobre {company} se denunció ante los moderadores de UCK",
  "extortionReported.text":
    "Un miembro de {company} dice que tu queja se usó para exigir un pago a cambio de retirarla. Sigue siendo pública. Puedes dar tu versión una vez, con una imagen si la tienes, antes de que un moderador decida; solo los moderadores de UCK la leen.",
  "extortionFound.subject": "La conclusión de un moderador sobre tu queja de {company}",
  "extortionFound.text":
    "Un moderador concluyó que tu queja se usó para exigir un pago a cambio de retirarla. Sigue visible con una etiqueta y las cifras de {company} la dejan fuera. Puedes apelar una vez: un superadministrador lee tu apelación junto a la denuncia.",
  "extortion.action": "Dar tu versión",
  "fold.extortion_reported": "{count} de tus quejas se denunciaron como exigencias de pago",
  "fold.extortion_found": "{count} conclusiones sobre tus quejas",
  "fold.clock_deadline": "Se acercan {count} plazos legales de tus quejas",
  "verify.subject": "Confirma tu correo para UCK",
  "verify.heading": "Te damos la bienvenida a UCK, {name}",
  "verify.text": "Confirma tu dirección de correo para terminar de crear tu cuenta.",
  "verify.valid": "El enlace es válido durante 24 horas.",
  "verify.action": "Confirmar mi correo",
  "reset.subject": "Restablece tu contraseña de UCK",
  "reset.heading": "Restablece tu contraseña de UCK",
  "reset.text":
    "Alguien ha pedido restablecer la contraseña de tu cuenta de UCK. Si has sido tú, elige una nueva con el enlace de abajo; es válido durante una hora y solo se puede usar una vez.",
  "reset.notYou": "Si no has sido tú, ignora este correo: tu contraseña no cambia.",
  "reset.action": "Elegir una contraseña nueva",
  ...clocksEs,
};
