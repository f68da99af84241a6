/** The public API's document, limits and problems, for /developers' loader only (never in the browser). */
export { API_MAX_AGE, apiV1Document } from "@worker/api/v1";
export { PROBLEMS } from "@worker/api/v1/problem";
export { READ_LIMITS } from "@worker/http/read-limits";
