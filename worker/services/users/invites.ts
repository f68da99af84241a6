import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { invites, profiles } from "../../db/schema";

/** The cookie /invite/{userId} leaves so that a later registration credits the referrer. */
export const REFERRER_COOKIE = "uck_ref";
export const REFERRER_COOKIE_MAX_AGE = 60 * 60 * 24 * 30;

/** The person behind an invite link, for the welcome page; null for an unknown id. */
export async function getReferrer(db: Database, userId: string) {
  const [referrer] = await db
    .select({ id: profiles.id, fullName: profiles.fullName, avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return referrer ?? null;
}

/**
 * Credits a new account to the friend whose link brought it. Once per new account (the
 * invitee column is unique); never for oneself or an unknown referrer.
 */
export async function recordReferral(
  db: Database,
  referrerId: string | undefined,
  invitee: { id: string; email: string | null },
  now: number,
) {
  if (!referrerId || referrerId === invitee.id) return false;
  if (!(await getReferrer(db, referrerId))) return false;
  const inserted = await db
    .insert(invites)
    .values({
      id: crypto.randomUUID(),
      referrerId,
      inviteeUserId: invitee.id,
      inviteeEmail: invitee.email,
      status: "joined",
      createdAt: new Date(now),
      joinedAt: new Date(now),
    })
    .onConflictDoNothing()
    .returning({ id: invites.id });
  return inserted.length > 0;
}
