/**
 * Picture cards draw the Latin Extended letters Turkish needs (ğ ı ş İ) with the Inter cut
 * read from the static assets, not as the missing-glyph box (a shared family name once hid that
 * cut). Drawn by the cards Worker through the `CARDS` binding (decision 064).
 */
import { env } from "cloudflare:workers";
import { cardsOf } from "@worker/http/picture-cards";
import { drawCardPng } from "@worker/services/cards/draw";
import type { AssetReader } from "@worker/services/cards/fonts";
import type { CardNode } from "@worker/services/cards/layout";
import { expect, it } from "vitest";

const assets: AssetReader = (path) => env.ASSETS.fetch(`https://assets.uck.internal${path}`);
const renderCardPng = (node: CardNode) => drawCardPng(cardsOf(env), assets, node);

const line = (text: string, fontWeight: 400 | 700): CardNode => ({
  type: "div",
  props: {
    style: { display: "flex", fontFamily: "Inter", fontSize: 96, fontWeight },
    children: text,
  },
});

it("ğ ı ş İ are drawn in both weights, each unlike the missing-glyph box", async () => {
  for (const weight of [400, 700] as const) {
    // U+0378 is unassigned: no font has it, so it is drawn as the box.
    const box = await renderCardPng(line("\u0378", weight));
    for (const letter of ["ğ", "ı", "ş", "İ", "Ş", "Ğ"]) {
      expect(await renderCardPng(line(letter, weight)), `${letter} at ${weight}`).not.toEqual(box);
    }
  }
});
