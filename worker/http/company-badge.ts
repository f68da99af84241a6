import type { Context } from "hono";
import { badgeFigures, badgeSvg } from "../services/companies/badge";
import type { AppEnv } from "./app-env";
import { clientAddressKey } from "./client-address";
import { READ_LIMITS, withinReadLimit } from "./read-limits";

/** An hour: a badge on someone else's site is fetched by every visitor there. */
export const BADGE_MAX_AGE = 3600;

/**
 * GET /company/{slug}/badge.svg: the embeddable badge. Registered before the security headers:
 * it is meant for other sites' pages (Cross-Origin-Resource-Policy: cross-origin), carries its
 * own lock-down (no script, nothing loaded), never reads or sets a cookie, and is public for an
 * hour. An address may read READ_LIMITS.badge a minute (then 429).
 */
export async function companyBadge(c: Context<AppEnv>) {
  const slug = (c.req.param("slug") ?? "").toLowerCase();
  const headers = {
    "Cache-Control": `public, max-age=${BADGE_MAX_AGE}`,
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    "Cross-Origin-Resource-Policy": "cross-origin",
    "X-Content-Type-Options": "nosniff",
  };
  // Per address, in the Rate Limiting binding: a badge read writes nothing to D1.
  if (
    !(await withinReadLimit(c.env, "badge", clientAddressKey(c.req.header("CF-Connecting-IP"))))
  ) {
    return c.text("Too many requests from this address.", 429, {
      ...headers,
      "Cache-Control": "no-store",
      "Retry-After": String(READ_LIMITS.badge.period),
    });
  }
  const figures = await badgeFigures(c.get("db"), slug, Date.now());
  if (!figures) return c.text("Not found", 404, headers);
  return c.body(badgeSvg(figures), 200, {
    ...headers,
    "Content-Type": "image/svg+xml; charset=utf-8",
  });
}
