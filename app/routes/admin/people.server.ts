import type { SessionUser } from "@worker/auth/current-user";
import type { Database } from "@worker/db/client";
import type { UckLoadContext } from "@worker/load-context";
import { grantSelfSuperadmin } from "@worker/services/admin/access";
import { BreachSchema, deleteForBreach } from "@worker/services/admin/breach";
import type { AdminOutcome } from "@worker/services/admin/outcome";
import { assignAdminRole, revokeAdminRole } from "@worker/services/admin/roles";
import { BlockSchema, blockUser, unblockUser } from "@worker/services/admin/users";
import { z } from "zod";
import { refuse, succeed } from "~/kit/action.server";
import { type AdminIntent, adminToast, answer, failedToast } from "./answer.server";

/*
 * The intents about people: the self-grant of superadmin, a block (from the Users tab's rows or
 * the Moderation tab's form), unblock, the admin role given or taken back, deletion for a breach.
 */

/** The signed-in person asks for the superadmin role; the service's rule grants or refuses it. */
export async function grantSelf(context: UckLoadContext, user: SessionUser, now: number) {
  const intent = "grant-superadmin";
  const granted = await grantSelfSuperadmin(context.db, context.config, user, now);
  if (!granted.ok)
    return refuse(intent, granted.code, {
      title: granted.message,
      words: { title: granted.words.text },
    });
  // The grant revoked the old sessions; this browser continues with a new one.
  const cookie = await context.auth.signIn(user.id, granted.sessionVersion);
  return succeed(intent, adminToast("answer.granted"), undefined, {
    "Set-Cookie": cookie,
  });
}

export const block: AdminIntent = async ({ intent, values, actorId, now, context }) => {
  const parsed = BlockSchema.safeParse(values);
  if (!parsed.success) {
    return refuse(intent, "invalid", adminToast("answer.blockInvalid"));
  }
  const result = await blockUser(context.db, actorId, parsed.data, now);
  return answer(intent, result, failedToast(intent));
};

const UserIdSchema = z.object({ userId: z.string().trim().min(1).max(64) });

/** An intent that names only the person: its use case runs for them. */
const forPerson =
  (
    run: (db: Database, actorId: string, userId: string, now: number) => Promise<AdminOutcome>,
  ): AdminIntent =>
  async ({ intent, values, actorId, now, context }) => {
    const parsed = UserIdSchema.safeParse(values);
    if (!parsed.success) return refuse(intent, "invalid", failedToast(intent));
    const result = await run(context.db, actorId, parsed.data.userId, now);
    return answer(intent, result, failedToast(intent));
  };

export const unblock = forPerson((db, _actorId, userId) => unblockUser(db, userId));
export const assignAdmin = forPerson(assignAdminRole);
export const revokeAdmin = forPerson(revokeAdminRole);

export const breachDelete: AdminIntent = async ({ intent, values, actorId, now, context }) => {
  const parsed = BreachSchema.safeParse(values);
  if (!parsed.success) {
    return refuse(intent, "invalid", adminToast("answer.breachRule"));
  }
  const result = await deleteForBreach(
    {
      db: context.db,
      archiveDb: context.archiveDb,
      addressHashKey: context.config.addressHashKey,
      ...context.buckets,
    },
    actorId,
    parsed.data,
    now,
  );
  return answer(intent, result);
};
