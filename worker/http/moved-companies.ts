import type { Context, Next } from "hono";
import { companySlugRedirect } from "../services/companies/slugs";
import type { AppEnv } from "./app-env";

/**
 * Middleware for addresses that carry a company's slug (`:slug`): when the handler answers 404
 * and the slug is one the company had before (company_slug_aliases), the answer becomes a 301 to
 * `pathFor(slug now)`, with the query kept. Only misses ask, so pages that exist pay nothing.
 */
export function movedCompany(pathFor: (slug: string) => string) {
  return async (c: Context<AppEnv>, next: Next) => {
    await next();
    if (c.res.status !== 404) return;
    const slug = (c.req.param("slug") ?? "").toLowerCase();
    const moved = slug ? await companySlugRedirect(c.get("db"), slug) : null;
    if (!moved) return;
    const { search } = new URL(c.req.url);
    // Cleared first so none of the 404's headers are carried over to the redirect.
    c.res = undefined;
    c.res = new Response(null, {
      status: 301,
      headers: { Location: `${pathFor(encodeURIComponent(moved))}${search}` },
    });
  };
}
