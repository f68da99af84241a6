import type { SearchMessages } from "../en/search";

/** The search page in Spanish (written for Spanish readers, with "tú"; what people wrote as is). */
export const searchEs: SearchMessages = {
  "search.metaTitleQuery": "“{q}” · Búsqueda",
  "search.metaDescription": "Busca quejas públicas y las empresas a las que se refieren en UCK.",
  "search.label": "Buscar quejas y empresas",
  "search.submit": "Buscar",
  "search.status": "Estado",
  "search.allStatuses": "Todos los estados",
  "search.company": "Empresa",
  "search.allCompanies": "Todas las empresas",
  "status.open": "Abierta",
  "status.in_progress": "En curso",
  "status.resolved": "Resuelta",
  "status.escalated": "Escalada",
  "status.unknown": "Desconocido",
  "search.searching": "Buscando…",
  "search.tooShort": "Escribe al menos dos letras para buscar.",
  "search.tooShortText":
    "Encuentra quejas por lo que pasó, la empresa o el lugar, y empresas por su nombre o dominio.",
  "search.companies": "Empresas ({count})",
  "search.complaints": "Quejas ({count})",
  "search.pageOf": "Página {page} de los resultados.",
  "search.firstPage": "Volver a la primera página",
  "search.noComplaints": "Ninguna queja coincide con “{q}”.",
  "search.noneFiltered": "Prueba a quitar un filtro, o busca menos palabras o palabras más cortas.",
  "search.noneHint":
    "Revisa la ortografía, o busca menos palabras o palabras más cortas: “reemb” también encuentra “reembolso”.",
  "search.allComplaints": "Buscar en todas las quejas",
  "search.loadingMore": "Cargando más quejas…",
  "search.showing": "Mostrando {shown} de {total} quejas.",
  "search.capped":
    " Solo se muestran las mejores coincidencias: añade una palabra o un filtro para afinar la búsqueda.",
  "search.loadMore": "Cargar más",
  "search.noCompanies": "Ninguna empresa coincide con “{q}”.",
  "search.companyComplaints_one": "{count} queja",
  "search.companyComplaints_other": "{count} quejas",
  "search.formerUser": "Antiguo usuario",
  "search.ucks_one": "{count} uck",
  "search.ucks_other": "{count} ucks",
};
