import type { CompanyMailMessages } from "../en/company-mail";

/** The company mail page in Spanish (see company-mail.en.ts), with "tú". */
export const companyMailEs: CompanyMailMessages = {
  "companyMail.title": "Correo a empresas",
  "companyMail.description":
    "Deja de recibir el correo de UCK en una dirección de empresa, o confírmala.",
  "companyMail.invalid": "Este enlace no es válido. Usa el enlace de un correo reciente.",
  "companyMail.ask.stop":
    "¿Dejar de enviar a {address} los correos de UCK sobre quejas? No se enviará nada más sobre {company} allí.",
  "companyMail.ask.not-ours":
    "¿{address} no es de {company}? UCK no volverá a enviar allí quejas sobre {company}, de nadie.",
  "companyMail.ask.confirm":
    "¿{company} recibe quejas en {address}? A partir de ahora cada nueva queja sobre {company} se envía allí, como mucho un correo de UCK cada 24 horas, sea cual sea.",
  "companyMail.button.stop": "Dejar de recibir estos correos",
  "companyMail.button.not-ours": "No es nuestra",
  "companyMail.button.confirm": "Sí, enviar las quejas aquí",
  "companyMail.done.stop": "Hecho: UCK no enviará nada más a {address}.",
  "companyMail.done.not-ours":
    "Hecho: {address} ya no se usa para {company}, para nadie. Gracias por avisarnos.",
  "companyMail.done.confirm":
    "Hecho: las quejas sobre {company} se enviarán a {address}, como mucho un correo de UCK cada 24 horas, sea cual sea.",
  "companyMail.review":
    "{address} no puede confirmarse sola: es un buzón personal o la dirección de una persona, así que un moderador la revisa antes de que se envíe allí ninguna queja sobre {company}.",
  "companyMail.onUck": "{company} en UCK",
};
