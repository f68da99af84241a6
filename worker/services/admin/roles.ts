import { and, eq, isNull, sql } from "drizzle-orm";
import { currentRoleSql } from "../../auth/current-user";
import type { Database } from "../../db/client";
import { userRoles, users } from "../../db/schema";
import { adminSaid } from "./access";
import type { AdminOutcome } from "./outcome";

/**
 * Moves a user from role `from` to role `to` with a new user_roles row (the history is kept) and
 * revokes their sessions, in one batch. The current role is checked inside the insert, so two
 * superadmins clicking at once write one row; the new row is dated after the user's latest one,
 * so it is the current role even when both fall in the same millisecond.
 */
async function changeRole(
  db: Database,
  actorId: string,
  userId: string,
  change: { from: "user" | "admin"; to: "user" | "admin" },
  now: number,
) {
  const roleId = crypto.randomUUID();
  const latest = sql`(select max(r.created_at) from user_roles r where r.user_id = ${userId})`;
  const [inserted] = await db.batch([
    db
      .insert(userRoles)
      .select(
        db
          .select({
            id: sql<string>`${roleId}`.as("id"),
            userId: users.id,
            role: sql<"user" | "admin">`${change.to}`.as("role"),
            createdBy: sql<string>`${actorId}`.as("created_by"),
            createdAt: sql<Date>`max(${now}, coalesce(${latest}, 0) + 1)`.as("created_at"),
          })
          .from(users)
          .where(
            and(
              eq(users.id, userId),
              isNull(users.erasedAt),
              sql`coalesce(${currentRoleSql}, 'user') = ${change.from}`,
            ),
          ),
      )
      .returning({ id: userRoles.id }),
    db
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(
        and(
          eq(users.id, userId),
          sql`exists (select 1 from ${userRoles} where ${userRoles.id} = ${roleId})`,
        ),
      ),
  ]);
  return inserted.length > 0;
}

async function currentRole(db: Database, userId: string) {
  const [row] = await db
    .select({ erasedAt: users.erasedAt, role: currentRoleSql })
    .from(users)
    .where(eq(users.id, userId));
  return row && !row.erasedAt ? (row.role ?? "user") : null;
}

/** The Users table's Admin action, after its confirmation: a plain user becomes admin. */
export async function assignAdminRole(
  db: Database,
  actorId: string,
  userId: string,
  now: number,
): Promise<AdminOutcome> {
  if (await changeRole(db, actorId, userId, { from: "user", to: "admin" }, now))
    return { ok: true, message: "Admin role assigned", words: { text: "answer.roleAssigned" } };
  const role = await currentRole(db, userId);
  if (!role) return { ok: false, code: "not_found", ...adminSaid("roleFailed") };
  return {
    ok: false,
    code: "conflict",
    message: `This user is already ${role}.`,
    words: { text: "answer.roleAlready", parts: { role: { text: `role.${role}` } } },
  };
}

/**
 * Takes the admin role back (a new 'user' row). Only the admin role: a superadmin stays one, and
 * a plain user has nothing to take back.
 */
export async function revokeAdminRole(
  db: Database,
  actorId: string,
  userId: string,
  now: number,
): Promise<AdminOutcome> {
  if (await changeRole(db, actorId, userId, { from: "admin", to: "user" }, now))
    return { ok: true, message: "Admin role revoked", words: { text: "answer.roleRevoked" } };
  const role = await currentRole(db, userId);
  if (!role) return { ok: false, code: "not_found", ...adminSaid("revokeFailed") };
  return {
    ok: false,
    code: "conflict",
    message: `This user is ${role}, not admin.`,
    words: { text: "answer.roleNotAdmin", parts: { role: { text: `role.${role}` } } },
  };
}
