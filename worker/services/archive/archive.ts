import {
  type ArchiveDate,
  archiveKey,
  archiveRange,
  pageCount,
  parseArchivePage,
} from "@shared/archive";
import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { CompanyKey } from "../../db/company-key";
import { archiveDays, companies, companyArchiveYears, complaints } from "../../db/schema";
import { selectCards } from "../public/card-select";
import { type ComplaintCardData, toCard } from "../public/complaint";

/**
 * The archive (decision 049): every public complaint by year, month and UTC day, and each
 * company's by year, a few plain links from `/`. The calendar's counts come from the small
 * tables the complaints' triggers keep (archive_days, company_archive_years; migration 0038),
 * never from counting complaints; a page of complaints is a range of complaints_feed_idx
 * (created_at, id) or complaints_company_feed_idx (company_id, created_at, id), oldest first so a
 * page's number keeps its complaints as new ones arrive, read through the public card projection
 * (`selectCards`, `toCard`) for no viewer: the archive is the same for everyone.
 *
 * After a move-out (decision 048) the years moved live in the archive database (ARCHIVE_DB,
 * the same schema, whose own triggers counted them as the move-out inserted them): every
 * function here takes the databases to read, the archive's first (`[archiveDb, db]`), or one
 * database alone. Counts are summed by key; a page of complaints runs over the archive's rows of
 * the period, then the live database's (decision 063: the move-out takes whole years, so a day or
 * a company year is in one database and this order is the period's order).
 */

export type PeriodCount = { key: string; complaints: number };

/** The databases an archive page reads: the archive's first, then the live one (or one alone). */
export type ArchiveDatabases = Database | readonly Database[];

/** The databases to read, as a list. */
export const databasesOf = (dbs: ArchiveDatabases): readonly Database[] =>
  "batch" in dbs ? [dbs] : dbs;

/** Each database's rows, summed by key, in the given order of keys. */
async function summed(
  dbs: ArchiveDatabases,
  read: (db: Database) => Promise<PeriodCount[]>,
  order: "asc" | "desc",
): Promise<PeriodCount[]> {
  const totals = new Map<string, number>();
  for (const rows of await Promise.all(databasesOf(dbs).map(read)))
    for (const row of rows)
      totals.set(row.key, (totals.get(row.key) ?? 0) + Number(row.complaints));
  const keys = [...totals.keys()].sort();
  if (order === "desc") keys.reverse();
  return keys.map((key) => ({ key, complaints: totals.get(key) ?? 0 }));
}

const dayKey = sql<string>`${archiveDays.day}`;
const monthOf = sql<string>`substr(${archiveDays.day}, 1, 7)`;
const yearOf = sql<string>`substr(${archiveDays.day}, 1, 4)`;
const total = sql<number>`sum(${archiveDays.complaints})`;

/** /archive: every month that has complaints, newest first ("2024-03"), with its count. */
export async function archiveMonthsAll(dbs: ArchiveDatabases): Promise<PeriodCount[]> {
  return summed(
    dbs,
    (db) =>
      db
        .select({ key: monthOf, complaints: total })
        .from(archiveDays)
        .groupBy(monthOf)
        .orderBy(desc(monthOf)),
    "desc",
  );
}

/**
 * The first year the live database holds when years were moved out to the archive (the
 * archive's newest year, plus one), or null when nothing was moved: the archive's pages say that
 * search, the feeds and the companies' figures count only complaints from that year on
 * (decision 063). One read of archive_days' primary key (its last entry).
 */
export async function firstLiveYear(archiveDb: Database): Promise<number | null> {
  const [row] = await archiveDb
    .select({ day: sql<string | null>`max(${archiveDays.day})` })
    .from(archiveDays);
  return row?.day ? Number(row.day.slice(0, 4)) + 1 : null;
}

/** The day keys ("2024-03-15") from the first of a period to the next one's (exclusive). */
function dayBounds(date: ArchiveDate) {
  const { start, end } = archiveRange(date);
  const key = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return and(gte(archiveDays.day, key(start)), lt(archiveDays.day, key(end)));
}

/** /archive/{year}: its months with complaints ("2024-03"), oldest first. */
export async function archiveMonthsOf(dbs: ArchiveDatabases, year: number): Promise<PeriodCount[]> {
  return summed(
    dbs,
    (db) =>
      db
        .select({ key: monthOf, complaints: total })
        .from(archiveDays)
        .where(dayBounds({ year }))
        .groupBy(monthOf)
        .orderBy(asc(monthOf)),
    "asc",
  );
}

/** /archive/{year}/{month}: its days with complaints ("2024-03-15"), oldest first. */
export async function archiveDaysOf(
  dbs: ArchiveDatabases,
  date: ArchiveDate,
): Promise<PeriodCount[]> {
  return summed(
    dbs,
    (db) =>
      db
        .select({ key: dayKey, complaints: archiveDays.complaints })
        .from(archiveDays)
        .where(dayBounds(date))
        .orderBy(asc(archiveDays.day)),
    "asc",
  );
}

