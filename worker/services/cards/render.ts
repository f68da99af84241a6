import interRegular from "@fontsource/inter/files/inter-latin-400-normal.woff?inline";
import interBold from "@fontsource/inter/files/inter-latin-700-normal.woff?inline";
import interExtRegular from "@fontsource/inter/files/inter-latin-ext-400-normal.woff?inline";
import interExtBold from "@fontsource/inter/files/inter-latin-ext-700-normal.woff?inline";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";
import layoutWasm from "satori/layout.wasm";
import type { CardFont } from "./fonts";
import { CARD_HEIGHT, CARD_WIDTH } from "./size";
import { importSatori } from "./wasm-shims";

export { CARD_HEIGHT, CARD_WIDTH };

const bytesOf = (dataUrl: string) => {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(",") + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes.buffer;
};

/**
 * Inter Latin and Latin Extended, shipped inside the Worker: every card needs them. The
 * Extended cut has a family name of its own: of faces sharing a name and weight satori asks only
 * one, so under "Inter" Turkish's ğ ı ş İ were drawn as the missing-glyph box.
 */
const INTER: CardFont[] = [
  { name: "Inter", data: bytesOf(interRegular), weight: 400 },
  { name: "Inter", data: bytesOf(interBold), weight: 700 },
  { name: "Inter Latin Extended", data: bytesOf(interExtRegular), weight: 400 },
  { name: "Inter Latin Extended", data: bytesOf(interExtBold), weight: 700 },
];

type Satori = typeof import("satori/standalone")["default"];
let ready: Promise<Satori> | null = null;

/**
 * satori (layout and HarfBuzz shaping) and resvg (rasterizing), started once per isolate and
 * only when the first card is drawn: satori's module is imported here, not at the top, so the
 * Worker starts without evaluating it, and only after its WebAssembly is provided precompiled
 * (./wasm-shims: satori's module starts HarfBuzz as soon as it is evaluated).
 */
function engines() {
  ready ??= (async () => {
    const [{ default: satori, init }] = await Promise.all([importSatori(), initWasm(resvgWasm)]);
    await init(layoutWasm);
    // A first drawing waits for HarfBuzz: a failure to start shows here, not in a card.
    const word: CardNode = { type: "div", props: { style: { display: "flex" }, children: "UCK" } };
    await satori(word as never, { width: 10, height: 10, fonts: INTER });
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
 * One 1200×630 PNG of the element tree: Inter for Latin (inside the Worker), then the per-script
 * fonts the card's text needs (./fonts.ts), shaped by HarfBuzz (Arabic joined, Devanagari
 * conjuncts) and ordered by satori's bidirectional rules (right-to-left runs read from the right).
 */
export async function renderCardPng(
  node: CardNode,
  extraFonts: CardFont[] = [],
): Promise<Uint8Array<ArrayBuffer>> {
  const satori = await engines();
  const svg = await satori(node as never, {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: [...INTER, ...extraFonts],
  });
  // Between the layout and the raster (each tens to hundreds of milliseconds of one thread),
  // the isolate answers the requests that arrived meanwhile.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const resvg = new Resvg(svg, { fitTo: { mode: "width", value: CARD_WIDTH } });
  const png = new Uint8Array(resvg.render().asPng());
  resvg.free();
  return png;
}
