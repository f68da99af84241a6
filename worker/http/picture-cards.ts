import { DEFAULT_LOCALE, isLocale, LANGUAGE_PARAM, type Locale } from "@shared/i18n";
import type { Context } from "hono";
import type { Database } from "../db/client";
import { errorText, logEvent } from "../log";
import { type CardsService, drawCardPng } from "../services/cards/draw";
import { createDrawingQueue } from "../services/cards/drawing-queue";
import {
  type CardFigures,
  cardHash,
  companyCardFigures,
  complaintCardFigures,
} from "../services/cards/figures";
import { type AssetReader, cardFontsFor } from "../services/cards/fonts";
import { cardTexts, companyCard, complaintCard } from "../services/cards/layout";
import { companySlugRedirect } from "../services/companies/slugs";
import type { AppEnv } from "./app-env";
import { clientAddressKey } from "./client-address";
import { requestLanguage } from "./language";
import { withinReadLimit } from "./read-limits";

/** Ten minutes at the edge and in crawlers; a changed complaint is a new picture anyway. */
export const CARD_MAX_AGE = 600;

const PNG_HEADERS = {
  "Content-Type": "image/png",
  "Cross-Origin-Resource-Policy": "cross-origin",
  "X-Content-Type-Options": "nosniff",
};

/**
 * The card shown when a picture cannot be drawn, in the picture's language
 * (scripts/make-card-fallback.ts drew one per language), read from the static assets
 * (public/card-fallbacks/) rather than carried in the Worker's upload (decision 059: 143 KB of PNG).
 */
