import type { Context } from "hono";
import { badgeFigures, badgeSvg } from "../services/companies/badge";
import type { AppEnv } from "./app-env";

/** An hour: a badge on someone else's site is fetched by every visitor there. */
export const BADGE_MAX_AGE = 3600;

/**
 * GET /company/{slug}/badge.svg: the embeddable badge. Registered before the security headers:
 * it is meant for other sites' pages (Cross-Origin-Resource-Policy: cross-origin), carries its
 * own lock-down (no script, nothing loaded), never reads or sets a cookie, and is public for an
 * hour.
 */
export async function companyBadge(c: Context<AppEnv>) {
  const slug = (c.req.param("slug") ?? "").toLowerCase();
  const figures = await badgeFigures(c.get("db"), slug, Date.now());
  const headers = {
    "Cache-Control": `public, max-age=${BADGE_MAX_AGE}`,
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    "Cross-Origin-Resource-Policy": "cross-origin",
    "X-Content-Type-Options": "nosniff",
  };
  if (!figures) return c.text("Not found", 404, headers);
  return c.body(badgeSvg(figures), 200, {
    ...headers,
    "Content-Type": "image/svg+xml; charset=utf-8",
  });
}
