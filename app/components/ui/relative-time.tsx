import { relativeTime as said } from "@shared/format";
import { DEFAULT_LOCALE } from "@shared/i18n";
import { type I18n, MOMENT, useI18n } from "~/i18n/i18n";

// A fixed time zone: the server and every browser write the same text (no hydration mismatch).
const exactFormat = new Intl.DateTimeFormat(DEFAULT_LOCALE, {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

/** "Nov 25, 2026, 10:04 PM UTC" */
export const exactTime = (at: number) => `${exactFormat.format(at)} UTC`;

/** The exact UTC time in the page's language ("25 Kas 2026 22:04 UTC"); English as exactTime. */
const exactTimeIn = (i18n: I18n, at: number) =>
  i18n.locale === DEFAULT_LOCALE
    ? exactTime(at)
    : `${i18n.date(at, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" })} UTC`;

/**
 * The spec's relative time in the page's language ("3 hours ago", "3 saat önce", "hace 3
 * horas"), from the formatting core (shared/format/relative-time.ts).
 */
export const relativeTime = (i18n: I18n, at: number, now: number): string =>
  said(at, now, i18n.locale, { justNow: i18n.t("time.justNow"), unknown: i18n.t("time.unknown") });

/**
 * "3 hours ago", with its exact date and time in the visitor's time zone for screen readers
 * (read after the relative time), the exact UTC time on hover (the title), and machine-readable
 * in `datetime`. The zone is the one the server rendered with (decision 030), so the first
 * paint and the hydrated page agree.
 */
export function RelativeTime({
  at,
  now,
  className,
}: {
  at: Date | number;
  now: number;
  className?: string;
}) {
  const i18n = useI18n();
  const ms = typeof at === "number" ? at : at.getTime();
  if (!Number.isFinite(ms)) return <span className={className}>{relativeTime(i18n, ms, now)}</span>;
  const local = i18n.date(ms, MOMENT);
  return (
    <time dateTime={new Date(ms).toISOString()} title={exactTimeIn(i18n, ms)} className={className}>
      {relativeTime(i18n, ms, now)}
      <span className="sr-only">, {local}</span>
    </time>
  );
}
