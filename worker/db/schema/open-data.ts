import { CORRECTION_REASONS } from "@shared/open-data";
import { sql } from "drizzle-orm";
import { check, index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { id, timestamp } from "./columns";

/**
 * One row per complaint removed or edited after it may have been published in the open-data
 * files, written in the same D1 batch as the removal or edit. The cron rewrites the files that
 * hold its day and stamps `applied_at`; /data lists the rows as its corrections log. Nothing of
 * the complaint is kept: only the day it was filed (the daily file that held it) and why.
 */
export const openDataCorrections = sqliteTable(
  "open_data_corrections",
  {
    id: id(),
    // The UTC day the complaint was filed: YYYY-MM-DD.
    day: text("day").notNull(),
    reason: text("reason", { enum: CORRECTION_REASONS }).notNull(),
    recordedAt: timestamp("recorded_at").notNull(),
    appliedAt: timestamp("applied_at"),
  },
  (t) => [
    index("open_data_corrections_pending_idx").on(t.appliedAt, t.recordedAt),
    index("open_data_corrections_recorded_idx").on(t.recordedAt),
    check(
      "open_data_corrections_reason_check",
      sql`${t.reason} in ('removed_by_moderators', 'deleted_by_author', 'edited_by_author', 'account_deleted')`,
    ),
  ],
);
