import type { PrivacyMessages } from "../en/privacy";

export const privacyEs: PrivacyMessages = {
  "privacy.title": "Política de privacidad",
  "privacy.metaDescription":
    "Qué recoge UCK, por qué, quién puede verlo, cuánto tiempo lo guardamos y cómo descargar o borrar tus datos.",
  "privacy.updated": "Última actualización: 29 de noviembre de 2026",
  "privacy.intro":
    "UCK es una plataforma pública: el sentido de una queja es que la gente pueda leerla. Esta página explica, con palabras sencillas, qué datos implica eso, qué sigue siendo privado y qué puedes pedirnos.",
  "privacy.collect.title": "1. Qué recogemos",
  "privacy.collect.account.lead": "Tu cuenta:",
  "privacy.collect.account":
    "tu nombre, tu dirección de correo y una versión protegida (cifrada con hash) de tu contraseña, o la identidad que nos pasa un proveedor de inicio de sesión.",
  "privacy.collect.profile.lead": "Tu perfil:",
  "privacy.collect.profile":
    "lo que decidas añadir, como un nombre de usuario, una biografía, tu ubicación, sitio web, teléfono, empresa, cargo, foto de perfil e imagen de fondo.",
  "privacy.collect.complaints.lead": "Tus quejas:",
  "privacy.collect.complaints":
    "el texto, la empresa y, si quieres, una foto y una ubicación. Las quejas son públicas.",
  "privacy.collect.comments.lead": "Tus comentarios y ucks:",
  "privacy.collect.comments":
    "lo que escribes bajo las quejas y qué quejas y comentarios apoyas con un uck.",
  "privacy.collect.uploads.lead": "Archivos subidos:",
  "privacy.collect.uploads": "las imágenes que añades a tus quejas o a tu perfil.",
  "privacy.collect.ip.lead": "Tu dirección IP:",
  "privacy.collect.ip":
    "sirve para limitar con qué frecuencia se pueden repetir las acciones, frenar abusos y aplicar bloqueos.",
  "privacy.why.title": "2. Para qué los usamos",
  "privacy.why.use":
    "Usamos tus datos para gestionar tu cuenta, publicar lo que decides publicar, mostrar a las empresas las quejas sobre ellas para que puedan responder, enviarte los correos que necesitas (como la verificación de tu dirección o el restablecimiento de la contraseña) y proteger la plataforma del spam, el fraude y los abusos. No vendemos tus datos ni mostramos publicidad basada en ellos.",
  "privacy.why.sent":
    "Cuando presentas una queja, su primera línea y un enlace a ella se envían a la empresa afectada siempre que UCK pueda llegar a ella (la página de la queja dice cuándo, o por qué aún no): a las personas que gestionan la página de la empresa en UCK, o por correo a la dirección de quejas confirmada de la empresa o a su buzón de atención al cliente (support@ de su dominio). Tu nombre y tu correo no aparecen en ese mensaje; la empresa lee el resto en la página pública de la queja.",
  "privacy.why.mail":
    "Te llegan como máximo {cap} correos por hora uno a uno; a partir de ahí, el resto de novedades de esa hora de un mismo tipo llegan juntas en un solo correo. Un correo que no se pudo enviar se reintenta a los 5 minutos, 30 minutos, 2 horas y 6 horas, y nunca más de un día después del primer intento. En tu perfil eliges, para cada tipo de correo, si llega al momento, en un resumen diario o nunca, y cada correo tiene un enlace para darlo de baja con un clic.",
  "privacy.cookies.title": "3. Cookies y almacenamiento local",
  "privacy.cookies.intro": "Nos limitamos a lo que el sitio necesita para funcionar:",
  "privacy.cookies.session.lead": "Una cookie de sesión",
  "privacy.cookies.session":
    "que mantiene tu sesión iniciada. Guarda un token aleatorio, no tu contraseña.",
  "privacy.cookies.sidebar":
    "recuerda durante 7 días si dejaste el menú lateral desplegado o plegado.",
  "privacy.cookies.homeScreen":
    "(almacenamiento local, solo en tu dispositivo) recuerda que ya viste el consejo para añadir UCK a tu pantalla de inicio.",
  "privacy.cookies.agreement":
    "(almacenamiento local) registra que aceptaste el Acuerdo de usuario en este dispositivo, y cuándo.",
  "privacy.cookies.none": "No usamos cookies publicitarias ni de seguimiento entre sitios.",
  "privacy.who.title": "4. Quién ve qué",
  "privacy.who.body":
    "Cualquiera, con sesión iniciada o no, puede ver las quejas, los comentarios, el número de ucks, las respuestas de las empresas y la parte pública de los perfiles. Las empresas que reclaman su página ven las quejas sobre ellas igual que todo el mundo y pueden responder en público. Tu correo, tu contraseña, tu dirección IP y tu teléfono nunca se muestran en el sitio. Un pequeño equipo de administradores puede ver los datos de una cuenta cuando tiene que atender una denuncia o un incumplimiento del {agreement}. Nuestros proveedores de alojamiento y de correo tratan los datos en nuestro nombre y solo con ese fin.",
  "privacy.who.agreement": "Acuerdo de usuario",
  "privacy.who.name":
    "Tu nombre en una queja: con «Mostrar mi nombre públicamente» activado (lo predeterminado), todo el mundo ve tu nombre visible, tu avatar y un enlace a tu perfil en la queja, en tus comentarios en ella, en los resultados de búsqueda, en los feeds y en la API pública. Desactivado, lo que eliges al presentar la queja, en la propia queja o para todas tus quejas en tu perfil, el público solo ve tus iniciales (como «A. K.») y un avatar neutro, sin enlace a tu perfil, y la queja no aparece en tu perfil público ni en sus recuentos. Los miembros de la empresa, el expediente, la autoridad de consumo a la que se envía y tú seguís viendo tu nombre. El texto de tu queja es público en cualquier caso, así que no pongas en él nada que te identifique. Los ficheros de datos abiertos nunca llevan nombres.",
  "privacy.keep.title": "5. Cuánto tiempo los guardamos",
  "privacy.keep.body":
    "Guardamos tu cuenta y lo que publicas mientras tu cuenta exista y hasta que se haya cumplido una solicitud de borrado. Los contadores por dirección IP que usamos para limitar la frecuencia solo guardan un número de intentos y el momento en que empezó el periodo actual; no están vinculados a tus publicaciones. Los registros de un bloqueo se guardan mientras dura el bloqueo.",
  "privacy.rights.title": "6. Tus derechos",
  "privacy.rights.body":
    "Puedes pedir en cualquier momento una descarga de tus datos o su borrado. Una solicitud de borrado se cumple en un plazo de 7 días: se eliminan tu cuenta, tu perfil, tus comentarios y tus archivos, y tus quejas se anonimizan para que el registro público de las respuestas de una empresa siga siendo legible sin tu nombre. También puedes pedirnos que corrijamos datos incorrectos.",
  "privacy.age.title": "7. Edad mínima",
  "privacy.age.body":
    "Debes tener al menos 13 años para usar UCK. Si sabemos que una cuenta pertenece a alguien más joven, la borramos.",
  "privacy.breach.title": "8. Incumplimientos del Acuerdo de usuario",
  "privacy.breach.body":
    "Si una cuenta incumple el Acuerdo de usuario, borramos de inmediato la cuenta y sus datos y bloqueamos durante {months} meses las direcciones IP que usó. Para aplicar ese bloqueo guardamos esas direcciones IP durante el mismo periodo.",
  "privacy.contact.title": "9. Contacto",
  "privacy.contact.body":
    "Preguntas, solicitudes de descarga o de borrado, o cualquier otra cosa sobre tus datos: {address}. Puede que te pidamos confirmar la solicitud desde la dirección de correo de tu cuenta.",
};
