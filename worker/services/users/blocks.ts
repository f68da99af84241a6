import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { userMutes } from "../../db/schema";

/**
 * Undoes "Block user": the person's complaints show again for `userId`, and their follows notify
 * again. True when there was a block to remove (a second Unblock changes nothing).
 */
export async function unblockUser(db: Database, userId: string, blockedId: string) {
  const result = await db
    .delete(userMutes)
    .where(and(eq(userMutes.userId, userId), eq(userMutes.mutedUserId, blockedId)));
  return (result.meta.changes ?? 0) > 0;
}
