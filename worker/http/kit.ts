/**
 * The request envelope every action and JSON function shares: read the body without throwing,
 * and turn a use case's typed refusal code into an HTTP status (never a message string into a
 * status). Logging is below it, in worker/log.ts.
 */

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
