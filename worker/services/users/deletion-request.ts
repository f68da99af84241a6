import { DELETION_DEADLINE_DAYS } from "@shared/data-rights";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";

const DAY = 86_400_000;

/**
 * How long after the request the cron erases an account: a day less than the privacy policy's
 * deadline, so a 15-minute cron (or a few failed runs) still erases within it.
 */
export const DELETION_GRACE_MS = (DELETION_DEADLINE_DAYS - 1) * DAY;

/**
 * "Delete my account": records the request and bumps session_version, which ends every
 * session at once; from now on sign-in is refused. False when the account is unknown or a
 * request was already made (the first request's date counts).
 */
export async function requestAccountDeletion(db: Database, userId: string, now: number) {
  const updated = await db
    .update(users)
    .set({
      deletionRequestedAt: new Date(now),
      sessionVersion: sql`${users.sessionVersion} + 1`,
    })
    .where(and(eq(users.id, userId), isNull(users.deletionRequestedAt), isNull(users.erasedAt)))
    .returning({ id: users.id });
  return updated.length > 0;
}
