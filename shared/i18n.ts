/**
 * The languages of the interface (decision 030): English (the spec's texts), Turkish and Spanish.
 * A request's language is chosen from the `lang` cookie (set by the language switch), then the
 * browser's Accept-Language, then English; its time zone from the `tz` cookie the page's inline
 * script sets, then the edge's guess (request.cf.timezone), then UTC. Everything here is a pure
 * function of the request: nothing is kept between requests.
 */
export const LOCALES = ["en", "tr", "es"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
/** The language until a member's chosen mail language is stored: the mails are English today. */
export const MAIL_LOCALE: Locale = DEFAULT_LOCALE;
export const LANGUAGE_COOKIE = "lang";
/**
 * A page's address in one language: `?lang=tr` serves that response in Turkish whatever the
 * cookie says (and sets nothing), so each language has a URL that search engines can list as an
 * `hreflang` alternate. English is the plain address, which is also `x-default` (there the
 * cookie, then Accept-Language, choose).
 */
export const LANGUAGE_PARAM = "lang";
export const TIME_ZONE_COOKIE = "tz";
/** A year: a choice of language or a device's zone outlives a session. */
export const PREFERENCE_COOKIE_SECONDS = 365 * 24 * 60 * 60;
/** Every language here is written left to right; a right-to-left one would say "rtl". */
export const DIRECTION: Record<Locale, "ltr" | "rtl"> = { en: "ltr", tr: "ltr", es: "ltr" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The first value of a cookie in a Cookie header, or null. */
export function readCookie(cookieHeader: string | null, name: string): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** The best of our languages in an Accept-Language header (by q, then order), or null. */
export function localeFromAcceptLanguage(header: string | null): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .slice(0, 20)
    .map((entry, order) => {
      const [tag = "", ...params] = entry.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        primary: tag.trim().toLowerCase().split("-")[0],
        weight: Number.isFinite(weight) ? weight : 0,
        order,
      };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return ranked.map((entry) => entry.primary).find(isLocale) ?? null;
}

/** The address of `path` in `locale`: plain for English, else with `lang=` added to its query. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${LANGUAGE_PARAM}=${locale}`;
}

/** The address's `?lang=`, then the cookie, then Accept-Language, then English. */
export function pickLocale(
  cookieHeader: string | null,
  acceptLanguage: string | null,
  addressed: string | null = null,
): Locale {
  if (isLocale(addressed)) return addressed;
  const chosen = readCookie(cookieHeader, LANGUAGE_COOKIE);
  if (isLocale(chosen)) return chosen;
  return localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}

/** Zone names already checked, with Intl's answer (an Intl format is slow to make). */
const zones = new Map<string, string | null>();

/** An IANA zone name Intl knows (at most 64 characters), or null. */
export function validTimeZone(zone: unknown): string | null {
  if (typeof zone !== "string" || zone.length === 0 || zone.length > 64) return null;
  const known = zones.get(zone);
  if (known !== undefined) return known;
  let resolved: string | null;
  try {
    resolved = new Intl.DateTimeFormat(undefined, { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    resolved = null;
  }
  // Bounded: a cookie is anyone's text, and there are about 600 real zone names.
  if (zones.size < 1000) zones.set(zone, resolved);
  return resolved;
}

/** The `tz` cookie, then the edge's guess, then UTC. */
export function pickTimeZone(cookieHeader: string | null, edgeGuess: unknown): string {
  return (
    validTimeZone(readCookie(cookieHeader, TIME_ZONE_COOKIE)) ?? validTimeZone(edgeGuess) ?? "UTC"
  );
}
