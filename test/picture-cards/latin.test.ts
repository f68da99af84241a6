/**
 * Picture cards draw the Latin Extended letters Turkish needs (ğ ı ş İ) with the Inter cut
 * read from the static assets, not as the missing-glyph box (a shared family name once hid that
 * cut).
 */
import { env } from "cloudflare:workers";
import type { AssetReader } from "@worker/services/cards/fonts";
import { type CardNode, renderCardPng } from "@worker/services/cards/render";
import { expect, it } from "vitest";

const assets: AssetReader = (path) => env.ASSETS.fetch(`https://assets.uck.internal${path}`);

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
    const box = await renderCardPng(assets, line("\u0378", weight));
    for (const letter of ["ğ", "ı", "ş", "İ", "Ş", "Ğ"]) {
      expect(
        await renderCardPng(assets, line(letter, weight)),
        `${letter} at ${weight}`,
      ).not.toEqual(box);
    }
  }
});
