import type { RefusalMessages } from "../en/refusal";

export const refusalEs: RefusalMessages = {
  "title.error": "Error",
  "title.submitFailed": "Error al enviar la queja",
  "title.uploadFailed": "No se pudo subir",
  "title.lookupFailed": "No se pudo buscar la empresa",
  "title.alreadyReported": "Ya lo denunciaste",
  "title.duplicate": "Ya presentaste esta queja",
  "title.groupGone": "Ya no puedes sumarte a esa queja",
  "title.groupUnlike": "Tu queja cuenta otra cosa",
  "title.nameChoiceNotChanged": "No se ha cambiado",
  "title.chooseCompany": "Elige la empresa",
  "title.domainRequired": "Falta el dominio de la empresa",
  "rate.tooMany": "Demasiados intentos. Vuelve a intentarlo en {wait}.",
  "rate.filing": "Puedes presentar {limit} quejas en {window}. Vuelve a intentarlo en {wait}.",
  "wait.minutes_one": "{count} minuto",
  "wait.minutes_other": "{count} minutos",
  "wait.hours_one": "{count} hora",
  "wait.hours_other": "{count} horas",
  "window.day": "un día",
  "window.hour": "una hora",
  "window.minutes_one": "{count} minuto",
  "window.minutes_other": "{count} minutos",
  "complaint.notFound": "Esta queja ya no existe.",
  "complaint.duplicate":
    "En los últimos 30 días presentaste una queja sobre {company} con casi las mismas palabras: está en /complaint/{id}. Añade lo que falte a esa o describe un problema distinto.",
  "complaint.groupGone":
    "La queja que elegiste está resuelta o ya no está abierta. Tu queja se conserva: envíala por separado o vuelve a buscar quejas parecidas.",
  "complaint.groupUnlike":
    "«A mí también me pasa» reúne quejas que describen el mismo problema con palabras parecidas, y la tuya se lee distinta del grupo que elegiste. Tu queja se conserva: envíala por separado o vuelve a buscar quejas parecidas.",
  "complaint.nameChoice.notYours":
    "Solo quien presentó la queja puede cambiar cómo se muestra su nombre.",
  "complaint.nameSeveral":
    "Hay más de una empresa llamada “{name}”. Elige la tuya abajo o escribe el dominio de su web.",
  "complaint.nameNone":
    "UCK aún no conoce ninguna empresa llamada “{name}”. Escribe el dominio de su web, como example.com, y UCK la añade.",
  "complaint.badDomain": "Escribe un dominio válido, como example.com.",
  "report.already": "Ya denunciaste esta queja. Nuestros moderadores la revisarán.",
  "form.checkInput": "Revisa lo que has escrito.",
  "report.reasonEmpty": "Cuéntanos qué tiene de malo esta publicación.",
  "report.reasonTooLong": "El motivo puede tener como máximo {max} caracteres.",
  "mute.self": "No puedes bloquearte a ti mismo.",
  "mute.hiddenName":
    "Esta persona ocultó su nombre en esta queja, así que no se la puede bloquear desde aquí. Puedes denunciar la queja.",
  "edit.textEmpty": "Falta el texto de la queja",
  "edit.textTooLong": "El texto de la queja puede tener como máximo {max} caracteres.",
  "edit.notAuthor": "Solo quien escribió esta queja puede editarla.",
  "admin.only": "Acceso denegado. Se necesitan privilegios de superadministrador.",
  "comment.empty": "Escribe primero un comentario.",
  "comment.tooLong": "Los comentarios pueden tener como máximo {max} caracteres.",
  "appeal.empty": "Escribe por qué debería restaurarse la queja.",
  "appeal.tooLong": "El recurso puede tener como máximo {max} caracteres.",
  "resolution.notAuthor": "Solo quien presentó la queja puede cambiar esto.",
  "uck.notFound": "No se encontró la queja",
  // Sign-in, registration, the password and verification mails, invitations.
  "account.invalidCredentials": "Correo o contraseña incorrectos",
  "account.notVerified":
    "Verifica tu correo electrónico antes de iniciar sesión. Busca el enlace en tu bandeja de entrada.",
  "account.blocked":
    "Esta cuenta está bloqueada. Escribe al equipo de soporte si crees que es un error.",
  "account.scheduledForDeletion": "Esta cuenta está programada para eliminarse.",
  "account.alreadyRegistered": "Este correo ya está registrado. Inicia sesión.",
  "account.registrationFailed": "No se pudo completar el registro",
  "account.registrationBlocked":
    "El registro desde esta dirección está bloqueado por un incumplimiento del Acuerdo de Usuario. Vuelve a intentarlo más tarde o escribe al equipo de soporte.",
  "mail.notConfigured": "El correo no está configurado en este servidor.",
  "oauth.unknownProvider": "Proveedor de inicio de sesión desconocido.",
  "oauth.notConfigured":
    "El inicio de sesión con {provider} aún no está configurado en este servidor. Quien lo administra debe definir {prefix}_CLIENT_ID y {prefix}_CLIENT_SECRET (consulta el README). Mientras tanto, puedes entrar con tu correo y contraseña.",
  "oauth.title.failed": "Error de autenticación",
  "oauth.failed": "Hubo un error al completar tu inicio de sesión. Inténtalo de nuevo.",
  "oauth.title.emailRequired": "Se necesita el correo",
  "oauth.emailRequired":
    "Este método de inicio de sesión necesita acceso a tu correo. Prueba otro método o escribe al equipo de soporte.",
  "oauth.title.twitterEmail": "Se necesita acceso al correo de Twitter",
  "oauth.twitterEmail":
    "X no compartió tu correo electrónico. Quien administra la aplicación debe activar 'Request email from users' en el portal de desarrolladores de X; hasta entonces, entra con Google o con tu correo.",
  "oauth.title.incomplete": "Inicio de sesión incompleto",
  "oauth.incomplete": "Vuelve a intentar iniciar sesión.",
  "oauth.title.registrationRefused": "Registro rechazado",
  "oauth.accountExists":
    "Ya existe una cuenta con este correo. Inicia sesión con tu contraseña; el proveedor no confirmó este correo.",
  "invite.alreadyOnUck": "{email} ya está en UCK.",
  "invite.alreadyInvited": "Ya has invitado a {email}.",
  "invite.sendFailed": "No pudimos enviar la invitación. Inténtalo de nuevo.",
  // Decision 052, the company's side (see refusal.en.ts).
  "title.authRequired": "Tienes que iniciar sesión",
  "title.missingInfo": "Faltan datos",
  "title.invalidInfo": "Datos no válidos",
  "title.alreadyClaimed": "Ya reclamada",
  "title.claimSubmitted": "Solicitud enviada",
  "title.claimSent": "Solicitud enviada correctamente",
  "title.emptyResponse": "Respuesta vacía",
  "title.limitReached": "Límite de respuestas alcanzado",
  "title.claimRequired": "Tienes que reclamar la página",
  "title.responseSubmitted": "Respuesta enviada",
  "title.markedResolved": "Queja marcada como resuelta",
  "title.ownComplaint": "Tu propia queja",
  "title.alreadyAnswered": "Ya respondida",
  "title.refundMissing": "El reembolso no llegó",
  "title.offerNotSent": "Oferta no enviada",
  "title.refundNotRecorded": "Reembolso no registrado",
  "title.refundOffered": "Nuevo reembolso registrado",
  "title.addressSuggested": "Dirección sugerida",
  "title.pledgeMade": "Compromiso asumido",
  "title.pledgeWithdrawn": "Compromiso retirado",
  "pledge.owner":
    "Solo un propietario de la página de esta empresa puede asumir o retirar su compromiso.",
  "entity.owner":
    "Solo un propietario de esta página de empresa, o quien tenga pendiente su reclamación de la página, puede introducir su entidad jurídica.",
  "entity.invalid":
    "Indica la razón social, el registro, su número (letras, cifras, puntos, barras, guiones) y un código de país de dos letras.",
  "entity.document":
    "Adjunta una imagen (JPEG, PNG o WebP, 5 MB como máximo) de un documento que muestre la razón social y el número.",
  "entity.limited":
    "Esta empresa ha introducido su entidad jurídica tres veces hoy. Vuelve a intentarlo mañana.",
  "entity.claimantLimited":
    "Has introducido una entidad jurídica tres veces hoy. Vuelve a intentarlo mañana.",
  "entity.claimsLimited":
    "Hoy se han introducido cinco entidades jurídicas con reclamaciones de esta página. Vuelve a intentarlo mañana.",
  "entity.sent":
    "UCK comprueba el documento con lo que has introducido. Hasta entonces la página dice que la entidad jurídica es desconocida.",
  "title.entitySent": "Enviado para comprobar",
  "pledge.made": "Tu compromiso es público desde ahora: cuenta cada queja que te llegue.",
  "pledge.withdrawn": "Tu compromiso está retirado. La página lo dice, con la fecha de hoy.",
  "pledge.inForce": "El compromiso de esta empresa ya está en vigor.",
  "pledge.none": "Esta empresa no tiene un compromiso en vigor que retirar.",
  "pledge.repledgeFrom":
    "Un compromiso retirado puede volver a asumirse 30 días después: a partir del {day}.",
  "pledge.withdrawFrom":
    "Un compromiso puede retirarse un día después de asumirlo: a partir del {day}.",
  "title.outcomeRecorded": "Resultado registrado",
  "title.chooseOutcome": "Elige en qué quedó",
  "outcome.recorded": "El resultado está registrado y se ha avisado a quien se quejó.",
  "outcome.category":
    "Indica en qué quedó: una explicación, otra solución, no es tu cliente o un duplicado. La devolución de dinero tras una respuesta en curso aún no se registra aquí.",
  "outcome.notInProgress": "Solo una respuesta aún en curso puede ir seguida de su resultado.",
  "title.extortionReported": "Extorsión denunciada",
  "claim.signIn": "Inicia sesión para reclamar la página de esta empresa.",
  "claim.missing": "Indica el correo y el dominio de la empresa.",
  "claim.invalid": "Escribe un correo y un dominio válidos.",
  "claim.claimed": "La página de esta empresa ya fue reclamada.",
  "claim.failed": "No se pudo enviar la solicitud. Inténtalo de nuevo.",
  "claim.mailFailed":
    "Tu solicitud se envió, pero hubo un problema al mandar el correo de verificación. Un administrador la revisará a mano.",
  "claim.sent":
    "Enviamos un correo de verificación a {email}. Revisa tu bandeja de entrada y sigue las instrucciones para completar la verificación.",
  "claim.personalMailbox":
    "{domain} da un buzón a cualquiera, así que una dirección allí no demuestra que trabajas para {company}. Usa una dirección del dominio de tu empresa.",
  "title.chooseCategory": "Elige qué hace tu respuesta",
  "title.amountMissing": "Falta el importe",
  "title.refundIsMonetary": "Un reembolso es una compensación económica",
  "respond.category":
    "Indica qué hace tu respuesta: una explicación, devolver dinero, otra solución, sigue en curso, no es tu cliente o es un duplicado.",
  "respond.amountNeeded":
    "Una compensación económica es un reembolso: indica su importe, su moneda y el día en que se pagará. No se ha perdido nada de lo que escribiste.",
  "respond.refundNotMonetary":
    'Has indicado un importe a devolver: elige "Compensación económica" como lo que hace tu respuesta, o deja el importe vacío.',
  "respond.empty": "Escribe una respuesta antes de enviarla.",
  "respond.limit": "Has llegado a tu límite. Mejora tu plan para seguir respondiendo.",
  "respond.claim": "Tienes que reclamar la página de esta empresa para responder quejas.",
  "respond.submitted": "Tu respuesta se publicó y avisamos al cliente.",
  "respond.resolved": "Hemos pedido a quien presentó la queja que confirme que está resuelta.",
  "respond.own":
    "Presentaste esta queja tú mismo, así que no puedes responderla ni resolverla en nombre de la empresa.",
  "respond.already": "Esta queja ya tiene una respuesta.",
  "respond.deletionDemand":
    "Una respuesta u oferta de reembolso no puede pedir al autor que borre, elimine o retire su queja (dice “{matched}”). Quítalo y vuelve a enviarla: todo lo que escribiste se conserva.",
  "resolve.notAnswered":
    "Solo las quejas respondidas y sin resolver pueden marcarse como resueltas.",
  "resolve.awaiting":
    "Quien presentó la queja aún no ha respondido a tu último «Marcar como resuelta».",
  "verdict.refundFirst":
    "Dinos primero si has recibido {amount}: una queja se resuelve cuando llega su reembolso.",
  "verdict.refundMissing":
    "Dijiste que el reembolso de {amount} no llegó: indica primero que llegó, o responde No.",
  "resolve.waits":
    "El cliente dice que el reembolso no llegó. Ofrece un nuevo reembolso, o espera a que confirme que llegó, antes de marcar esta queja como resuelta.",
  "refund.amount": "Escribe el reembolso como un importe, por ejemplo 40 o 40.50.",
  "refund.currency": "Elige la moneda del reembolso.",
  "refund.due": "Elige el día en que llegará el reembolso: hoy o dentro de un año.",
  "refund.offered": "Avisamos al cliente, que confirmará cuando llegue.",
  "refund.refused": "Solo se puede volver a ofrecer un reembolso que el cliente dice que no llegó.",
  "contact.badAddress": "Escribe una dirección de correo válida.",
  "contact.noCompany": "Esta empresa ya no existe.",
  "contact.already": "{address} ya se sugirió para {company}.",
  "contact.adminChecks":
    "Gracias: un administrador de UCK revisará {address} antes de que se envíe allí ninguna queja.",
  "contact.asked":
    "Gracias: pedimos a {address} que confirme que recibe quejas de {company}. No se envía nada allí hasta que lo haga.",
  "contact.reviewNotRole":
    "Gracias: solo los buzones genéricos de una empresa (support@, complaints@, …) se confirman solos, así que {address} se ha enviado a un moderador para su revisión. No se envía nada allí antes de que lo confirme.",
  "contact.reviewPersonal":
    "Gracias: {address} es un buzón personal, así que un enlace enviado allí no demuestra que sea de la empresa. Se ha enviado a un moderador para su revisión; no se envía nada allí antes de que lo confirme.",
  "extortion.notMember":
    "Solo los miembros de la empresa de la queja pueden denunciarla como extorsión.",
  "extortion.own": "No puedes denunciar tu propia queja.",
  "extortion.already": "Ya denunciaste esta queja como extorsión. Un moderador la revisará.",
  "extortion.tooShort": "Pega o describe la exigencia en al menos {min} caracteres.",
  "extortion.tooLong": "La exigencia debe tener menos de {max} caracteres.",
  "extortionAnswer.notAuthor":
    "Solo el autor de la queja puede responder a una denuncia de extorsión.",
  "extortionAnswer.nothing":
    "No hay nada que responder en esta queja ahora: ya respondiste, o no te espera ninguna denuncia ni conclusión.",
  "extortionAnswer.tooShort": "Escribe tu versión en al menos {min} caracteres.",
  "escalationOutcome.notAuthor":
    "Solo quien escribió la queja puede registrar qué pasó después de escalarla.",
  "escalationOutcome.notEligible":
    "Se puede registrar un resultado cuando la queja se ha escalado o después de responder No a la respuesta de la empresa.",
  "escalationOutcome.tooMany":
    "Has registrado {limit} resultados en las últimas 24 horas. Vuelve a intentarlo mañana.",
  "escalationOutcome.nothingToVerify":
    "No hay nada que confirmar: el resultado cambió, ya se confirmó o dice que aún no ha pasado nada.",
  "escalationOutcome.notMember": "Solo un miembro de la empresa puede confirmar este resultado.",
  "extortionAnswer.tooLong": "Tu versión no debe superar los {max} caracteres.",
};
