import { env } from "cloudflare:test";
import { createSession } from "@worker/auth/session";
import fc from "fast-check";
import { expect } from "vitest";

/** What a form field can carry: text or an uploaded file. */
export type FormValue = string | File;
export type FormFields = Record<string, FormValue>;

/** How the body goes over the wire: the right encodings and every wrong one. */
export const ENCODINGS = [
  "urlencoded",
  "multipart",
  "json",
  "text/plain",
  "no content type",
  "multipart, broken body",
  "multipart, wrong boundary",
  "urlencoded, bad percent-escapes",
  "invalid json",
  "empty",
  "urlencoded plus 1 MiB of junk",
] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** Mostly the two form encodings (so validation is reached), often a wrong one. */
export const encoding: fc.Arbitrary<Encoding> = fc.oneof(
  { weight: 8, arbitrary: fc.constant("urlencoded" as const) },
  { weight: 5, arbitrary: fc.constant("multipart" as const) },
  { weight: 6, arbitrary: fc.constantFrom(...ENCODINGS.slice(2)) },
);

/**
 * A file in a text-only encoding is sent as an empty value (not its name), so a "file where
 * text belongs" case stays invalid in every encoding.
 */
const asText = (value: FormValue) => (typeof value === "string" ? value : "");
/**
 * Percent-encodes like a browser: a lone surrogate becomes U+FFFD first (as FormData does), so
 * a value keeps its length and its validity on the way. Raw lone surrogates reach the server
 * through the JSON bodies of hostile-functions instead.
 */
const percentEncode = (value: string) => encodeURIComponent(value.replace(/\p{Cs}/gu, "\uFFFD"));
const urlencoded = (fields: FormFields) =>
  Object.entries(fields)
    .map(([key, value]) => `${percentEncode(key)}=${percentEncode(asText(value))}`)
    .join("&");

function formData(fields: FormFields) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

/** The body and Content-Type of `fields` sent with `how`. */
export async function encodeBody(
  fields: FormFields,
  how: Encoding,
): Promise<{ contentType: string | null; body: BodyInit | null }> {
  const url = "application/x-www-form-urlencoded";
  switch (how) {
    case "urlencoded":
      return { contentType: url, body: urlencoded(fields) };
    case "multipart":
      return { contentType: null, body: formData(fields) };
    case "json":
      return { contentType: "application/json", body: JSON.stringify(fields) };
    case "text/plain":
      return { contentType: "text/plain;charset=UTF-8", body: urlencoded(fields) };
    case "no content type":
      return { contentType: null, body: new TextEncoder().encode(urlencoded(fields)) };
    case "multipart, broken body":
      return {
        contentType: "multipart/form-data; boundary=----uck",
        body: `------uck\r\nContent-Disposition: form-data; name="intent"\r\n\r\n${urlencoded(fields)}`,
      };
    case "multipart, wrong boundary": {
      const bytes = await new Response(formData(fields)).arrayBuffer();
      return { contentType: "multipart/form-data; boundary=not-the-boundary", body: bytes };
    }
    case "urlencoded, bad percent-escapes":
      return { contentType: url, body: `${urlencoded(fields)}&%=%&%ZZ=%E0%A4%A&intent=%` };
    case "invalid json":
      return { contentType: "application/json", body: `{"intent": ${urlencoded(fields)}` };
    case "empty":
      return { contentType: url, body: null };
    case "urlencoded plus 1 MiB of junk":
      return { contentType: url, body: `${urlencoded(fields)}&junk=${"x".repeat(1_048_576)}` };
  }
}

/** Who sends the request: the signed-in actor, nobody, or a forged session cookie. */
export const AUTH_MODES = ["actor", "anonymous", "forged cookie"] as const;
export type AuthMode = (typeof AUTH_MODES)[number];
export const authMode: fc.Arbitrary<AuthMode> = fc.oneof(
  { weight: 8, arbitrary: fc.constant("actor" as const) },
  { weight: 1, arbitrary: fc.constantFrom("anonymous" as const, "forged cookie" as const) },
);

const ascii = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  maxLength: 80,
});
/** Session cookies nobody issued (printable ASCII, as a header value must be). */
export const forgedToken = fc.oneof(
  ascii,
  fc.constantFrom("a.b", "..", ".", "x".repeat(5000), `${"a".repeat(64)}.${"b".repeat(128)}`),
  fc.tuple(ascii, ascii).map(([id, secret]) => `${id}.${secret}`),
);

/** The address Cloudflare would put in CF-Connecting-IP, or junk, or none. */
export const clientIp = fc.oneof(
  fc.ipV4(),
  fc.ipV6(),
  fc.constantFrom("not-an-ip", "1.2.3.4, 5.6.7.8", "", "999.999.999.999", "x".repeat(2000)),
  fc.constant(null),
);

/** A session cookie for `userId`, as the Worker issues it after sign-in. */
export async function sessionCookieFor(userId: string, version = 0) {
  const { token } = await createSession(env.SESSIONS, userId, version, Date.now());
  return `uck_session=${token}`;
}

export const ORIGIN = "http://localhost";

/** A same-origin POST (so the CSRF check passes) with the given body and session. */
export async function hostilePost(options: {
  path: string;
  fields: FormFields;
  how: Encoding;
  cookie: string | null;
  ip: string | null;
}) {
  const { contentType, body } = await encodeBody(options.fields, options.how);
  const headers = new Headers({ Origin: ORIGIN });
  if (contentType) headers.set("Content-Type", contentType);
  if (options.cookie) headers.set("Cookie", options.cookie);
  if (options.ip !== null) headers.set("CF-Connecting-IP", options.ip);
  return new Request(`${ORIGIN}${options.path}`, { method: "POST", headers, body });
}

/** The strings of a React Router data answer (turbo-stream: a flat JSON array per line). */
export function dataStrings(text: string): string[] {
  try {
    const first: unknown = JSON.parse(text.split("\n")[0] ?? "");
    return Array.isArray(first) ? first.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

/** Never a 5xx, never the error boundary's "Unexpected Server Error". */
export function expectNoServerError(status: number, text: string, label: string) {
  expect(status, `${label} → ${status} ${text.slice(0, 400)}`).toBeLessThan(500);
  expect(text, label).not.toContain("Unexpected Server Error");
}
