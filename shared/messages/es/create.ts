import type { CreateMessages } from "../en/create";
import { clocksEs } from "./clocks";
import { groupEs } from "./group";
import { resolutionEs } from "./resolution";

/** /create in Spanish: written for Spanish readers ("tú"), not word for word. */
export const createEs: CreateMessages = {
  "create.heading": "Nueva queja",
  "create.authRequired": "Tienes que iniciar sesión",
  "create.authText":
    "Ya puedes escribir tu queja; para publicarla, {login} o {register}. Tu borrador se guarda.",
  "create.authLogIn": "inicia sesión",
  "create.authRegister": "regístrate",
  "create.openYourComplaint": "Abrir tu queja",
  "create.yourComplaint": "Tu queja",
  "create.textPlaceholder":
    "¿Qué pasó? Las fechas, los números de pedido y lo que esperas de la empresa ayudan.",
  "create.location": "Lugar (opcional)",
  "create.locationPlaceholder": "Ciudad, país",
  "create.sendToVenue":
    "Si la empresa no responde en 48 horas, envía por mí mi expediente al organismo de consumo que corresponda a mi caso, si acepta quejas por correo electrónico (con mi dirección para responder). La página de la queja dirá si se envió.",
  "create.showName": "Mostrar mi nombre públicamente",
  "create.showNameNote":
    "Desactivado: el público solo ve tus iniciales y un avatar neutro, sin enlace a tu perfil. La empresa, las autoridades a las que va tu expediente y tú seguís viendo tu nombre. Puedes cambiarlo después en la queja.",
  "create.submitting": "Enviando…",
  "create.uploadingPhoto": "Subiendo la foto…",
  "create.submit": "Enviar la queja",
  "create.draftNote":
    "Tu borrador se guarda en este dispositivo solo para tu cuenta hasta que lo envíes o cierres sesión, también sin conexión o en otra pestaña (la foto, 23 horas).",
  "create.sentToCompanyNote":
    "Tu queja se publica para que cualquiera la lea, y su primera línea y un enlace se envían a la empresa por donde UCK pueda llegar a ella: a quienes gestionan su página en UCK o por correo a su dirección de reclamaciones. Su página dice cuándo se envió, o por qué aún no.",
  "create.dialogTitle": "Tienes que iniciar sesión",
  "create.dialogText": "Inicia sesión o regístrate para publicar tu queja. Tu borrador se guarda.",
  "create.register": "Registrarse",
  "create.login": "Iniciar sesión",
  "create.backOnline": "Vuelves a tener conexión",
  "create.backOnlineText": "Tu queja sigue aquí. ¿La envías ahora?",
  // Submitted with the network gone: not a failure to report.
  "create.offline": "No tienes conexión",
  "create.offlineText":
    "Tu queja no se ha enviado y se guarda en este dispositivo. Te ofreceremos enviarla en cuanto vuelvas a tener conexión.",
  "filed.title": "¡Queja enviada con éxito!",
  "filed.description": "{published} {reach}",
  "filed.published": "Tu queja se ha publicado y ya se puede encontrar en las búsquedas.",
  "filed.siliconValley": "Tu queja se ha publicado con mayor visibilidad en todo Silicon Valley.",
  "filed.siliconValleyCeo":
    "Tu queja se ha publicado con mayor visibilidad en todo Silicon Valley y se ha etiquetado a {ceo}, {title} de {company}.",
  "filed.members": "Las empresas recibirán un aviso de inmediato.",
  "filed.mailNow":
    "Se está enviando entera, con lo que la resolvería y el importe, a {company} en {address}.",
  "filed.accountCap":
    "Tus quejas han llenado tu parte del correo de UCK a las empresas de hoy, así que esta irá a {company} en un correo posterior, cuando esa parte quede libre.",
  "filed.unreachable":
    "No se ha enviado a {company}: {reason} Reclamar la página o sugerir su dirección de quejas lo cambia.",
  "create.sendComplaint": "Enviar la queja",
  "create.lookupFailed": "Error al buscar la empresa",
  "create.lookupFailedText":
    "No se encontró información de la empresa. Vuelve a intentarlo o escribe el dominio de la empresa.",
  "create.lookupNotFound": "No se encontró información de la empresa.",
  "create.searchingCompany": "Buscando la empresa...",
  "create.companyFound": "¡Empresa encontrada!",
  "create.companyCreated": "¡Empresa añadida!",
  "create.domainRequired": "Falta el dominio",
  "create.domainRequiredText": "Escribe el dominio de la empresa para buscarla.",
  "create.change": "Cambiar",
  "create.findCompany": "Buscar la empresa",
  "create.searchByName": "Por nombre",
  "create.enterDomain": "Por dominio",
  "create.companyName": "Nombre de la empresa",
  "create.companyNamePlaceholder": "p. ej., Iberia",
  "create.whichCompany": "¿A qué empresa te refieres?",
  "create.websiteDomain": "Dominio de la web de la empresa",
  "create.websiteDomainHint": "Solo hace falta si UCK aún no conoce el nombre de la empresa.",
  "create.domainPlaceholder": "p. ej., iberia.com",
  "create.searching": "Buscando…",
  "create.noMatch":
    "Aún no conocemos ninguna empresa llamada “{name}”. Escribe el dominio de su web y UCK la añadirá.",
  "create.companyDomain": "Dominio de la empresa",
  "create.search": "Buscar",
  "create.fileTooLarge": "Archivo demasiado grande",
  "create.fileTooLargeText": "Elige una imagen de menos de 5 MB.",
  "create.invalidFileType": "Tipo de archivo no válido",
  "create.invalidFileTypeText": "Elige un archivo de imagen.",
  "create.imageUploaded": "Imagen subida",
  "create.photo": "Foto (opcional)",
  "create.photoSelected": "Foto elegida",
  "create.removeImage": "Quitar la imagen",
  "create.uploading": "Subiendo…",
  "create.addPhoto": "Añadir una foto (máx. 5 MB)",
  "create.noGeolocation": "Este navegador no puede compartir la ubicación.",
  "create.positionRefused":
    "No se dio permiso de ubicación; la queja usará el lugar que escribiste.",
  "create.positionUnavailable":
    "Ahora mismo no se puede obtener tu posición; se usará el lugar que escribiste.",
  "create.positionAdded": "Posición añadida ({latitude}, {longitude})",
  "create.remove": "Quitar",
  "create.findingPosition": "Buscando tu posición...",
  "create.addPosition": "Añadir mi posición actual",
  "create.optional": "(opcional)",
  "create.similarHeading": "Quejas parecidas",
  "create.checkSimilar": "Buscar quejas parecidas",
  "create.similarNoCompany":
    "Escribe el nombre de la empresa (o el dominio de su web) para buscar quejas parecidas sobre ella.",
  "create.similarNoText":
    "Escribe unas palabras de tu queja para buscar quejas parecidas sobre {company}.",
  "create.similarNone":
    "Ninguna queja abierta sobre {company} de los últimos 90 días se parece a la tuya.",
  "create.similarFound_one": "1 queja abierta sobre {company} se parece a la tuya",
  "create.similarFound_other": "{count} quejas abiertas sobre {company} se parecen a la tuya",
  "create.similarExplain":
    "(como mucho las {max} más parecidas, de los últimos 90 días). Si también es tu problema, «A mí también me pasa» envía tu queja tal como la escribiste arriba, contada junto a esa: la tuya conserva su propio plazo de 48 horas, sus respuestas y su estado.",
  "create.filed": "Publicada el {date}",
  "create.readIt": "Leerla",
  "create.problemToo": "A mí también me pasa",
  "create.problem.uploadFailed.title": "No se pudo subir",
  "create.problem.uploadFailed.description":
    "Hubo un error al subir tu imagen. Inténtalo de nuevo.",
  "create.problem.submitFailed.title": "Error al enviar la queja",
  "create.problem.submitFailed.description":
    "Inténtalo de nuevo o contacta con soporte si el problema continúa.",
  "create.problem.companyName.title": "Falta el nombre de la empresa",
  "create.problem.companyName.description": "Escribe el nombre de la empresa de tu queja.",
  "create.problem.companyNameControl.title": "Nombre de empresa no válido",
  "create.problem.companyNameControl.description":
    "El nombre de la empresa no puede contener caracteres de control.",
  "create.problem.text.title": "Falta el texto de la queja",
  "create.problem.text.description": "Describe tu queja.",
  "create.problem.domain.title": "Falta el dominio de la empresa",
  "create.problem.domain.description":
    "Busca la empresa por su dominio o elígela entre los resultados para completar tu queja.",
  "create.problem.tooLong.title": "Queja demasiado larga",
  "create.problem.tooLong.description": "Tu queja puede tener como máximo {max} caracteres.",
  "create.problem.location.title": "Lugar demasiado largo",
  "create.problem.location.description": "El lugar puede tener como máximo {max} caracteres.",
  "create.problem.unauthenticated.title": "Tienes que iniciar sesión",
  "create.problem.unauthenticated.description": "Inicia sesión para enviar una queja.",
  ...resolutionEs,
  ...groupEs,
  ...clocksEs,
};
