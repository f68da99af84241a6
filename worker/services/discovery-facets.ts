import { and, count, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { companies, complaints } from "../db/schema";
import { companyInUse } from "./companies/page";

/** Complaints per keyword category (complaints_category_feed_idx, no table access). */
export async function categoryCounts(db: Database) {
  const rows = await db
    .select({ category: complaints.category, total: count() })
    .from(complaints)
    .where(isNotNull(complaints.category))
    .groupBy(complaints.category);
  return new Map(rows.map((row) => [row.category ?? "", Number(row.total)]));
}

/** Complaints per country (complaints_country_feed_idx), most first. */
export async function countryCounts(db: Database) {
  const rows = await db
    .select({ country: complaints.country, total: count() })
    .from(complaints)
    .where(isNotNull(complaints.country))
    .groupBy(complaints.country)
    .orderBy(desc(count()));
  return rows.map((row) => ({ country: row.country ?? "", complaints: Number(row.total) }));
}

/** Companies in use and their complaints per industry, most complaints first. */
export async function industryCounts(db: Database) {
  const perCompany = db
    .select({ companyId: complaints.companyId, total: count().as("total") })
    .from(complaints)
    .groupBy(complaints.companyId)
    .as("per_company");
  const rows = await db
    .select({
      industry: companies.industry,
      companies: count(),
      complaints: sql<number>`coalesce(sum(${perCompany.total}), 0)`,
    })
    .from(companies)
    .leftJoin(perCompany, eq(perCompany.companyId, companies.id))
    .where(and(isNotNull(companies.industry), companyInUse(companies.id, companies.claimed)))
    .groupBy(companies.industry)
    .orderBy(desc(sql`coalesce(sum(${perCompany.total}), 0)`));
  return rows.map((row) => ({
    industry: row.industry ?? "",
    companies: Number(row.companies),
    complaints: Number(row.complaints),
  }));
}
