const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

const formats = new Map<string, Intl.RelativeTimeFormat>();

/**
 * The spec's relative time (spec 1, "Time"): under an hour `justNow` ("Just now"); then whole
 * hours up to 23; whole days up to 6; then whole weeks, in Intl's words for the language ("3
 * hours ago", "1 day ago", "3 saat önce", "hace 1 día"). `numeric: "always"`, so every language
 * says "1 day ago" as the spec does, never "yesterday". `now` is passed in, so the server and the
 * hydrating browser agree.
 */
export function relativeTime(
  at: Date | number,
  now: Date | number,
  locale: string,
  words: { justNow: string; unknown: string },
): string {
  const then = typeof at === "number" ? at : at.getTime();
  const current = typeof now === "number" ? now : now.getTime();
  if (!Number.isFinite(then)) return words.unknown;
  const elapsed = Math.max(0, current - then);
  if (elapsed < HOUR) return words.justNow;
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: "always" });
    formats.set(locale, format);
  }
  if (elapsed < DAY) return format.format(-Math.floor(elapsed / HOUR), "hour");
  if (elapsed < WEEK) return format.format(-Math.floor(elapsed / DAY), "day");
  return format.format(-Math.floor(elapsed / WEEK), "week");
}
