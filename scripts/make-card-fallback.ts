/**
 * Draws the fallback picture cards (public/card-fallbacks/{en,tr,es}.png, static assets the Worker
 * reads through ASSETS), the one a shared link shows when a card cannot be drawn, in each language,
 * with the same layout code, fonts and rasterizer as the Worker (satori's Node build, which
 * compiles its own WebAssembly). Run after changing the card's look or its words:
 *   npx tsx scripts/make-card-fallback.ts
 */
import { readFile, writeFile } from "node:fs/promises";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import satori from "satori";
import { LOCALES } from "../shared/i18n";
import { fallbackCard } from "../worker/services/cards/layout";
import { CARD_HEIGHT, CARD_WIDTH } from "../worker/services/cards/size";
import { WORD_CATALOGUES } from "../worker/words";

const read = (path: string) => readFile(new URL(`../node_modules/${path}`, import.meta.url));
await initWasm(await read("@resvg/resvg-wasm/index_bg.wasm"));
// Inter Latin and Latin Extended (Turkish's ğ ı ş İ), as the Worker bundles them.
const fonts = await Promise.all(
  (["latin", "latin-ext"] as const).flatMap((cut) =>
    ([400, 700] as const).map(async (weight) => ({
      name: cut === "latin" ? "Inter" : "Inter Latin Extended",
      data: await read(`@fontsource/inter/files/inter-${cut}-${weight}-normal.woff`),
      weight,
      style: "normal" as const,
    })),
  ),
);
for (const locale of LOCALES) {
  const words = WORD_CATALOGUES[locale];
  const node = fallbackCard({
    title: words["card.fallback.title"],
    text: words["card.fallback.text"],
  });
  const svg = await satori(node as never, { width: CARD_WIDTH, height: CARD_HEIGHT, fonts });
  const png = new Resvg(svg, { fitTo: { mode: "width", value: CARD_WIDTH } }).render().asPng();
  const name = `${locale}.png`;
  await writeFile(new URL(`../public/card-fallbacks/${name}`, import.meta.url), png);
  console.log(`${name}: ${png.length} bytes`);
}
