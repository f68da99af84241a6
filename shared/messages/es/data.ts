import type { DataMessages } from "../en/data";

export const dataEs: DataMessages = {
  "data.name": "Datos abiertos de UCK",
  "data.description":
    "Todas las quejas públicas de UCK, en archivos que cualquiera puede descargar, estudiar y volver a publicar.",
  "data.title": "Datos abiertos",
  "data.metaDescription":
    "Todas las quejas públicas de UCK en archivos CSV y JSON Lines diarios y semanales, de dominio público, con un diccionario de datos.",
  "data.intro":
    "{description} Cada mañana se escriben las quejas del día anterior (UTC) en CSV y en JSON Lines; cada semana, un archivo completo reúne todas las quejas hasta el domingo anterior. Los archivos se ceden al dominio público bajo {license}. No contienen datos personales: ni autor, ni dirección, y una dirección de correo escrita en una queja se sustituye por {removed} (salvo que sea del propio dominio de la empresa), igual que en todas las páginas y en la API. Los estados y recuentos son los del momento en que se escribió el archivo por última vez; una queja eliminada o editada después se corrige en la siguiente exportación (consulta Correcciones más abajo); la {api} los ofrece tal como están ahora.",
  "data.intro.api": "API pública",
  "data.files": "Archivos",
  "data.files.none":
    "Los primeros archivos se escriben la mañana siguiente al primer día con quejas.",
  "data.files.file": "Archivo",
  "data.files.covers": "Periodo",
  "data.files.complaints": "Quejas",
  "data.files.size": "Tamaño",
  "data.files.upTo": "Todo hasta el {day}",
  "data.corrections": "Correcciones",
  "data.corrections.about":
    "Los archivos siguen al sitio. Cuando los moderadores eliminan una queja, su autor la borra o la edita, o desaparece con una cuenta cerrada por incumplir el Acuerdo de usuario, la siguiente exportación (cada 15 minutos) reescribe los archivos diarios del día en que se presentó y los archivos semanales más recientes, y retira los archivos semanales anteriores que la contenían. Una descarga se guarda en caché como mucho una hora. Nada de una queja eliminada queda en un archivo servido aquí.",
  "data.corrections.none": "Ningún archivo ha necesitado una corrección en el último año.",
  "data.corrections.waiting": "Pendiente de la siguiente exportación:",
  "data.corrections.note": "{complaints} del {day}; motivo: {reason}.",
  "data.complaints_one": "1 queja",
  "data.complaints_other": "{count} quejas",
  "data.reason.removed_by_moderators": "retirada por los moderadores",
  "data.reason.deleted_by_author": "borrado por su autor",
  "data.reason.edited_by_author": "edición por su autor",
  "data.reason.account_deleted":
    "retirada junto con una cuenta cerrada por incumplir el Acuerdo de usuario",
  "data.dictionary": "Diccionario de datos",
  "data.dictionary.about":
    "Los archivos CSV (text/csv: UTF-8, RFC 4180, separados por comas, finales de línea CRLF) empiezan con esta fila de cabecera; cada archivo JSON Lines (application/jsonl) tiene un objeto por línea con las mismas claves. Los campos CSV vacíos son null en JSON. A un texto que empieza por {eq}, {plus}, {minus} o {at} se le antepone un apóstrofo en el CSV, para que una hoja de cálculo lo muestre en lugar de ejecutarlo.",
  "data.columns": "Columnas",
  "data.columns.column": "Columna",
  "data.columns.type": "Tipo",
  "data.columns.meaning": "Significado",
  "data.type.complaint_id": "texto",
  "data.about.complaint_id": "El identificador de la queja; su página es /complaint/{id}",
  "data.type.url": "texto",
  "data.about.url": "La página de la queja",
  "data.type.created_at": "marca de tiempo (ISO 8601, UTC)",
  "data.about.created_at": "Cuándo se presentó la queja",
  "data.type.company": "texto",
  "data.about.company": "El nombre de la empresa",
  "data.type.company_slug": "texto",
  "data.about.company_slug": "La página de la empresa es /company/{company_slug}",
  "data.type.company_domain": "texto",
  "data.about.company_domain": "El dominio web de la empresa, si se conoce",
  "data.type.company_legal_name": "texto o vacío",
  "data.about.company_legal_name":
    "La entidad jurídica de la empresa tal como UCK la confirmó (de GLEIF o Companies House, o del documento de la empresa, comprobado); vacío: entidad jurídica desconocida",
  "data.type.company_registry":
    "lei | gb_company_number | tr_mersis | tr_vkn | br_cnpj | es_nif | other | vacío",
  "data.about.company_registry": "El registro que numera la entidad jurídica",
  "data.type.company_registry_id": "texto o vacío",
  "data.about.company_registry_id": "El número de la entidad jurídica en ese registro",
  "data.type.category": "texto",
  "data.about.category": "Identificador de la categoría por palabra clave (/category/{category})",
  "data.type.country": "texto",
  "data.about.country": "País tomado de la ubicación de la queja, si se indicó",
  "data.type.status": "open | in_progress | resolved | escalated",
  "data.about.status":
    "in_progress cuando la empresa ha respondido; escalated tras 48 horas sin respuesta",
  "data.type.uck_count": "entero",
  "data.about.uck_count": "Personas que dieron un uck a la queja (estuvieron de acuerdo)",
  "data.type.comment_count": "entero",
  "data.about.comment_count": "Comentarios públicos",
  "data.type.responded_at": "marca de tiempo o vacío",
  "data.about.responded_at": "Cuándo respondió la empresa",
  "data.type.resolved_at": "marca de tiempo o vacío",
  "data.about.resolved_at": "Cuándo quien presentó la queja confirmó que estaba resuelta",
  "data.type.escalated_at": "marca de tiempo o vacío",
  "data.about.escalated_at": "Cuándo se escaló",
  "data.type.satisfied": "true | false | vacío",
  "data.about.satisfied": "El veredicto de quien se queja sobre la respuesta de la empresa",
  "data.type.company_resolved_at": "marca de tiempo o vacío",
  "data.about.company_resolved_at":
    "Cuándo un miembro de la empresa dijo que estaba resuelta: lo que afirma la empresa, nunca el resultado (decide quien presentó la queja)",
  "data.type.verdict": "resolved | disputed | vacío",
  "data.about.verdict":
    "La última respuesta de quien presentó la queja: resolved (su Sí, la única forma de que el estado pase a resuelta) o disputed (No)",
  "data.type.verdict_at": "marca de tiempo o vacío",
  "data.about.verdict_at": "Cuándo respondió quien presentó la queja",
  "data.type.closed_unverified_at": "marca de tiempo o vacío",
  "data.about.closed_unverified_at":
    "Cuándo lo que afirmó la empresa se cerró sin el veredicto de quien presentó la queja (30 días sin respuesta); nunca cuenta como resuelta",
  "data.type.company_response":
    "explanation | monetary | non_monetary | in_progress | not_our_customer | duplicate | vacío",
  "data.about.company_response":
    "Qué hace la respuesta de la empresa, según la categoría que eligió la empresa (siguiendo las respuestas de empresa de la CFPB); monetary es una oferta de reembolso",
  "data.type.consumer_disputed": "true | false | vacío",
  "data.about.consumer_disputed":
    "true si quien presentó la queja dijo que la respuesta no la resolvió, false si confirmó que sí, vacío mientras no haya respondido",
  "data.type.score": "entero de 0 a 10 o vacío",
  "data.about.score":
    "Cómo valoró la gestión quien presentó la queja, de 0 a 10, si dio una puntuación",
  "data.type.would_do_business_again": "true | false | vacío",
  "data.about.would_do_business_again":
    "Si quien presentó la queja volvería a hacer negocios con la empresa, si lo dijo",
  "data.type.outcome":
    "venue_upheld | venue_not_upheld | settled | chargeback_won | chargeback_refused | s75_paid | company_paid | nothing_yet | vacío",
  "data.about.outcome": "Lo que pasó tras escalar, según lo registró quien se quejó",
  "data.type.outcome_at": "fecha o vacío",
  "data.about.outcome_at": "El día en que pasó el resultado",
  "data.type.outcome_amount_minor": "entero o vacío",
  "data.about.outcome_amount_minor":
    "El dinero pagado, en unidades menores; solo si outcome_verified es true",
  "data.type.outcome_currency": "ISO 4217 o vacío",
  "data.about.outcome_currency": "La moneda del importe; solo si outcome_verified es true",
  "data.type.outcome_verified": "true | false | vacío",
  "data.about.outcome_verified":
    "Verificado por un miembro de la empresa o un moderador de UCK y contado; false si solo lo informó quien se quejó",
  "data.type.sent_to_company_at": "marca de tiempo o vacío",
  "data.about.sent_to_company_at":
    "Cuándo se avisó a la empresa: a sus miembros en UCK, o el correo a su dirección una vez enviado",
  "data.type.company_response_timely": "true | false | vacío",
  "data.about.company_response_timely":
    "Primera respuesta en las 48 horas siguientes a sent_to_company_at (vacío mientras corre el plazo o si nunca se envió)",
  "data.type.group_id": "texto o vacío",
  "data.about.group_id":
    "El grupo del mismo problema: lo comparten las quejas cuyos autores dijeron tener el mismo problema (cada una sigue siendo su propia queja)",
  "data.type.complaint_text": "texto",
  "data.about.complaint_text": "Lo que escribió quien se queja",
  "data.type.response_text": "texto o vacío",
  "data.about.response_text": "Lo que respondió la empresa",
  "data.type.reimbursement": "texto o vacío",
  "data.about.reimbursement": "El reembolso que ofreció la empresa, tal como se escribió",
};
