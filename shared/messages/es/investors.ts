import type { InvestorsMessages } from "../en/investors";

export const investorsEs: InvestorsMessages = {
  "investors.title": "Centro de inversores",
  "investors.metaDescription":
    "UCK está construida, en funcionamiento y busca un propietario que la dirija: la propuesta, las cifras y cómo reservar una llamada de 15 minutos.",
  "investors.heading": "La ventanilla de quejas del mundo ya está construida. Necesita un dueño.",
  "investors.intro":
    "UCK es una plataforma en funcionamiento donde los clientes publican quejas en público y las empresas pagan por responderlas. Buscamos un propietario que la lleve a gran escala.",
  "investors.highlight.perComplaint": "paga una empresa por cada queja que atiende",
  "investors.highlight.us": "al año con el 100 % de las quejas de EE. UU.",
  "investors.highlight.market": "mercado mundial de atención al cliente (estimación)",
  "investors.letter.title": "Una carta al futuro dueño",
  "investors.letter.greeting": "Querido futuro dueño:",
  "investors.letter.p1":
    "Cada día, millones de personas tienen una mala experiencia con una empresa y no tienen dónde contarla de forma útil. Gritan a una cola de soporte, se rinden o se llevan su dinero a otra parte sin decir nada. La empresa nunca sabe qué falló y el siguiente cliente se topa con el mismo problema.",
  "investors.letter.p2":
    "Creamos UCK para guardar esas quejas: en público, en un solo lugar, contadas y respondidas. Los clientes publican gratis. Otros clientes las apoyan con un uck. Las empresas reclaman su página y pagan una pequeña cantidad, alrededor de un dólar por queja, para responder, resolver y aprender.",
  "investors.letter.p3":
    "El producto funciona. Lo que necesita ahora es alcance, un equipo de ventas y una marca en la que la gente ya confíe. Tú tienes todo eso. Preferimos entregar UCK a quien pueda llevarla a todas partes antes que pasar años construyendo la distribución que tú ya tienes.",
  "investors.letter.p4": "Nos encantaría que nos dedicaras quince minutos.",
  "investors.letter.signature": "El equipo fundador de UCK",
  "investors.why": "¿Por qué UCK?",
  "investors.why.built.title": "Construida y en marcha",
  "investors.why.built.text":
    "Las quejas, los ucks, los comentarios, las páginas de empresa, las reclamaciones de página, las respuestas y la escalada ya funcionan hoy. No hay una hoja de ruta que financiar antes del primer dólar.",
  "investors.why.content.title": "Los consumidores aportan el contenido",
  "investors.why.content.text":
    "Cada queja la escribe un cliente, gratis, y cada uck y cada comentario la hacen más visible. La plataforma crece con cada mala experiencia.",
  "investors.why.pay.title": "Las empresas tienen motivos para pagar",
  "investors.why.pay.text":
    "Una queja pública sin respuesta le cuesta clientes a una empresa. Reclamar la página y responder es la solución más barata que encontrará.",
  "investors.why.trust.title": "Confianza de serie",
  "investors.why.trust.text":
    "Cuentas de empresa verificadas, un acuerdo de usuario claro, descarga y borrado de datos, y escalada tras 48 horas sin respuesta.",
  "investors.financials": "Datos financieros",
  "investors.financials.intro":
    "Las empresas pagan alrededor de 1 $ por cada queja que atienden en UCK. Las cifras siguientes muestran los ingresos anuales si todas las empresas respondieran a todas las quejas de una región.",
  "investors.financials.swipe": "Desliza la tabla hacia un lado para ver las fuentes.",
  "investors.financials.caption": "Quejas anuales e ingresos estimados a 1 $ por queja, por región",
  "investors.financials.region": "Región",
  "investors.financials.complaints": "Quejas anuales",
  "investors.financials.revenue": "Ingresos",
  "investors.financials.source": "Fuente",
  "investors.financials.us.region": "EE. UU.",
  "investors.financials.us.complaints": "30 millones",
  "investors.financials.us.source": "Informes anuales de la CFPB / BBB (estimación)",
  "investors.financials.eu.region": "Reino Unido/UE",
  "investors.financials.eu.complaints": "45 millones",
  "investors.financials.eu.source":
    "Defensores del cliente del Reino Unido / informes de ECC-Net (estimación)",
  "investors.financials.total": "Total mundial",
  "investors.financials.total.complaints": "300 millones",
  "investors.financials.total.source": "Estimación de UCK, extrapolada de las regiones anteriores",
  "investors.financials.note":
    "Todas las cifras son estimaciones redondeadas y suponen una participación total (30 M$ con el 100 % de las quejas de EE. UU.). Forman parte de un mercado mundial de atención al cliente estimado en 338 000 M$ al año.",
  "investors.fit": "Encaje estratégico",
  "investors.fit.intro":
    "UCK vale más en manos de un dueño que ya tiene una audiencia, una organización de ventas o ambas.",
  "investors.fit.social.title": "Para una red social o plataforma de comunidad",
  "investors.fit.social.text":
    "UCK convierte una audiencia que ya habla de marcas en un registro estructurado y con búsqueda que las empresas pagarán por responder.",
  "investors.fit.marketplace.title": "Para un sitio de reseñas o un marketplace",
  "investors.fit.marketplace.text":
    "Las quejas encajan de forma natural junto a valoraciones y anuncios, y las cuentas de empresa añaden una línea de ingresos recurrentes a un equipo de ventas que ya existe.",
  "investors.fit.cx.title": "Para una empresa de software de experiencia de cliente",
  "investors.fit.cx.text":
    "Las quejas públicas son la parte alta del embudo de soporte. Tenerlas pone tus herramientas delante de cada empresa que necesita responder.",
  "investors.launch": "¿Listo para empezar?",
  "investors.launch.text":
    "Quince minutos bastan para enseñarte el producto, las cifras y cómo sería el traspaso. Elige la hora que te venga bien y nosotros nos encargamos del resto.",
  "investors.launch.call": "Reserva una llamada de presentación de 15 minutos",
  "investors.launch.press": "Lee lo que dice la prensa",
};
