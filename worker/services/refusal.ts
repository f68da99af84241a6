/**
 * Why a use case said no. Services answer with one of these codes; the HTTP layer turns the code
 * (never the message) into a status (`statusOf` in worker/http/kit.ts).
 */
export type RefusalCode =
  | "invalid"
  | "unauthenticated"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "gone"
  | "too_large"
  | "rate_limited"
  | "failed"
  | "upstream_failed"
  | "unavailable";
