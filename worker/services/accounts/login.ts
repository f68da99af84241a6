import { dummyPasswordHash, verifyPassword } from "../../auth/password";
import { rateLimitRefusal, reserveAttempt } from "../../auth/rate-limit";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { ACCOUNT_REFUSALS } from "./refusals";
import { accountByEmail, standingRefusal } from "./standing";
import { type Failure, failure } from "./types";

/**
 * Checks email and password; the same answer for an unknown email and a wrong password. The
 * limits come first: every attempt counts per client address, and per email the attempt
 * reserves a slot before the password is hashed, given back unless the password was wrong, so
 * the per-email limit counts wrong passwords however many arrive at once.
 */
export async function loginWithPassword(
  db: Database,
  input: { email: string; password: string },
  now: number,
  clientIp: string | null = null,
): Promise<
  | { ok: true; userId: string; sessionVersion: number }
  | Failure<"rate_limited" | "invalid" | "unverified" | "blocked" | "scheduled_for_deletion">
> {
  const limited = await rateLimitRefusal(db, [["loginByIp", clientIp]], now);
  if (limited) return failure("rate_limited", limited);
  const attempt = await reserveAttempt(db, "loginByEmail", input.email, now);
  if (!attempt.allowed) return failure("rate_limited", attempt.refusal);
  const result = await checkPassword(db, input);
  if (result.ok || result.code !== "invalid") await attempt.giveBack();
  return result;
}

async function checkPassword(
  db: Database,
  input: { email: string; password: string },
): Promise<
  | { ok: true; userId: string; sessionVersion: number }
  | Failure<"invalid" | "unverified" | "blocked" | "scheduled_for_deletion">
> {
  const row = await accountByEmail(db, input.email, {
    id: users.id,
    passwordHash: users.passwordHash,
    emailVerifiedAt: users.emailVerifiedAt,
    sessionVersion: users.sessionVersion,
  });
  const valid = await verifyPassword(
    input.password,
    row?.passwordHash ?? (await dummyPasswordHash()),
  );
  if (!row?.passwordHash || !valid) {
    return failure("invalid", ACCOUNT_REFUSALS.invalidCredentials);
  }
  const refused = standingRefusal(row);
  if (refused === "scheduled_for_deletion") {
    return failure(refused, ACCOUNT_REFUSALS.scheduledForDeletion);
  }
  if (refused === "blocked") return failure(refused, ACCOUNT_REFUSALS.blocked);
  if (!row.emailVerifiedAt) {
    return failure("unverified", ACCOUNT_REFUSALS.notVerified);
  }
  return { ok: true, userId: row.id, sessionVersion: row.sessionVersion };
}
