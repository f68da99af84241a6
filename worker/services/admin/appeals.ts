import { APPEAL_MESSAGES } from "@shared/removals";
import { and, asc, eq, isNull, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { complaintRemovals, complaints, moderationOutcomes } from "../../db/schema";
import { decidedAlready } from "../refusal";
import type { AdminOutcome } from "./outcome";
import { COMPLAINT_COLUMNS } from "./removals";

/**
 * The author's one appeal against a removal and a superadmin's decision on it (decision 033,
 * decision 033). An upheld appeal puts the complaint back from the copy ./removals.ts kept (its
 * ucks, comments, shares and the company's response rows went with the removal and do not come back;
 * its counters start again from zero, and its photo, deleted from storage with the removal,
 * does not return). A rejected appeal clears the copy.
 */

/**
 * Counters of rows the removal deleted (ucks, comments, shares: each cascades with the
 * complaint): they start again from zero, so every counter equals its rows (decision 003). A
 * counter left out of this list would come back from the copy with no rows behind it.
 */
const RESET_ON_RESTORE = new Set([
  "uck_count",
  "ranked_uck_count",
  "comments_count",
  "ranked_comments_count",
  "share_count",
  "ranked_share_count",
]);

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

/** What deciding an appeal that another superadmin decided first says. */
const ALREADY_DECIDED = decidedAlready(
  "This appeal has already been decided.",
  "answer.appealDecided",
);

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
      ? {
          ok: true,
          message: "Appeal rejected: the stub says so",
          words: { text: "answer.appealRejected" },
        }
      : ALREADY_DECIDED;
  }
  // The insert names every column of the table in the schema's order (COMPLAINT_COLUMNS).
  const values = sql.join(COMPLAINT_COLUMNS.map(restoredValue), sql`, `);
  const { complaintId } = input;
  try {
    const [, updated] = await db.batch([
      db
        .insert(complaints)
        .select(
          sql`select ${values} from complaint_removals where complaint_removals.complaint_id = ${complaintId} and complaint_removals.appeal_state = 'pending' and complaint_removals.snapshot is not null and not exists (select 1 from complaints c where c.id = ${complaintId})`,
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
      ? {
          ok: true,
          message: "Appeal upheld: the complaint is public again",
          words: { text: "answer.appealUpheld" },
        }
      : ALREADY_DECIDED;
  } catch {
    // A foreign key the row needs is gone (its company was deleted): nothing was written.
    return {
      ok: false,
      code: "conflict",
      message: "The complaint could not be put back: its company is no longer on UCK.",
      words: { text: "answer.appealCompanyGone" },
    };
  }
}
