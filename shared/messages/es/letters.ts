import type { LettersMessages, LettersPanelMessages } from "../en/letters";

export const lettersPanelEs: LettersPanelMessages = {
  "letters.heading": "Carta de reclamación previa",
  "letters.panelIntro":
    "Una carta formal a {company} que cita la ley aplicable a tu problema, con el importe, lo que lo resolvería y un plazo con fecha. Solo tú ves esto.",
  "letters.open": "Abrir tu carta (para imprimir)",
  "letters.kit": "Kit de disputa con tarjeta (para imprimir)",
  "letters.askProblem":
    "Indica qué salió mal (no entregado, defectuoso o cancelado sin reembolso) en el formulario de abajo y UCK redacta tu carta.",
  "letters.noPlace":
    "UCK tiene cartas para el Reino Unido, Turquía, España, Estados Unidos y la UE.",
  "letters.send": "Enviar la carta a {company} por mí",
  "letters.sendHint":
    "UCK la envía una sola vez a la dirección de reclamaciones de {company}, con tu dirección para la respuesta, y lo registra en el expediente de tu queja.",
  "letters.sending": "Enviando…",
  "letters.sent":
    "UCK envió tu carta a {company} el {day}; pide una respuesta antes del {deadline}.",
  "letters.sendDone": "Tu carta va de camino y queda registrada en el expediente de tu queja.",
  "letters.sendRefused.already": "UCK ya envió tu carta para esta queja.",
  "letters.sendRefused.capped":
    "Has pedido a UCK que envíe 3 cartas en las últimas 24 horas. Vuelve a intentarlo mañana.",
  "letters.sendRefused.unavailable": "UCK no puede enviar una carta para esta queja.",
  "letters.sendRefused.noAddress":
    "UCK no tiene una dirección para escribir a esta empresa: imprime la carta y envíala tú.",
  "letters.sendRefused.cadence":
    "UCK escribió a la dirección de esta empresa hace menos de 24 horas. Vuelve a intentarlo después de las {time}.",
};

