import type { AppealState } from "@shared/removals";
import { eq, getTableColumns, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { complaintRemovals, complaints } from "../../db/schema";

/**
 * A moderator's removal leaves a public stub (decision 033): the reason and date, and
 * the state of the author's one appeal. The complaint's own row is kept as JSON beside it until
 * the appeal is decided, so an upheld appeal (./appeals.ts) can put the complaint back.
 */

/** The complaints table's column names, in the schema's order: the snapshot's keys. */
export const COMPLAINT_COLUMNS = Object.values(getTableColumns(complaints)).map(
  (column) => column.name,
);

// Column names come from the schema module, never from input.
const snapshotOfComplaint = sql.raw(
  `json_object(${COMPLAINT_COLUMNS.map((name) => `'${name}', "complaints"."${name}"`).join(", ")})`,
);

/**
 * The statement that records a removal, for the batch that deletes the complaint (before the
 * delete): the reason, the date, the author, and the row as JSON. A complaint removed again
 * after an upheld appeal gets a fresh stub and a fresh appeal.
 */
export function recordRemoval(
  db: Database,
  input: { complaintId: string; actorId: string | null; reason: string; now: number },
) {
  const fresh = {
    reason: sql`excluded.reason`,
    removedBy: sql`excluded.removed_by`,
    removedAt: sql`excluded.removed_at`,
    snapshot: sql`excluded.snapshot`,
    companyName: sql`excluded.company_name`,
    appealText: null,
    appealedAt: null,
    appealState: null,
    appealNote: null,
    appealDecidedBy: null,
    appealDecidedAt: null,
  };
  return db
    .insert(complaintRemovals)
    .select(
      db
        .select({
          complaintId: complaints.id,
          authorId: complaints.userId,
          companyName: complaints.companyName,
          reason: sql<string>`${input.reason}`.as("reason"),
          removedBy: sql<string | null>`${input.actorId}`.as("removed_by"),
          removedAt: sql<number>`${input.now}`.as("removed_at"),
          snapshot: sql<string>`${snapshotOfComplaint}`.as("snapshot"),
          appealText: sql<null>`null`.as("appeal_text"),
          appealedAt: sql<null>`null`.as("appealed_at"),
          appealState: sql<null>`null`.as("appeal_state"),
          appealNote: sql<null>`null`.as("appeal_note"),
          appealDecidedBy: sql<null>`null`.as("appeal_decided_by"),
          appealDecidedAt: sql<null>`null`.as("appeal_decided_at"),
        })
        .from(complaints)
        .where(eq(complaints.id, input.complaintId)),
    )
    .onConflictDoUpdate({ target: complaintRemovals.complaintId, set: fresh });
}

export type RemovalStub = {
  removedAt: number;
  reason: string;
  appealState: AppealState | null;
  appealNote: string | null;
  appealedAt: number | null;
  /** Whether the viewer is the author and may still appeal. */
  canAppeal: boolean;
};

const removalColumns = {
  authorId: complaintRemovals.authorId,
  reason: complaintRemovals.reason,
  removedAt: complaintRemovals.removedAt,
  appealState: complaintRemovals.appealState,
  appealNote: complaintRemovals.appealNote,
  appealedAt: complaintRemovals.appealedAt,
};

/** A removed complaint's stub, or null when there is none (never removed, or restored). */
export async function getRemovalStub(
  db: Database,
  complaintId: string,
  viewerId: string | null,
): Promise<RemovalStub | null> {
  const [row] = await db
    .select(removalColumns)
    .from(complaintRemovals)
    .where(eq(complaintRemovals.complaintId, complaintId));
  if (!row || row.appealState === "upheld") return null;
  return {
    removedAt: row.removedAt.getTime(),
    reason: row.reason,
    appealState: row.appealState,
    appealNote: row.appealNote,
    appealedAt: row.appealedAt?.getTime() ?? null,
    canAppeal: viewerId !== null && viewerId === row.authorId && row.appealedAt === null,
  };
}
