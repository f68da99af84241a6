import type { Context } from "hono";
import {
  type CardFigures,
  cardHash,
  companyCard,
  companyCardFigures,
  complaintCard,
  complaintCardFigures,
} from "../services/cards/cards";
import fallbackPng from "../services/cards/fallback.png?inline";
import { renderCardPng } from "../services/cards/render";
import type { AppEnv } from "./app-env";
import { errorText, logEvent } from "./kit";

/** Ten minutes at the edge and in crawlers; a changed complaint is a new picture anyway. */
export const CARD_MAX_AGE = 600;

const PNG_HEADERS = {
  "Content-Type": "image/png",
  "Cross-Origin-Resource-Policy": "cross-origin",
  "X-Content-Type-Options": "nosniff",
};

/** The card shown when a picture cannot be drawn (scripts/make-card-fallback.ts drew it). */
export const fallbackCardPng = () =>
  Uint8Array.from(atob(fallbackPng.slice(fallbackPng.indexOf(",") + 1)), (c) => c.charCodeAt(0));

/**
 * The rendered picture of these figures: from the cache when the same figures were drawn
 * before (the key is their hash, so a complaint whose status or count changed is drawn anew),
 * else drawn now and cached. A failed drawing answers the fallback card, never an error.
 */
async function pictureOf(
  c: Context<AppEnv>,
  figures: CardFigures,
): Promise<{ body: Uint8Array<ArrayBuffer>; cache: "hit" | "miss" | "fallback" }> {
  const key = new Request(
    `https://cards.uck.internal/${figures.kind}/${await cardHash(figures)}.png`,
  );
  const cache = typeof caches === "undefined" ? null : await caches.open("picture-cards");
  const hit = await cache?.match(key);
  if (hit) return { body: new Uint8Array(await hit.arrayBuffer()), cache: "hit" };
  try {
    const png = await renderCardPng(
      figures.kind === "complaint" ? complaintCard(figures) : companyCard(figures),
    );
    const stored = new Response(png, {
      headers: { ...PNG_HEADERS, "Cache-Control": `public, max-age=${7 * 86_400}` },
    });
    if (cache) c.executionCtx.waitUntil(cache.put(key, stored));
    return { body: png, cache: "miss" };
  } catch (error) {
    logEvent("picture_card_failed", { kind: figures.kind, error: errorText(error) });
    return { body: fallbackCardPng(), cache: "fallback" };
  }
}

/**
 * GET /cards/complaint/{id}.png and /cards/company/{slug}.png: the 1200×630 picture a shared
 * link shows (og:image, twitter:image). No cookie is read or set; public for ten minutes.
 */
export async function pictureCard(c: Context<AppEnv>) {
  const file = c.req.param("file") ?? "";
  const kind = c.req.param("kind");
  const name = file.endsWith(".png") ? decodeURIComponent(file.slice(0, -4)) : "";
  const now = Date.now();
  const figures =
    name === ""
      ? null
      : kind === "complaint"
        ? await complaintCardFigures(c.get("db"), name, now)
        : kind === "company"
          ? await companyCardFigures(c.get("db"), name.toLowerCase(), now)
          : null;
  if (!figures) return c.text("Not found", 404, { "Cache-Control": "no-store" });
  const picture = await pictureOf(c, figures);
  return c.body(picture.body, 200, {
    ...PNG_HEADERS,
    "Cache-Control": picture.cache === "fallback" ? "no-store" : `public, max-age=${CARD_MAX_AGE}`,
    "X-Card-Cache": picture.cache,
  });
}
