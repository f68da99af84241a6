import type { PressMessages } from "../en/press";

export const pressEs: PressMessages = {
  "press.title": "Prensa y medios",
  "press.metaDescription":
    "Noticias y comunicados de prensa de UCK, la plataforma pública de quejas de clientes, con contactos para periodistas, empresas e inversores.",
  "press.newsroom": "Sala de prensa",
  "press.intro":
    "Las últimas noticias de UCK, el lugar público para las quejas de los clientes. Los periodistas pueden citar estos comunicados; nuestro equipo te ayudará encantado con cualquier otra cosa.",
  "press.releases": "Comunicados de prensa",
  "press.contacts": "Contactos",
  "press.media.title": "Consultas de prensa",
  "press.media.text": "Entrevistas, declaraciones, cifras y contexto para periodistas.",
  "press.business.title": "Desarrollo de negocio",
  "press.business.text":
    "Alianzas, cuentas de empresa y el programa para organizaciones de consumidores.",
  "press.investors.title": "Relación con inversores",
  "press.investors.text":
    "Propiedad, datos financieros y una breve llamada de presentación con los fundadores.",
  "press.read": "Leer artículo",
  "press.readLabel": "Leer artículo: {title}",
  "press.inEnglish": "Nuestros comunicados de prensa se publican en inglés.",
  "press.category.Product Launch": "Lanzamiento de producto",
  "press.category.Industry News": "Noticias del sector",
  "press.category.Technology": "Tecnología",
  "press.category.Corporate News": "Noticias corporativas",
  "press.category.Partnerships": "Alianzas",
  "press.readTime": "4 min de lectura",
  "press.backToInvestors": "Volver al Centro de inversores",
  "press.about.title": "Sobre UCK",
  "press.about.body":
    "UCK es una plataforma pública donde los consumidores publican quejas sobre empresas, apoyan las quejas de otros y ven cómo las empresas responden a la vista de todos. Es gratis para los consumidores. Consultas de prensa: {address}.",
  "press.cta.title": "¿Has tenido una mala experiencia con una empresa?",
  "press.cta.text": "Publícala en UCK en un minuto y deja que la empresa responda en público.",
  "press.cta.button": "Presentar una queja",
  "press.more": "Más noticias de la sala de prensa",
};
