import type { Words } from "../en/feeds";
import { clocksEs } from "./clocks";

/**
 * Español: the feeds' and picture cards' words for Spanish readers, not word for word, in the
 * interface's and the mails' terms ("queja", "escalada", tú).
 */
export const wordsEs: Words = {
  "status.open": "Abierta",
  "status.in_progress": "En curso",
  "status.resolved": "Resuelta",
  "status.escalated": "Escalada",
  "status.unknown": "Desconocido",
  "category.travel": "Viajes y aerolíneas",
  "category.delivery": "Envíos y paquetería",
  "category.telecom": "Internet y telefonía",
  "category.banking": "Banca y pagos",
  "category.food": "Comida y restaurantes",
  "category.tech": "Dispositivos y software",
  "category.shopping": "Compras y devoluciones",
  "category.subscriptions": "Suscripciones y streaming",
  "category.general": "General",
  "feed.all.title": "UCK: las quejas más recientes",
  "feed.all.subtitle": "Quejas públicas sobre empresas en UCK, las más recientes primero.",
  "feed.category.title": "{category}: quejas en UCK",
  "feed.category.subtitle": "Quejas públicas sobre {category} en UCK, las más recientes primero.",
  "feed.company.title": "Quejas sobre {company} en UCK",
  "feed.company.subtitle": "Quejas públicas sobre {company} en UCK, las más recientes primero.",
  "feed.status": "Estado: {status}",
  // "uck" is UCK's own word, with an English plural.
  "feed.ucks_one": "{count} uck",
  "feed.ucks_other": "{count} ucks",
  "feed.comments_one": "{count} comentario",
  "feed.comments_other": "{count} comentarios",
  "feed.responded": "{company} respondió: {response}",
  "feed.reimbursement": "Reembolso ofrecido: {offer}",
  "feed.formerMember": "Un antiguo miembro de UCK",
  "card.ucks_one": "{count} uck",
  "card.ucks_other": "{count} ucks",
  "card.complaint": "Queja",
  "card.answeredIn": "Respondida en {duration}",
  "card.escalated": "Escalada: sin respuesta en 48 horas",
  "card.escalatesIn": "Aún sin respuesta · escala en {duration}",
  "card.noResponse": "Sin respuesta en 48 horas",
  "card.companyPage": "Página de la empresa",
  "card.responseRate": "Tasa de respuesta",
  "card.complaints_one": "Queja",
  "card.complaints_other": "Quejas",
  "card.resolutionRate": "Resueltas",
  "card.median": "Tiempo de respuesta (mediana): {duration}",
  "card.notEnoughData": "Aún no hay datos suficientes",
  "card.fallback.title": "Quejas públicas de consumidores",
  "card.fallback.text":
    "Cuéntaselo a la empresa y a todo el mundo. Las empresas responden en público.",
  "notify.someone": "Alguien",
  "notify.aCompany": "una empresa",
  "notify.companyResponded": "{company} respondió a tu queja",
  "notify.escalatedFollowerSent":
    "Una queja sobre {company}, una empresa que sigues, se escaló a las autoridades por no recibir respuesta en 48 horas",
  "notify.escalatedFollowerOnUck":
    "Una queja sobre {company}, una empresa que sigues, se escaló en UCK tras 48 horas sin respuesta",
  "notify.escalatedCompany": "Último aviso: una queja sobre {company} lleva 48 horas sin respuesta",
  "notify.followUpCompany":
    "Una semana después de escalarse, una queja sobre {company} sigue sin respuesta: una respuesta aún cuenta",
  "notify.outcomeReminder":
    "Tu queja sobre {company} se escaló hace un tiempo: registra qué resultó",
  "notify.outcomeRecorded":
    "Quien escribió una queja escalada sobre {company} registró qué pasó después: confírmalo si es correcto",
  "notify.escalatedAuthorSent":
    "Tu queja sobre {company} se escaló a las autoridades por no recibir respuesta en 48 horas",
  "notify.escalatedAuthorOnUck":
    "Tu queja sobre {company} se escaló en UCK tras 48 horas sin respuesta. Tu expediente para una autoridad de consumo está listo",
  "notify.escalatedAuthorUnreached":
    "Tu queja sobre {company} se escaló en UCK tras 48 horas: no se pudo contactar con {company}. Tu expediente para una autoridad de consumo está listo y dice por qué",
  "notify.escalatedFollowerUnreached":
    "Una queja sobre {company}, una empresa que sigues, se escaló en UCK tras 48 horas: no se pudo contactar con {company}",
  "notify.resolvedByComplainant": "{actor} dio por resuelta la respuesta de {company}",
  "notify.resolvedByCompany":
    "{company} dice que tu queja está resuelta. ¿Lo está? Tu respuesta decide.",
  "notify.verdictReminder":
    "Recordatorio: {company} dice que tu queja está resuelta. Tu respuesta decide; sin ella la queja se cierra sin confirmar el {day}.",
  "notify.unsatisfied": "{actor} dice que la respuesta de {company} no resolvió su queja",
  "notify.commented": "{actor} comentó tu queja sobre {company}",
  "notify.ucked": "Tu queja sobre {company} llegó a {count} ucks",
  "notify.more": "más",
  "notify.followed": "{actor} empezó a seguirte",
  "notify.filed": "Nueva queja sobre {company}",
  "notify.answerDue":
    "Una queja sobre {company} lleva {hours} horas esperando respuesta: quedan {left} horas para que se escale",
  "notify.answerDueMany":
    "{count} quejas sobre {company} llevan {hours} horas esperando respuesta: quedan {left} horas para que se escalen",
  "notify.refundArrived": "{actor} confirmó que llegó el reembolso{refund} de {company}",
  "notify.refundMissing": "{actor} dice que no llegó el reembolso{refund} de {company}",
  "notify.refundOf": " de {amount}",
  "notify.refundOffered": "{company} ofreció un nuevo reembolso{refund}{due}",
  "notify.refundDue": ", con fecha límite el {day}",
  "notify.inReview":
    "Tu queja sobre {company} se presentó durante una actividad inusual en su página, que se está revisando. Sigue siendo pública; no se ha borrado nada.",
  "notify.claimApproved": "Se aprobó tu solicitud de la página de {company}: ahora la gestionas tú",
  "notify.claimRejected": "No se aprobó tu solicitud de la página de {company}",
  "notify.extortionReported":
    "Un miembro de {company} denunció que tu queja se usó para exigir un pago a cambio de retirarla. Sigue siendo pública; puedes dar tu versión una vez antes de que un moderador decida",
  "notify.clockDeadline": "Tu queja sobre {company}: {title}, el {day}",
  "notify.extortionFound":
    "Un moderador concluyó que tu queja sobre {company} se usó para exigir un pago. Sigue visible, con una etiqueta, y fuera de las cifras de {company}; puedes apelar una vez",
  "notify.extortionOverturned":
    "Se aceptó tu apelación: se retiró la conclusión sobre tu queja de {company} y vuelve a contar",
  "notify.extortionKept":
    "No se aceptó tu apelación sobre tu queja de {company}: la conclusión se mantiene",
  "notify.reviewNeeded":
    "Las reglas de direcciones devolvieron a revisión {contacts} direcciones de quejas y {claims} solicitudes: esperan en la pestaña Solicitudes",
  ...clocksEs,
};
