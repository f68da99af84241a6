import { companyPath } from "@shared/company-path";
import { and, asc, eq, gt, gte, lt, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { keysetCursor, parseKeyset } from "../db/keyset";
import { companies, complaints } from "../db/schema";
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
 */

/** One sitemap file holds at most 50,000 URLs (sitemaps.org). */
export const SITEMAP_URL_LIMIT = 50_000;

type ComplaintKey = { createdAt: number; id: string };

export type SitemapPart =
  | { kind: "pages" }
  | { kind: "companies"; from: string; to?: string }
  | { kind: "complaints"; from: ComplaintKey; to?: ComplaintKey };

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
  const [companyStarts, complaintStarts] = await db.batch([
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
