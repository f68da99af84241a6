import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

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
  (t) => [primaryKey({ columns: [t.companyId, t.year] })],
);
