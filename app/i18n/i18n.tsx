import { duration, fill, formatDate, money, pluralTemplate } from "@shared/format";
import { DEFAULT_LOCALE, type Locale } from "@shared/i18n";
import { unpackWords } from "@shared/messages/wire";
import { createContext, type ReactNode, useContext, useMemo, useRef } from "react";
import type { MessageKey, Messages } from "../../shared/messages/en/root";

/** The page's language, the visitor's time zone, one catalogue: what the provider reads. */
export type I18nData = {
  locale: Locale;
  timeZone: string;
  messages: Messages;
  choices: { locale: Locale; name: string }[];
};

/**
 * What the root loader sends (decision 037): the language and zone, the address of the
 * catalogue's script (`src`, app/i18n/catalogue.server.ts) and the few words a page's <head>
 * says (`head`, packed as shared/messages/wire.ts does). The catalogue itself is never in a
 * page's data: it cost about 2.4 KB gzip of every page's inline data and came again with every
 * navigation. The server renders with it from `ServerWords`; the browser from the script, which
 * runs before the page's modules.
 */
export type I18nWire = Omit<I18nData, "messages"> & { src: string; head: string };

/** The server's catalogue for this request (app/entry.server.tsx provides it). */
const ServerWordsContext = createContext<Messages | null>(null);
export const ServerWords = ServerWordsContext.Provider;

type WordsWindow = { __uckWords?: Partial<Record<Locale, string>> };
const unpacked = new Map<string, Messages>();

/** The catalogue the page's script brought, in the browser; null before it ran. */
function browserWords(locale: Locale): Messages | null {
  const packed = (globalThis as WordsWindow).__uckWords?.[locale];
  if (packed === undefined) return null;
  let messages = unpacked.get(packed);
  if (!messages) {
    messages = unpackWords(packed) as Messages;
    unpacked.set(packed, messages);
  }
  return messages;
}

/**
 * The root's language data: the server's catalogue when rendering there, else the script's.
 * Null in a browser that has not got this language's script (a client-side navigation into
 * another language): the root then loads the page as a document.
 */
export function useWireI18n(wire: I18nWire | undefined): I18nData | null {
  const server = useContext(ServerWordsContext);
  return useMemo(() => {
    if (!wire) return null;
    const { src: _src, head: _head, ...rest } = wire;
    const messages = server ?? browserWords(wire.locale);
    return messages ? { ...rest, messages } : null;
  }, [wire, server]);
}

type PluralBase<K> = K extends `${infer B}_other` ? B : never;
export type PluralKey = PluralBase<MessageKey>;

export type I18n = {
  locale: Locale;
  timeZone: string;
  choices: I18nData["choices"];
  /** A message, `{name}` filled from `values`; the key itself if the catalogue lacks it. */
  t: (key: MessageKey, values?: Record<string, string | number>) => string;
  /** A plural message (`key_one`, `key_other`…) for `count`, `{count}` formatted by Intl. */
  plural: (key: PluralKey, count: number, values?: Record<string, string | number>) => string;
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  /** Money in the currency it was offered in, never converted. */
  money: (minor: number, currency: string) => string;
  /** A duration as people say it: "45m", "3h 20m", "2d 4h"; "3 sa 20 dk" in Turkish. */
  duration: (ms: number) => string;
  /** A date or time in the visitor's time zone. */
  date: (at: number | Date, options?: Intl.DateTimeFormatOptions) => string;
};

export { fill };

/** One number format per language, made once (an Intl format is slow to make). */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numbersOf(locale: string) {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format;
}

/** Builds the helpers of one request's language; nothing here outlives the request's render. */
export function createI18n(data: I18nData): I18n {
  const { locale, timeZone, messages } = data;
  const numbers = numbersOf(locale);
  const t: I18n["t"] = (key, values) => fill(messages[key] ?? key, values);
  return {
    locale,
    timeZone,
    choices: data.choices,
    t,
    plural: (key, count, values) =>
      fill(pluralTemplate(messages, key, count, locale) ?? key, {
        count: numbers.format(count),
        ...values,
      }),
    number: (value, options) =>
      options ? new Intl.NumberFormat(locale, options).format(value) : numbers.format(value),
    money: (minor, currency) => money(minor, currency, locale),
    duration: (ms) => duration(ms, locale),
    date: (at, options) => formatDate(at, locale, timeZone, options),
  };
}

/** A moment with its zone: "Nov 25, 2026, 10:04 PM UTC", "26 Kas 2026 01:04 GMT+3". */
export const MOMENT: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
};

const I18nContext = createContext<I18n | null>(null);

/**
 * Gives the tree the request's language. Kept from the last root data seen, so a page whose root
 * data could not be fetched (offline) still speaks the language it was in.
 */
export function I18nProvider({ data, children }: { data: I18nData | null; children: ReactNode }) {
  const last = useRef<I18nData | null>(data);
  if (data) last.current = data;
  const current = data ?? last.current;
  const value = useMemo(() => (current ? createI18n(current) : null), [current]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** Without a provider (a test rendering a component alone): English keys, UTC. */
const FALLBACK_EMPTY: I18nData = {
  locale: DEFAULT_LOCALE,
  timeZone: "UTC",
  messages: {} as Messages,
  choices: [],
};
let fallback: I18n | null = null;

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (value) return value;
  fallback ??= createI18n(FALLBACK_EMPTY);
  return fallback;
}

/** A count in the page's language ("1,240", "1.240"). */
export function Num({ value }: { value: number }) {
  return <>{useI18n().number(value)}</>;
}