export async function fallbackCardPng(
  assets: AssetReader,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Uint8Array<ArrayBuffer>> {
  const answer = await assets(`/card-fallbacks/${isLocale(locale) ? locale : DEFAULT_LOCALE}.png`);
  if (!answer.ok) throw new Error(`fallback card ${locale}: ${answer.status}`);
  return new Uint8Array(await answer.arrayBuffer());
}

/** The fallback card in `locale`, read from this Worker's static assets. */
export const fallbackCardOf = (env: Env, locale: Locale = DEFAULT_LOCALE) =>
  fallbackCardPng(assetsOf(env), locale);

/** Each language's fallback read once per isolate: it is answered for every undrawn card. */
const fallbacks = new Map<Locale, Promise<Uint8Array<ArrayBuffer>>>();
const fallbackOf = async (assets: AssetReader, locale: Locale) => {
  let png = fallbacks.get(locale);
  if (!png) {
    png = fallbackCardPng(assets, locale);
    fallbacks.set(locale, png);
    // A failed read is tried again by the next request.
    png.catch(() => fallbacks.delete(locale));
  }
  // A copy for each answer: the body is its own.
  return (await png).slice();
};

/** The static assets (the ASSETS binding) as the cards read them: fonts and fallbacks. */
const assetsOf =
  (env: Env): AssetReader =>
  (path) =>
    env.ASSETS.fetch(`https://assets.uck.internal${path}`);

type Drawn = { body: Uint8Array<ArrayBuffer>; keep: boolean };
type Picture = {
  body: Uint8Array<ArrayBuffer>;
  /** hit: this very picture; stale: the card's previous picture; fallback: none drawn yet. */
  cache: "hit" | "stale" | "fallback";
  /** When it was not a hit, what became of its drawing. */
  drawing?: "started" | "under_way" | "limited" | "busy";
};

/**
 * Rest after each drawing before the next: about twice the longest drawing measured (100–400 ms
 * of CPU), so drawings hold an isolate for at most about a third of its time.
 */
export const CARD_REST_MS = 800;

type Job = { figures: CardFigures; hash: string; name: string };

/**
 * One isolate's drawings (./services/cards/drawing-queue.ts): in the background, one at a time,
 * each hash once, a rest after each, at most eight waiting.
 */
const queue = createDrawingQueue<Job>({ queueLimit: 8, restMs: CARD_REST_MS });

/** Drawings waiting or under way in this isolate (tests, logs). */
export const drawingsPending = () => queue.pending;

/**
 * The cards Worker behind the `CARDS` service binding (cards/worker.ts, decision 064), or
 * undefined when this Worker runs without it: every drawing then fails and the fallback stays.
 */
export const cardsOf = (env: object) =>
  (env as { CARDS?: unknown }).CARDS as CardsService | undefined;

/**
 * Draws the figures with the fonts their words need, through the cards Worker. A string no font
 * here can draw is left off (a clean card without it); a picture drawn while a font could not be
 * read is not kept.
 */
async function draw(env: Env, figures: CardFigures): Promise<Drawn> {
  const assets = assetsOf(env);
  const { fonts, covers, complete } = await cardFontsFor(assets, cardTexts(figures));
  const node =
    figures.kind === "complaint" ? complaintCard(figures, covers) : companyCard(figures, covers);
  return { body: await drawCardPng(cardsOf(env), assets, node, fonts), keep: complete };
}

const CARD_HOST = "https://cards.uck.internal";
/** The picture of these exact figures (by their hash). */
const pictureKey = (kind: CardFigures["kind"], hash: string) =>
  new Request(`${CARD_HOST}/${kind}/${hash}.png`);
/** The last picture drawn of one card (a complaint or company, in one language), whatever its figures. */
const latestKey = (kind: CardFigures["kind"], name: string, locale: Locale) =>
  new Request(`${CARD_HOST}/latest/${kind}/${encodeURIComponent(name)}/${locale}.png`);

const openCards = () =>
  typeof caches === "undefined" ? Promise.resolve(null) : caches.open("picture-cards");

const stored = (body: Uint8Array<ArrayBuffer>) =>
  new Response(body, {
    headers: { ...PNG_HEADERS, "Cache-Control": `public, max-age=${7 * 86_400}` },
  });

/**
 * Draws a card and keeps it: under its hash (the picture of exactly these figures), and as the
 * card's latest picture (served while the next one is drawn). A picture drawn while a font
 * could not be read stands in as the latest only. Never rejects: a failure is logged.
 */
async function drawAndKeep(env: Env, { figures, hash, name }: Job) {
  try {
    const drawn = await draw(env, figures);
    const cache = await openCards();
    if (!cache) return;
    if (drawn.keep) await cache.put(pictureKey(figures.kind, hash), stored(drawn.body));
    await cache.put(latestKey(figures.kind, name, figures.locale), stored(drawn.body));
  } catch (error) {
    logEvent("picture_card_failed", { kind: figures.kind, error: errorText(error) });
  }
}

/**
 * Offers a card's drawing to the isolate's queue and, when no drainer is at work, makes this
 * request's waitUntil the drainer (it draws what waits, its own and others', in this request).
 */
function offerDrawing(env: Env, waitUntil: (work: Promise<unknown>) => void, job: Job) {
  const offered = queue.offer(job.hash, job);
  if (offered === "started") {
    const drainer = queue.drain((next) => drawAndKeep(env, next));
    if (drainer) waitUntil(drainer);
  }
  return offered;
}

/**
 * The picture of these figures, at once: from the cache when the same figures were drawn
 * before (the key is their hash, so a complaint whose status or count changed has a new one),
 * else the card's previous picture or the fallback card while it is drawn in the background
 * (decision 019: a page's request never waits for a drawing, and drawings never queue pages). A new
 * drawing counts against the address (the Rate Limiting binding: per location, no write to D1
 * on this read path); joining one under way does not. The figures name their language, so each
 * language's picture has its own hash: its own cache entry and its own drawing.
 */
async function pictureOf(c: Context<AppEnv>, figures: CardFigures, name: string): Promise<Picture> {
  const hash = await cardHash(figures);
  const cache = await openCards();
  const hit = await cache?.match(pictureKey(figures.kind, hash));
  if (hit) return { body: new Uint8Array(await hit.arrayBuffer()), cache: "hit" };

  let drawing: Picture["drawing"] = "under_way";
  if (!queue.isDrawing(hash)) {
    const address = clientAddressKey(c.req.header("CF-Connecting-IP"));
    if (!(await withinReadLimit(c.env, "card", address))) drawing = "limited";
    else
      drawing = offerDrawing(c.env, (work) => c.executionCtx.waitUntil(work), {
        figures,
        hash,
        name,
      });
  }
  const previous = await cache?.match(latestKey(figures.kind, name, figures.locale));
  if (previous)
    return { body: new Uint8Array(await previous.arrayBuffer()), cache: "stale", drawing };
  return { body: await fallbackOf(assetsOf(c.env), figures.locale), cache: "fallback", drawing };
}

/**
 * A complaint's card drawn now, in the background, in `locale` (when it is filed), so
 * the first person to share it finds it drawn. Past the queue's limit it is left for the first
 * request to ask for it. No address limit: the filing has its own.
 */
export async function drawComplaintCard(
  env: Env,
  waitUntil: (work: Promise<unknown>) => void,
  db: Database,
  id: string,
  locale: Locale,
  now = Date.now(),
) {
  const figures = await complaintCardFigures(db, id, now, locale);
  if (!figures) return;
  const hash = await cardHash(figures);
  const cache = await openCards();
  if (await cache?.match(pictureKey(figures.kind, hash))) return;
  offerDrawing(env, waitUntil, { figures, hash, name: id });
}

/**
 * GET /cards/complaint/{id}.png and /cards/company/{slug}.png: the 1200×630 picture a shared
 * link shows (og:image, twitter:image); public for ten minutes once drawn, and until then the
 * card's previous picture or the fallback card, at once and kept nowhere (`X-Card-Cache`, with
 * `X-Card-Drawing` saying whether a drawing started). Its labels are in the request's
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
  const picture = await pictureOf(c, figures, kind === "company" ? name.toLowerCase() : name);
  return c.body(picture.body, 200, {
    ...PNG_HEADERS,
    // Only this very picture is kept elsewhere: a previous one or the fallback is for now.
    "Cache-Control": picture.cache === "hit" ? `public, max-age=${CARD_MAX_AGE}` : "no-store",
    "X-Card-Cache": picture.cache,
    ...(picture.drawing ? { "X-Card-Drawing": picture.drawing } : {}),
    ...(addressed ? {} : { Vary: "Cookie, Accept-Language" }),
  });
}
