import type { ClocksMessages } from "../en/clocks";

export const clocksEs: ClocksMessages = {
  "clocks.legend": "Para los plazos que se te aplican",
  "clocks.legendHint":
    "Opcional. Solo tú ves estas respuestas; UCK las usa para mostrarte tus plazos legales y recordártelos.",
  "clocks.optional": "(opcional)",
  "clocks.problemLabel": "¿Qué salió mal?",
  "clocks.paymentLabel": "¿Cómo pagaste?",
  "clocks.dateLabel": "Fecha de compra o de entrega",
  "clocks.choose": "Elige…",
  "clocks.problem.not_delivered": "No se entregó",
  "clocks.problem.faulty": "Defectuoso o no como se describía",
  "clocks.problem.cancelled_not_refunded": "Cancelado pero sin reembolso",
  "clocks.problem.other": "Otra cosa",
  "clocks.payment.credit_card": "Tarjeta de crédito",
  "clocks.payment.debit_card": "Tarjeta de débito",
  "clocks.payment.bank_transfer": "Transferencia bancaria",
  "clocks.payment.cash": "Efectivo",
  "clocks.payment.other": "Otra forma",
  "clocks.problem.problem": "Elige de la lista qué salió mal.",
  "clocks.problem.payment": "Elige de la lista cómo se pagó.",
  "clocks.problem.date": "Escribe la fecha de compra o de entrega como un día real, no futuro.",
  "clocks.heading": "Tus plazos",
  "clocks.private": "Solo tú ves esto.",
  "clocks.intro":
    "Contados desde la fecha que diste (un plazo que corre desde la entrega corre desde el día en que recibiste el producto). Información general, no asesoramiento jurídico: comprueba la fuente antes de fiarte de un día.",
  "clocks.askAnswers":
    "Di qué salió mal, cómo pagaste y cuándo, y UCK te muestra los plazos legales que se te aplican.",
  "clocks.none": "UCK no conoce ningún plazo para estas respuestas y este lugar.",
  "clocks.next": "Próximo plazo",
  "clocks.passed": "vencido",
  "clocks.unverified": "No verificado con el texto de la propia ley.",
  "clocks.source": "Fuente: {law}, comprobada el {date}",
  "clocks.calendar": "Añade estos plazos a tu calendario (.ics)",
  "clocks.edit": "Qué salió mal, cómo pagaste y cuándo",
  "clocks.save": "Guardar",
  "clocks.saving": "Guardando…",
  "clocks.saved": "Guardado. Tus plazos están actualizados.",
  "clocks.notAuthor": "Solo quien presentó la queja puede cambiar esto.",
  "clocks.calendarName": "Plazos de UCK: {company}",
  "clocks.calendarLink": "Tu queja: {url}",
  "clocks.reminderSubject1": "Mañana: {title}",
  "clocks.reminderSubject7": "En 7 días: {title}",
  "clocks.reminderText": "Tu queja sobre {company}: {title}, el {date}. {do}",
  "clocks.reminderOpen": "Ver tus plazos",
  "clocks.rule.eu-withdrawal.title": "Último día para desistir de la compra (14 días)",
  "clocks.rule.eu-withdrawal.do":
    "Comunica por escrito al vendedor que desistes del contrato; no tienes que dar ningún motivo.",
  "clocks.rule.uk-cancel.title":
    "Último día para cancelar una compra en línea o a distancia (14 días)",
  "clocks.rule.uk-cancel.do": "Comunica al comerciante, claramente y por escrito, que cancelas.",
  "clocks.rule.tr-withdrawal.title": "Último día del derecho de desistimiento (14 días)",
  "clocks.rule.tr-withdrawal.do": "Comunica por escrito al vendedor que desistes de la compra.",
  "clocks.rule.br-withdrawal.title": "Último día del derecho de desistimiento (7 días)",
  "clocks.rule.br-withdrawal.do":
    "Comunica por escrito al vendedor que desistes y pide que te devuelva todo lo pagado.",
  "clocks.rule.uk-reject.title":
    "Último día del derecho a rechazar a corto plazo un producto defectuoso (30 días)",
  "clocks.rule.uk-reject.do":
    "Comunica al comerciante que rechazas el producto y quieres el reembolso completo.",
  "clocks.rule.uk-presumption.title":
    "Fin de los seis meses en que se presume que el defecto existía en la entrega",
  "clocks.rule.uk-presumption.do":
    "Comunica el defecto por escrito antes de este día; después, puede que tengas que probarlo tú.",
  "clocks.rule.uk-delivery.title":
    "Último día de entrega del comerciante si no se acordó ninguno (30 días)",
  "clocks.rule.uk-delivery.do":
    "Si no ha llegado nada, fija por escrito una fecha final o resuelve el contrato y pide el reembolso.",
  "clocks.rule.uk-limitation.title":
    "Último día para demandar al comerciante (seis años, Inglaterra y Gales)",
  "clocks.rule.uk-limitation.do": "Una demanda por esta compra debe presentarse antes de este día.",
  "clocks.rule.eu-delivery.title":
    "Último día de entrega del vendedor si no se acordó ninguno (30 días)",
  "clocks.rule.eu-delivery.do":
    "Si no ha llegado nada, da por escrito un plazo adicional al vendedor; si tampoco lo cumple, resuelve el contrato y pide tu dinero.",
  "clocks.rule.eu-presumption.title":
    "Fin del año en que se presume que el defecto existía en la entrega",
  "clocks.rule.eu-presumption.do":
    "Comunica el defecto por escrito al vendedor antes de este día; después, puede que tengas que probarlo.",
  "clocks.rule.eu-guarantee.title": "Fin de la garantía legal de dos años",
  "clocks.rule.eu-guarantee.do":
    "Pide por escrito al vendedor la reparación o la sustitución antes de este día.",
  "clocks.rule.es-presumption.title":
    "Fin de los dos años en que se presume que el defecto existía en la entrega",
  "clocks.rule.es-presumption.do":
    "Comunica el defecto por escrito al vendedor antes de este día; después, puede que tengas que probarlo.",
  "clocks.rule.es-guarantee.title": "Fin de la garantía legal de tres años",
  "clocks.rule.es-guarantee.do":
    "Pide por escrito al vendedor la reparación o la sustitución antes de este día.",
  "clocks.rule.tr-presumption.title":
    "Fin de los seis meses en que se presume que el defecto existía en la entrega (Turquía)",
  "clocks.rule.tr-presumption.do": "Comunica el defecto por escrito al vendedor antes de este día.",
  "clocks.rule.tr-limitation.title":
    "Fin de la prescripción de dos años por un producto defectuoso",
  "clocks.rule.tr-limitation.do":
    "Las reclamaciones por el defecto deben hacerse antes de este día.",
  "clocks.rule.card-dispute.title":
    "Último día aproximado para pedir a tu banco un contracargo (120 días)",
  "clocks.rule.card-dispute.do":
    "Pide a tu banco que dispute el pago; los bancos pueden fijar plazos más cortos, así que hazlo pronto.",
  "clocks.rule.us-fcba.title":
    "Último día para enviar al emisor de la tarjeta una carta por error de facturación (60 días)",
  "clocks.rule.us-fcba.do":
    "Escribe a la dirección de errores de facturación del emisor. El plazo es de 60 días tras el extracto que muestra el cargo; aquí se cuenta desde la compra, así que el plazo real no es anterior.",
  "clocks.rule.fos-wait.title": "Terminan las ocho semanas de la entidad para una respuesta final",
  "clocks.rule.fos-wait.do":
    "Si no ha respondido para entonces, puedes llevar la queja al Financial Ombudsman Service.",
  "clocks.rule.fos-refer.title":
    "Último día para llevar la queja al Financial Ombudsman Service (seis meses tras la respuesta)",
  "clocks.rule.fos-refer.do":
    "Si la respuesta no lo resuelve, lleva la queja al ombudsman antes de este día.",
};
