import { initWasm, Resvg } from "@resvg/resvg-wasm";
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";
import layoutWasm from "satori/layout.wasm";
import type { AssetReader, CardFont, CardWeight } from "./fonts";
import { CARD_HEIGHT, CARD_WIDTH } from "./size";
import { importSatori } from "./wasm-shims";

export { CARD_HEIGHT, CARD_WIDTH };

/**
 * Inter Latin and Latin Extended: every card needs them. Read from the static assets
 * (public/card-fonts/, copied from npm by scripts/card-fonts.ts) once per isolate, not carried in
 * the Worker's upload (decision 059: 210 KiB as base64). The Extended cut has a family name of its
 * own: of faces sharing a name and weight satori asks only one, so under "Inter" Turkish's
 * ğ ı ş İ were drawn as the missing-glyph box.
 */
const INTER_FILES: [name: string, file: string, weight: CardWeight][] = [
  ["Inter", "inter-latin-400-normal.woff", 400],
  ["Inter", "inter-latin-700-normal.woff", 700],
  ["Inter Latin Extended", "inter-latin-ext-400-normal.woff", 400],
  ["Inter Latin Extended", "inter-latin-ext-700-normal.woff", 700],
];
let inter: Promise<CardFont[]> | null = null;

function interFonts(assets: AssetReader) {
  inter ??= Promise.all(
    INTER_FILES.map(async ([name, file, weight]) => {
      const answer = await assets(`/card-fonts/${file}`);
      if (!answer.ok) throw new Error(`card font ${file}: ${answer.status}`);
      return { name, data: await answer.arrayBuffer(), weight };
    }),
  ).catch((error: unknown) => {
    // A failed read is tried again by the next drawing.
    inter = null;
    throw error;
  });
  return inter;
}

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

/** A satori element tree: what React elements are, without React on the server's hot path. */
export type CardNode = {
  type: string;
  props: { style?: Record<string, unknown>; children?: CardNode | string | (CardNode | string)[] };
};

/**
 * One 1200×630 PNG of the element tree: Inter for Latin (from the static assets), then the per-script
 * fonts the card's text needs (./fonts.ts), shaped by HarfBuzz (Arabic joined, Devanagari
 * conjuncts) and ordered by satori's bidirectional rules (right-to-left runs read from the right).
 */
export async function renderCardPng(
  assets: AssetReader,
  node: CardNode,
  extraFonts: CardFont[] = [],
): Promise<Uint8Array<ArrayBuffer>> {
  const base = await interFonts(assets);
  const satori = await engines(base);
  const svg = await satori(node as never, {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: [...base, ...extraFonts],
  });
  // Between the layout and the raster (each tens to hundreds of milliseconds of one thread),
  // the isolate answers the requests that arrived meanwhile.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const resvg = new Resvg(svg, { fitTo: { mode: "width", value: CARD_WIDTH } });
  const png = new Uint8Array(resvg.render().asPng());
  resvg.free();
  return png;
}
