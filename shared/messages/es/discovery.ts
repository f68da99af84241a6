import type { DiscoveryMessages } from "../en/discovery";

/** The discovery pages in Spanish (written for Spanish readers, with "tú"; names as written). */
export const discoveryEs: DiscoveryMessages = {
  "disc.timeWindow": "Periodo",
  "disc.last24h": "Últimas 24 horas",
  "disc.last7d": "Últimos 7 días",
  "disc.last30d": "Últimos 30 días",
  "disc.allTime": "Desde siempre",
  "disc.login": "Iniciar sesión",
  "disc.register": "Registrarse",
  "disc.complaintsWord_one": "queja",
  "disc.complaintsWord_other": "quejas",
  "archive.title": "Archivo",
  "archive.description": "Todas las quejas de UCK por año, mes y día.",
  "archive.yearTitle": "Quejas de {year}",
  "archive.yearDescription": "Quejas presentadas en UCK en {year}, mes a mes.",
  "archive.monthTitle": "Quejas de {month}",
  "archive.monthDescription": "Quejas presentadas en UCK en {month}, día a día.",
  "archive.dayTitle": "Quejas del {day}",
  "archive.dayDescription": "Todas las quejas presentadas en UCK el {day}.",
  "archive.companyYearTitle": "Quejas sobre {company} en {year}",
  "archive.companyYearDescription":
    "Todas las quejas sobre {company} presentadas en UCK en {year}.",
  "archive.count_one": "{count} queja",
  "archive.count_other": "{count} quejas",
  "archive.pages": "Páginas",
  "archive.pageOf": "Página {page} de {pages}",
  "archive.emptyAll": "Todavía no se ha presentado ninguna queja.",
  "archive.emptyYear": "No se presentó ninguna queja en este año.",
  "archive.emptyMonth": "No se presentó ninguna queja en este mes.",
  "archive.emptyDay": "No se presentó ninguna queja este día.",
  "archive.emptyCompanyYear": "No se presentó ninguna queja sobre esta empresa en este año.",
  "archive.companyAll": "Todas las quejas sobre {company}",
  "archive.otherYears": "Otros años",
  "archive.movedNote":
    "Las quejas presentadas antes de {year} están en el archivo de UCK: aparecen aquí y se abren en sus propias páginas, pero la búsqueda, los feeds, las clasificaciones, las notificaciones y las cifras de las empresas solo cuentan las quejas presentadas desde {year}.",
  "archive.companyYearMoved":
    "{year} está en el archivo de UCK: sus quejas aparecen aquí, pero la página y las cifras de {company} solo cuentan las quejas presentadas desde {from}.",
  "trending.metaTitle": "Quejas en tendencia",
  "trending.metaDescription":
    "Quejas ordenadas por su actividad reciente: ucks, comentarios y veces compartidas, con más peso para las más nuevas.",
  "trending.description": "Las quejas con más ucks, comentarios y veces compartidas últimamente.",
  "trending.howTitle": "Cómo se calcula la tendencia",
  "trending.howScore": "Cada queja publicada en los últimos {days} días recibe una puntuación:",
  "trending.formula":
    "puntuación = (ucks + 2 × comentarios + 3 × compartidas) ÷ (antigüedad en horas + 2)^1.5",
  "trending.howWeights":
    "Los comentarios y las veces compartidas cuentan más que los ucks porque requieren más esfuerzo. Dividir por la antigüedad hace que la actividad reciente supere a los totales antiguos: una queja de ayer necesita muchas veces más actividad que una de esta mañana para quedar por delante.",
  "trending.howLate":
    "Los ucks, comentarios y veces compartidas de cuentas con menos de un día, de muchas cuentas desde una misma dirección de red a la vez, o compartidas sin cuenta, cuentan aquí un día después. La queja los muestra al instante.",
  "trending.emptyTitle": "Todavía no hay nada en tendencia",
  "trending.emptyText":
    "Las quejas publicadas en los últimos {days} días aparecen aquí a medida que reciben ucks, comentarios y veces compartidas.",
  "viral.metaTitle": "Quejas virales",
  "viral.metaDescription": "Las quejas que más rápido suman ucks ahora mismo, por ucks por hora.",
  "viral.description":
    "Las quejas que más rápido suman ucks: ucks recibidos en el periodo, por hora. Los ucks de cuentas con menos de un día, o de muchas cuentas desde una misma dirección de red a la vez, cuentan un día después.",
  "viral.emptyTitle": "Ahora mismo no hay nada viral",
  "viral.emptyText": "Aquí aparecen las quejas que suman ucks en este periodo.",
  "resolved.description":
    "Quejas que su autor confirmó como resueltas por la empresa, las resueltas más recientemente primero.",
  "resolved.emptyTitle": "Todavía no hay quejas resueltas",
  "resolved.emptyText":
    "Cuando alguien confirma que una empresa solucionó su problema, aparece aquí.",
  "resolved.moneyLabel": "Dinero devuelto gracias a UCK: ",
  "resolved.noMoneyYet": "aún no hay nada confirmado",
  "resolved.moneyNote":
    "(reembolsos que los clientes confirmaron haber recibido, desde cuentas sin vínculo con la empresa; {link})",
  "resolved.howCounted": "cómo se cuenta",
  "mostComplained.metaTitle": "Las empresas más denunciadas",
  "mostComplained.metaDescription":
    "Las empresas con más quejas públicas en UCK en los últimos 7 días, 30 días o desde siempre.",
  "mostComplained.description": "Empresas ordenadas por el número de quejas que recibieron.",
  "mostComplained.empty": "No se publicó ninguna queja en este periodo.",
  "mostComplained.company": "Empresa",
  "mostComplained.answered": "respondidas: {rate}",
  "mostCommented.description":
    "Las quejas con más comentarios de la comunidad de UCK, las más comentadas primero. Los comentarios de cuentas con menos de un día, o de muchas cuentas desde una misma dirección de red a la vez, cuentan en este orden un día después.",
  "mostShared.description":
    "Las quejas que más se compartieron, las más compartidas primero. Lo compartido desde cuentas con menos de un día, desde muchas cuentas en una misma dirección de red a la vez, o sin cuenta, cuenta en este orden un día después.",
  "byCountry.metaDescription": "Quejas agrupadas por el país donde ocurrieron.",
  "byCountry.description": "Quejas agrupadas por el país que indica su ubicación.",
  "byCountry.countries": "Países",
  "byCountry.heading": "Quejas en {country}",
  "byCountry.emptyTitle": "Todavía no hay quejas con ubicación",
  "byCountry.emptyText": "Aquí aparecen las quejas que indican una ciudad o un país.",
  "byIndustry.metaTitle": "Quejas del sector {industry}",
  "byIndustry.description": "Quejas agrupadas por el sector de la empresa a la que se refieren.",
  "byIndustry.industries": "Sectores",
  "byIndustry.companies_one": "{count} empresa",
  "byIndustry.companies_other": "{count} empresas",
  "byIndustry.complaints": "{count} quejas",
  "byIndustry.emptyTitle": "Todavía no hay quejas en este sector",
  "byFriends.description":
    "Quejas de las personas y empresas que sigues, las más recientes primero.",
  "byFriends.signIn": "Inicia sesión para ver las quejas de las personas y empresas que sigues.",
  "nearMe.metaTitle": "Quejas cerca de ti",
  "nearMe.metaDescription":
    "Quejas publicadas cerca de ti, las más cercanas primero: comparte tu ubicación o escribe tu ciudad.",
  "nearMe.description": "Quejas publicadas cerca de ti.",
  "nearMe.yourLocation": "tu ubicación",
  "nearMe.unknownCity":
    "No sabemos dónde está “{city}”. Prueba con la gran ciudad más cercana, como “Madrid” o “London, UK”.",
  "nearMe.refused":
    "Se denegó el permiso de ubicación. Escribe tu ciudad abajo, o permite la ubicación para este sitio en los ajustes de tu navegador.",
  "nearMe.timeout":
    "Encontrar tu ubicación tardó demasiado. Inténtalo de nuevo o escribe tu ciudad.",
  "nearMe.unavailable": "Tu ubicación no está disponible ahora mismo. Escribe tu ciudad abajo.",
  "nearMe.noGeolocation":
    "Este navegador no puede compartir una ubicación. Escribe tu ciudad abajo.",
  "nearMe.locating": "Buscándote...",
  "nearMe.useMyLocation": "Usar mi ubicación",
  "nearMe.orCity": "O tu ciudad",
  "nearMe.cityPlaceholder": "p. ej., Madrid",
  "nearMe.search": "Buscar",
  "nearMe.distance": "Distancia",
  "nearMe.heading_one": "{count} queja a menos de {radius} km de {place}",
  "nearMe.heading_other": "{count} quejas a menos de {radius} km de {place}",
  "nearMe.empty": "Todavía no hay quejas tan cerca. Prueba con una distancia mayor.",
  "nearMe.underOneKm": "A menos de 1 km",
  "nearMe.kmAway": "A {km} km",
  "nearMe.intro":
    "Comparte tu ubicación o escribe tu ciudad para ver las quejas publicadas a tu alrededor. Tu posición solo se usa para esta búsqueda y no se guarda.",
  "categories.metaDescription":
    "Quejas agrupadas por tema: viajes, envíos, internet y telefonía, banca y más.",
  "categories.description": "Cada queja se clasifica en un tema según las palabras que usa.",
  "categories.count_one": "{count} queja",
  "categories.count_other": "{count} quejas",
  "category.title": "Quejas de {category}",
  "category.mentions": "Quejas que mencionan {keywords} y similares.",
  "category.other": "Quejas que no encajan en ninguna otra categoría.",
  "category.emptyTitle": "Todavía no hay quejas en esta categoría",
};
