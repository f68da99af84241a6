/**
 * The archive's addresses (decision 049): /archive, /archive/{year}, /archive/{year}/{month},
 * /archive/{year}/{month}/{day}?page=N and /company/{slug}/{year}?page=N. Days are UTC days.
 * Anything that is not a real date from ARCHIVE_FIRST_YEAR up to today is not an archive page
 * (the routes answer 404): 2024/02/30, month 13, "abc", a year to come.
 */

/** No complaint on UCK is older; a year before it is out of range. */
export const ARCHIVE_FIRST_YEAR = 2000;

export type ArchiveDate = { year: number; month?: number; day?: number };

const YEAR = /^\d{4}$/;
const TWO = /^\d{2}$/;

/** "2024", "03", "15" (the month and day with their leading zero) → the date, or null. */
export function parseArchiveDate(
  parts: { year?: string; month?: string; day?: string },
  now = Date.now(),
): ArchiveDate | null {
  if (!parts.year || !YEAR.test(parts.year)) return null;
  const year = Number(parts.year);
  const today = new Date(now);
  if (year < ARCHIVE_FIRST_YEAR || year > today.getUTCFullYear()) return null;
  if (parts.month === undefined) return { year };
  if (!TWO.test(parts.month)) return null;
  const month = Number(parts.month);
  if (month < 1 || month > 12) return null;
  if (Date.UTC(year, month - 1, 1) > now) return null;
  if (parts.day === undefined) return { year, month };
  if (!TWO.test(parts.day)) return null;
  const day = Number(parts.day);
  if (day < 1 || day > daysInMonth(year, month)) return null;
  if (Date.UTC(year, month - 1, day) > now) return null;
  return { year, month, day };
}

export const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

const pad = (n: number) => String(n).padStart(2, "0");

/** "2024-03-15", "2024-03", "2024": the key the archive's counts use. */
export function archiveKey(date: ArchiveDate) {
  if (date.month === undefined) return String(date.year);
  if (date.day === undefined) return `${date.year}-${pad(date.month)}`;
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

/** The page's address: /archive/2024/03/15 (with ?page=N past the first). */
export function archivePath(date?: ArchiveDate, page = 1) {
  if (!date) return "/archive";
  const path = `/archive/${archiveKey(date).replaceAll("-", "/")}`;
  return page > 1 ? `${path}?page=${page}` : path;
}

/** A company's year: /company/{slug}/2024 (with ?page=N past the first). */
export function companyYearPath(slug: string, year: number, page = 1) {
  const path = `/company/${encodeURIComponent(slug)}/${year}`;
  return page > 1 ? `${path}?page=${page}` : path;
}

/** The first and the next period's first instant (ms, UTC) of a year, month or day. */
export function archiveRange(date: ArchiveDate): { start: number; end: number } {
  const { year, month, day } = date;
  if (month === undefined) return { start: Date.UTC(year, 0, 1), end: Date.UTC(year + 1, 0, 1) };
  if (day === undefined)
    return { start: Date.UTC(year, month - 1, 1), end: Date.UTC(year, month, 1) };
  return { start: Date.UTC(year, month - 1, day), end: Date.UTC(year, month - 1, day + 1) };
}

/**
 * `?page=N`: absent is 1; anything but a whole number from 1 is null (the route answers 404),
 * as is a page past the last (an empty period has its one page, which says so).
 */
export function parseArchivePage(value: string | null, pages: number): number | null {
  if (value === null) return 1;
  if (!/^[1-9]\d{0,6}$/.test(value)) return null;
  const page = Number(value);
  return page <= Math.max(1, pages) ? page : null;
}

export const pageCount = (count: number, size: number) => Math.max(1, Math.ceil(count / size));
