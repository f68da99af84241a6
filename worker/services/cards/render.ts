import interRegular from "@fontsource/inter/files/inter-latin-400-normal.woff?inline";
import interBold from "@fontsource/inter/files/inter-latin-700-normal.woff?inline";
import interExtRegular from "@fontsource/inter/files/inter-latin-ext-400-normal.woff?inline";
import interExtBold from "@fontsource/inter/files/inter-latin-ext-700-normal.woff?inline";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";
import satori, { init as initSatori } from "satori/wasm";
import initYoga from "yoga-wasm-web";
import yogaWasm from "yoga-wasm-web/dist/yoga.wasm";

import { CARD_HEIGHT, CARD_WIDTH } from "./size";

export { CARD_HEIGHT, CARD_WIDTH };

const bytesOf = (dataUrl: string) => {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(",") + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes.buffer;
};

type Fonts = Record<"regular" | "bold" | "extRegular" | "extBold", ArrayBuffer>;
let ready: Promise<Fonts> | null = null;

/** The WebAssembly of satori's layout (yoga) and of the rasterizer (resvg), started once. */
function engines() {
  ready ??= (async () => {
    const [yoga] = await Promise.all([initYoga(yogaWasm), initWasm(resvgWasm)]);
    initSatori(yoga);
    return {
      regular: bytesOf(interRegular),
      bold: bytesOf(interBold),
      extRegular: bytesOf(interExtRegular),
      extBold: bytesOf(interExtBold),
    };
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
 * One 1200×630 PNG of the element tree, text set in Inter (shipped from npm, never fetched):
 * its Latin and Latin Extended cuts ("Şikayet", "Łódź"); a glyph in neither (an emoji, CJK) is
 * left out rather than fetched.
 */
export async function renderCardPng(node: CardNode): Promise<Uint8Array<ArrayBuffer>> {
  const fonts = await engines();
  const svg = await satori(node as never, {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: [
      { name: "Inter", data: fonts.regular, weight: 400, style: "normal" },
      { name: "Inter", data: fonts.bold, weight: 700, style: "normal" },
      { name: "Inter", data: fonts.extRegular, weight: 400, style: "normal" },
      { name: "Inter", data: fonts.extBold, weight: 700, style: "normal" },
    ],
  });
  const resvg = new Resvg(svg, { fitTo: { mode: "width", value: CARD_WIDTH } });
  const png = new Uint8Array(resvg.render().asPng());
  resvg.free();
  return png;
}
