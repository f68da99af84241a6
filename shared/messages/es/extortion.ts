import type { ExtortionMessages } from "../en/extortion";

/** The extortion report's page in Spanish (see extortion.en.ts), with "tú". */
export const extortionEs: ExtortionMessages = {
  "extortion.metaTitle": "Denunciar extorsión",
  "extortion.metaDescription":
    "Avisa a los moderadores de UCK de que el autor de una queja exigió algo a cambio de retirarla.",
  "extortion.heading": "Denunciar extorsión",
  "extortion.intro":
    "Usa esto cuando el autor de esta queja sobre {company} exigió algo, como dinero, a cambio de retirarla. Un moderador de UCK lee la exigencia. Si la confirma, cada queja del autor lo indica y las cifras de la empresa las dejan fuera; las quejas siguen pudiéndose leer. La queja sigue publicada mientras la revisa.",
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
};
