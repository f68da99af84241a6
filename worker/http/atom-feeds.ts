import type { FeedScope } from "@shared/feed-paths";
import { isLocale, LANGUAGE_PARAM } from "@shared/i18n";
import type { Context } from "hono";
import { errorText, logEvent } from "../log";
import { atomXml } from "../services/feeds/atom";
import { loadFeed } from "../services/feeds/scopes";
import { workerWords } from "../words";
import type { AppEnv } from "./app-env";
import { clientAddressKey } from "./client-address";
import { requestLanguage } from "./language";
import { READ_LIMITS, withinReadLimit } from "./read-limits";

/** Feed readers poll; five minutes old is fresh enough and spares D1 their polling. */
export const FEED_MAX_AGE = 300;

async function etagOf(body: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body));
  const hex = [...new Uint8Array(digest).slice(0, 16)]
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("");
  return `"${hex}"`;
}

const notModified = (request: Request, etag: string) =>
  (request.headers.get("If-None-Match") ?? "")
    .split(",")
    .some((tag) => tag.trim().replace(/^W\//, "") === etag);

/**
 * GET /feed.atom, /company/{slug}/feed.atom, /category/{slug}/feed.atom: Atom 1.0 of the newest
 * 50 public complaints. The same for everyone (no session is read), so it is cacheable: public
 * for five minutes, kept in the edge cache for as long where that cache is on, and an ETag
 * answers a reader's repeated poll with 304. An address may make READ_LIMITS.feed reads a minute
 * that reach D1 (an edge-cache hit is not counted), then 429.
 *
 * Its own words (title, subtitle, each entry's facts) are in the request's language, chosen as a
 * page's is (`?lang=`, the `lang` cookie, Accept-Language, English; decision 030): the edge
 * cache keeps one copy per language, and a feed not addressed by `?lang=` says it varies with
 * the cookie and Accept-Language, so no cache in between serves one language for another.
 */
export function atomFeed(scopeOf: (c: Context<AppEnv>) => FeedScope) {
  return async (c: Context<AppEnv>) => {
    const config = c.get("config");
    // Typed by the DOM lib in this project; the Workers runtime adds the default cache.
    const cache =
      config.edgeCacheSeconds > 0 && typeof caches !== "undefined"
        ? (caches as unknown as { default: Cache }).default
        : null;
    const url = new URL(c.req.url);
    const { locale } = requestLanguage(c.req.raw, config.isProduction);
    const addressed = isLocale(url.searchParams.get(LANGUAGE_PARAM));
    const vary: Record<string, string> = addressed ? {} : { Vary: "Cookie, Accept-Language" };
    const key = new Request(`${url.origin}/__feed-cache/${locale}${url.pathname}${url.search}`, {
      method: "GET",
    });
    let response = cache ? await cache.match(key) : undefined;
    if (!response) {
      // Only a read that reaches D1 counts, per address, in the Rate Limiting binding (no write).
      const address = clientAddressKey(c.req.header("CF-Connecting-IP"));
      if (!(await withinReadLimit(c.env, "feed", address))) {
        return c.text("Too many requests from this address.", 429, {
          "Cache-Control": "no-store",
          "Retry-After": String(READ_LIMITS.feed.period),
        });
      }
      const words = workerWords(locale);
      const feed = await loadFeed(c.get("db"), config.publicHost, scopeOf(c), words).catch(
        (error) => {
          logEvent("atom_feed_failed", { path: c.req.path, error: errorText(error) });
          throw error;
        },
      );
      if (!feed) return c.text("Not found", 404, { "Cache-Control": "public, max-age=60" });
      const body = atomXml(feed, words);
      response = new Response(body, {
        headers: {
          "Content-Type": "application/atom+xml; charset=utf-8",
          "Cache-Control": `public, max-age=${FEED_MAX_AGE}`,
          ETag: await etagOf(body),
          ...vary,
        },
      });
      if (cache) c.executionCtx.waitUntil(cache.put(key, response.clone()));
    }
    const etag = response.headers.get("ETag") ?? "";
    if (etag && notModified(c.req.raw, etag)) {
      return new Response(null, {
        status: 304,
        headers: { ETag: etag, "Cache-Control": `public, max-age=${FEED_MAX_AGE}`, ...vary },
      });
    }
    // A copy: a cached response's headers cannot be changed by the middleware after us.
    return new Response(response.body, response);
  };
}
