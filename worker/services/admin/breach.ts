import { ACCOUNT_ACTION_REASON_MAX } from "@shared/removals";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { currentRoleSql } from "../../auth/current-user";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import {
  ADDRESS_BLOCK_MONTHS,
  blockAddressesStatements,
  userAddressHashes,
} from "../users/address-blocks";
import { eraseUser } from "../users/erasure";
import type { AdminOutcome } from "./outcome";

export const BreachSchema = z.object({
  userId: z.string().trim().min(1).max(64),
  reason: z
    .string()
    .trim()
    .min(1, "Please say which rule of the User Agreement was broken.")
    .max(ACCOUNT_ACTION_REASON_MAX),
});

export type BreachDeps = {
  db: Database;
  /** The archive of the years moved out: the account's rows there are deleted too (decision 063). */
  archiveDb: Database;
  addressHashKey: string | null;
  avatars: R2Bucket;
  backgrounds: R2Bucket;
  complaintImages: R2Bucket;
};

/**
 * The user agreement's sanction for a breach: the account and all its data are deleted at once
 * (complaints included, unlike a voluntary deletion, which anonymises them), and new
 * registrations from the IP addresses it used and from its e-mail address are refused for
 * ADDRESS_BLOCK_MONTHS months. The addresses are stored only as keyed hashes, and the block rows are written before
 * the erasure so a failure in between never leaves an unblocked deletion.
 */
export async function deleteForBreach(
  deps: BreachDeps,
  actorId: string,
  input: { userId: string; reason: string },
  now: number,
): Promise<AdminOutcome> {
  const { db } = deps;
  if (!deps.addressHashKey) {
    return {
      ok: false,
      code: "unavailable",
      message: "Set the ADDRESS_HASH_KEY secret first: without it addresses cannot be blocked.",
      words: { text: "answer.breachNoKey" },
    };
  }
  if (input.userId === actorId)
    return {
      ok: false,
      code: "invalid",
      message: "You cannot delete your own account here.",
      words: { text: "answer.breachSelf" },
    };
  const [target] = await db
    .select({
      id: users.id,
      email: users.email,
      erasedAt: users.erasedAt,
      role: currentRoleSql,
    })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!target || target.erasedAt)
    return {
      ok: false,
      code: "not_found",
      message: "This account no longer exists.",
      words: { text: "answer.breachGone" },
    };
  if (target.role === "superadmin")
    return {
      ok: false,
      code: "invalid",
      message: "A superadmin account cannot be deleted here.",
      words: { text: "answer.breachSuperadmin" },
    };
  const ipHashes = await userAddressHashes(db, target.id);
  await db.batch(
    blockAddressesStatements(db, deps.addressHashKey, target, ipHashes, now) as [
      ReturnType<typeof blockAddressesStatements>[number],
    ],
  );
  const erased = await eraseUser(deps, target.id, { complaints: "delete" }, now);
  if (!erased)
    return {
      ok: false,
      code: "conflict",
      message: "This account no longer exists.",
      words: { text: "answer.breachGone" },
    };
  console.log(
    JSON.stringify({
      event: "breach_deletion",
      actorId,
      userId: target.id,
      blockedAddresses: ipHashes.length + 1,
      reason: input.reason,
    }),
  );
  return {
    ok: true,
    message: `Account deleted; ${ipHashes.length} IP ${ipHashes.length === 1 ? "address" : "addresses"} and the e-mail address blocked for ${ADDRESS_BLOCK_MONTHS} months`,
    words: {
      text: "answer.breachDone",
      values: { count: ipHashes.length, months: ADDRESS_BLOCK_MONTHS },
    },
  };
}
