import { and, eq, isNotNull, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { comments, complaints, shares, ucks } from "../db/schema";
import {
  accountHourOf,
  RANKING_AGEING_MS,
  type UckColumns,
  uckWeight,
} from "../services/complaints/ranking";

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

// Comments and shares count one each once ranked; ucks count by their weight (below).
const TABLES = [
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

export type AgeingReport = Record<"ucks" | (typeof TABLES)[number]["name"], number>;

/** A uck row's columns for its weight, the row named by `alias`. */
const uckColumnsOf = (alias: string): UckColumns => {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return {
    complaintId: column("complaint_id"),
    userId: column("user_id"),
    createdAt: column("created_at"),
    accountHour: column("account_hour"),
  };
};

/** Fills the account hour of a complaint's ucks given before cohorts (docs/decisions/038). */
export const fillAccountHours = (db: Database, complaintId: string) =>
  db
    .update(ucks)
    .set({ accountHour: accountHourOf(sql.raw("ucks.user_id")) })
    .where(and(eq(ucks.complaintId, complaintId), isNull(ucks.accountHour)));

/**
 * Ucks that have aged: per complaint, the ranked counter first adds the weights of its ucks
 * still waiting and old enough, each its account's reputation now (docs/decisions/038), then
 * those rows are stamped with `ranked_at` and the same weight; in one batch, so a second run (or
 * two at once, which D1 serialises) finds nothing waiting and adds 0. The weight reads which
 * ucks exist, never their stamps, so both statements compute the same weights.
 */
async function ageUcks(db: Database, now: Date) {
  const cutoff = now.getTime() - RANKING_AGEING_MS;
  const waiting = (alias: string, complaintId: string): SQL =>
    sql`${sql.raw(alias)}.complaint_id = ${complaintId} and ${sql.raw(alias)}.ranked_at is null and ${sql.raw(alias)}.created_at <= ${cutoff}`;
  let aged = 0;
  for (let round = 0; round < MAX_BATCHES; round++) {
    const due = await db
      .selectDistinct({ complaintId: ucks.complaintId })
      .from(ucks)
      .where(and(isNull(ucks.rankedAt), lte(ucks.createdAt, new Date(cutoff))))
      .limit(CHUNK);
    const [first, ...others] = due.map(
      ({ complaintId }) =>
        [
          // Account hours first (ucks given before cohorts), so both statements after see them.
          fillAccountHours(db, complaintId),
          db
            .update(complaints)
            .set({
              rankedUckCount: sql`${complaints.rankedUckCount} + (select coalesce(sum(${uckWeight(uckColumnsOf("wu"), now.getTime())}), 0)
                from ucks wu where ${waiting("wu", complaintId)})`,
            })
            .where(eq(complaints.id, complaintId)),
          db
            .update(ucks)
            .set({ rankedAt: now, rankWeight: uckWeight(uckColumnsOf("ucks"), now.getTime()) })
            .where(waiting("ucks", complaintId))
            .returning({ complaintId: ucks.complaintId }),
        ] as const,
    );
    if (!first) break;
    const results = await db.batch([...first, ...others.flat()]);
    // Every third result is a stamp's rows.
    aged += results.reduce(
      (sum, rows, index) => sum + (index % 3 === 2 && Array.isArray(rows) ? rows.length : 0),
      0,
    );
    if (due.length < CHUNK) break;
  }
  return aged;
}

/** Ranks what has aged by `now` (the job's clock); returns how many rows of each began to count. */
export async function ageRankings(db: Database, now: Date): Promise<AgeingReport> {
  const cutoff = new Date(now.getTime() - RANKING_AGEING_MS);
  const report: AgeingReport = { ucks: await ageUcks(db, now), comments: 0, shares: 0 };
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

/**
 * The ranked ucks given before weights (docs/decisions/038), weighed once: per complaint, its
 * ucks' account hours are filled, each ranked uck not weighed yet gets the weight its account
 * had when it was ranked (reputation at `ranked_at`, the cohort rule over the ucks that exist),
 * and the ranked counter becomes the sum of its ranked ucks' weights, in one batch. Once done
 * the partial index `ucks_unweighed_idx` is empty, and a run reads nothing; a second run or two
 * at once find no uck left to weigh.
 */
export async function weighRankedUcks(db: Database): Promise<number> {
  let weighed = 0;
  for (let round = 0; round < MAX_BATCHES; round++) {
    const due = await db
      .selectDistinct({ complaintId: ucks.complaintId })
      .from(ucks)
      .where(and(isNotNull(ucks.rankedAt), isNull(ucks.rankWeight)))
      .limit(CHUNK);
    const [first, ...others] = due.map(
      ({ complaintId }) =>
        [
          fillAccountHours(db, complaintId),
          db
            .update(ucks)
            .set({ rankWeight: uckWeight(uckColumnsOf("ucks"), sql.raw("ucks.ranked_at")) })
            .where(
              and(
                eq(ucks.complaintId, complaintId),
                isNotNull(ucks.rankedAt),
                isNull(ucks.rankWeight),
              ),
            )
            .returning({ complaintId: ucks.complaintId }),
          db
            .update(complaints)
            .set({
              rankedUckCount: sql`(select coalesce(sum(coalesce(wu.rank_weight, 1)), 0) from ucks wu
                where wu.complaint_id = ${complaintId} and wu.ranked_at is not null)`,
            })
            .where(eq(complaints.id, complaintId)),
        ] as const,
    );
    if (!first) break;
    const results = await db.batch([...first, ...others.flat()]);
    weighed += results.reduce(
      (sum, rows, index) => sum + (index % 3 === 1 && Array.isArray(rows) ? rows.length : 0),
      0,
    );
    if (due.length < CHUNK) break;
  }
  return weighed;
}
