/**
 * /developers (decision 030). English: the page as it was, word for word. The reference under
 * Endpoints, Errors and Objects is the OpenAPI document's own English (what code generators
 * read); other languages say so above it (`developers.englishReference`, not shown in English).
 */
export const developersEn = {
  "developers.title": "Public API",
  "developers.metaDescription":
    "Read UCK's public complaints and the companies' numbers: a documented JSON API with an OpenAPI 3.1 document, no key needed.",
  "developers.intro":
    "Every public complaint and every company's numbers, as JSON at {server}. No key and no account are needed; the data is dedicated to the public domain (CC0), and authors appear only by the display name their public profile shows.",
  "developers.document": "The whole description, for code generators and tools: {link}.",
  "developers.document.link": "OpenAPI 3.1 document",
  "developers.pages":
    "Lists come newest first in pages: pass the answer's {nextCursor} as {cursor} for the next page; it is {null} on the last one. The same next page is in the {link} header ({next}).",
  "developers.cache":
    "Answers carry an {etag} and may be kept for {maxAge} seconds; send it back as {ifNoneMatch} and an unchanged answer is a short 304.",
  "developers.limit":
    "Each address may make about {limit} requests per {window} seconds (counted at each Cloudflare location), told in the {policy} header; a 304 is not counted. Past it, a 429 says when to try again ({retryAfter}).",
  "developers.readOnly":
    "The API only reads: any method but GET, HEAD and OPTIONS answers 405 with {allow}. Every error is a {problem} (RFC 9457, {type}).",
  "developers.readOnly.problem": "problem",
  "developers.cors": "Any website may read it from the browser (CORS is open for GET).",
  "developers.methodology": "The numbers follow the definitions on {link}.",
  "developers.methodology.link": "How the numbers are computed",
  "developers.englishReference":
    "The reference below is the API's OpenAPI document, written in English.",
  "developers.endpoints": "Endpoints",
  "developers.parametersOf": "Parameters of {path}",
  "developers.parameter": "Parameter",
  "developers.type": "Type",
  "developers.meaning": "Meaning",
  "developers.inPath": "(path)",
  "developers.errors": "Errors",
  "developers.errors.about":
    "Every refusal and failure is a {problem} object: its {type} is the address of its kind below, {code} names the kind for programs and {detail} says what went wrong with this request.",
  "developers.objects": "Objects",
  "developers.fieldsOf": "Fields of {name}",
};

export type DevelopersMessages = Record<keyof typeof developersEn, string>;
