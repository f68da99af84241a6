import type { Context } from "hono";
import type { AppEnv } from "./app-env";

const COLORS = [
  "#dc2f2a",
  "#2563eb",
  "#16a34a",
  "#9333ea",
  "#ea580c",
  "#0891b2",
  "#db2777",
  "#4f46e5",
];

/**
 * GET /logos/letter/:name: the fallback company logo, the first letter of the name on a colour
 * picked from the name. Generated here (never user content), so it is safe as SVG; it works offline.
 */
export function letterLogo(c: Context<AppEnv>) {
  // Hono has decoded the path segment already; decoding again threw on a literal "%" ("100%").
  const name = (c.req.param("name") ?? "").trim();
  const letter = (name.match(/[\p{L}\p{N}]/u)?.[0] ?? "?").toUpperCase();
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  const color = COLORS[hash % COLORS.length];
  const escaped = letter.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="${color}"/><text x="48" y="64" font-family="Arial, Helvetica, sans-serif" font-size="48" font-weight="700" fill="#fff" text-anchor="middle">${escaped}</text></svg>`;
  return c.body(svg, 200, {
    "Content-Type": "image/svg+xml; charset=utf-8",
    "Cache-Control": "public, max-age=86400",
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    "X-Content-Type-Options": "nosniff",
  });
}
