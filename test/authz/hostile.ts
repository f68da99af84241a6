import { type Answer, fetchApp, fetchWorker, OAUTH_ENV } from "../harness/app";
import type { Row } from "./matrix";

/**
 * What a page on another site can make a browser send with a POST (docs/architecture.md#security-rules: the Origin,
 * or without one Sec-Fetch-Site, must be our own). Each variant replaces the same-origin
 * headers of a genuine request.
 */
export const CROSS_ORIGIN: { name: string; headers: Record<string, string> }[] = [
  { name: "a foreign Origin", headers: { Origin: "https://evil.example" } },
  { name: "Origin: null (sandboxed frame, data: URL)", headers: { Origin: "null" } },
  { name: "no Origin, Sec-Fetch-Site: cross-site", headers: { "Sec-Fetch-Site": "cross-site" } },
  { name: "no Origin, Sec-Fetch-Site: same-site", headers: { "Sec-Fetch-Site": "same-site" } },
  { name: "neither header", headers: {} },
  {
    name: "a foreign Origin with a forged Sec-Fetch-Site: same-origin",
    headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "same-origin" },
  },
  { name: "our host as a prefix", headers: { Origin: "http://localhost.evil.example" } },
  { name: "our host over https", headers: { Origin: "https://localhost" } },
  { name: "our host on another port", headers: { Origin: "http://localhost:8787" } },
];

/** The same request with its Origin and Sec-Fetch-Site replaced by `headers`. */
export function withOrigin(request: Request, headers: Record<string, string>) {
  const replaced = new Headers(request.headers);
  replaced.delete("Origin");
  replaced.delete("Sec-Fetch-Site");
  for (const [name, value] of Object.entries(headers)) replaced.set(name, value);
  return new Request(request, { headers: replaced });
}

/** The same request with another Content-Type (and body, when given). */
export function withType(request: Request, type: string | null, body?: BodyInit) {
  const headers = new Headers(request.headers);
  if (type === null) headers.delete("Content-Type");
  else headers.set("Content-Type", type);
  return new Request(request.url, {
    method: request.method,
    headers,
    body: body ?? request.body,
  });
}

/** Sends a row's request where the row would (the real Worker or the route harness). */
export function send(row: Row, request: Request): Promise<Answer> {
  return row.via === "worker" ? fetchWorker(request) : fetchApp(request, { env: OAUTH_ENV });
}
