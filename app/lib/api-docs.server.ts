/** The public API's document and limits, for /developers' loader only (never in the browser). */
export { API_MAX_AGE, apiV1Document } from "@worker/api/v1";
export { RATE_LIMITS } from "@worker/auth/rate-limit";
