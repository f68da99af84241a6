import { and, eq, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { comments, complaints, shares, ucks } from "../db/schema";
import { RANKING_AGEING_MS } from "../services/complaints/ranking";

/**
 * The ageing job (docs/decisions/028): ucks, comments and shares that were not ranked when they
 * were made (a young account's, a burst's, a share without an account) begin to count in
 * rankings once they are RANKING_AGEING_MS old. Per complaint, one statement stamps `ranked_at`
 * on its rows still null and old enough, and the next adds changes() to the complaint's ranked
 * counter (decision 003), in one batch: a second run, or two runs at once, find nothing left to
 * stamp and add 0. Rows deleted meanwhile were never stamped, so they are never counted.
 */

/** Complaints per batch: two statements each, a few parameters each. */
const CHUNK = 25;
/** Batches per table per run; what is left waits for the next run (15 minutes). */
const MAX_BATCHES = 40;

const TABLES = [
  {
    name: "ucks",
    table: ucks,
    add: { rankedUckCount: sql`${complaints.rankedUckCount} + changes()` },
  },
  {
    name: "comments",
    table: comments,
    add: { rankedCommentsCount: sql`${complaints.rankedCommentsCount} + changes()` },
  },
  {
    name: "shares",
    table: shares,
    add: { rankedShareCount: sql`${complaints.rankedShareCount} + changes()` },
  },
] as const;

export type AgeingReport = Record<(typeof TABLES)[number]["name"], number>;

/** Ranks what has aged by `now` (the job's clock); returns how many rows of each began to count. */
export async function ageRankings(db: Database, now: Date): Promise<AgeingReport> {
  const cutoff = new Date(now.getTime() - RANKING_AGEING_MS);
  const report: AgeingReport = { ucks: 0, comments: 0, shares: 0 };
  for (const { name, table, add } of TABLES) {
    const due = (complaintId?: string) =>
      and(
        isNull(table.rankedAt),
        lte(table.createdAt, cutoff),
        complaintId ? eq(table.complaintId, complaintId) : undefined,
      );
    for (let round = 0; round < MAX_BATCHES; round++) {
      const waiting = await db
        .selectDistinct({ complaintId: table.complaintId })
        .from(table)
        .where(due())
        .limit(CHUNK);
      const [first, ...others] = waiting.map(
        ({ complaintId }) =>
          [
            db
              .update(table)
              .set({ rankedAt: now })
              .where(due(complaintId))
              .returning({ complaintId: table.complaintId }),
            db.update(complaints).set(add).where(eq(complaints.id, complaintId)),
          ] as const,
      );
      if (!first) break;
      const results = await db.batch([...first, ...others.flat()]);
      // Every other result is a stamp's rows: the number its counter moved by.
      report[name] += results.reduce(
        (sum, rows, index) => sum + (index % 2 === 0 && Array.isArray(rows) ? rows.length : 0),
        0,
      );
      if (waiting.length < CHUNK) break;
    }
  }
  return report;
}
