import type { ComplaintMessages } from "../en/complaint";
import { clocksEs } from "./clocks";
import { groupEs } from "./group";
import { lettersPanelEs } from "./letters";
import { resolutionEs } from "./resolution";

/** The complaint page in Spanish: written for Spanish readers ("tú"), not word for word. */
export const complaintEs: ComplaintMessages = {
  "complaint.back": "Volver",
  "complaint.heading": "Detalle de la queja",
  "complaint.groupNote":
    "Cada queja del grupo sigue siendo independiente, con su propio plazo de 48 horas, sus respuestas y su estado.",
  "complaint.moderationKept_one":
    "Revisada por la moderación de UCK tras {count} denuncia el {date}: cumple las Condiciones de uso y sigue publicada.",
  "complaint.moderationKept_other":
    "Revisada por la moderación de UCK tras {count} denuncias el {date}: cumple las Condiciones de uso y sigue publicada.",
  "complaint.restored":
    "Un moderador de UCK retiró esta queja el {date} (motivo: {reason}). Su autor recurrió y se volvió a publicar. {appeal}",
  "complaint.backToAll": "Volver a todas las quejas",
  "complaint.removed": "Queja retirada",
  "complaint.removedOn": "Un moderador retiró esta queja el {date}. Motivo: {reason}",
  "complaint.appealLabel": "Recurrir la retirada",
  "complaint.appealHint":
    "Escribiste esta queja, así que puedes recurrir una vez. Un administrador de UCK lo lee y vuelve a publicar la queja o la deja retirada; esta página muestra la decisión.",
  "complaint.sendAppeal": "Enviar el recurso",
  "complaint.promises": "Lo que UCK garantiza a quien se queja",
  "appeal.none": "El autor no ha recurrido.",
  "appeal.pending": "Recurso pendiente: el autor recurrió y un administrador de UCK decidirá.",
  "appeal.upheld": "Recurso aceptado.",
  "appeal.upheldNote": "Recurso aceptado: {note}",
  "appeal.rejected": "Recurso rechazado.",
  "appeal.rejectedNote": "Recurso rechazado: {note}",
  "complaint.error": "Error",
  "complaint.commentFailed": "No se pudo publicar el comentario. Inténtalo de nuevo.",
  "complaint.signInToComment": "Inicia sesión para comentar.",
  "complaint.commentPosted": "Comentario publicado",
  "complaint.commentPostedText": "Tu comentario se ha añadido a la queja.",
  "complaint.saved": "Guardado",
  "complaint.savedText": "Lo que solucionaría tu queja ya figura en ella y en su expediente.",
  "nameChoice.heading": "Mostrar mi nombre públicamente",
  "nameChoice.shown":
    "Activado: todo el mundo ve tu nombre, tu avatar y un enlace a tu perfil en esta queja.",
  "nameChoice.hidden":
    "Desactivado: el público solo ve tus iniciales y un avatar neutro, y esta queja no aparece en tu perfil público. La empresa, el expediente y las autoridades siguen viendo tu nombre.",
  "nameChoice.show": "Mostrar mi nombre públicamente",
  "nameChoice.hide": "Ocultar mi nombre al público",
  "nameChoice.shownText": "Tu nombre vuelve a mostrarse públicamente en esta queja.",
  "nameChoice.hiddenText":
    "Tu nombre está oculto al público en esta queja: la gente ve tus iniciales. La empresa sigue viendo tu nombre.",
  "comments.update": "Novedad de quien se queja",
  "comments.signInToUck": "Inicia sesión para dar UCK a los comentarios",
  "comments.heading": "Comentarios ({count})",
  "comments.none": "Aún no hay comentarios. Sé el primero en comentar.",
  "comments.yours":
    "Esta es tu queja: lo que escribas aquí aparece como una novedad de quien se queja.",
  "comments.label": "Escribe un comentario",
  "comments.placeholder": "Escribe un comentario…",
  "comments.send": "Enviar el comentario",
  "comments.signInTo": "{signIn} para comentar.",
  "comments.signIn": "Inicia sesión",
  "rating.satisfied": "Quien presentó la queja confirmó que {company} la resolvió.",
  "rating.notSatisfied":
    "Quien presentó la queja dijo que la respuesta de {company} no la resolvió.",
  "rating.score": "Valoró cómo se gestionó con {score} de 10.",
  "rating.wouldReturn": "Dijo que volvería a hacer negocios con {company}.",
  "rating.wouldNotReturn": "Dijo que no volvería a hacer negocios con {company}.",
  "flood.note":
    "Esta queja se publicó durante una actividad inusual en la página de esta empresa, que se está revisando. Sigue publicada; no se ha borrado nada.",
  "flood.how": "Cómo se detecta la actividad inusual",
  "archived.note":
    "Esta queja, presentada en {year}, está en el archivo de UCK: sigue siendo pública y sin cambios, pero ya no admite ucks, comentarios ni respuestas.",
  "reach.sent": "Enviada a {company} el {day} (UTC), a {via}.",
  "reach.via.members": "sus miembros en UCK",
  "reach.via.complaints_address": "su dirección de reclamaciones",
  "reach.via.support_mailbox": "su buzón de atención al cliente",
  "reach.notSent": "Aún no se ha enviado a {company}: {reason}",
  "reach.canHelp": "Cualquiera puede cambiarlo: {claim} o {suggest}.",
  "reach.claim": "reclamar la página",
  "reach.suggest": "sugerir su dirección de reclamaciones",
  "reach.why.sending": "un correo a {company} con esta queja está en camino.",
  "reach.why.waiting":
    "se escribió a {company} en el último día; esta queja irá en su próximo correo, en menos de 24 horas.",
  "reach.why.no_address":
    "nadie gestiona la página de {company} en UCK y no se conoce su dirección de reclamaciones.",
  "reach.why.no_domain": "UCK no conoce el dominio web de {company}.",
  "reach.why.no_mail_exchanger":
    "el dominio de {company} no recibe correo y nadie gestiona su página en UCK.",
  "reach.why.stopped":
    "la dirección de {company} pidió a UCK que dejara de escribir y nadie gestiona su página en UCK.",
  "reach.why.no_link_key":
    "esta instalación aún no puede escribir a las empresas (quien la opera tiene que configurar ADDRESS_HASH_KEY).",
  "reach.why.too_old":
    "nadie gestiona la página de {company} en UCK, y UCK solo escribe a una empresa sobre las quejas de los últimos 30 días.",
  "reach.why.account_cap":
    "las quejas de su autor llenaron su parte del correo de UCK a las empresas por hoy; irá a {company} en un correo posterior, cuando esa parte se libere.",
  "escalation.resolveIt": "Qué lo solucionaría: ",
  "escalation.amount": "Importe reclamado: ",
  "escalationOutcome.heading": "Qué pasó después",
  "escalationOutcome.line": "{outcome}, el {date}",
  "escalationOutcome.amount": "Importe: {amount}",
  "escalationOutcome.record": "Registra qué pasó",
  "escalationOutcome.change": "Cambia qué pasó",
  "escalationOutcome.confirm": "Confirma qué pasó",
  "escalationOutcome.state.reported":
    "Informado por quien se quejó; sin verificar, así que no cuenta.",
  "escalationOutcome.state.counts": "Verificado; cuenta en la página de la empresa.",
  "escalationOutcome.state.review":
    "Verificado; el importe espera la revisión de UCK antes de contar.",
  "escalationOutcome.state.notCounted":
    "Verificado, pero no cuenta: la cuenta que lo registró no cumple las reglas de recuento de UCK.",
  "escalationOutcome.state.refused": "UCK lo revisó y no lo cuenta.",
  "escalationOutcome.o.venue_upheld": "El organismo dio la razón a la queja",
  "escalationOutcome.o.venue_not_upheld": "El organismo no dio la razón a la queja",
  "escalationOutcome.o.settled": "Acuerdo alcanzado",
  "escalationOutcome.o.chargeback_won":
    "El emisor de la tarjeta devolvió el dinero (contracargo ganado)",
  "escalationOutcome.o.chargeback_refused": "El emisor de la tarjeta rechazó el contracargo",
  "escalationOutcome.o.s75_paid": "El emisor de la tarjeta de crédito pagó (sección 75)",
  "escalationOutcome.o.company_paid": "La empresa pagó después de la carta",
  "escalationOutcome.o.nothing_yet": "Nada todavía",
  "escalation.heading": "Escalado",
  "escalation.headingBefore": "Si la empresa no responde",
  "escalation.headingAnswered": "Si la respuesta no lo resuelve",
  "escalation.answered":
    "La empresa respondió. Si su respuesta no resuelve tu queja, tu expediente está listo para el organismo indicado abajo.",
  "escalation.before":
    "Sin respuesta en 48 horas, tu queja escala en UCK y su expediente queda listo para un organismo de consumo.",
  "escalation.followUp":
    "UCK hizo un seguimiento con {company} el {date}, una semana después de escalarse: entonces seguía sin respuesta.",
  "escalation.file": "El expediente",
  "escalation.json": "En JSON",
  "escalation.where": "Dónde presentarlo: ",
  "escalation.from": " Acepta el caso desde el {date}.",
  "escalation.noVenue": "No conocemos ningún organismo para este caso.",
  "complaint.toolsFailed":
    "Esta parte de la página no se pudo cargar. Revisa tu conexión y recarga la página.",
  "escalation.category": "Categoría: {category}",
  "escalation.categoryLabel": "La categoría que corresponde a tu queja",
  "complaint.categorySaved": "La categoría de tu queja está corregida, en ella y en su expediente.",
  "venue.why.sent": "UCK envió el expediente aquí.",
  "sheet.title": "Solicitud al comité de arbitraje de consumo",
  "sheet.note":
    "Una solicitud (başvuru dilekçesi) con el contenido que piden las normas, rellenada a partir de tu queja: no es el formulario oficial del Ministerio. Imprímela, completa a mano los espacios en blanco (tu número de identidad turco, dirección, la fecha y el número de la factura), fírmala y entrégala con una copia de la factura, o introduce lo mismo en e-Devlet (TÜBİS).",
  "sheet.back": "Volver al expediente",
  "venue.why.cfpb": "La empresa es una empresa financiera de EE. UU.",
  "venue.why.fosNoAnswer":
    "La empresa es una entidad financiera del Reino Unido que no ha enviado una respuesta final.",
  "venue.why.fosRecent":
    "La empresa es una entidad financiera del Reino Unido y respondió hace menos de seis meses.",
  "venue.why.thhNoAmount":
    "Para importes por debajo del límite de arbitraje ({limit} TL para quejas presentadas en {year}); a partir de él, el tribunal de consumo.",
  "venue.why.thhBelow":
    "El importe está por debajo del límite de arbitraje ({limit} TL para quejas presentadas en {year}).",
  "venue.why.trCourt":
    "El importe alcanza o supera el límite de arbitraje ({limit} TL para quejas presentadas en {year}): el tribunal de consumo, tras la mediación obligatoria.",
  "venue.why.ecc": "Usted está en {home} y la empresa está en {company}.",
  "venue.why.fraud": "Un fraude de una empresa de otro país ({company}).",
  "venue.why.nationalAdvice": "El servicio oficial de asesoramiento al consumidor de {home}.",
  "venue.why.nationalAuthority": "La autoridad de consumo de {home}.",
  "escalation.sending":
    "UCK está enviando tu expediente a {venue} por correo electrónico; esta página lo dirá cuando haya salido.",
  "escalation.theVenue": "el organismo",
  "escalation.willSend":
    "Pediste a UCK que enviara tu expediente: si no hay respuesta en 48 horas, irá a {venue} por correo electrónico, con tu dirección para responder.",
  "escalation.cannotSend":
    "Pediste a UCK que enviara tu expediente, pero este organismo no acepta quejas de UCK por correo electrónico: tendrás que enviarlo tú.",
  "escalation.edit": "Editar qué lo solucionaría",
  "escalation.sendToVenue":
    "Enviar mi expediente por mí si no hay respuesta en 48 horas, cuando el organismo acepte quejas por correo electrónico.",
  "escalation.saving": "Guardando…",
  "escalation.save": "Guardar",
  "appeal.sentTitle": "Recurso enviado",
  "appeal.sentText":
    "Un administrador de UCK decidirá; la página de la queja mostrará la decisión.",
  "appeal.twiceTitle": "Ya recurriste",
  "appeal.twiceText": "Solo puedes recurrir una retirada una vez, y ya lo hiciste.",
  "appeal.notYours": "Solo quien escribió una queja retirada puede recurrir su retirada.",
  "removed.text":
    "Los moderadores de UCK retiraron esta queja tras ser denunciada, porque incumplía las {agreement}.",
  "removed.agreement": "Condiciones de uso",
  ...resolutionEs,
  ...groupEs,
  ...clocksEs,
  ...lettersPanelEs,
};
