/**
 * The request envelope every action and JSON function shares: read the body without throwing,
 * log one structured event, and turn a use case's typed refusal code into an HTTP status (never a
 * message string into a status).
 */

import { DrizzleQueryError } from "drizzle-orm";
import type { RefusalCode } from "../services/refusal";

export type { RefusalCode };

const STATUS: Record<RefusalCode, 400 | 401 | 403 | 404 | 409 | 410 | 413 | 429 | 500 | 502 | 503> =
  {
    invalid: 400,
    unauthenticated: 401,
    forbidden: 403,
    not_found: 404,
    conflict: 409,
    gone: 410,
    too_large: 413,
    rate_limited: 429,
    failed: 500,
    upstream_failed: 502,
    unavailable: 503,
  };

export const statusOf = (code: RefusalCode) => STATUS[code];

/** A body that is not a readable form (JSON, text, broken multipart) reads as an empty one. */
export const readForm = (request: Request): Promise<FormData> =>
  request.formData().catch(() => new FormData());

/** The form's fields that are text (files and repeated keys aside), for a zod schema. */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of form)
    if (typeof value === "string" && !(key in fields)) fields[key] = value;
  return fields;
}

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
