import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The archive's counts (decision 049): how many complaints each UTC day holds site-wide, and how
 * many each company has in each year. Kept by triggers on `complaints` (migration 0038: insert,
 * delete, and an update of created_at or company_id), so every write path (filing, deletion,
 * erasure, moderation, the seeders) keeps them without code of its own. A row leaves when its
 * count reaches 0, so a listed period always has complaints. The archive's calendar pages read
 * these small tables instead of counting complaints.
 */
export const archiveDays = sqliteTable("archive_days", {
  /** "2024-03-15", the UTC day of the complaints' created_at. */
  day: text("day").primaryKey(),
  complaints: integer("complaints").notNull(),
});

export const companyArchiveYears = sqliteTable(
  "company_archive_years",
  {
    // No foreign key: a company's deletion cascades to its complaints, whose delete trigger
    // then empties these rows; a key here would refuse that trigger's update mid-cascade.
    companyId: text("company_id").notNull(),
    year: integer("year").notNull(),
    complaints: integer("complaints").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.year] }),
    // A year's companies in order: the sitemap's company-year parts (decision 063).
    index("company_archive_years_year_idx").on(t.year, t.companyId),
  ],
);

/**
 * The site's totals (decision 063), kept by triggers (migration 0039) so `GET /api/v1/stats` and
 * the sitemap index never count complaints: `complaints`, `responses` (has_response), `resolved`
 * (confirmed by the complainant: status and verdict both resolved), `escalated`, `companies`
 * (with at least one complaint: a row in company_archive_years) and `company_years:{year}` (the
 * companies with complaints in that year). Each database (DB, ARCHIVE_DB) keeps its own.
 */
export const siteCounts = sqliteTable("site_counts", {
  key: text("key").primaryKey(),
  n: integer("n").notNull(),
});
