/**
 * The picture cards' drawing Worker, `uck-cards` (decision 064): satori, resvg and HarfBuzz with
 * their WebAssembly, about half of what the main Worker uploaded, live here so the main Worker
 * stays under the free plan's upload size. The main Worker reaches it only through its service
 * binding (`CARDS`, wrangler.toml) and does everything else a card needs: its data, its words in
 * the reader's language, the fonts (read from the main Worker's static assets), the cache, the
 * drawing queue and the fallback picture when this Worker cannot be reached or fails. This one
 * has no bindings, no routes and no public URL (cards/wrangler.toml).
 */
import { WorkerEntrypoint } from "cloudflare:workers";
import type { CardFont } from "../worker/services/cards/fonts";
import type { CardNode } from "../worker/services/cards/layout";
import { renderCardPng } from "./render";

export default class CardsWorker extends WorkerEntrypoint {
  /** The 1200×630 PNG of a card's element tree, drawn with these fonts (RPC). */
  async draw(node: CardNode, fonts: CardFont[]): Promise<Uint8Array> {
    return renderCardPng(node, fonts);
  }

  /** Nothing is served over HTTP: a request that reaches this Worker some other way is refused. */
  override async fetch() {
    return new Response("Not found", { status: 404 });
  }
}