/** The years with complaints, newest first (the archive's and the sitemap's list). */
export async function archiveYears(dbs: ArchiveDatabases): Promise<PeriodCount[]> {
  return summed(
    dbs,
    (db) =>
      db
        .select({ key: yearOf, complaints: total })
        .from(archiveDays)
        .groupBy(yearOf)
        .orderBy(desc(yearOf)),
    "desc",
  );
}

export type ArchivePage = {
  items: ComplaintCardData[];
  /** Complaints in the whole period, and the pages they fill (at least 1). */
  count: number;
  pages: number;
  page: number;
};

type IdsOf = (db: Database, limit: number, offset: number) => SQLiteSelectIds;
type SQLiteSelectIds = ReturnType<typeof idsQuery>;

/** The ids of a period's complaints from one database, oldest first (a range of an index). */
function idsQuery(db: Database, where: SQL | undefined, limit: number, offset: number) {
  return db
    .select({ id: complaints.id })
    .from(complaints)
    .where(where)
    .orderBy(asc(complaints.createdAt), asc(complaints.id))
    .limit(limit)
    .offset(offset);
}

/**
 * One page of a period whose complaints are counted per database (`counts`, in the order of
 * `dbs`): the page's share of each database, in that order, read as cards by primary key. Null
 * when `?page=` names no page of it.
 */
async function pageOver(
  dbs: readonly Database[],
  counts: number[],
  pageParam: string | null,
  size: number,
  idsOf: IdsOf,
): Promise<ArchivePage | null> {
  const count = counts.reduce((sum, n) => sum + n, 0);
  const pages = pageCount(count, size);
  const page = parseArchivePage(pageParam, pages);
  if (page === null) return null;
  const items: ComplaintCardData[] = [];
  let skip = (page - 1) * size;
  let left = count === 0 ? 0 : size;
  for (const [index, db] of dbs.entries()) {
    const here = counts[index] ?? 0;
    if (left === 0) break;
    if (skip >= here) {
      skip -= here;
      continue;
    }
    const take = Math.min(left, here - skip);
    const rows = await selectCards(db, null)
      .where(inArray(complaints.id, idsOf(db, take, skip)))
      .orderBy(asc(complaints.createdAt), asc(complaints.id));
    items.push(...rows.map(toCard));
    left -= take;
    skip = 0;
  }
  return { items, count, pages, page };
}

/**
 * One page of a day's complaints, or null when `?page=` names no page of it. The page's ids are a
 * keyed range of the covering index with an offset inside the day alone (a day holds hundreds,
 * not millions), then read as cards by their primary key.
 */
export async function archiveDayPage(
  dbs: ArchiveDatabases,
  date: Required<ArchiveDate>,
  pageParam: string | null,
  size: number,
): Promise<ArchivePage | null> {
  const list = databasesOf(dbs);
  const counts = await Promise.all(
    list.map(async (db) => {
      const [row] = await db
        .select({ complaints: archiveDays.complaints })
        .from(archiveDays)
        .where(eq(archiveDays.day, archiveKey(date)));
      return row?.complaints ?? 0;
    }),
  );
  const { start, end } = archiveRange(date);
  const inDay = and(
    gte(complaints.createdAt, new Date(start)),
    lt(complaints.createdAt, new Date(end)),
  );
  return pageOver(list, counts, pageParam, size, (db, limit, offset) =>
    idsQuery(db, inDay, limit, offset),
  );
}

/**
 * A company's years with complaints, newest first (its page links them): a statement for the
 * company page's batch, on company_archive_years' primary key.
 */
export function companyArchiveYearsQuery(db: Database, companyId: CompanyKey) {
  return db
    .select({ year: companyArchiveYears.year, complaints: companyArchiveYears.complaints })
    .from(companyArchiveYears)
    .where(eq(companyArchiveYears.companyId, companyId))
    .orderBy(desc(companyArchiveYears.year));
}

/** A company's years with complaints in every database read, newest first. */
export async function companyArchiveYearsIn(dbs: ArchiveDatabases, companyId: string) {
  const rows = await summed(
    dbs,
    async (db) =>
      (await companyArchiveYearsQuery(db, companyId)).map((row) => ({
        key: String(row.year),
        complaints: row.complaints,
      })),
    "desc",
  );
  return rows.map((row) => ({ year: Number(row.key), complaints: row.complaints }));
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
  dbs: ArchiveDatabases,
  companyId: string,
  year: number,
  pageParam: string | null,
  size: number,
): Promise<ArchivePage | null> {
  const list = databasesOf(dbs);
  const counts = await Promise.all(
    list.map(async (db) => {
      const [row] = await db
        .select({ complaints: companyArchiveYears.complaints })
        .from(companyArchiveYears)
        .where(
          and(eq(companyArchiveYears.companyId, companyId), eq(companyArchiveYears.year, year)),
        );
      return row?.complaints ?? 0;
    }),
  );
  const { start, end } = archiveRange({ year });
  const inYear = and(
    eq(complaints.companyId, companyId),
    gte(complaints.createdAt, new Date(start)),
    lt(complaints.createdAt, new Date(end)),
  );
  return pageOver(list, counts, pageParam, size, (db, limit, offset) =>
    idsQuery(db, inYear, limit, offset),
  );
}
