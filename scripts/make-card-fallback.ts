/**
 * Draws the fallback picture card (worker/services/cards/fallback.png), the one a shared link
 * shows when a card cannot be drawn, with the same layout code, fonts and rasterizer as the
 * Worker (satori's Node build, which compiles its own WebAssembly). Run after changing the
 * card's look:
 *   npx tsx scripts/make-card-fallback.ts
 */
import { readFile, writeFile } from "node:fs/promises";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import satori from "satori";
import { fallbackCard } from "../worker/services/cards/layout";
import { CARD_HEIGHT, CARD_WIDTH } from "../worker/services/cards/size";

const read = (path: string) => readFile(new URL(`../node_modules/${path}`, import.meta.url));
await initWasm(await read("@resvg/resvg-wasm/index_bg.wasm"));
const [regular, bold] = await Promise.all([
  read("@fontsource/inter/files/inter-latin-400-normal.woff"),
  read("@fontsource/inter/files/inter-latin-700-normal.woff"),
]);
const svg = await satori(fallbackCard() as never, {
  width: CARD_WIDTH,
  height: CARD_HEIGHT,
  fonts: [
    { name: "Inter", data: regular, weight: 400, style: "normal" },
    { name: "Inter", data: bold, weight: 700, style: "normal" },
  ],
});
const png = new Resvg(svg, { fitTo: { mode: "width", value: CARD_WIDTH } }).render().asPng();
await writeFile(new URL("../worker/services/cards/fallback.png", import.meta.url), png);
console.log(`fallback.png: ${png.length} bytes`);
