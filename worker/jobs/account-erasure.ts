import { and, asc, isNotNull, isNull, lte } from "drizzle-orm";
import { users } from "../db/schema";
import { errorText, logEvent } from "../log";
import { DELETION_GRACE_MS } from "../services/users/deletion-request";
import { type ErasureDeps, eraseUser } from "../services/users/erasure";

/** Accounts erased per run; a backlog drains over the following runs. */
export const ERASURES_PER_RUN = 25;

/**
 * Erases accounts whose deletion was requested DELETION_GRACE_MS ago, anonymising their
 * complaints. eraseUser claims each account with `erased_at is null`, so overlapping runs
 * erase it once; an account that fails is logged and tried again on the next run.
 */
export async function eraseDueAccounts(deps: ErasureDeps, now: Date): Promise<string[]> {
  const due = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        isNotNull(users.deletionRequestedAt),
        lte(users.deletionRequestedAt, new Date(now.getTime() - DELETION_GRACE_MS)),
        isNull(users.erasedAt),
      ),
    )
    .orderBy(asc(users.deletionRequestedAt))
    .limit(ERASURES_PER_RUN);
  const erased: string[] = [];
  for (const { id } of due) {
    try {
      if (await eraseUser(deps, id, { complaints: "anonymise" }, now.getTime())) erased.push(id);
    } catch (error) {
      logEvent("erasure_failed", { userId: id, error: errorText(error) });
    }
  }
  return erased;
}
