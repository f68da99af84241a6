import type { CardMessages } from "../en/card";

export const cardEs: CardMessages = {
  error: "Error",
  "uck.ucked": "¡Uck dado!",
  "uck.uckedText": "Tu uck se ha contado.",
  "uck.already": "¡Ya diste uck!",
  "uck.alreadyText": "Ya le diste uck a esta queja.",
  "uck.removed": "Uck retirado",
  shareLink: "Comparte este enlace",
  "signIn.uck": "Inicia sesión para dar uck a las quejas.",
  "signIn.delete": "Tienes que iniciar sesión para eliminar quejas.",
  "signIn.first": "Primero inicia sesión.",
  saved: "Publicación guardada",
  unsaved: "Quitada de guardadas",
  following: "Siguiendo",
  followingText: "Ahora sigues a esta empresa.",
  unfollowed: "Ya no la sigues",
  reported: "Denuncia enviada",
  blocked: "Usuario bloqueado",
  updated: "Queja actualizada",
  updatedText: "Tus cambios se han guardado.",
  success: "Hecho",
  deleted: "La queja se ha eliminado.",
  adminDeleted: "Queja eliminada por el superadministrador.",
  satisfied: "Respuesta marcada como satisfactoria",
  satisfiedText: "¡Gracias por tu opinión! Nos alegra que la empresa resolviera tu problema.",
  unsatisfied: "Respuesta marcada como no satisfactoria",
  unsatisfiedText: "Lamentamos oírlo. Se avisará a la empresa.",
  unsatisfiedNobody:
    "Lamentamos oírlo. Ahora mismo nadie gestiona la página de la empresa en UCK, así que no se pudo avisar a nadie; tu respuesta se muestra en la queja.",
  verdictNotYours: "Solo quien presentó la queja puede responder a la respuesta de la empresa.",
  refundConfirmed: "Reembolso confirmado",
  refundCounts: "Gracias: ya cuenta como dinero devuelto en la página de la empresa.",
  refundReview:
    "Gracias: tu queja muestra que llegó. El importe está muy por encima de los reembolsos habituales de esta empresa, así que contará como dinero devuelto cuando UCK lo haya revisado.",
  refundNotCounted:
    "Gracias: tu queja muestra que llegó. No cuenta como dinero devuelto en la página de la empresa: solo cuentan los reembolsos confirmados por cuentas sin vínculo con la empresa y con al menos un día de antigüedad cuando se ofreció el reembolso.",
  refundMissing: "Anotado: el reembolso no llegó",
  refundMissingText: "Todos los que leen tu queja lo ven. Avísanos aquí si llega más tarde.",
  refundMissingTold:
    "Se ha avisado al equipo de la empresa en UCK, y todos los que leen tu queja lo ven. Avísanos aquí si llega más tarde.",
  refundRefused: "Solo quien presentó la queja puede confirmar un reembolso, una vez.",
};
