import { ADMIN_MESSAGES } from "@shared/messages/en/admin-answers";
import type { Words } from "@shared/messages/words";
import { and, eq, sql } from "drizzle-orm";
import type { SessionUser } from "../../auth/current-user";
import type { AppConfig } from "../../config";
import type { Database } from "../../db/client";
import { userRoles, users } from "../../db/schema";

/** The spec's texts for the admin panel, from the English catalogue (docs/product.md#admin). */
export { ADMIN_MESSAGES };

/** One of the spec's admin messages with its key, for an outcome to carry (decision 037). */
export const adminSaid = (
  name: keyof typeof ADMIN_MESSAGES,
): { message: string; words: Words } => ({
  message: ADMIN_MESSAGES[name],
  words: { text: `answer.${name}` },
});

export type AdminAccess =
  | { ok: true; actor: SessionUser }
  | { ok: false; code: "unauthenticated" | "forbidden"; message: string; words: Words };

/**
 * The server's is_superadmin: the actor's current role, read from D1 on this request (the
 * session middleware loads the latest user_roles row every time), never from the client.
 */
export function superadminAccess(user: SessionUser | null): AdminAccess {
  if (!user) return { ok: false, code: "unauthenticated", ...adminSaid("signIn") };
  if (user.role !== "superadmin") return { ok: false, code: "forbidden", ...adminSaid("denied") };
  return { ok: true, actor: user };
}

/**
 * docs/product.md#admin: "Make Current User Superadmin" is allowed for a verified address listed in
 * SUPERADMIN_EMAILS, and, outside production only, while no superadmin exists (the bootstrap of
 * a local database). In production the first stranger to ask must never become superadmin.
 */
export async function canGrantSelfSuperadmin(db: Database, config: AppConfig, user: SessionUser) {
  if (user.role === "superadmin") return false;
  if (isListed(config, user)) return true;
  return !config.isProduction && !(await superadminExists(db));
}

/** An operator's address: listed in SUPERADMIN_EMAILS and verified by its owner. */
const isListed = (config: AppConfig, user: SessionUser) =>
  user.emailVerified && config.superadminEmails.includes(user.email.toLowerCase());

/** Whether any user's current role is superadmin (an SQL condition, for the atomic grant). */
const SUPERADMIN_EXISTS = sql`exists (
  select 1 from users u
  where (select r.role from user_roles r where r.user_id = u.id
         order by r.created_at desc, r.id desc limit 1) = 'superadmin'
)`;

async function superadminExists(db: Database) {
  const [row] = await db
    .select({ exists: sql<number>`${SUPERADMIN_EXISTS}` })
    .from(sql`(select 1)`);
  return Boolean(row?.exists);
}

/**
 * Grants the signed-in user superadmin under the rule above. The rule is checked inside the
 * insert, so two people racing on a fresh local database cannot both become superadmin; the
 * session revocation runs in the same batch, and the caller signs the user in again with the new
 * version.
 */
export async function grantSelfSuperadmin(
  db: Database,
  config: AppConfig,
  user: SessionUser,
  now: number,
): Promise<
  | { ok: true; sessionVersion: number }
  | { ok: false; code: "forbidden"; message: string; words: Words }
> {
  if (user.role === "superadmin") return { ok: false, code: "forbidden", ...adminSaid("denied") };
  const listed = isListed(config, user);
  if (!listed && config.isProduction)
    return { ok: false, code: "forbidden", ...adminSaid("denied") };
  const roleId = crypto.randomUUID();
  const [, [updated]] = await db.batch([
    db.insert(userRoles).select(
      db
        .select({
          id: sql<string>`${roleId}`.as("id"),
          userId: users.id,
          role: sql<"superadmin">`'superadmin'`.as("role"),
          createdBy: sql<string>`${user.id}`.as("created_by"),
          createdAt: sql<Date>`${now}`.as("created_at"),
        })
        .from(users)
        .where(
          and(
            eq(users.id, user.id),
            listed ? sql`${users.emailVerifiedAt} is not null` : sql`not ${SUPERADMIN_EXISTS}`,
          ),
        ),
    ),
    db
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(
        and(
          eq(users.id, user.id),
          sql`exists (select 1 from ${userRoles} where ${userRoles.id} = ${roleId})`,
        ),
      )
      .returning({ sessionVersion: users.sessionVersion }),
  ]);
  if (!updated) return { ok: false, code: "forbidden", ...adminSaid("denied") };
  return { ok: true, sessionVersion: updated.sessionVersion };
}
