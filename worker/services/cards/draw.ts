import type { AssetReader, CardFont, CardWeight } from "./fonts";
import type { CardNode } from "./layout";

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

/**
 * The drawing Worker (cards/worker.ts) as its service binding offers it: one RPC method. Typed
 * here by hand, not from its module, so nothing of satori or resvg is ever imported into this
 * Worker (decision 064).
 */
export type CardsService = {
  draw(node: CardNode, fonts: CardFont[]): Promise<Uint8Array>;
};

/**
 * One 1200×630 PNG of the element tree, drawn by the cards Worker through the `CARDS` binding
 * with Inter (from the static assets) and `extraFonts`, the per-script fonts the card's text
 * needs (./fonts.ts). Rejects when the binding is missing or the drawing fails: the caller keeps
 * the fallback picture then (worker/http/picture-cards.ts).
 */
export async function drawCardPng(
  cards: CardsService | undefined,
  assets: AssetReader,
  node: CardNode,
  extraFonts: CardFont[] = [],
): Promise<Uint8Array<ArrayBuffer>> {
  if (!cards) throw new Error("no CARDS binding: the picture cards' Worker is not bound");
  const base = await interFonts(assets);
  const png = await cards.draw(node, [...base, ...extraFonts]);
  if (!(png instanceof Uint8Array) || png.byteLength === 0) {
    throw new Error("the cards Worker answered no picture");
  }
  return new Uint8Array(png);
}
