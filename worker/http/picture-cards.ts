import { DEFAULT_LOCALE, isLocale, LANGUAGE_PARAM, type Locale } from "@shared/i18n";
import type { Context } from "hono";
import { errorText, logEvent } from "../log";
import { createDrawingGate } from "../services/cards/drawing-gate";
import fallbackPng from "../services/cards/fallback.png?inline";
import fallbackEsPng from "../services/cards/fallback-es.png?inline";
import fallbackTrPng from "../services/cards/fallback-tr.png?inline";
import {
  type CardFigures,
  cardHash,
  companyCardFigures,
  complaintCardFigures,
} from "../services/cards/figures";
import { type AssetReader, cardFontsFor } from "../services/cards/fonts";
import { cardTexts, companyCard, complaintCard } from "../services/cards/layout";
import { renderCardPng } from "../services/cards/render";
import { companySlugRedirect } from "../services/companies/slugs";
import type { AppEnv } from "./app-env";
import { clientAddressKey } from "./client-address";
import { requestLanguage } from "./language";
import { READ_LIMITS, withinReadLimit } from "./read-limits";

/** Ten minutes at the edge and in crawlers; a changed complaint is a new picture anyway. */
export const CARD_MAX_AGE = 600;

const PNG_HEADERS = {
  "Content-Type": "image/png",
  "Cross-Origin-Resource-Policy": "cross-origin",
  "X-Content-Type-Options": "nosniff",
};

const FALLBACKS: Record<Locale, string> = { en: fallbackPng, tr: fallbackTrPng, es: fallbackEsPng };

/**
 * The card shown when a picture cannot be drawn, in the picture's language
 * (scripts/make-card-fallback.ts drew one per language).
 */
export const fallbackCardPng = (locale: Locale = DEFAULT_LOCALE) => {
  const png = FALLBACKS[locale] ?? fallbackPng;
  return Uint8Array.from(atob(png.slice(png.indexOf(",") + 1)), (c) => c.charCodeAt(0));
};

type Drawn = { body: Uint8Array<ArrayBuffer>; keep: boolean };
type Picture =
  | { body: Uint8Array<ArrayBuffer>; cache: "hit" | "miss" | "partial" | "fallback" }
  | { refused: "limited" | "busy" };

/** One isolate's drawings (./services/cards/drawing-gate.ts): one at a time, each hash once. */
const gate = createDrawingGate<Drawn>();

/**
 * Draws the figures with the fonts their words need. A string no font here can draw is left off
 * (a clean card without it); a picture drawn while a font could not be read is not kept.
 */
async function draw(assets: AssetReader | null, figures: CardFigures): Promise<Drawn> {
  const { fonts, covers, complete } = await cardFontsFor(assets, cardTexts(figures));
  const node =
    figures.kind === "complaint" ? complaintCard(figures, covers) : companyCard(figures, covers);
  return { body: await renderCardPng(node, fonts), keep: complete };
}

/**
 * The rendered picture of these figures: from the cache when the same figures were drawn
 * before (the key is their hash, so a complaint whose status or count changed is drawn anew),
 * else drawn now (through the gate, after the address's limit of new drawings) and cached. A
 * failed drawing answers the fallback card, never an error. The figures name their language, so
 * each language's picture has its own hash: its own cache entry and its own drawing.
 */
async function pictureOf(c: Context<AppEnv>, figures: CardFigures): Promise<Picture> {
  const hash = await cardHash(figures);
  const key = new Request(`https://cards.uck.internal/${figures.kind}/${hash}.png`);
  const cache = typeof caches === "undefined" ? null : await caches.open("picture-cards");
  const hit = await cache?.match(key);
  if (hit) return { body: new Uint8Array(await hit.arrayBuffer()), cache: "hit" };

  // Joining a drawing already under way costs nothing; starting one counts against the address
  // (the Rate Limiting binding: per location, no write to D1 on this read path).
  const address = clientAddressKey(c.req.header("CF-Connecting-IP"));
  if (!gate.isDrawing(hash) && !(await withinReadLimit(c.env, "card", address))) {
    return { refused: "limited" };
  }
  const assets: AssetReader = (path) => c.env.ASSETS.fetch(`https://assets.uck.internal${path}`);
  const drawing = gate.draw(hash, () => draw(assets, figures));
  if (!drawing) return { refused: "busy" };
  try {
    const drawn = await drawing;
    if (cache && drawn.keep) {
      const stored = new Response(drawn.body, {
        headers: { ...PNG_HEADERS, "Cache-Control": `public, max-age=${7 * 86_400}` },
      });
      c.executionCtx.waitUntil(cache.put(key, stored));
    }
    return { body: drawn.body, cache: drawn.keep ? "miss" : "partial" };
  } catch (error) {
    logEvent("picture_card_failed", { kind: figures.kind, error: errorText(error) });
    return { body: fallbackCardPng(figures.locale), cache: "fallback" };
  }
}

const REFUSALS = {
  limited: {
    status: 429,
    retryAfter: READ_LIMITS.card.period,
    text: "Too many new pictures from this address.",
  },
  busy: { status: 503, retryAfter: 5, text: "Busy drawing other pictures." },
} as const;

/**
 * GET /cards/complaint/{id}.png and /cards/company/{slug}.png: the 1200×630 picture a shared
 * link shows (og:image, twitter:image); public for ten minutes. Its labels are in the request's
 * language, chosen as a page's is (`?lang=`, which the pages' og:image carries; then the `lang`
 * cookie, Accept-Language, English: decision 030); no cookie is set. A picture not addressed by
 * `?lang=` says it varies with the cookie and Accept-Language. The router has decoded the path
 * once already ("%25" is "%"), so the name is used as it is.
 */
export async function pictureCard(c: Context<AppEnv>) {
  const file = c.req.param("file") ?? "";
  const kind = c.req.param("kind");
  const name = file.endsWith(".png") ? file.slice(0, -4) : "";
  const db = c.get("db");
  const now = Date.now();
  const notFound = () => c.text("Not found", 404, { "Cache-Control": "no-store" });
  if (name === "" || (kind !== "complaint" && kind !== "company")) return notFound();
  const { locale } = requestLanguage(c.req.raw, c.get("config").isProduction);
  const addressed = isLocale(new URL(c.req.url).searchParams.get(LANGUAGE_PARAM));
  const figures =
    kind === "complaint"
      ? await complaintCardFigures(db, name, now, locale)
      : await companyCardFigures(db, name.toLowerCase(), now, locale);
  if (!figures) {
    const moved = kind === "company" ? await companySlugRedirect(db, name.toLowerCase()) : null;
    if (!moved) return notFound();
    const query = new URL(c.req.url).search;
    return c.redirect(`/cards/company/${encodeURIComponent(moved)}.png${query}`, 301);
  }
  const picture = await pictureOf(c, figures);
  if ("refused" in picture) {
    const refusal = REFUSALS[picture.refused];
    return c.text(refusal.text, refusal.status, {
      "Cache-Control": "no-store",
      "Retry-After": String(refusal.retryAfter),
    });
  }
  return c.body(picture.body, 200, {
    ...PNG_HEADERS,
    // A fallback, or a picture drawn while a font could not be read, is not kept anywhere.
    "Cache-Control":
      picture.cache === "fallback" || picture.cache === "partial"
        ? "no-store"
        : `public, max-age=${CARD_MAX_AGE}`,
    "X-Card-Cache": picture.cache,
    ...(addressed ? {} : { Vary: "Cookie, Accept-Language" }),
  });
}
