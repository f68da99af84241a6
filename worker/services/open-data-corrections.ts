import type { CorrectionReason } from "@shared/open-data";
import { desc, gte, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { complaints, openDataCorrections } from "../db/schema";

/**
 * The open-data files follow their source: a complaint removed or edited after it may have been
 * published is recorded here, in the same D1 batch as the removal or edit (so one never happens
 * without the other), and the cron's open-data-corrections job rewrites every file holding its
 * day (worker/services/open-data-rewrite.ts). What the row keeps is the day and the reason only.
 */

/**
 * The statement recording a correction for each complaint matching `where`. It selects from
 * complaints, so in a batch it goes before a delete, and after an update with a condition on
 * that update (`changes() > 0`), exactly as the authorization of the change itself.
 */
export function correctionStatement(
  db: Database,
  where: SQL | undefined,
  reason: CorrectionReason,
  now: number,
) {
  return db.insert(openDataCorrections).select(
    db
      .select({
        id: sql<string>`lower(hex(randomblob(16)))`.as("id"),
        day: sql<string>`strftime('%Y-%m-%d', ${complaints.createdAt} / 1000, 'unixepoch')`.as(
          "day",
        ),
        reason: sql<string>`${reason}`.as("reason"),
        recordedAt: sql<number>`${now}`.as("recorded_at"),
        appliedAt: sql<null>`null`.as("applied_at"),
      })
      .from(complaints)
      .where(where),
  );
}

/** How far back /data's corrections log reaches. */
export const CORRECTIONS_SHOWN_DAYS = 365;

export type CorrectionNote = {
  /** When the files were rewritten; null while that waits for the next cron run. */
  appliedAt: number | null;
  day: string;
  reason: CorrectionReason;
  complaints: number;
};

/**
 * /data's corrections log, like the CFPB's "data updated" notes: per rewrite, per day filed and
 * reason, how many complaints changed. Pending ones first, then newest rewrites first.
 */
export async function listCorrectionNotes(db: Database, now: number): Promise<CorrectionNote[]> {
  const rows = await db
    .select({
      appliedAt: openDataCorrections.appliedAt,
      day: openDataCorrections.day,
      reason: openDataCorrections.reason,
      complaints: sql<number>`count(*)`,
    })
    .from(openDataCorrections)
    .where(gte(openDataCorrections.recordedAt, new Date(now - CORRECTIONS_SHOWN_DAYS * 86_400_000)))
    .groupBy(openDataCorrections.appliedAt, openDataCorrections.day, openDataCorrections.reason)
    .orderBy(
      sql`${openDataCorrections.appliedAt} is not null`,
      desc(openDataCorrections.appliedAt),
      desc(openDataCorrections.day),
      openDataCorrections.reason,
    )
    .limit(200);
  return rows.map((row) => ({
    appliedAt: row.appliedAt?.getTime() ?? null,
    day: row.day,
    reason: row.reason,
    complaints: Number(row.complaints),
  }));
}
