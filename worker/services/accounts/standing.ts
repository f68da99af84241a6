import { eq, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Database } from "../../db/client";
import { blockedUsers, users } from "../../db/schema";

/**
 * An account's standing, the one check every way in shares (password, provider identity, an
 * address already registered): selected with these columns, judged by `standingRefusal`.
 */
export const standingColumns = {
  deletionRequestedAt: users.deletionRequestedAt,
  erasedAt: users.erasedAt,
  blockedAt: blockedUsers.blockedAt,
};

type Standing = { deletionRequestedAt: unknown; erasedAt: unknown; blockedAt: unknown };

/** Why the account may not sign in (deletion asked or done, blocked), or null when it may. */
export function standingRefusal(row: Standing): "scheduled_for_deletion" | "blocked" | null {
  if (row.deletionRequestedAt || row.erasedAt) return "scheduled_for_deletion";
  if (row.blockedAt) return "blocked";
  return null;
}

/** The account registered with an address, with the asked columns and its standing. */
export async function accountByEmail<Columns extends Record<string, SQLiteColumn | SQL>>(
  db: Database,
  email: string,
  columns: Columns,
) {
  const [row] = await db
    .select({ ...columns, ...standingColumns })
    .from(users)
    .leftJoin(blockedUsers, eq(blockedUsers.userId, users.id))
    .where(eq(users.email, email));
  return row;
}
