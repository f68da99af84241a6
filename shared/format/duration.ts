/**
 * A duration as people say it, largest two units: "45m", "3h 20m", "2d 4h" in English; "3 sa
 * 20 dk" in Turkish; "3 h 20 min" in Spanish. Numbers are Intl's for the language; the units are
 * the short forms our readers see on cards and the company page (Intl's narrow and short units
 * are not them: "3s"/"3 sa." in Turkish). Plain strings, so the server's and the hydrating
 * browser's text agree (no Intl.DurationFormat, which older browsers lack).
 */
const UNITS: Readonly<Record<string, Readonly<Record<"m" | "h" | "d", string>>>> = {
  en: { m: "{n}m", h: "{n}h", d: "{n}d" },
  tr: { m: "{n} dk", h: "{n} sa", d: "{n} gün" },
  es: { m: "{n} min", h: "{n} h", d: "{n} d" },
};

const numbers = new Map<string, Intl.NumberFormat>();

function unit(locale: string, which: "m" | "h" | "d", n: number) {
  let format = numbers.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numbers.set(locale, format);
  }
  const units = UNITS[locale.slice(0, 2)] ?? UNITS.en;
  return (units?.[which] ?? "{n}").replace("{n}", format.format(n));
}

export function duration(ms: number, locale: string): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  if (minutes < 60) return unit(locale, "m", minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24)
    return minutes % 60
      ? `${unit(locale, "h", hours)} ${unit(locale, "m", minutes % 60)}`
      : unit(locale, "h", hours);
  const days = Math.floor(hours / 24);
  return hours % 24
    ? `${unit(locale, "d", days)} ${unit(locale, "h", hours % 24)}`
    : unit(locale, "d", days);
}
