/**
 * Structured logging, below every layer that logs (services, jobs, the HTTP envelope, the app):
 * one JSON line per event, and the text of a thrown value without what people typed.
 */

import { DrizzleQueryError } from "drizzle-orm";

/** One JSON line per event, so the Workers logs can be searched by `event`. */
export function logEvent(
  event: string,
  fields: Record<string, unknown> = {},
  level: "info" | "error" = "error",
) {
  const line = JSON.stringify({ event, ...fields });
  if (level === "error") console.error(line);
  else console.log(line);
}

/**
 * The text of an unknown thrown value, for a log line (and job_runs, and error reports). A
 * failed query is named by its SQL and the database's answer, never by its bound values: those
 * are what people typed (a search, a complaint, an address), and they stay out of every log.
 */
export function errorText(error: unknown): string {
  if (error instanceof DrizzleQueryError) {
    return `DrizzleQueryError: Failed query: ${error.query}; cause: ${errorText(error.cause)}`;
  }
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
