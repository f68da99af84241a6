import { fill, money, pluralTemplate } from "@shared/format";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "@shared/i18n";
import { catalogueFor } from "./catalogue.server";
import { SECTIONS } from "./sections.server";
import type { Toast, Words } from "./toast-words";

export type { TreeKey, Words } from "./toast-words";

/** The whole tree in each language, one flat record (made once, at the module's first use). */
const TREE = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    Object.assign(
      {},
      catalogueFor(locale),
      ...Object.values(SECTIONS).map((section) => section[locale]),
    ) as Record<string, string>,
  ]),
) as Record<Locale, Record<string, string>>;

/** A key's sentence in `locale`, filled (the key itself when the tree has no such key). */
export function say(locale: Locale, key: string, words: Omit<Words, "text" | "title"> = {}) {
  const lang = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const messages = TREE[lang];
  const count = words.values?.count;
  const template =
    typeof count === "number" ? pluralTemplate(messages, key, count, lang) : messages[key];
  const parts: Record<string, string> = {};
  for (const [name, part] of Object.entries(words.parts ?? {})) {
    parts[name] = part.text ? say(locale, part.text, part) : "";
  }
  for (const [name, amount] of Object.entries(words.money ?? {}))
    parts[name] = money(amount.minor, amount.currency, lang);
  return fill(template ?? key, { ...words.values, ...parts });
}

/**
 * A toast (or a form's problem) in the request's language when it carries its words: the title
 * and the sentence said from them, the words themselves never sent on. One without words is
 * shown as written (free text a person typed, a provider's answer).
 */
export function sayToast<T extends Toast>(locale: Locale, toast: T): Omit<T, "words"> {
  const { words, ...rest } = toast;
  if (!words) return rest;
  const said: Omit<T, "words"> = { ...rest };
  if (words.title) said.title = say(locale, words.title, words);
  if (words.text) said.description = say(locale, words.text, words);
  return said;
}
