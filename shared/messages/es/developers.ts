import type { DevelopersMessages } from "../en/developers";

export const developersEs: DevelopersMessages = {
  "developers.title": "API pública",
  "developers.metaDescription":
    "Lee las quejas públicas de UCK y las cifras de las empresas: una API JSON documentada con un documento OpenAPI 3.1, sin clave.",
  "developers.intro":
    "Todas las quejas públicas y las cifras de todas las empresas, en JSON en {server}. No hace falta clave ni cuenta; los datos se ceden al dominio público (CC0) y los autores aparecen solo con el nombre visible de su perfil público.",
  "developers.document":
    "La descripción completa, para generadores de código y herramientas: {link}.",
  "developers.document.link": "documento OpenAPI 3.1",
  "developers.pages":
    "Las listas llegan por páginas, de la más reciente a la más antigua: para la página siguiente, pasa el {nextCursor} de la respuesta como {cursor}; en la última página es {null}. La misma página siguiente va en la cabecera {link} ({next}).",
  "developers.cache":
    "Las respuestas llevan un {etag} y se pueden guardar durante {maxAge} segundos; devuélvelo como {ifNoneMatch} y una respuesta sin cambios será un breve 304.",
  "developers.limit":
    "Cada dirección puede hacer unas {limit} peticiones cada {window} segundos (contadas en cada ubicación de Cloudflare), como indica la cabecera {policy}; un 304 no cuenta. Si te pasas, un 429 dice cuándo volver a intentarlo ({retryAfter}).",
  "developers.readOnly":
    "La API solo lee: cualquier método que no sea GET, HEAD u OPTIONS responde 405 con {allow}. Todo error es un {problem} (RFC 9457, {type}).",
  "developers.readOnly.problem": "problema",
  "developers.cors":
    "Cualquier sitio web puede leerla desde el navegador (CORS está abierto para GET).",
  "developers.methodology": "Las cifras siguen las definiciones de {link}.",
  "developers.methodology.link": "Cómo se calculan las cifras",
  "developers.englishReference":
    "La referencia que sigue es el documento OpenAPI de la API, escrito en inglés.",
  "developers.endpoints": "Puntos de acceso",
  "developers.parametersOf": "Parámetros de {path}",
  "developers.parameter": "Parámetro",
  "developers.type": "Tipo",
  "developers.meaning": "Significado",
  "developers.inPath": "(ruta)",
  "developers.errors": "Errores",
  "developers.errors.about":
    "Cada rechazo o fallo es un objeto {problem}: su {type} es la dirección de su tipo, más abajo; {code} nombra el tipo para los programas y {detail} dice qué falló en esta petición.",
  "developers.objects": "Objetos",
  "developers.fieldsOf": "Campos de {name}",
};
