import { duration, fill, pluralTemplate } from "@shared/format";
import { DEFAULT_LOCALE, type Locale } from "@shared/i18n";
import { type WordKey, type Words, wordsEn } from "../../shared/messages/en/feeds";
import { wordsEs } from "../../shared/messages/es/feeds";
import { wordsTr } from "../../shared/messages/tr/feeds";

export type { WordKey } from "../../shared/messages/en/feeds";

/** Every language's words of the feeds and picture cards (decision 030), the Worker's alone. */
export const WORD_CATALOGUES: Record<Locale, Words> = { en: wordsEn, tr: wordsTr, es: wordsEs };

type PluralBase = {
  [K in WordKey]: K extends `${infer Base}_one` ? Base : never;
}[WordKey];

/** The Worker's words in one language, made per request (nothing kept between requests). */
export type WorkerWords = {
  locale: Locale;
  /** `{name}` filled from `values` in one pass: what people wrote is never read as a placeholder. */
  t: (key: WordKey, values?: Record<string, string | number>) => string;
  /** The plural form for `count` (shared/format/plural.ts); `{count}` is `shown` (its digits). */
  plural: (key: PluralBase, count: number, shown?: string) => string;
  /** A stored status's word ("Unknown" for a value the spec does not name; none is open). */
  status: (status: string | null | undefined) => string;
  /** A keyword category's name by its slug, or null for a slug that is none. */
  category: (slug: string) => string | null;
  /** A duration as people say it, short: "45m", "3h 20m", "2d 4h" in English. */
  duration: (ms: number) => string;
};

const STATUSES = new Set(["open", "in_progress", "resolved", "escalated"]);

export function workerWords(locale: Locale = DEFAULT_LOCALE): WorkerWords {
  const words = WORD_CATALOGUES[locale];
  const t = (key: WordKey, values?: Record<string, string | number>) => fill(words[key], values);
  return {
    locale,
    t,
    plural: (key, count, shown = String(count)) =>
      fill(pluralTemplate(words, key, count, locale) ?? key, { count: shown }),
    status: (status) => {
      const key = status || "open";
      return STATUSES.has(key) ? t(`status.${key}` as WordKey) : t("status.unknown");
    },
    category: (slug) => {
      const key = `category.${slug}`;
      return key in words ? t(key as WordKey) : null;
    },
    duration: (ms) => duration(ms, locale),
  };
}
