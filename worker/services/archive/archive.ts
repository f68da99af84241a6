import {
  type ArchiveDate,
  archiveKey,
  archiveRange,
  pageCount,
  parseArchivePage,
} from "@shared/archive";
import { and, asc, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { archiveDays, companies, companyArchiveYears, complaints } from "../../db/schema";
import { type ComplaintCardData, selectCards, toCard } from "../public/complaint";

/**
 * The archive (decision 049): every public complaint by year, month and UTC day, and each
 * company's by year, a few plain links from `/`. The calendar's counts come from the small
 * tables the complaints' triggers keep (archive_days, company_archive_years; migration 0038),
 * never from counting complaints; a page of complaints is a range of complaints_feed_idx
 * (created_at, id) or complaints_company_feed_idx (company_id, created_at, id), oldest first so a
 * page's number keeps its complaints as new ones arrive, read through the public card projection
 * (`selectCards`, `toCard`) for no viewer: the archive is the same for everyone.
 */

export type PeriodCount = { key: string; complaints: number };

const dayKey = sql<string>`${archiveDays.day}`;
const monthOf = sql<string>`substr(${archiveDays.day}, 1, 7)`;
const yearOf = sql<string>`substr(${archiveDays.day}, 1, 4)`;
const total = sql<number>`sum(${archiveDays.complaints})`;

/** /archive: every month that has complaints, newest first ("2024-03"), with its count. */
export async function archiveMonthsAll(db: Database): Promise<PeriodCount[]> {
  const rows = await db
    .select({ key: monthOf, complaints: total })
    .from(archiveDays)
    .groupBy(monthOf)
    .orderBy(desc(monthOf));
  return rows.map((row) => ({ key: row.key, complaints: Number(row.complaints) }));
}

/** The day keys ("2024-03-15") from the first of a period to the next one's (exclusive). */
function dayBounds(date: ArchiveDate) {
  const { start, end } = archiveRange(date);
  const key = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return and(gte(archiveDays.day, key(start)), lt(archiveDays.day, key(end)));
}

/** /archive/{year}: its months with complaints ("2024-03"), oldest first. */
export async function archiveMonthsOf(db: Database, year: number): Promise<PeriodCount[]> {
  const rows = await db
    .select({ key: monthOf, complaints: total })
    .from(archiveDays)
    .where(dayBounds({ year }))
    .groupBy(monthOf)
    .orderBy(asc(monthOf));
  return rows.map((row) => ({ key: row.key, complaints: Number(row.complaints) }));
}

/** /archive/{year}/{month}: its days with complaints ("2024-03-15"), oldest first. */
export async function archiveDaysOf(db: Database, date: ArchiveDate): Promise<PeriodCount[]> {
  return db
    .select({ key: dayKey, complaints: archiveDays.complaints })
    .from(archiveDays)
    .where(dayBounds(date))
    .orderBy(asc(archiveDays.day));
}

/** The years with complaints, newest first (the archive's and the sitemap's list). */
export async function archiveYears(db: Database): Promise<PeriodCount[]> {
  const rows = await db
    .select({ key: yearOf, complaints: total })
    .from(archiveDays)
    .groupBy(yearOf)
    .orderBy(desc(yearOf));
  return rows.map((row) => ({ key: row.key, complaints: Number(row.complaints) }));
}

export type ArchivePage = {
  items: ComplaintCardData[];
  /** Complaints in the whole period, and the pages they fill (at least 1). */
  count: number;
  pages: number;
  page: number;
};

/**
 * One page of a day's complaints, or null when `?page=` names no page of it. The page's ids are a
 * keyed range of the covering index with an offset inside the day alone (a day holds hundreds,
 * not millions), then read as cards by their primary key.
 */
export async function archiveDayPage(
  db: Database,
  date: Required<ArchiveDate>,
  pageParam: string | null,
  size: number,
): Promise<ArchivePage | null> {
  const [row] = await db
    .select({ complaints: archiveDays.complaints })
    .from(archiveDays)
    .where(eq(archiveDays.day, archiveKey(date)));
  const count = row?.complaints ?? 0;
  const pages = pageCount(count, size);
  const page = parseArchivePage(pageParam, pages);
  if (page === null) return null;
  if (count === 0) return { items: [], count, pages, page };
  const { start, end } = archiveRange(date);
  const ids = db
    .select({ id: complaints.id })
    .from(complaints)
    .where(and(gte(complaints.createdAt, new Date(start)), lt(complaints.createdAt, new Date(end))))
    .orderBy(asc(complaints.createdAt), asc(complaints.id))
    .limit(size)
    .offset((page - 1) * size);
  const rows = await selectCards(db, null)
    .where(inArray(complaints.id, ids))
    .orderBy(asc(complaints.createdAt), asc(complaints.id));
  return { items: rows.map(toCard), count, pages, page };
}

/**
 * A company's years with complaints, newest first (its page links them): a statement for the
 * company page's batch, on company_archive_years' primary key.
 */
export function companyArchiveYearsQuery(db: Database, companyId: string) {
  return db
    .select({ year: companyArchiveYears.year, complaints: companyArchiveYears.complaints })
    .from(companyArchiveYears)
    .where(eq(companyArchiveYears.companyId, companyId))
    .orderBy(desc(companyArchiveYears.year));
}

/** The company a /company/{slug}/{year} address names: its id and name, or null. */
export async function archiveCompany(db: Database, slug: string) {
  const [company] = await db
    .select({ id: companies.id, name: companies.name, slug: companies.slug })
    .from(companies)
    .where(eq(companies.slug, slug));
  return company ?? null;
}

/** One page of a company's complaints of one year, or null when `?page=` names no page. */
export async function companyYearPage(
  db: Database,
  companyId: string,
  year: number,
  pageParam: string | null,
  size: number,
): Promise<ArchivePage | null> {
  const [row] = await db
    .select({ complaints: companyArchiveYears.complaints })
    .from(companyArchiveYears)
    .where(and(eq(companyArchiveYears.companyId, companyId), eq(companyArchiveYears.year, year)));
  const count = row?.complaints ?? 0;
  const pages = pageCount(count, size);
  const page = parseArchivePage(pageParam, pages);
  if (page === null) return null;
  if (count === 0) return { items: [], count, pages, page };
  const { start, end } = archiveRange({ year });
  const ids = db
    .select({ id: complaints.id })
    .from(complaints)
    .where(
      and(
        eq(complaints.companyId, companyId),
        gte(complaints.createdAt, new Date(start)),
        lt(complaints.createdAt, new Date(end)),
      ),
    )
    .orderBy(asc(complaints.createdAt), asc(complaints.id))
    .limit(size)
    .offset((page - 1) * size);
  const rows = await selectCards(db, null)
    .where(inArray(complaints.id, ids))
    .orderBy(asc(complaints.createdAt), asc(complaints.id));
  return { items: rows.map(toCard), count, pages, page };
}
