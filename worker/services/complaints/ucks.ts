import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { complaints, ucks } from "../../db/schema";

export type UckResult =
  | { success: true; message: "Ucked" | "Uck removed"; count: number }
  | {
      success: false;
      message: "Already voted" | "Not ucked" | "Complaint not found";
      count: number;
    };

const uckKey = (complaintId: string, userId: string) => `uck:${complaintId}:${userId}`;

async function currentCount(db: Database, complaintId: string) {
  const [row] = await db
    .select({ count: complaints.uckCount })
    .from(complaints)
    .where(eq(complaints.id, complaintId));
  return row?.count;
}

/**
 * One uck per user per complaint. KV answers a repeat quickly; the D1 primary key decides. The
 * uck row and the counter move in one batch: the update adds changes(), the number of rows the
 * insert wrote (0 on a repeat), so the count never drifts from the rows.
 */
export async function voteUck(
  db: Database,
  kv: KVNamespace,
  userId: string,
  complaintId: string,
  now: number,
): Promise<UckResult> {
  if (await kv.get(uckKey(complaintId, userId))) {
    const count = await currentCount(db, complaintId);
    if (count !== undefined) return { success: false, message: "Already voted", count };
  }
  const [inserted, updated] = await db.batch([
    db
      .insert(ucks)
      .select(
        db
          .select({
            complaintId: complaints.id,
            userId: sql<string>`${userId}`.as("user_id"),
            createdAt: sql<number>`${now}`.as("created_at"),
          })
          .from(complaints)
          .where(eq(complaints.id, complaintId)),
      )
      .onConflictDoNothing()
      .returning({ userId: ucks.userId }),
    db
      .update(complaints)
      .set({ uckCount: sql`${complaints.uckCount} + changes()` })
      .where(eq(complaints.id, complaintId))
      .returning({ count: complaints.uckCount }),
  ]);
  const count = updated[0]?.count;
  if (count === undefined) return { success: false, message: "Complaint not found", count: 0 };
  await kv.put(uckKey(complaintId, userId), "1", { expirationTtl: 60 * 60 * 24 * 30 });
  return inserted.length > 0
    ? { success: true, message: "Ucked", count }
    : { success: false, message: "Already voted", count };
}

/** Takes an uck back (detail and company pages). */
export async function withdrawUck(
  db: Database,
  kv: KVNamespace,
  userId: string,
  complaintId: string,
): Promise<UckResult> {
  const [deleted, updated] = await db.batch([
    db
      .delete(ucks)
      .where(and(eq(ucks.complaintId, complaintId), eq(ucks.userId, userId)))
      .returning({ userId: ucks.userId }),
    db
      .update(complaints)
      .set({ uckCount: sql`${complaints.uckCount} - changes()` })
      .where(eq(complaints.id, complaintId))
      .returning({ count: complaints.uckCount }),
  ]);
  await kv.delete(uckKey(complaintId, userId));
  const count = updated[0]?.count;
  if (count === undefined) return { success: false, message: "Complaint not found", count: 0 };
  return deleted.length > 0
    ? { success: true, message: "Uck removed", count }
    : { success: false, message: "Not ucked", count };
}
