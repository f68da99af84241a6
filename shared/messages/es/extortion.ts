import type { ExtortionMessages } from "../en/extortion";

/** The extortion report's page in Spanish (see extortion.en.ts), with "tú". */
export const extortionEs: ExtortionMessages = {
  "extortion.metaTitle": "Denunciar extorsión",
  "extortion.metaDescription":
    "Avisa a los moderadores de UCK de que el autor de una queja exigió algo a cambio de retirarla.",
  "extortion.heading": "Denunciar extorsión",
  "extortion.intro":
    "Úsalo cuando el autor de esta queja sobre {company} exigió algo, como dinero, para retirarla. Se avisa al autor y puede dar su versión. Un moderador de UCK lee ambas. Si la confirma, esta queja lo indica y las cifras de la empresa la dejan fuera; sigue visible. La queja sigue pública mientras la revisan.",
  "extortion.demand": "La exigencia",
  "extortion.demandHint":
    "Pega el mensaje o descríbelo: quién lo pidió, a cambio de qué, cuándo y cómo. Entre {min} y {max} caracteres.",
  "extortion.picture": "Una imagen de la exigencia (opcional)",
  "extortion.pictureHint":
    "Una captura del mensaje, de hasta 5 MB. Solo la ven los moderadores de UCK.",
  "extortion.kept": "Tu texto se conserva abajo; vuelve a elegir la imagen.",
  "extortion.sending": "Enviando...",
  "extortion.send": "Enviar a los moderadores",
  "extortion.back": "Volver a la queja",
  "extortion.signIn": "Inicia sesión para denunciar una extorsión.",
  "extortion.reported": "Extorsión denunciada",
  "extortion.sent":
    "Enviado a los moderadores de UCK. La queja sigue publicada mientras revisan la exigencia.",
  "extortion.imageOnly": "Elige un archivo de imagen.",
  "extortion.tooLarge": "Archivo demasiado grande: elige una imagen de menos de 5 MB.",
  "extortion.wrongType": "Tipo de archivo no válido: elige un archivo de imagen.",
  "extortionSide.metaTitle": "Tu versión de una denuncia de extorsión",
  "extortionSide.heading": "Tu versión",
  "extortionSide.reported":
    "Un miembro de {company} dijo a los moderadores de UCK que esta queja se usó para exigir un pago a cambio de retirarla. Lo que adjuntó:",
  "extortionSide.found":
    "Un moderador concluyó que esta queja se usó para exigir un pago a cambio de retirarla. Sigue visible con una etiqueta y las cifras de {company} la dejan fuera.",
  "extortionSide.same":
    "El moderador registró la misma exigencia que en otra de tus quejas: {note}",
  "extortionSide.introAnswer":
    "Puedes responder una vez, antes de que un moderador decida. Solo los moderadores de UCK lo leen.",
  "extortionSide.introAppeal":
    "Puedes apelar una vez. Un superadministrador lee tu apelación junto a la denuncia; si la acepta, la conclusión se retira de todas partes.",
  "extortionSide.text": "Tu versión",
  "extortionSide.textHint": "Lo que pasó, con tus palabras. Entre {min} y {max} caracteres.",
  "extortionSide.picture": "Una imagen que lo muestre (opcional)",
  "extortionSide.send": "Enviar mi respuesta",
  "extortionSide.sendAppeal": "Enviar mi apelación",
  "extortionSide.sent": "Un moderador leerá tu versión antes de decidir.",
  "extortionSide.appealSent": "Un superadministrador decidirá tu apelación.",
  "extortionSide.done": "Enviado",
  "extortionSide.yourAnswer": "Tu respuesta",
  "extortionSide.yourAppeal": "Tu apelación",
  "extortionSide.pending": "A la espera de la decisión de un superadministrador.",
  "extortionSide.overturned": "Aceptada: se retiró la conclusión.",
  "extortionSide.kept": "No aceptada: la conclusión se mantiene.",
  "extortionSide.decisionNote": "La nota del superadministrador: {note}",
  "extortionSide.signIn": "Inicia sesión para dar tu versión.",
};
