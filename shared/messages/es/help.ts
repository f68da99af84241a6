import type { HelpMessages } from "../en/help";

/** /help in Spanish: written for Spanish readers ("tú"), not word for word. */
export const helpEs: HelpMessages = {
  "help.metaDescription":
    "Cómo funciona UCK: presentar una queja, los ucks, las respuestas de las empresas, la escalada tras 48 horas, reclamar la página de una empresa, tus datos y cómo contactar con el equipo de UCK.",
  "help.intro": "Respuestas a lo que más se pregunta sobre UCK. Elige una pregunta para abrirla.",
  "contact.title": "Escribe al equipo de UCK",
  "contact.text": "¿No encontraste tu respuesta? Escríbenos y te contestaremos por correo.",
  "contact.name": "Nombre",
  "contact.email": "Correo electrónico",
  "contact.topic": "Tema",
  "contact.message": "Mensaje",
  "contact.chooseTopic": "Elige un tema",
  "contact.placeholder": "Al menos {min} caracteres",
  "contact.sending": "Enviando...",
  "contact.send": "Enviar mensaje",
  "contact.sent": "¡Gracias! Tu mensaje ha llegado al equipo de UCK.",
  "contact.topic.account": "Mi cuenta o el inicio de sesión",
  "contact.topic.complaint": "Una queja o un comentario",
  "contact.topic.company": "La página de una empresa o una solicitud para gestionarla",
  "contact.topic.privacy": "Privacidad y mis datos",
  "contact.topic.press": "Prensa y colaboraciones",
  "contact.topic.other": "Otra cosa",
  "faq.section.0": "Quejas",
  "faq.filing.q": "¿Cómo presento una queja?",
  "faq.filing.a1":
    "Inicia sesión y elige Nueva queja. Busca la empresa por su nombre o, si aún no aparece, escribe su dirección web en Por dominio. Cuenta lo que pasó en 500 caracteres como máximo y añade una foto y una ubicación si ayudan.",
  "faq.filing.a2":
    "Tu queja es pública en cuanto la envías, en la página de la empresa y en el listado, con tu nombre.",
  "faq.filing.link": "Presentar una queja",
  "faq.ucks.q": "¿Qué es un uck?",
  "faq.ucks.a1":
    'Un uck es tu forma de decir "a mí también me pasó" o "esto no debería pasar". Cada persona puede dar un uck a una queja una vez. Cuantos más ucks recibe una queja, más gente la ve y más presión siente la empresa para responder.',
  "faq.ucks.a2":
    "¿Cambiaste de opinión? Abre la queja y vuelve a pulsar el botón de uck para retirarlo. Quien presentó la queja recibe un aviso cuando llega a 10, 50, 100, 500 y 1000 ucks.",
  "faq.edit-delete.q": "¿Puedo cambiar o retirar mi queja?",
  "faq.edit-delete.a1":
    "Sí. Abre el menú de la tarjeta de tu queja y elige Editar o Eliminar. Una queja editada muestra que se editó; una eliminada desaparece para todos, con sus comentarios y ucks.",
  "faq.section.1": "Empresas y respuestas",
  "faq.responses.q": "¿Cómo responden las empresas a mi queja?",
  "faq.responses.a1":
    "Una empresa que ha reclamado su página en UCK puede publicar una respuesta pública a cada queja. Recibes una notificación cuando lo hace, y la respuesta aparece debajo de tu queja.",
  "faq.responses.a2":
    "Después, tú cuentas a todos si sirvió: responde No, o Sí, marcar como resuelta. Tu respuesta es de lo que se compone la puntuación de satisfacción de la empresa.",
  "faq.escalation.q": "¿Qué pasa si una empresa no responde?",
  "faq.escalation.a1":
    "Cada queja muestra una cuenta atrás de 48 horas. Si la empresa no ha respondido cuando termina, la queja se escala en UCK: se marca como Escalada en la página de la empresa, la empresa recibe un último aviso y se avisa a ti y a quienes siguen a la empresa.",
  "faq.escalation.a2":
    "Tu expediente está listo al momento: la queja, cada hecho con su hora (presentada, enviada a la empresa, respuestas, reembolsos, escalada), tu foto con su huella SHA-256, lo que la resolvería para ti y la autoridad de consumo u organismo de mediación que atiende casos como el tuyo. Imprímelo o descárgalo en JSON desde tu queja.",
  "faq.escalation.a3":
    "UCK no envía nada a ninguna autoridad por su cuenta. Al presentar la queja, puedes pedir a UCK que envíe tu expediente por ti si la empresa no responde; solo lo hace cuando ese organismo acepta quejas por correo, con tu dirección para contestar, y solo entonces tu queja dice que se escaló a las autoridades. Si no, enviar el expediente te corresponde a ti.",
  "faq.escalation.a4": "Una empresa puede responder también después de la escalada.",
  "faq.reimbursement.q": "¿Qué es una oferta de reembolso?",
  "faq.reimbursement.a1":
    "Cuando una empresa responde, puede ofrecerte un reembolso, por ejemplo una devolución o un vale. La oferta se muestra con su respuesta, con las palabras de la propia empresa. UCK no gestiona el dinero: contacta con la empresa para aceptar la oferta y responde Sí, marcar como resuelta cuando estés conforme.",
  "faq.claiming.q": "Trabajo en una empresa. ¿Cómo reclamo su página?",
  "faq.claiming.a1":
    "Abre la página de la empresa y elige Reclamar esta página. Escribe tu correo de trabajo en el dominio propio de la empresa y te enviaremos allí un enlace de verificación. Cuando lo abras, la página será tuya para gestionarla: podrás responder a las quejas, marcarlas como resueltas y ver las estadísticas.",
  "faq.claiming.a2":
    "Si el enlace no te llega, el equipo de UCK revisa la solicitud a mano. El plan gratuito incluye 5 respuestas al mes.",
  "faq.section.2": "Tu cuenta y tu privacidad",
  "faq.notifications.q": "¿Qué me dicen las notificaciones?",
  "faq.notifications.a1":
    "La campana te avisa cuando una empresa responde a tu queja o la marca como resuelta, cuando alguien la comenta o te sigue, cuando alcanza un hito de ucks y cuando se escala. El número de la campana cuenta las que aún no has leído.",
  "faq.notifications.link": "Abrir tus notificaciones",
  "faq.your-data.q": "¿Puedo descargar o eliminar mis datos?",
  "faq.your-data.a1":
    "Sí. En tu perfil, Descargar mis datos te da un archivo con tu perfil y tu actividad en UCK. Eliminar mi cuenta cierra tu sesión en todas partes y borra tu cuenta en un plazo de 7 días; tus quejas siguen siendo legibles sin tu nombre ni tus fotos.",
  "faq.your-data.a2": "La política de privacidad explica qué guardamos y por qué.",
  "faq.your-data.link": "Leer la política de privacidad",
  "faq.block-report.q": "¿Cómo bloqueo a alguien o denuncio una publicación?",
  "faq.block-report.a1":
    "Abre el menú de la tarjeta de la queja. Bloquear usuario oculta las quejas de esa persona y deja de enviarte sus avisos. Denunciar envía la queja a los moderadores de UCK con tu motivo; ellos la mantienen o la retiran.",
  "faq.invites.q": "¿Cómo invito a mis amigos?",
  "faq.invites.a1":
    "La pestaña Invitaciones de tu perfil tiene tu enlace personal de invitación y un formulario para invitar a un amigo por correo. Todos los que se unan con tu enlace cuentan para tu objetivo de 10.",
  "faq.invites.link": "Invitar a amigos",
};
