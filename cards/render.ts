import { initWasm, Resvg } from "@resvg/resvg-wasm";
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";
import layoutWasm from "satori/layout.wasm";
import type { CardFont } from "../worker/services/cards/fonts";
import type { CardNode } from "../worker/services/cards/layout";
import { CARD_HEIGHT, CARD_WIDTH } from "../worker/services/cards/size";
import { importSatori } from "./wasm-shims";

type Satori = typeof import("satori/standalone")["default"];
let ready: Promise<Satori> | null = null;

/**
 * satori (layout and HarfBuzz shaping) and resvg (rasterizing), started once per isolate and
 * only when the first card is drawn: satori's module is imported here, not at the top, so the
 * Worker starts without evaluating it, and only after its WebAssembly is provided precompiled
 * (./wasm-shims: satori's module starts HarfBuzz as soon as it is evaluated).
 */
function engines(fonts: CardFont[]) {
  ready ??= (async () => {
    const [{ default: satori, init }] = await Promise.all([importSatori(), initWasm(resvgWasm)]);
    await init(layoutWasm);
    // A first drawing waits for HarfBuzz: a failure to start shows here, not in a card.
    const word: CardNode = { type: "div", props: { style: { display: "flex" }, children: "UCK" } };
    await satori(word as never, { width: 10, height: 10, fonts });
    return satori;
  })().catch((error: unknown) => {
    ready = null;
    throw error;
  });
  return ready;
}

/**
 * One 1200×630 PNG of the element tree with the fonts given (Inter first, then the per-script
 * fonts the card's text needs: the main Worker reads them from its static assets,
 * worker/services/cards/draw.ts), shaped by HarfBuzz (Arabic joined, Devanagari conjuncts) and
 * ordered by satori's bidirectional rules (right-to-left runs read from the right).
 */
export async function renderCardPng(node: CardNode, fonts: CardFont[]): Promise<Uint8Array> {
  if (fonts.length === 0) throw new Error("a card needs at least one font");
  const satori = await engines(fonts);
  const svg = await satori(node as never, { width: CARD_WIDTH, height: CARD_HEIGHT, fonts });
  // Between the layout and the raster (each tens to hundreds of milliseconds of one thread),
  // the isolate answers the requests that arrived meanwhile.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const resvg = new Resvg(svg, { fitTo: { mode: "width", value: CARD_WIDTH } });
  const png = resvg.render().asPng();
  resvg.free();
  return png;
}
