import { isRouteErrorResponse } from "react-router";

/** fetch() rejects with a TypeError when no answer came ("Failed to fetch", Safari's "Load failed"). */
export const isNetworkFailure = (error: unknown) =>
  error instanceof TypeError && /fetch|network|load failed/i.test(error.message);

export const UNREACHABLE = "UCK could not be reached. Check your connection and try again.";
export const SERVER_FAILED = "UCK could not answer just now. Please try again in a moment.";
export const UNKNOWN_ERROR = "Unknown error occurred";

const messageOf = (value: unknown) =>
  value && typeof value === "object" && "message" in value && typeof value.message === "string"
    ? value.message
    : null;

/**
 * Why a page or a list could not be loaded, in words a person reads: the server's own message
 * when it sent one ("Company not found", a rate limit), else what happened, never a browser's
 * "Failed to fetch" or a proxy's error page.
 */
export function failureMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    return messageOf(error.data) ?? (error.status >= 500 ? SERVER_FAILED : UNKNOWN_ERROR);
  }
  if (isNetworkFailure(error)) return UNREACHABLE;
  if (error instanceof Error && error.message) return error.message;
  return UNKNOWN_ERROR;
}

const SAID: Record<string, "failure.unreachable" | "failure.server" | "failure.unknown"> = {
  [UNREACHABLE]: "failure.unreachable",
  [SERVER_FAILED]: "failure.server",
  [UNKNOWN_ERROR]: "failure.unknown",
};

/**
 * A failure's words in the page's language: what happened when the page says it itself (the
 * root catalogue's `failure.*`, English word for word these), else the server's own message as
 * it sent it.
 */
export function sayFailure(
  t: (key: "failure.unreachable" | "failure.server" | "failure.unknown") => string,
  message: string,
): string {
  const key = SAID[message];
  return key ? t(key) : message;
}
