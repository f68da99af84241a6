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
