import { ACCOUNT_ACTION_REASON_MAX } from "@shared/removals";
import { and, desc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { currentRoleSql } from "../../auth/current-user";
import type { Database } from "../../db/client";
import {
  blockedUsers,
  comments,
  complaints,
  profiles,
  userStatistics,
  users,
} from "../../db/schema";
import { ADMIN_MESSAGES, adminSaid } from "./access";
import type { AdminOutcome } from "./outcome";

export const ADMIN_USERS_PER_PAGE = 25;

/** The dashboard's stat cards, in one statement. */
export async function getAdminStats(db: Database) {
  const [row] = await db
    .select({
      users: sql<number>`(select count(*) from ${users} u where u.erased_at is null)`,
      blocked: sql<number>`(select count(*) from ${blockedUsers})`,
      complaints: sql<number>`(select count(*) from ${complaints})`,
      comments: sql<number>`(select count(*) from ${comments})`,
    })
    .from(sql`(select 1)`);
  return {
    users: Number(row?.users ?? 0),
    blocked: Number(row?.blocked ?? 0),
    complaints: Number(row?.complaints ?? 0),
    comments: Number(row?.comments ?? 0),
  };
}

/**
 * Rows whose username, name or address starts with what the admin typed, ASCII case folded as
 * LIKE did. A prefix test, not LIKE: D1 refuses LIKE patterns over 50 bytes ("pattern too
 * complex", a 500), and the search box takes 100 characters.
 */
function matching(query: string) {
  const q = query.trim().toLowerCase().replace(/^@/, "");
  if (!q) return undefined;
  const startsWith = (column: SQL) => sql`substr(${column}, 1, length(${q})) = ${q}`;
  return or(
    startsWith(sql`lower(${profiles.username})`),
    startsWith(sql`lower(${profiles.fullName})`),
    startsWith(sql`lower(${users.email})`),
  );
}

export type AdminUserRow = {
  id: string;
  fullName: string | null;
  username: string | null;
  email: string;
  role: "user" | "admin" | "superadmin";
  complaints: number;
  comments: number;
  blockedAt: number | null;
};

/**
 * The Users table: newest accounts first, a page of user_statistics rows. The page of ids is
 * chosen first, so the view's per-user counts run for that page only.
 */
export async function listAdminUsers(db: Database, query: string, page: number) {
  const filter = and(isNull(users.erasedAt), matching(query));
  const ids = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(filter)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(ADMIN_USERS_PER_PAGE + 1)
    .offset((page - 1) * ADMIN_USERS_PER_PAGE);
  const pageIds = ids.slice(0, ADMIN_USERS_PER_PAGE);
  const stats = pageIds.length
    ? await db
        .select()
        .from(userStatistics)
        .where(
          inArray(
            userStatistics.id,
            pageIds.map((row) => row.id),
          ),
        )
    : [];
  const byId = new Map(stats.map((row) => [row.id, row]));
  const rows: AdminUserRow[] = pageIds.flatMap(({ id, email }) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id,
        email,
        fullName: row.fullName,
        username: row.username,
        role: row.currentRole,
        complaints: row.complaintCount,
        comments: row.commentCount,
        blockedAt: row.blockedAt?.getTime() ?? null,
      },
    ];
  });
  return { rows, hasMore: ids.length > ADMIN_USERS_PER_PAGE };
}

/** The Block User form's select: users not blocked yet (and not erased), matching a prefix. */
export async function listBlockableUsers(db: Database, query: string, actorId: string) {
  return db
    .select({ id: users.id, username: profiles.username, fullName: profiles.fullName })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(blockedUsers, eq(blockedUsers.userId, users.id))
    .where(
      and(
        isNull(blockedUsers.userId),
        isNull(users.erasedAt),
        sql`${users.id} <> ${actorId}`,
        matching(query),
      ),
    )
    .orderBy(profiles.username)
    .limit(100);
}

export const BlockSchema = z.object({
  userId: z.string().trim().min(1, ADMIN_MESSAGES.blockInvalid).max(64),
  reason: z.string().trim().min(1, ADMIN_MESSAGES.blockInvalid).max(ACCOUNT_ACTION_REASON_MAX),
});

async function targetOf(db: Database, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      erasedAt: users.erasedAt,
      role: currentRoleSql,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row && !row.erasedAt ? { id: row.id, role: row.role ?? "user" } : null;
}

/**
 * Blocks a user: the block row and a session_version bump in one batch, so every session of
 * theirs is refused from the next request on (the middleware also refuses blocked users).
 */
export async function blockUser(
  db: Database,
  actorId: string,
  input: { userId: string; reason: string },
  now: number,
): Promise<AdminOutcome> {
  if (input.userId === actorId)
    return {
      ok: false,
      code: "invalid",
      message: "You cannot block yourself.",
      words: { text: "answer.blockSelf" },
    };
  const target = await targetOf(db, input.userId);
  if (!target) return { ok: false, code: "not_found", ...adminSaid("blockFailed") };
  if (target.role === "superadmin")
    return {
      ok: false,
      code: "invalid",
      message: "A superadmin cannot be blocked.",
      words: { text: "answer.blockSuperadmin" },
    };
  const [inserted] = await db.batch([
    db
      .insert(blockedUsers)
      .values({
        userId: target.id,
        blockedBy: actorId,
        reason: input.reason,
        blockedAt: new Date(now),
      })
      .onConflictDoNothing()
      .returning({ userId: blockedUsers.userId }),
    db
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, target.id)),
  ]);
  if (inserted.length === 0)
    return {
      ok: false,
      code: "conflict",
      message: "This user is already blocked.",
      words: { text: "answer.blockAlready" },
    };
  return { ok: true, message: "User blocked", words: { text: "answer.blocked" } };
}

export async function unblockUser(db: Database, userId: string): Promise<AdminOutcome> {
  const removed = await db
    .delete(blockedUsers)
    .where(eq(blockedUsers.userId, userId))
    .returning({ userId: blockedUsers.userId });
  return removed.length > 0
    ? { ok: true, message: "User unblocked", words: { text: "answer.unblocked" } }
    : { ok: false, code: "not_found", ...adminSaid("unblockFailed") };
}
