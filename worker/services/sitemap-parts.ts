import { archivePath, companyYearPath } from "@shared/archive";
import { companyPath } from "@shared/company-path";
import { and, asc, desc, eq, gt, gte, lt, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { keysetCursor, parseKeyset } from "../db/keyset";
import { archiveDays, companies, companyArchiveYears, complaints } from "../db/schema";
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

/** The parts the index lists: the pages, then the companies' and the complaints' parts. */
export async function sitemapParts(
  db: Database,
  partSize = SITEMAP_URL_LIMIT,
): Promise<SitemapPart[]> {
  const rankedCompanies = db
    .select({
      slug: companies.slug,
      n: sql<number>`row_number() over (order by ${companies.slug})`.as("n"),
    })
    .from(companies)
    .where(companyInUse(companies.id, companies.claimed))
    .as("ranked_companies");
  const rankedComplaints = db
    .select({
      createdAt: complaints.createdAt,
      id: complaints.id,
      n: sql<number>`row_number() over (order by ${complaints.createdAt}, ${complaints.id})`.as(
        "n",
      ),
    })
    .from(complaints)
    .as("ranked_complaints");
  const rankedDays = db
    .select({
      day: archiveDays.day,
      n: sql<number>`row_number() over (order by ${archiveDays.day})`.as("n"),
    })
    .from(archiveDays)
    .as("ranked_days");
  const rankedCompanyYears = db
    .select({
      companyId: companyArchiveYears.companyId,
      year: companyArchiveYears.year,
      n: sql<number>`row_number() over (order by ${companyArchiveYears.companyId}, ${companyArchiveYears.year})`.as(
        "n",
      ),
    })
    .from(companyArchiveYears)
    .as("ranked_company_years");
  const [companyStarts, complaintStarts, dayStarts, companyYearStarts] = await db.batch([
    db
      .select({ slug: rankedCompanies.slug })
      .from(rankedCompanies)
      .where(sql`(${rankedCompanies.n} - 1) % ${partSize} = 0`)
      .orderBy(asc(rankedCompanies.slug)),
    db
      .select({ createdAt: rankedComplaints.createdAt, id: rankedComplaints.id })
      .from(rankedComplaints)
      .where(sql`(${rankedComplaints.n} - 1) % ${partSize} = 0`)
      .orderBy(asc(rankedComplaints.createdAt), asc(rankedComplaints.id)),
    db
      .select({ day: rankedDays.day })
      .from(rankedDays)
      .where(sql`(${rankedDays.n} - 1) % ${partSize} = 0`)
      .orderBy(asc(rankedDays.day)),
    db
      .select({ companyId: rankedCompanyYears.companyId, year: rankedCompanyYears.year })
      .from(rankedCompanyYears)
      .where(sql`(${rankedCompanyYears.n} - 1) % ${partSize} = 0`)
      .orderBy(asc(rankedCompanyYears.companyId), asc(rankedCompanyYears.year)),
  ]);
  const complaintKeys = complaintStarts.map((row) => ({
    createdAt: row.createdAt.getTime(),
    id: row.id,
  }));
  return [
    { kind: "pages" },
    ...companyStarts.map(
      (row, i): SitemapPart => ({
        kind: "companies",
        from: row.slug,
        to: companyStarts[i + 1]?.slug,
      }),
    ),
    ...complaintKeys.map(
      (from, i): SitemapPart => ({ kind: "complaints", from, to: complaintKeys[i + 1] }),
    ),
    { kind: "archive" },
    ...dayStarts.map(
      (row, i): SitemapPart => ({ kind: "archive-days", from: row.day, to: dayStarts[i + 1]?.day }),
    ),
    ...companyYearStarts.map(
      (from, i): SitemapPart => ({ kind: "company-years", from, to: companyYearStarts[i + 1] }),
    ),
  ];
}

/** (company_id, year) at or after `key` (a part's `from`) or before it (its `to`). */
function companyYearCondition(key: CompanyYearKey, side: "from" | "to"): SQL | undefined {
  const { companyId, year } = companyArchiveYears;
  return side === "from"
    ? or(gt(companyId, key.companyId), and(eq(companyId, key.companyId), gte(year, key.year)))
    : or(lt(companyId, key.companyId), and(eq(companyId, key.companyId), lt(year, key.year)));
}

/**
 * The archive's calendar: /archive, its years and its months with complaints (at most a few
 * hundred addresses: archive_days holds one row per day with complaints).
 */
async function archiveCalendarEntries(db: Database): Promise<SitemapEntry[]> {
  const month = sql<string>`substr(${archiveDays.day}, 1, 7)`;
  const rows = await db.select({ month }).from(archiveDays).groupBy(month).orderBy(desc(month));
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

/** The URLs of one part: at most `partSize`, from its first row to the next part's (keyset). */
export async function sitemapPartEntries(
  db: Database,
  part: SitemapPart,
  partSize = SITEMAP_URL_LIMIT,
): Promise<SitemapEntry[]> {
  if (part.kind === "pages") return staticEntries().slice(0, partSize);
  // Never cut: at most 1 + 27 years + 324 months since ARCHIVE_FIRST_YEAR, far under any part size.
  if (part.kind === "archive") return archiveCalendarEntries(db);
  if (part.kind === "archive-days") {
    const rows = await db
      .select({ day: archiveDays.day })
      .from(archiveDays)
      .where(
        and(
          gte(archiveDays.day, part.from),
          part.to === undefined ? undefined : lt(archiveDays.day, part.to),
        ),
      )
      .orderBy(asc(archiveDays.day))
      .limit(partSize);
    return rows.map((row) => {
      const [year = 0, month = 0, day = 0] = row.day.split("-").map(Number);
      return { path: archivePath({ year, month, day }) };
    });
  }
  if (part.kind === "company-years") {
    const rows = await db
      .select({ slug: companies.slug, year: companyArchiveYears.year })
      .from(companyArchiveYears)
      .innerJoin(companies, eq(companies.id, companyArchiveYears.companyId))
      .where(
        and(
          companyYearCondition(part.from, "from"),
          part.to ? companyYearCondition(part.to, "to") : undefined,
        ),
      )
      .orderBy(asc(companyArchiveYears.companyId), asc(companyArchiveYears.year))
      .limit(partSize);
    return rows.map((row) => ({ path: companyYearPath(row.slug, row.year) }));
  }
  if (part.kind === "companies") {
    const rows = await db
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
  const rows = await db
    .select({ id: complaints.id, createdAt: complaints.createdAt, updatedAt: complaints.updatedAt })
    .from(complaints)
    .where(
      and(
        complaintKeyCondition(part.from, "from"),
        part.to ? complaintKeyCondition(part.to, "to") : undefined,
      ),
    )
    .orderBy(asc(complaints.createdAt), asc(complaints.id))
    .limit(partSize);
  return rows.map((row) => ({
    path: `/complaint/${encodeURIComponent(row.id)}`,
    lastModified: row.updatedAt ?? row.createdAt,
  }));
}
