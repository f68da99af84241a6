import { readSidebarCookie } from "@shared/sidebar-cookie";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";
import { requestLanguage } from "./language";

/**
 * Short-lived edge cache for anonymous page views (docs/performance.md#the-budget): documents and React Router
 * data requests of visitors without any session-bearing cookie are kept in the Cache API for
 * EDGE_CACHE_SECONDS. Never cached: signed-in visitors (or anyone sending a session, flash,
 * bookmark or sign-in cookie: only the sidebar, language and time-zone cookies are allowed, and they
 * are part of the key),
 * responses that set cookies or say private/no-store, non-200 answers, the JSON functions and
 * images (those carry their own Cache-Control).
 *
 * The CSP nonce of a stored page is replaced by the current request's nonce on every hit, so a
 * nonce is never served twice.
 */
const NONCE_HEADER = "X-Uck-Cached-Nonce";
export const EDGE_CACHE_HEADER = "X-Edge-Cache";

const UNCACHED_PREFIXES = ["/api/", "/images/", "/logos/", "/auth/", "/dev/", "/admin"];

/**
 * The cache variant of a request: the sidebar state read exactly as the page reads it, or null
 * (no caching) when any other cookie is sent or the sidebar cookie is repeated.
 */
function sidebarVariant(request: Request): string | null {
  const { open, repeated, others } = readSidebarCookie(request.headers.get("Cookie"));
  if (others || repeated) return null;
  return open === null ? "default" : open ? "open" : "closed";
}

function isPage(pathname: string, response: Response) {
  return (
    pathname.endsWith(".data") ||
    (response.headers.get("Content-Type") ?? "").startsWith("text/html")
  );
}

function storable(pathname: string, response: Response) {
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return (
    response.status === 200 &&
    !response.headers.has("Set-Cookie") &&
    !/private|no-store/i.test(cacheControl) &&
    isPage(pathname, response)
  );
}

export const edgeCache: MiddlewareHandler<AppEnv> = async (c, next) => {
  const seconds = c.get("config").edgeCacheSeconds;
  const url = new URL(c.req.url);
  const variant = c.req.method === "GET" ? sidebarVariant(c.req.raw) : null;
  if (
    seconds <= 0 ||
    variant === null ||
    typeof caches === "undefined" ||
    UNCACHED_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))
  ) {
    return next();
  }
  // The sidebar width, the language and the time zone are rendered on the server, so each
  // combination has its own copy (decision 030).
  const { locale, timeZone } = requestLanguage(c.req.raw, c.get("config").isProduction);
  const key = new Request(
    `${url.origin}/__edge-cache/${variant}/${locale}/${encodeURIComponent(timeZone)}${url.pathname}${url.search}`,
  );
  // Typed by the DOM lib in this project; the Workers runtime adds the default cache.
  const cache = (caches as unknown as { default: Cache }).default;
  const nonce = c.get("secureHeadersNonce") ?? "";

  const hit = await cache.match(key);
  if (hit) {
    const storedNonce = hit.headers.get(NONCE_HEADER) ?? "";
    const body = await hit.text();
    const headers = new Headers(hit.headers);
    headers.delete(NONCE_HEADER);
    headers.set("Cache-Control", "no-cache");
    headers.set(EDGE_CACHE_HEADER, "HIT");
    c.res = new Response(storedNonce ? body.replaceAll(storedNonce, nonce) : body, {
      status: 200,
      headers,
    });
    return;
  }

  await next();
  if (!storable(url.pathname, c.res)) return;
  const stored = new Response(c.res.clone().body, c.res);
  stored.headers.set("Cache-Control", `public, max-age=${seconds}`);
  stored.headers.set(NONCE_HEADER, nonce);
  c.executionCtx.waitUntil(cache.put(key, stored));
  // Browsers and shared caches in between must not keep it: the edge copy is the only one.
  c.res.headers.set("Cache-Control", "no-cache");
  c.res.headers.set(EDGE_CACHE_HEADER, "MISS");
};
