/**
 * The Worker's words of the feeds and picture cards (worker/words, decision 030): every language
 * fills every English key with the same placeholders; English names the categories and statuses
 * as the rest of UCK does; the durations read in each language; and every label a card draws in
 * Turkish or Spanish is covered by the Inter faces inside the Worker (never a box).
 */
import { CATEGORIES, DEFAULT_CATEGORY } from "@shared/categories";
import { STATUS_LABELS } from "@shared/complaint-status";
import { duration } from "@shared/format";
import { type WordKey, wordsEn } from "@shared/messages/en/feeds";
import { cardFontsFor } from "@worker/services/cards/fonts";
import { WORD_CATALOGUES, workerWords } from "@worker/words";
import { expect, it } from "vitest";

const keys = Object.keys(wordsEn).sort() as WordKey[];
const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Words the same in a language as in English, on purpose. */
const SAME_AS_ENGLISH: Record<"tr" | "es", string[]> = {
  // "uck" is UCK's own word, in every language.
  tr: ["feed.ucks_one", "card.ucks_one"],
  es: ["feed.ucks_one", "feed.ucks_other", "card.ucks_one", "card.ucks_other", "category.general"],
};

it("Turkish and Spanish fill every key, with English's placeholders, and are not English copies", () => {
  for (const locale of ["tr", "es"] as const) {
    const catalogue = WORD_CATALOGUES[locale];
    expect(Object.keys(catalogue).sort()).toEqual(keys);
    for (const key of keys) {
      expect(catalogue[key].trim().length, key).toBeGreaterThan(0);
      expect(names(catalogue[key]), `${locale} ${key}`).toEqual(names(wordsEn[key]));
    }
    const same = keys.filter((key) => catalogue[key] === wordsEn[key]);
    expect(same.sort()).toEqual([...SAME_AS_ENGLISH[locale]].sort());
  }
});

it("English names the statuses and categories as the rest of UCK, and its durations as before", () => {
  const en = workerWords("en");
  for (const [status, label] of Object.entries(STATUS_LABELS))
    expect(en.status(status)).toBe(label);
  expect(en.status(null)).toBe("Open");
  expect(en.status("archived")).toBe("Unknown");
  for (const category of [...CATEGORIES, DEFAULT_CATEGORY]) {
    expect(en.category(category.slug)).toBe(category.label);
    expect(workerWords("tr").category(category.slug)).toBeTruthy();
  }
  expect(en.category("nope")).toBeNull();
  const minute = 60_000;
  for (const ms of [
    0,
    45 * minute,
    60 * minute,
    200 * minute,
    24 * 60 * minute,
    52 * 60 * minute,
  ]) {
    expect(en.duration(ms)).toBe(duration(ms, "en"));
  }
  expect(workerWords("tr").duration(200 * minute)).toBe("3 sa 20 dk");
  expect(workerWords("es").duration(52 * 60 * minute)).toBe("2 d 4 h");
  expect(workerWords("tr").plural("feed.comments", 3)).toBe("3 yorum");
  expect(workerWords("es").plural("feed.comments", 1)).toBe("1 comentario");
});

it("every card label in Turkish and Spanish is drawn by the fonts inside the Worker", async () => {
  const cardKeys = keys.filter(
    (key) => key.startsWith("card.") || key.startsWith("status.") || key.startsWith("duration."),
  );
  const texts = (["tr", "es"] as const).flatMap((locale) =>
    cardKeys.map((key) => WORD_CATALOGUES[locale][key]),
  );
  // The letters Turkish and Spanish need, whether or not a label uses them today.
  texts.push("çÇğĞıİöÖşŞüÜ ñÑáÁéÉíÍóÓúÚ¿¡«»");
  const weighted = texts.flatMap((text) => [
    { text, weight: 400 as const },
    { text, weight: 700 as const },
  ]);
  // No static assets at all: only the bundled Inter Latin and Latin Extended are at hand.
  const { fonts, covers, complete } = await cardFontsFor(null, weighted);
  expect(fonts).toEqual([]);
  expect(complete).toBe(true);
  for (const text of texts) expect(covers(text), text).toBe(true);
  // …and a script Inter lacks is not covered, so the check above can tell.
  expect(covers("Привет")).toBe(false);
});