export const lettersEs: LettersMessages = {
  ...lettersPanelEs,
  "letters.title": "Carta de reclamación previa",
  "letters.subject": "Carta de reclamación previa: {company}",
  "letters.from": "De",
  "letters.to": "A",
  "letters.date": "Fecha",
  "letters.reference": "Referencia",
  "letters.referenceValue": "Queja de UCK {id}",
  "letters.registerNumber": "Número de registro: {identifier}",
  "letters.legalUnknown": "UCK aún no ha confirmado la entidad jurídica de esta empresa.",
  "letters.salutation": "Muy señores míos:",
  "letters.facts.not_delivered":
    "El {date} les compré y pagué {amount}. Lo que pagué no me ha sido entregado.",
  "letters.facts.faulty":
    "El {date} les compré y pagué {amount}. Lo que me suministraron es defectuoso o no es como se describía.",
  "letters.facts.cancelled_not_refunded":
    "El {date} les compré y pagué {amount}. Desistí del contrato y no me han reembolsado.",
  "letters.complaintWords": "Mi queja, tal como la escribí el {day}:",
  "letters.law.uk.not_delivered":
    "Según la {law}, los bienes deben entregarse en el plazo acordado o, si no se acordó ninguno, sin demora indebida y a más tardar 30 días después del contrato. Como no se entregaron, fijo ahora un plazo adicional, adecuado a las circunstancias, que termina en la fecha indicada abajo; si no lo cumplen, daré el contrato por terminado y deberán reembolsarme todo lo pagado.",
  "letters.law.uk.faulty":
    "Según la {law}, los bienes deben ser conformes al contrato. Si no lo son, tengo el derecho a corto plazo de rechazarlos con reembolso íntegro en 30 días, el derecho a la reparación o sustitución y, tras una reparación o sustitución fallida, a una rebaja del precio o al rechazo definitivo.",
  "letters.law.uk.cancelled_not_refunded":
    "Según las {law}, un contrato a distancia o fuera del establecimiento puede cancelarse en 14 días sin dar motivos, y el comerciante debe reembolsar lo pagado, incluido el envío estándar. Cancelé y el reembolso no ha llegado.",
  "letters.law.tr.not_delivered":
    "Según la {law}, en una venta a distancia el vendedor debe cumplir en el plazo prometido y, para bienes, nunca más tarde de 30 días; si no lo hace, el consumidor puede resolver el contrato y se le debe reembolsar todo lo pagado.",
  "letters.law.tr.faulty":
    "Según la {law}, el consumidor que recibe bienes defectuosos puede desistir del contrato, pedir una rebaja proporcional al defecto, la reparación gratuita o la sustitución por uno sin defecto, y el vendedor debe cumplir lo que el consumidor elija.",
  "letters.law.tr.cancelled_not_refunded":
    "Según la {law}, en una venta a distancia el consumidor puede desistir del contrato en 14 días sin dar motivos ni pagar penalización, y el vendedor debe reembolsar todo lo cobrado, incluidos los gastos de envío.",
  "letters.law.es.not_delivered":
    "Según el {law}, si los bienes no se entregan a tiempo, el consumidor puede emplazar al empresario para que cumpla en un plazo adicional adecuado a las circunstancias; si tampoco cumple, puede resolver el contrato y recuperar sin demora indebida todo lo pagado.",
  "letters.law.es.faulty":
    "Según el {law}, el vendedor responde de la falta de conformidad: el consumidor puede exigir la reparación o sustitución gratuitas y, si no son posibles o no se realizan, una rebaja del precio o la resolución del contrato. Se presume que el defecto que aparece en los dos años siguientes a la compra existía desde el origen.",
  "letters.law.es.cancelled_not_refunded":
    "Según el {law}, el consumidor puede desistir de un contrato a distancia en 14 días naturales, y la empresa debe devolver todas las cantidades pagadas en 14 días desde que conoce el desistimiento, por el mismo medio de pago.",
  "letters.law.us.not_delivered":
    "Según la {law}, el vendedor debe enviar en el plazo que indicó o, si no indicó ninguno, en 30 días; si no puede, debe obtener mi consentimiento al retraso o reembolsarme con prontitud. Si pagué con tarjeta de crédito, el cargo por bienes no entregados según lo acordado es un error de facturación que puedo reclamar a mi emisor.",
  "letters.law.us.faulty":
    "Según el {law}, los bienes vendidos deben cumplir las garantías del vendedor, incluidas las que la ley presume. Lo que me suministraron no las cumple.",
  "letters.law.us.cancelled_not_refunded":
    "Según la {law}, el cargo por bienes o servicios que no acepté o que no se entregaron es un error de facturación que puedo reclamar a mi emisor si pagué con tarjeta de crédito. Ustedes aceptaron la cancelación o devolución y el reembolso no se ha hecho.",
  "letters.law.eu.not_delivered":
    "Según la {law}, tal como la aplica la ley de su país, los bienes deben entregarse en el plazo acordado o en 30 días. Como no se entregaron, les concedo un plazo adicional razonable que termina en la fecha indicada abajo; si no lo cumplen, podré resolver el contrato y deberán reembolsarme sin demora indebida todo lo pagado.",
  "letters.law.eu.faulty":
    "Según la {law}, tal como la aplica la ley de su país, el vendedor responde de los defectos que existían en la entrega y aparecen en dos años, y debe repararlos o sustituir los bienes sin coste; si no es posible o no lo hace, tengo derecho a una rebaja del precio o a resolver el contrato.",
  "letters.law.eu.cancelled_not_refunded":
    "Según la {law}, tal como la aplica la ley de su país, puedo desistir de un contrato a distancia en 14 días sin dar motivos, y el comerciante debe reembolsar todos los pagos, incluido el envío estándar, en 14 días desde que se le informa.",
  "letters.demand.not_delivered":
    "Les pido que entreguen lo que pagué, o que me reembolsen todo lo pagado, antes de la fecha indicada abajo.",
  "letters.demand.faulty":
    "Les pido que me reembolsen, o que reparen o sustituyan los bienes sin coste, antes de la fecha indicada abajo.",
  "letters.demand.cancelled_not_refunded":
    "Les pido que me reembolsen todo lo pagado, incluido el envío estándar, por el mismo medio de pago, antes de la fecha indicada abajo.",
  "letters.resolution": "Lo que lo resolvería para mí: {resolution}",
  "letters.amount": "El importe en disputa es {amount}.",
  "letters.deadline":
    "Les ruego que respondan y lo solucionen antes del {deadline} ({days} días desde la fecha de esta carta).",
  "letters.next.uk":
    "De lo contrario, tengo intención de llevar el asunto a un sistema de resolución alternativa de litigios o al tribunal del condado, y de mostrarles esta carta.",
  "letters.next.tr":
    "De lo contrario, tengo intención de acudir al comité de arbitraje de consumo o al tribunal de consumo y de presentarles esta carta.",
  "letters.next.es":
    "De lo contrario, tengo intención de acudir al sistema arbitral de consumo o a los tribunales. Esta carta es mi reclamación extrajudicial previa.",
  "letters.next.us":
    "De lo contrario, tengo intención de disputar el cargo con el emisor de mi tarjeta si pagué con tarjeta, y de llevar el asunto a la oficina de protección al consumidor de mi estado o al tribunal de reclamos menores.",
  "letters.next.eu":
    "De lo contrario, tengo intención de pedir ayuda al Centro Europeo del Consumidor de mi país y de llevar el asunto más lejos.",
  "letters.closing": "Atentamente,",
  "letters.sources": "Leyes citadas",
  "letters.sourceLine": "{cite}: comprobada el {date} con",
  "letters.numberless":
    "No se imprime número de artículo: UCK no pudo confirmarlo con una copia publicada del texto de la ley.",
  "letters.template":
    "Esta carta es una plantilla que UCK preparó a partir de tu queja. No es asesoramiento jurídico: revísala, cambia lo que no encaje y consulta a una asociación de consumidores si tienes dudas.",
  "letters.print":
    "Imprime esta página, o guárdala como PDF, desde el menú de impresión del navegador.",
  "letters.back": "Volver a la queja",
  "letters.other": "La misma carta para otro lugar:",
  "letters.place.uk": "Reino Unido",
  "letters.place.tr": "Turquía",
  "letters.place.es": "España",
  "letters.place.us": "Estados Unidos",
  "letters.place.eu": "UE, transfronteriza",
  "kit.title": "Kit de disputa con tarjeta",
  "kit.intro":
    "Para disputar con tu banco un pago con tarjeta: el código de motivo que puede usar tu banco, los días que le quedan y un dosier de tus pruebas para imprimir.",
  "kit.thirdParty":
    "Los códigos y plazos proceden de resúmenes de terceros de las normas de las redes de tarjetas, no de los reglamentos de las propias redes. Esas normas obligan a los bancos, y tu banco puede fijar un plazo más corto: contacta con él cuanto antes.",
  "kit.formLegend": "Tu pago con tarjeta",
  "kit.network": "Red de la tarjeta",
  "kit.card": "Tarjeta",
  "kit.card.credit": "Tarjeta de crédito",
  "kit.card.debit": "Tarjeta de débito",
  "kit.problem": "Qué salió mal",
  "kit.problem.not_delivered": "No entregado",
  "kit.problem.faulty": "Defectuoso o no es como se describía",
  "kit.problem.cancelled_not_refunded": "Cancelado pero no reembolsado",
  "kit.timing": "Qué pasó después",
  "kit.timing.date_given": "Se prometió una fecha de entrega y ya pasó",
  "kit.timing.no_date": "No se dio fecha de entrega",
  "kit.timing.services_stopped": "Un servicio continuado se interrumpió",
  "kit.timing.kept": "Me quedé los bienes",
  "kit.timing.returned": "Devolví los bienes o cancelé el servicio",
  "kit.timing.credit_receipt": "La empresa confirmó un reembolso que nunca llegó",
  "kit.expected": "Fecha de entrega prometida, o día en que llegaron los bienes",
  "kit.returned": "Día en que devolviste los bienes",
  "kit.credit": "Fecha de la confirmación del reembolso",
  "kit.aware": "Día en que supiste que el servicio se interrumpió",
  "kit.show": "Ver mi código y los días que quedan",
  "kit.needDate":
    "Indica primero la fecha de compra en la página de la queja: los plazos se cuentan desde ella.",
  "kit.choose": "Elige la red, la tarjeta y qué pasó para ver el código.",
  "kit.code": "Código de motivo: {network} {code}, {name}",
  "kit.window":
    "Último día para que tu banco presente la disputa: {date}; quedan {days} días de {window}.",
  "kit.windowPassed": "El plazo de {window} días terminó el {date}.",
  "kit.counted": "Contado desde el {date}.",
  "kit.fileFrom": "Tu banco puede presentarla desde el {date}.",
  "kit.waitUnknown": "Las fuentes leídas no dicen si tu banco debe esperar antes de presentarla.",
  "kit.source": "Resumen de terceros, comprobado el {date}:",
  "kit.s75.heading": "Reino Unido: sección 75 de la Consumer Credit Act 1974",
  "kit.s75.eligible":
    "Pagaste con tarjeta de crédito un artículo de más de 100 £ y no más de 30.000 £: el emisor de tu tarjeta responde junto con el vendedor. Reclama al emisor.",
  "kit.s75.below": "La sección 75 cubre artículos de más de 100 £: este importe no supera 100 £.",
  "kit.s75.above": "La sección 75 cubre artículos de hasta 30.000 £: este importe lo supera.",
  "kit.s75.not_credit":
    "La sección 75 solo cubre tarjetas de crédito; con una de débito, pide a tu banco un contracargo.",
  "kit.s75.not_gbp":
    "Los límites de la sección 75 están en libras; comprueba el precio del artículo en libras.",
  "kit.s75.no_amount":
    "Indica el importe en la página de la queja: la sección 75 cubre artículos de más de 100 £ y no más de 30.000 £.",
  "kit.fcba.heading": "Estados Unidos: carta de la Fair Credit Billing Act",
  "kit.fcba.text":
    "Escribe a la dirección de errores de facturación del emisor de tu tarjeta. La carta debe llegarle en los 60 días siguientes al envío del primer extracto con el cargo; contado desde la compra, a más tardar el {date}. Una llamada no conserva este derecho.",
  "kit.fcba.debit":
    "La Fair Credit Billing Act cubre tarjetas de crédito; con una de débito, pide a tu banco un contracargo.",
  "kit.bundle": "Dosier para tu banco",
  "kit.complaint": "La queja",
  "kit.timeline": "Cronología (UTC)",
  "kit.answers": "Las respuestas de la empresa, literales",
  "kit.noAnswers": "La empresa no ha respondido.",
  "kit.photos": "Fotos",
  "kit.noPhotos": "Esta queja no tiene foto.",
  "kit.sha": "SHA-256 del archivo guardado:",
  "kit.event.filed": "Presentada en UCK",
  "kit.event.sent_to_company": "Enviada a la empresa",
  "kit.event.contact_attempt": "UCK intentó contactar con la empresa",
  "kit.event.company_not_reached": "Escalada; nunca se pudo contactar con la empresa",
  "kit.event.company_response": "La empresa respondió",
  "kit.event.refund_offered": "La empresa ofreció un reembolso",
  "kit.event.refund_received": "El reembolso llegó",
  "kit.event.refund_not_received": "El reembolso no llegó",
  "kit.event.escalated": "Escalada: sin respuesta en 48 horas",
  "kit.event.follow_up": "UCK insistió una semana después de la escalada",
  "kit.event.letter_sent": "UCK envió la carta de reclamación previa",
  "kit.event.sent_to_venue": "Enviada a un organismo de consumo",
  "kit.event.resolved": "Marcada como resuelta",
};
