import { APPEAL_MESSAGES, type AppealState } from "@shared/removals";
import { and, asc, eq, getTableColumns, isNull, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { complaintRemovals, complaints, moderationOutcomes } from "../../db/schema";
import type { AdminOutcome } from "./outcome";

/**
 * A moderator's removal leaves a public stub (issue 37, decision 033): the reason and date, and
 * the state of the author's one appeal. The complaint's own row is kept as JSON beside it until
 * the appeal is decided, so an upheld appeal puts the complaint back (its ucks, comments and
 * the company's response rows went with the removal and do not come back; its counters start
 * again from zero, and its photo, deleted from storage with the removal, does not return). A rejected appeal clears the copy.
 */

const COLUMNS = Object.values(getTableColumns(complaints)).map((column) => column.name);
/** Counters of rows the removal deleted (ucks, comments): they start again from zero. */
const RESET_ON_RESTORE = new Set([
  "uck_count",
  "ranked_uck_count",
  "comments_count",
  "ranked_comments_count",
]);

// Column names come from the schema module, never from input.
const snapshotOfComplaint = sql.raw(
  `json_object(${COLUMNS.map((name) => `'${name}', "complaints"."${name}"`).join(", ")})`,
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

/** The note a restored complaint shows: when it was removed, why, and the appeal's decision. */
export function restoredNoteQuery(db: Database, complaintId: string) {
  return db
    .select(removalColumns)
    .from(complaintRemovals)
    .where(
      and(
        eq(complaintRemovals.complaintId, complaintId),
        eq(complaintRemovals.appealState, "upheld"),
      ),
    );
}

type AppealOutcome =
  | { ok: true; toast: { title: string; description: string } }
  | {
      ok: false;
      code: "not_found" | "conflict" | "forbidden";
      toast: { title: string; description: string };
    };

/** The author appeals a removal, once: a second appeal changes nothing and says so. */
export async function appealRemoval(
  db: Database,
  userId: string,
  complaintId: string,
  text: string,
  now: number,
): Promise<AppealOutcome> {
  const mine = and(
    eq(complaintRemovals.complaintId, complaintId),
    eq(complaintRemovals.authorId, userId),
  );
  const updated = await db
    .update(complaintRemovals)
    .set({ appealText: text, appealedAt: new Date(now), appealState: "pending" })
    .where(and(mine, isNull(complaintRemovals.appealedAt)))
    .returning({ id: complaintRemovals.complaintId });
  if (updated.length > 0) return { ok: true, toast: APPEAL_MESSAGES.sent };
  const [row] = await db
    .select({ appealedAt: complaintRemovals.appealedAt })
    .from(complaintRemovals)
    .where(mine);
  return row
    ? { ok: false, code: "conflict", toast: APPEAL_MESSAGES.twice }
    : { ok: false, code: "not_found", toast: APPEAL_MESSAGES.notYours };
}

export type PendingAppeal = {
  complaintId: string;
  companyName: string;
  reason: string;
  removedAt: number;
  appealText: string;
  appealedAt: number;
  text: string;
};

/** Pending appeals, oldest first (the admin's Moderation tab). */
export async function listPendingAppeals(db: Database, limit = 50): Promise<PendingAppeal[]> {
  const rows = await db
    .select({
      complaintId: complaintRemovals.complaintId,
      companyName: complaintRemovals.companyName,
      reason: complaintRemovals.reason,
      removedAt: complaintRemovals.removedAt,
      appealText: complaintRemovals.appealText,
      appealedAt: complaintRemovals.appealedAt,
      text: sql<string | null>`json_extract(${complaintRemovals.snapshot}, '$.text')`,
    })
    .from(complaintRemovals)
    .where(eq(complaintRemovals.appealState, "pending"))
    .orderBy(asc(complaintRemovals.appealedAt))
    .limit(limit);
  return rows.map((row) => ({
    complaintId: row.complaintId,
    companyName: row.companyName,
    reason: row.reason,
    removedAt: row.removedAt.getTime(),
    appealText: row.appealText ?? "",
    appealedAt: row.appealedAt?.getTime() ?? 0,
    text: row.text ?? "",
  }));
}

export const AppealDecisionSchema = z.object({
  complaintId: z.string().trim().min(1).max(64),
  decision: z.enum(["upheld", "rejected"]),
  note: z.string().trim().max(500).catch(""),
});

const restoredValue = (name: string): SQL =>
  RESET_ON_RESTORE.has(name)
    ? sql.raw("0")
    : // The photo was deleted from storage with the removal.
      name === "image_url"
      ? sql.raw("null")
      : sql.raw(`json_extract("complaint_removals"."snapshot", '$.${name}')`);

/**
 * A superadmin decides a pending appeal: "upheld" puts the complaint back at its address (the
 * stub goes, the complaint page says it was restored), "rejected" keeps the stub and says so.
 * Both claim the appeal with a condition on its state, so two decisions at once act once.
 */
export async function decideAppeal(
  db: Database,
  actorId: string,
  input: z.infer<typeof AppealDecisionSchema>,
  now: number,
): Promise<AdminOutcome> {
  const pending = and(
    eq(complaintRemovals.complaintId, input.complaintId),
    eq(complaintRemovals.appealState, "pending"),
  );
  const decided = {
    appealState: input.decision,
    appealNote: input.note || null,
    appealDecidedBy: actorId,
    appealDecidedAt: new Date(now),
    snapshot: null,
  };
  if (input.decision === "rejected") {
    const rows = await db
      .update(complaintRemovals)
      .set(decided)
      .where(pending)
      .returning({ id: complaintRemovals.complaintId });
    return rows.length > 0
      ? { ok: true, message: "Appeal rejected: the stub says so" }
      : { ok: false, code: "conflict", message: "This appeal has already been decided." };
  }
  // The insert names every column of the table, in the schema's order, as COLUMNS lists them.
  const values = sql.join(COLUMNS.map(restoredValue), sql`, `);
  try {
    const [, updated] = await db.batch([
      db
        .insert(complaints)
        .select(
          sql`select ${values} from complaint_removals where complaint_removals.complaint_id = ${input.complaintId} and complaint_removals.appeal_state = 'pending' and complaint_removals.snapshot is not null and not exists (select 1 from complaints c where c.id = ${input.complaintId})`,
        ),
      db
        .update(complaintRemovals)
        .set(decided)
        .where(
          and(pending, sql`exists (select 1 from complaints c where c.id = ${input.complaintId})`),
        )
        .returning({ id: complaintRemovals.complaintId }),
      // The old "removed" outcome would otherwise make a stub if the author deletes it later.
      db
        .delete(moderationOutcomes)
        .where(and(eq(moderationOutcomes.complaintId, input.complaintId), sql`changes() > 0`)),
    ]);
    return updated.length > 0
      ? { ok: true, message: "Appeal upheld: the complaint is public again" }
      : { ok: false, code: "conflict", message: "This appeal has already been decided." };
  } catch {
    // A foreign key the row needs is gone (its company was deleted): nothing was written.
    return {
      ok: false,
      code: "conflict",
      message: "The complaint could not be put back: its company is no longer on UCK.",
    };
  }
}
