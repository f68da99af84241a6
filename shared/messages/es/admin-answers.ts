import type { AdminAnswersMessages } from "../en/admin-answers";

/** What the admin page's action and loader say, in Spanish ("tú"). */
export const adminAnswersEs: AdminAnswersMessages = {
  "answer.signIn": "Debes iniciar sesión para usar las funciones de administración.",
  "answer.denied": "Acceso denegado. Se necesitan privilegios de superadministrador.",
  "answer.grantFailed": "No se pudo asignar el rol de superadministrador.",
  "answer.statsFailed": "No se pudieron obtener las estadísticas de usuarios.",
  "answer.roleFailed": "No se pudo asignar el rol.",
  "answer.revokeFailed": "No se pudo quitar el rol de administrador.",
  "answer.blockFailed": "No se pudo bloquear al usuario.",
  "answer.unblockFailed": "No se pudo desbloquear al usuario.",
  "answer.blockInvalid": "Elige un usuario y escribe el motivo del bloqueo.",
  "answer.generic": "Algo ha fallado. Inténtalo de nuevo.",
  "answer.noPicture": "No existe esa imagen.",
  "answer.unknown": "Acción desconocida.",
  "answer.granted": "Rol de superadministrador asignado",
  "answer.chooseClaim": "Elige Aprobar o Rechazar para una solicitud.",
  "answer.chooseContact": "Elige Confirmar o Rechazar para una dirección.",
  "answer.addressConfirmed": "Dirección confirmada",
  "answer.addressRefused": "Dirección rechazada",
  "answer.addressDecided": "Ya se decidió sobre esta dirección.",
  "answer.giveAddress": "Indica el identificador (slug) de la empresa y una dirección.",
  "answer.giveCountry": "Indica el identificador (slug) de la empresa y un país.",
  "answer.writeReason": "Escribe el motivo que mostrará el aviso y luego pulsa Retirar.",
  "answer.chooseReport": "Elige Mantener o Retirar para una queja denunciada.",
  "answer.chooseAppeal": "Elige Restaurar o Rechazar para una apelación.",
  "answer.chooseExtortion":
    "Elige Confirmar o Rechazar para una denuncia de extorsión; para registrar la misma exigencia en otras quejas, indícalas y explica qué lo muestra (al menos 10 caracteres).",
  "answer.chooseRefund": "Elige Aprobar o Rechazar para un reembolso.",
  "answer.chooseFlood": "Elige Descartar o Confirmar para una ventana.",
  "answer.chooseMessage": "Elige un mensaje para marcarlo como atendido.",
  "answer.appealRejected": "Apelación rechazada: el aviso lo indica",
  "answer.appealUpheld": "Apelación aceptada: la queja vuelve a ser pública",
  "answer.appealDecided": "Ya se decidió sobre esta apelación.",
  "answer.appealCompanyGone": "No se pudo restaurar la queja: su empresa ya no está en UCK.",
  "answer.breachNoKey":
    "Configura primero el secreto ADDRESS_HASH_KEY: sin él no se pueden bloquear direcciones.",
  "answer.breachSelf": "No puedes borrar tu propia cuenta desde aquí.",
  "answer.breachGone": "Esta cuenta ya no existe.",
  "answer.breachSuperadmin": "Una cuenta de superadministrador no se puede borrar desde aquí.",
  "answer.breachRule": "Indica qué norma del Acuerdo de Usuario se incumplió.",
  "answer.breachDone_one":
    "Cuenta borrada; {count} dirección IP y la dirección de correo bloqueadas durante {months} meses",
  "answer.breachDone_other":
    "Cuenta borrada; {count} direcciones IP y la dirección de correo bloqueadas durante {months} meses",
  "answer.claimDecided": "Ya se decidió sobre esta solicitud.",
  "answer.claimTaken": "Esta página ya está gestionada. Rechaza la solicitud.",
  "answer.claimApproved": "Solicitud aprobada: {company} ya está gestionada",
  "answer.claimRejected": "Solicitud rechazada; se avisó a quien la pidió por correo",
  "answer.reportsDecided": "Ya se decidió sobre estas denuncias.",
  "answer.complaintKept": "Queja mantenida; denuncias descartadas",
  "answer.complaintRemoved": "Queja retirada",
  "answer.refundDecided": "Este reembolso ya se revisó.",
  "answer.refundApproved": "Reembolso aprobado: cuenta como dinero devuelto",
  "answer.refundRefusedReview": "Reembolso rechazado: sigue en la queja pero no cuenta",
  "answer.roleAssigned": "Rol de administrador asignado",
  "answer.roleAlready": "Este usuario ya es {role}.",
  "answer.roleRevoked": "Rol de administrador quitado",
  "answer.roleNotAdmin": "Este usuario es {role}, no administrador.",
  "answer.blockSelf": "No puedes bloquearte a ti mismo.",
  "answer.blockSuperadmin": "No se puede bloquear a un superadministrador.",
  "answer.blockAlready": "Este usuario ya está bloqueado.",
  "answer.blocked": "Usuario bloqueado",
  "answer.unblocked": "Usuario desbloqueado",
  "answer.extortionDecided": "Ya se decidió sobre esta denuncia.",
  "answer.extortionRejected": "Denuncia de extorsión rechazada; no cambia nada",
  "answer.extortionUpheld":
    "Extorsión confirmada; la queja denunciada (y las que indicaste) queda marcada y fuera de las cifras de su empresa",
  "answer.extortionSameWrong":
    "La misma exigencia solo puede registrarse en otras quejas del mismo autor sobre la misma empresa.",
  "answer.extortionAppealDecided": "Ya se decidió sobre esta apelación.",
  "answer.extortionOverturned":
    "Apelación aceptada; se retiró la conclusión y la queja vuelve a contar",
  "answer.extortionKept": "Apelación rechazada; la conclusión se mantiene",
  "answer.chooseExtortionAppeal":
    "Elige Anular o Mantener para una apelación de una conclusión de extorsión.",
  "answer.floodDecided": "Ya se decidió sobre esta ventana.",
  "answer.floodCleared": "Ventana descartada: sus quejas vuelven a contar en todas las métricas",
  "answer.floodUpheld":
    "Ventana confirmada: sus quejas quedan fuera de las métricas sin ventanas marcadas",
  "answer.messageHandled": "Mensaje marcado como atendido",
  "answer.messageGone": "Este mensaje ya se atendió o ya no existe.",
  "answer.badAddress": "Escribe una dirección de correo válida.",
  "answer.noSlug": "Ninguna empresa tiene este identificador.",
  "answer.giveSlug": "Indica el identificador (slug) de la empresa.",
  "answer.giveEntity":
    "Indica el identificador (slug) de la empresa, la razón social, el registro y su número (letras, cifras, puntos, barras, guiones) y, si se conoce, el código de país de dos letras.",
  "answer.chooseEntity": "Elige confirmar o rechazar.",
  "answer.entityLookupOff":
    "Las consultas a los registros están desactivadas (REGISTER_LOOKUPS en docs/operations.md). Introduce la entidad a mano.",
  "answer.entityLookupLimited":
    "Demasiadas consultas a los registros en este minuto. Vuelve a intentarlo en un minuto.",
  "answer.entityLookupFailed":
    "No se pudo contactar con los registros. Vuelve a intentarlo más tarde.",
  "answer.entityLookupCached":
    "Esta empresa se consultó en el último día: sus candidatas están en la lista de abajo.",
  "answer.entityLookupCachedNone":
    "Esta empresa se consultó en el último día y los registros no encontraron nada nuevo. No se vuelve a consultar antes de mañana.",
  "answer.entityFound":
    "Nuevas candidatas por revisar: {count}. Ninguna se propone: elige la correcta, o ninguna.",
  "answer.entityFoundProposed":
    "Nuevas candidatas por revisar: {count}. Una tiene exactamente el nombre de la empresa y se propone; solo es pública cuando la confirmes.",
  "answer.entityEntered": "La entidad jurídica de {company} está introducida y es pública.",
  "answer.entityConfirmed":
    "Entidad jurídica confirmada: la página de la empresa, sus expedientes y las exportaciones ya la indican.",
  "answer.entityRejected": "Candidata rechazada.",
  "answer.entityDecided": "Otra persona ya decidió sobre esta entidad.",
  "answer.addressSet": "{address} es ahora la dirección para quejas de {company}.",
  "answer.countrySet": "El país de {company} es ahora {country}.",
  "answer.countryFromDomain": "El país de {company} vuelve a salir de su dominio.",
};
