import { AUTH_MESSAGES } from "@shared/auth-validation";
import { dummyPasswordHash, verifyPassword } from "../../auth/password";
import { exceededRateLimit, reserveAttempt } from "../../auth/rate-limit";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { accountByEmail, standingRefusal } from "./standing";
import type { Failure } from "./types";

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
  const limited = await exceededRateLimit(db, [["loginByIp", clientIp]], now);
  if (limited) return { ok: false, code: "rate_limited", message: limited };
  const attempt = await reserveAttempt(db, "loginByEmail", input.email, now);
  if (!attempt.allowed) return { ok: false, code: "rate_limited", message: attempt.message };
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
    return { ok: false, code: "invalid", message: AUTH_MESSAGES.invalidCredentials };
  }
  const refused = standingRefusal(row);
  if (refused === "scheduled_for_deletion") {
    return { ok: false, code: refused, message: AUTH_MESSAGES.scheduledForDeletion };
  }
  if (refused === "blocked") return { ok: false, code: refused, message: AUTH_MESSAGES.blocked };
  if (!row.emailVerifiedAt) {
    return { ok: false, code: "unverified", message: AUTH_MESSAGES.notVerified };
  }
  return { ok: true, userId: row.id, sessionVersion: row.sessionVersion };
}
