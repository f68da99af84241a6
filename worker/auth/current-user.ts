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
};

/** One D1 round trip: the user row with its profile, latest role and block joined. */
export async function loadSessionUser(db: Database, userId: string): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      sessionVersion: users.sessionVersion,
      deletionRequestedAt: users.deletionRequestedAt,
      username: profiles.username,
      fullName: profiles.fullName,
      avatarUrl: profiles.avatarUrl,
      role: sql<
        string | null
      >`(select r.role from user_roles r where r.user_id = ${users.id} order by r.created_at desc, r.id desc limit 1)`,
      blockedAt: blockedUsers.blockedAt,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(blockedUsers, eq(blockedUsers.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
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
  };
}
