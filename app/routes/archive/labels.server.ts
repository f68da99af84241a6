import { type ArchiveDate, archiveRange } from "@shared/archive";
import { formatDate } from "@shared/format";
import type { Locale } from "@shared/i18n";
import type { ArchivePage } from "@worker/services/archive/archive";
import type { ComplaintCardData } from "@worker/services/public/complaint";

/**
 * The archive pages' words said on the server (decision 049): dates in the page's language for
 * UTC days (an archive day is the same day for every reader), and each complaint as the light
 * row the page lists (no card, no actions: the archive is for reaching complaints).
 */

const utc = (date: ArchiveDate, locale: Locale, options: Intl.DateTimeFormatOptions) =>
  formatDate(archiveRange(date).start, locale, "UTC", options);

/** "March 2024". */
export const monthLabel = (year: number, month: number, locale: Locale) =>
  utc({ year, month }, locale, { month: "long", year: "numeric" });

/** "March". */
export const monthName = (year: number, month: number, locale: Locale) =>
  utc({ year, month }, locale, { month: "long" });

/** "March 15, 2024". */
export const dayLabel = (date: Required<ArchiveDate>, locale: Locale) =>
  utc(date, locale, { dateStyle: "long" });

export type ArchiveItem = {
  id: string;
  excerpt: string;
  company: { name: string; slug: string };
  /** "14:05", UTC, the time of day it was filed. */
  time: string;
};

const EXCERPT = 220;

export function archiveItem(card: ComplaintCardData, locale: Locale): ArchiveItem {
  const text = card.text.replace(/\s+/g, " ").trim();
  return {
    id: card.id,
    excerpt: text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1).trimEnd()}…` : text,
    company: { name: card.company.name, slug: card.company.slug },
    time: formatDate(card.createdAt, locale, "UTC", { hour: "2-digit", minute: "2-digit" }),
  };
}

export const archiveItems = (page: ArchivePage, locale: Locale) => ({
  items: page.items.map((card) => archiveItem(card, locale)),
  count: page.count,
  pages: page.pages,
  page: page.page,
});
