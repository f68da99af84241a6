import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { blockedUsers, profiles, type Role, users } from "../db/schema";

/** The signed-in user as every loader sees it: account, profile, current role, block state. */
export type SessionUser = {
  id: string;
  email: string;
  emailVerified: boolean;
  sessionVersion: number;
  role: Role;
  blocked: boolean;
  profile: { username: string; fullName: string; avatarUrl: string | null } | null;
  /** Unread notifications (the bell's badge), counted in the same round trip. */
  unreadNotifications: number;
};

/**
 * The current role of the `users` row of the query (the latest user_roles row; none = user).
 * Qualified by hand: drizzle leaves columns unqualified in single-table selects, and inside
 * this subquery a bare "id" would mean user_roles.id.
 */
export const currentRoleSql = sql<string | null>`(select r.role from user_roles r
  where r.user_id = "users"."id" order by r.created_at desc, r.id desc limit 1)`;

/** Unread notifications of the `users` row of the query (notifications_user_unread_idx). */
const unreadSql = sql<number>`(select count(*) from notifications n
  where n.user_id = "users"."id" and n.read_at is null)`;

/**
 * One D1 round trip: the user row with its profile, latest role and block joined. Null for an
 * unknown account and for one scheduled for deletion or erased (not signed in).
 */
export async function loadSessionUser(db: Database, userId: string): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      sessionVersion: users.sessionVersion,
      deletionRequestedAt: users.deletionRequestedAt,
      erasedAt: users.erasedAt,
      username: profiles.username,
      fullName: profiles.fullName,
      avatarUrl: profiles.avatarUrl,
      role: currentRoleSql,
      blockedAt: blockedUsers.blockedAt,
      unreadNotifications: unreadSql,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(blockedUsers, eq(blockedUsers.userId, users.id))
    .where(eq(users.id, userId));
  // An account with a deletion request is signed out everywhere until it is erased.
  if (!row || row.deletionRequestedAt || row.erasedAt) return null;
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    sessionVersion: row.sessionVersion,
    role: row.role === "admin" || row.role === "superadmin" ? row.role : "user",
    blocked: row.blockedAt !== null,
    profile:
      row.username && row.fullName
        ? { username: row.username, fullName: row.fullName, avatarUrl: row.avatarUrl }
        : null,
    unreadNotifications: Number(row.unreadNotifications) || 0,
  };
}
