import { archivePath, companyYearPath } from "@shared/archive";
import { companyPath } from "@shared/company-path";
import { and, asc, desc, eq, gt, gte, like, lt, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { keysetCursor, parseKeyset } from "../db/keyset";
import { archiveDays, companies, companyArchiveYears, complaints, siteCounts } from "../db/schema";
import { type ArchiveDatabases, databasesOf } from "./archive/archive";
import { companyInUse } from "./companies/page";
import { type SitemapEntry, staticEntries } from "./sitemap";

/**
 * The sitemap for any size: /sitemap.xml is an index of parts of at most `partSize` URLs
 * (sitemaps.org allows 50,000), the static pages in one part, then the companies in use by slug
 * and the complaints by (created_at, id) in as many parts as they need. A part is named by its
 * first row (`from`) and the next part's first row (`to`, exclusive; none for the last part),
 * never by a page number: it is read with a keyset range and a limit, so no part walks the rows
 * before it (no OFFSET), and two parts of one index never share a row even when rows are
 * deleted between reading the index and reading a part. The index finds each part's first row in
 * one pass over the covering index (every `partSize`-th row by row_number()), so each complaint is
 * listed exactly once.
 *
 * The archive (decision 049) has parts of its own: its calendar (/archive, every year and every
 * month with complaints: a few hundred addresses at most, from archive_days), its days (the first
 * page of each day with complaints, in parts by day) and the companies' years (each
 * /company/{slug}/{year} with complaints, in parts by company and year, from
 * company_archive_years). A day's or a company year's later pages are not listed: every
 * complaint is in the complaints' parts already, and the first page links the others.
 */

/** One sitemap file holds at most 50,000 URLs (sitemaps.org). */
export const SITEMAP_URL_LIMIT = 50_000;

type ComplaintKey = { createdAt: number; id: string };

type CompanyYearKey = { companyId: string; year: number };

export type SitemapPart =
  | { kind: "pages" }
  | { kind: "companies"; from: string; to?: string }
  | { kind: "complaints"; from: ComplaintKey; to?: ComplaintKey }
  | { kind: "archive" }
  | { kind: "archive-days"; from: string; to?: string }
  | { kind: "company-years"; from: CompanyYearKey; to?: CompanyYearKey };

/** A company year's key in an address: `{year}_{company id}`. */
const companyYearCursor = (key: CompanyYearKey) => keysetCursor([key.year], key.companyId);

export function parseCompanyYearCursor(value: string) {
  const cursor = parseKeyset(value, 1);
  const year = cursor?.values[0];
  return cursor && year !== undefined ? { companyId: cursor.id, year } : null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A day part's bound: "2024-03-15". */
export const parseDayKey = (value: string | undefined) =>
  value !== undefined && DAY.test(value) ? value : null;

/** A complaint part's `from`: `{created_at ms}_{id}`, as in the part's address. */
const complaintCursor = (key: ComplaintKey) => keysetCursor([key.createdAt], key.id);

export function parseComplaintCursor(value: string) {
  const cursor = parseKeyset(value, 1);
  const createdAt = cursor?.values[0];
  return cursor && createdAt !== undefined && Number.isInteger(createdAt) && createdAt >= 0
    ? { createdAt, id: cursor.id }
    : null;
}

/** The address of a part, on the public host. */
export function sitemapPartPath(part: SitemapPart) {
  if (part.kind === "pages") return "/sitemaps/pages.xml";
  if (part.kind === "companies") {
    const to = part.to === undefined ? "" : `&to=${encodeURIComponent(part.to)}`;
    return `/sitemaps/companies.xml?from=${encodeURIComponent(part.from)}${to}`;
  }
  if (part.kind === "archive") return "/sitemaps/archive.xml";
  if (part.kind === "archive-days") {
    const to = part.to === undefined ? "" : `&to=${part.to}`;
    return `/sitemaps/archive-days.xml?from=${part.from}${to}`;
  }
  if (part.kind === "company-years") {
    const to = part.to ? `&to=${companyYearCursor(part.to)}` : "";
    return `/sitemaps/company-years.xml?from=${companyYearCursor(part.from)}${to}`;
  }
  const to = part.to ? `&to=${complaintCursor(part.to)}` : "";
  return `/sitemaps/complaints.xml?from=${complaintCursor(part.from)}${to}`;
}

/** The databases a sitemap reads: the archive's (the years moved out) first, the live one last. */
export type SitemapDatabases = ArchiveDatabases;

/** Consecutive periods grouped into parts of at most `size` rows; a period over it stands alone. */
function groupPeriods<K>(periods: { key: K; rows: number }[], size: number) {
  const groups: { first: K; oversized: boolean }[] = [];
  let filled = size;
  for (const period of periods) {
    if (period.rows > size) {
      groups.push({ first: period.key, oversized: true });
      filled = size;
    } else if (filled + period.rows > size) {
      groups.push({ first: period.key, oversized: false });
      filled = period.rows;
    } else filled += period.rows;
  }
  return groups;
}

const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * The parts the index lists: the pages, the companies in use, the complaints, the archive's
 * calendar, its days and the companies' years. Never a count of complaints (decision 063): the
 * complaints' parts are cut by day from archive_days (each database's, summed), so a part is a
 * run of whole days of at most `partSize` complaints, named by its first complaint (one seek of
 * complaints_feed_idx per part); a day of more than `partSize` complaints is cut inside the day
 * (a range of the index, that day's rows only). The company years' parts are cut by year from
 * site_counts' `company_years:{year}` the same way, on company_archive_years_year_idx. Only the
 * companies' parts number the rows they cut (every company in use, by slug: a company is one row
 * per twenty complaints at a million; decision 063 says so).
 */
export async function sitemapParts(
  dbs: SitemapDatabases,
  partSize = SITEMAP_URL_LIMIT,
): Promise<SitemapPart[]> {
  const list = databasesOf(dbs);
  const live = list.at(-1) as Database;
  const rankedCompanies = live
    .select({
      slug: companies.slug,
      n: sql<number>`row_number() over (order by ${companies.slug})`.as("n"),
    })
    .from(companies)
    .where(companyInUse(companies.id, companies.claimed))
    .as("ranked_companies");
  const companyStarts = await live
    .select({ slug: rankedCompanies.slug })
    .from(rankedCompanies)
    .where(sql`(${rankedCompanies.n} - 1) % ${partSize} = 0`)
    .orderBy(asc(rankedCompanies.slug));
  // Each database's days and company years with their counts (small tables, one row a day).
  const counted = await Promise.all(
    list.map((db) =>
      db.batch([
        db
          .select({ day: archiveDays.day, n: archiveDays.complaints })
          .from(archiveDays)
          .orderBy(asc(archiveDays.day)),
        db
          .select({ key: siteCounts.key, n: siteCounts.n })
          .from(siteCounts)
          .where(like(siteCounts.key, "company_years:%")),
      ]),
    ),
  );
  const dayRows = new Map<string, number[]>();
  const yearRows = new Map<number, number[]>();
  for (const [index, [days, years]] of counted.entries()) {
    for (const row of days) {
      const counts = dayRows.get(row.day) ?? list.map(() => 0);
      counts[index] = row.n;
      dayRows.set(row.day, counts);
    }
    for (const row of years) {
      const year = Number(row.key.slice("company_years:".length));
      const counts = yearRows.get(year) ?? list.map(() => 0);
      counts[index] = row.n;
      yearRows.set(year, counts);
    }
  }
  const sum = (counts: number[]) => counts.reduce((total, n) => total + n, 0);
  const days = [...dayRows.keys()].sort();
  const years = [...yearRows.keys()].sort((a, b) => a - b);

  // The first complaint of each part, read in the databases that hold its day.
  const complaintStarts = (
    await Promise.all(
      groupPeriods(
        days.map((day) => ({ key: day, rows: sum(dayRows.get(day) ?? []) })),
        partSize,
      ).map(async (group) => {
        const start = new Date(dayStart(group.first));
        const end = new Date(dayStart(group.first) + 86_400_000);
        const holders = list.filter((_, index) => (dayRows.get(group.first)?.[index] ?? 0) > 0);
        const keys = await Promise.all(
          holders.map((db) => {
            const inDay = and(gte(complaints.createdAt, start), lt(complaints.createdAt, end));
            if (!group.oversized)
              return db
                .select({ createdAt: complaints.createdAt, id: complaints.id })
                .from(complaints)
                .where(inDay)
                .orderBy(asc(complaints.createdAt), asc(complaints.id))
                .limit(1);
            const ranked = db
              .select({
                createdAt: complaints.createdAt,
                id: complaints.id,
                n: sql<number>`row_number() over (order by ${complaints.createdAt}, ${complaints.id})`.as(
                  "n",
                ),
              })
              .from(complaints)
              .where(inDay)
              .as("ranked_complaints");
            return db
              .select({ createdAt: ranked.createdAt, id: ranked.id })
              .from(ranked)
              .where(sql`(${ranked.n} - 1) % ${partSize} = 0`)
              .orderBy(asc(ranked.createdAt), asc(ranked.id));
          }),
        );
        return keys.flat().map((row) => ({ createdAt: row.createdAt.getTime(), id: row.id }));
      }),
    )
  )
    .flat()
    .sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

  const dayStarts = days.filter((_, index) => index % partSize === 0);

  // The first company year of each part, by (year, company id).
  const companyYearStarts = (
    await Promise.all(
      groupPeriods(
        years.map((year) => ({ key: year, rows: sum(yearRows.get(year) ?? []) })),
        partSize,
      ).map(async (group) => {
        const holders = list.filter((_, index) => (yearRows.get(group.first)?.[index] ?? 0) > 0);
        const keys = await Promise.all(
          holders.map((db) => {
            const inYear = eq(companyArchiveYears.year, group.first);
            if (!group.oversized)
              return db
                .select({ companyId: companyArchiveYears.companyId })
                .from(companyArchiveYears)
                .where(inYear)
                .orderBy(asc(companyArchiveYears.year), asc(companyArchiveYears.companyId))
                .limit(1);
            const ranked = db
              .select({
                companyId: companyArchiveYears.companyId,
                n: sql<number>`row_number() over (order by ${companyArchiveYears.companyId})`.as(
                  "n",
                ),
              })
              .from(companyArchiveYears)
              .where(inYear)
              .as("ranked_company_years");
            return db
              .select({ companyId: ranked.companyId })
              .from(ranked)
              .where(sql`(${ranked.n} - 1) % ${partSize} = 0`)
              .orderBy(asc(ranked.companyId));
          }),
        );
        return keys.flat().map((row) => ({ year: group.first, companyId: row.companyId }));
      }),
    )
  )
    .flat()
    .sort(
      (a, b) =>
        a.year - b.year || (a.companyId < b.companyId ? -1 : a.companyId > b.companyId ? 1 : 0),
    );

  return [
    { kind: "pages" },
    ...companyStarts.map(
      (row, i): SitemapPart => ({
        kind: "companies",
        from: row.slug,
        to: companyStarts[i + 1]?.slug,
      }),
    ),
    ...complaintStarts.map(
      (from, i): SitemapPart => ({ kind: "complaints", from, to: complaintStarts[i + 1] }),
    ),
    { kind: "archive" },
    ...dayStarts.map(
      (day, i): SitemapPart => ({ kind: "archive-days", from: day, to: dayStarts[i + 1] }),
    ),
    ...companyYearStarts.map(
      (from, i): SitemapPart => ({ kind: "company-years", from, to: companyYearStarts[i + 1] }),
    ),
  ];
}

/** (year, company_id) at or after `key` (a part's `from`) or before it (its `to`). */
function companyYearCondition(key: CompanyYearKey, side: "from" | "to"): SQL | undefined {
  const { companyId, year } = companyArchiveYears;
  return side === "from"
    ? or(gt(year, key.year), and(eq(year, key.year), gte(companyId, key.companyId)))
    : or(lt(year, key.year), and(eq(year, key.year), lt(companyId, key.companyId)));
}

/**
 * The archive's calendar: /archive, its years and its months with complaints (at most a few
 * hundred addresses: archive_days holds one row per day with complaints).
 */
async function archiveCalendarEntries(dbs: readonly Database[]): Promise<SitemapEntry[]> {
  const month = sql<string>`substr(${archiveDays.day}, 1, 7)`;
  const read = await Promise.all(
    dbs.map((db) => db.select({ month }).from(archiveDays).groupBy(month).orderBy(desc(month))),
  );
  const rows = [...new Set(read.flat().map((row) => row.month))]
    .sort()
    .reverse()
    .map((key) => ({ month: key }));
  const years = [...new Set(rows.map((row) => Number(row.month.slice(0, 4))))];
  return [
    { path: archivePath() },
    ...years.map((year) => ({ path: archivePath({ year }) })),
    ...rows.map((row) => ({
      path: archivePath({ year: Number(row.month.slice(0, 4)), month: Number(row.month.slice(5)) }),
    })),
  ];
}

/** (created_at, id) at or after `key` (a part's `from`) or before it (its `to`). */
function complaintKeyCondition(key: ComplaintKey, side: "from" | "to"): SQL | undefined {
  const at = new Date(key.createdAt);
  return side === "from"
    ? or(
        gt(complaints.createdAt, at),
        and(eq(complaints.createdAt, at), gte(complaints.id, key.id)),
      )
    : or(
        lt(complaints.createdAt, at),
        and(eq(complaints.createdAt, at), lt(complaints.id, key.id)),
      );
}

/** Rows read from each database, merged in their order and cut to `size`. */
async function merged<T>(
  dbs: readonly Database[],
  read: (db: Database) => Promise<T[]>,
  order: (a: T, b: T) => number,
  size: number,
) {
  return (await Promise.all(dbs.map(read))).flat().sort(order).slice(0, size);
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The URLs of one part: at most `partSize`, from its first row to the next part's (keyset), in
 * every database read (the archive's and the live one; companies from the live one).
 */
export async function sitemapPartEntries(
  dbs: SitemapDatabases,
  part: SitemapPart,
  partSize = SITEMAP_URL_LIMIT,
): Promise<SitemapEntry[]> {
  const list = databasesOf(dbs);
  const live = list.at(-1) as Database;
  if (part.kind === "pages") return staticEntries().slice(0, partSize);
  // Never cut: at most 1 + 27 years + 324 months since ARCHIVE_FIRST_YEAR, far under any part size.
  if (part.kind === "archive") return archiveCalendarEntries(list);
  if (part.kind === "archive-days") {
    const rows = await merged(
      list,
      (db) =>
        db
          .select({ day: archiveDays.day })
          .from(archiveDays)
          .where(
            and(
              gte(archiveDays.day, part.from),
              part.to === undefined ? undefined : lt(archiveDays.day, part.to),
            ),
          )
          .orderBy(asc(archiveDays.day))
          .limit(partSize),
      (a, b) => byText(a.day, b.day),
      Number.POSITIVE_INFINITY,
    );
    const days = [...new Set(rows.map((row) => row.day))].slice(0, partSize);
    return days.map((key) => {
      const [year = 0, month = 0, day = 0] = key.split("-").map(Number);
      return { path: archivePath({ year, month, day }) };
    });
  }
  if (part.kind === "company-years") {
    const rows = await merged(
      list,
      (db) =>
        db
          .select({
            companyId: companyArchiveYears.companyId,
            slug: companies.slug,
            year: companyArchiveYears.year,
          })
          .from(companyArchiveYears)
          .innerJoin(companies, eq(companies.id, companyArchiveYears.companyId))
          .where(
            and(
              companyYearCondition(part.from, "from"),
              part.to ? companyYearCondition(part.to, "to") : undefined,
            ),
          )
          .orderBy(asc(companyArchiveYears.year), asc(companyArchiveYears.companyId))
          .limit(partSize),
      (a, b) => a.year - b.year || byText(a.companyId, b.companyId),
      partSize,
    );
    return rows.map((row) => ({ path: companyYearPath(row.slug, row.year) }));
  }
  if (part.kind === "companies") {
    const rows = await live
      .select({ slug: companies.slug })
      .from(companies)
      .where(
        and(
          gte(companies.slug, part.from),
          part.to === undefined ? undefined : lt(companies.slug, part.to),
          companyInUse(companies.id, companies.claimed),
        ),
      )
      .orderBy(asc(companies.slug))
      .limit(partSize);
    return rows.map((row) => ({ path: companyPath(row.slug) }));
  }
  const rows = await merged(
    list,
    (db) =>
      db
        .select({
          id: complaints.id,
          createdAt: complaints.createdAt,
          updatedAt: complaints.updatedAt,
        })
        .from(complaints)
        .where(
          and(
            complaintKeyCondition(part.from, "from"),
            part.to ? complaintKeyCondition(part.to, "to") : undefined,
          ),
        )
        .orderBy(asc(complaints.createdAt), asc(complaints.id))
        .limit(partSize),
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || byText(a.id, b.id),
    partSize,
  );
  return rows.map((row) => ({
    path: `/complaint/${encodeURIComponent(row.id)}`,
    lastModified: row.updatedAt ?? row.createdAt,
  }));
}
