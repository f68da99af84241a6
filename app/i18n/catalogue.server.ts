import type { Locale } from "@shared/i18n";
import { packWords } from "@shared/messages/wire";
import { en, type Messages } from "../../shared/messages/en/root";
import { es } from "../../shared/messages/es/root";
import { tr } from "../../shared/messages/tr/root";
import { HEAD_KEYS } from "./head-keys";

/**
 * Every language's catalogue, on the server only (`.server`: React Router refuses it in a
 * browser chunk). The server renders with it; the browser gets its language's as a script
 * (`catalogueScript`), cached for a year by its address, never in a page's data.
 */
const CATALOGUES: Record<Locale, Messages> = { en, tr, es };

/** A language's root catalogue. */
// A context without a language (a test's hand-made one) gets English.
export const catalogueFor = (locale: Locale): Messages => CATALOGUES[locale] ?? en;

/** The head's words of `locale`, packed for the root loader's data. */
export function headWordsFor(locale: Locale): string {
  const messages = catalogueFor(locale);
  return packWords(Object.fromEntries(HEAD_KEYS.map((key) => [key, messages[key]])));
}

/** FNV-1a, 32 bits, in base 36: a catalogue's address changes when a word does. */
function fingerprint(text: string) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

type Script = { src: string; body: string };
const SCRIPTS = new Map<Locale, Script>();

/**
 * The catalogue of `locale` as the script the page loads before its modules: it puts the packed
 * words (shared/messages/wire.ts) on `self.__uckWords[locale]`, where the root layout reads them
 * to hydrate. Its address carries the words' fingerprint, so a browser asks once per deploy that
 * changes them, and a client-side navigation never carries the catalogue again.
 */
export function catalogueScript(locale: Locale): Script {
  let script = SCRIPTS.get(locale);
  if (!script) {
    const packed = packWords(catalogueFor(locale));
    script = {
      src: `/words/${locale}.${fingerprint(packed)}.js`,
      body: `(self.__uckWords=self.__uckWords||{})[${JSON.stringify(locale)}]=${JSON.stringify(packed)};`,
    };
    SCRIPTS.set(locale, script);
  }
  return script;
}

/** The language switch's choices, each named in its own language. */
export const LANGUAGE_CHOICES: { locale: Locale; name: string }[] = [
  { locale: "en", name: "English" },
  { locale: "tr", name: "Türkçe" },
  { locale: "es", name: "Español" },
];
