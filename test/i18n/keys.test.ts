import { LOCALES } from "@shared/i18n";
import { en } from "@shared/messages/en/root";
import { packWords, unpackWords } from "@shared/messages/wire";
import { describe, expect, it } from "vitest";
import { catalogueFor } from "~/i18n/catalogue.server";
import { SECTIONS } from "~/i18n/sections.server";

/**
 * Decision 037: one catalogue tree, keyed once. A key names one sentence wherever it is said
 * (a page's `t`, the server's `say`, an answer's words), so no two sections may hold the same key
 * with different English, and every language has every key of English.
 */
const sections = Object.entries(SECTIONS) as [string, Record<string, Record<string, string>>][];

describe("the catalogue tree", () => {
  it("means one sentence by each key: a block several sections carry says the same in each", () => {
    for (const locale of LOCALES) {
      const said = new Map<string, [string, string]>();
      for (const [key, text] of Object.entries(catalogueFor(locale))) said.set(key, ["root", text]);
      const clashes: string[] = [];
      for (const [name, section] of sections) {
        for (const [key, text] of Object.entries(section[locale] ?? {})) {
          const first = said.get(key);
          if (first && first[1] !== text) clashes.push(`${key}: ${first[0]} and ${name}`);
          else if (!first) said.set(key, [name, text]);
        }
      }
      expect(clashes, locale).toEqual([]);
    }
  });

  it("packs: no key holds `=` and no text a line break (shared/messages/wire.ts)", () => {
    for (const locale of LOCALES) {
      const all: Record<string, string> = { ...catalogueFor(locale) };
      for (const [, section] of sections) Object.assign(all, section[locale]);
      const bad = Object.entries(all).filter(
        ([key, text]) => key.includes("=") || /[\n\r]/.test(text),
      );
      expect(bad, locale).toEqual([]);
      expect(unpackWords(packWords(all))).toEqual(all);
    }
  });

  it("says every English key in every language", () => {
    for (const locale of LOCALES) {
      const missing = Object.keys(en).filter((key) => !(key in catalogueFor(locale)));
      for (const [name, section] of sections) {
        for (const key of Object.keys(section.en ?? {}))
          if (!(key in (section[locale] ?? {}))) missing.push(`${name}:${key}`);
      }
      expect(missing, locale).toEqual([]);
    }
  });
});

/**
 * Every key the code names for the server or a page to say (an answer's `words`, `say(…)`,
 * `adminToast(…)`, a failure's `failedToast(…)`), read from the source: each is in the English
 * tree (a plural key by its forms). A key made at run time (`answer.${name}`) is checked where it
 * is made.
 */
const SOURCES = import.meta.glob(["/app/**/*.{ts,tsx}", "/worker/**/*.ts", "/shared/**/*.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

function keysNamed(source: string): string[] {
  const keys: string[] = [];
  for (const block of source.matchAll(/words:\s*\{([^{}]*(?:\{[^{}]*\}[^{}]*)*)\}/g))
    for (const key of (block[1] ?? "").matchAll(/\b(?:text|title):\s*"([\w.-]+)"/g))
      keys.push(key[1] as string);
  for (const call of source.matchAll(
    /\b(?:say\([^,()"]+,|adminToast\(|failedToast\([^,()]+,)\s*"([\w.-]+)"/g,
  ))
    keys.push(call[1] as string);
  return keys;
}

describe("the keys the code names", () => {
  it("are all in the English tree", () => {
    const tree: Record<string, string> = { ...catalogueFor("en") };
    for (const [, section] of sections) Object.assign(tree, section.en);
    const known = (key: string) => key in tree || `${key}_one` in tree;
    const unknown: string[] = [];
    let named = 0;
    for (const [file, source] of Object.entries(SOURCES)) {
      if (file.includes("/shared/messages/")) continue;
      for (const key of keysNamed(source)) {
        named += 1;
        if (!known(key)) unknown.push(`${file}: ${key}`);
      }
    }
    // The scan reads what it should: hundreds of keys, and one it must find.
    expect(named).toBeGreaterThan(200);
    expect(keysNamed('toast: { words: { title: "ui.error", text: "x.y" } }')).toEqual([
      "ui.error",
      "x.y",
    ]);
    expect(unknown).toEqual([]);
  });
});

describe("one English sentence", () => {
  // A whole sentence (four words or more, with its stop); a word or a heading may change with
  // its place ("Following" as a tab and as a toast).
  const sentence = (text: string) => /[.!?]$/.test(text) && text.split(" ").length >= 4;
  it("is said the same way in each language wherever its keys are", () => {
    const tree = (locale: (typeof LOCALES)[number]) => {
      const all: Record<string, string> = { ...catalogueFor(locale) };
      for (const [, section] of sections) Object.assign(all, section[locale]);
      return all;
    };
    const english = tree("en");
    for (const locale of LOCALES) {
      const said = tree(locale);
      const first = new Map<string, string>();
      const differ: string[] = [];
      for (const [key, text] of Object.entries(english)) {
        if (!sentence(text)) continue;
        const other = first.get(text);
        if (other === undefined) first.set(text, key);
        else if (said[other] !== said[key]) differ.push(`${other} / ${key}: "${text}"`);
      }
      expect(differ, locale).toEqual([]);
    }
  });
});
