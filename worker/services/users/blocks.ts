import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { profiles, userMutes } from "../../db/schema";

/**
 * Undoes "Block user": the person's complaints show again for `userId`, and their follows notify
 * again. Answers the unblocked person's name (for the toast), or null when there was no such
 * block (a second Unblock changes nothing). One D1 round trip.
 */
export async function unblockUser(db: Database, userId: string, blockedId: string) {
  const block = and(eq(userMutes.userId, userId), eq(userMutes.mutedUserId, blockedId));
  const [[blocked]] = await db.batch([
    db
      .select({ fullName: profiles.fullName })
      .from(userMutes)
      .innerJoin(profiles, eq(profiles.id, userMutes.mutedUserId))
      .where(block),
    db.delete(userMutes).where(block),
  ]);
  return blocked ?? null;
}
