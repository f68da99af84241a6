import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { hashPassword } from "../../auth/password";
import { rateLimitRefusal } from "../../auth/rate-limit";
import { generateToken, sha256Hex } from "../../auth/tokens";
import type { Database } from "../../db/client";
import { authTokens, profiles, users } from "../../db/schema";
import { mailText } from "../mail/messages";
import type { Postbox } from "../mail/postbox";
import { queueMessage } from "../mail/queue";
import { passwordResetMail, verificationMail } from "../mail/templates";
import { MAIL_UNAVAILABLE } from "./refusals";
import { type Failure, failure } from "./types";

const HOUR = 3_600_000;
export const VERIFY_TOKEN_TTL_MS = 24 * HOUR;
export const RESET_TOKEN_TTL_MS = HOUR;

export async function issueToken(
  db: Database,
  userId: string,
  purpose: "verify_email" | "reset_password",
  now: number,
) {
  const token = generateToken(32);
  const ttl = purpose === "verify_email" ? VERIFY_TOKEN_TTL_MS : RESET_TOKEN_TTL_MS;
  return {
    token,
    insert: db.insert(authTokens).values({
      tokenHash: sha256Hex(token),
      userId,
      purpose,
      expiresAt: new Date(now + ttl),
      createdAt: new Date(now),
    }),
  };
}

type TokenPurpose = "verify_email" | "reset_password";

/** The token row of `token` while it is unused and unexpired. */
const liveToken = (token: string, purpose: TokenPurpose, now: number) =>
  and(
    eq(authTokens.tokenHash, sha256Hex(token)),
    eq(authTokens.purpose, purpose),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, new Date(now)),
  );

/** Claims an unused, unexpired token of the purpose exactly once; returns its user. */
function consumeToken(db: Database, token: string, purpose: TokenPurpose, now: number) {
  return db
    .update(authTokens)
    .set({ usedAt: new Date(now) })
    .where(liveToken(token, purpose, now))
    .returning({ userId: authTokens.userId });
}

export async function verifyEmail(db: Database, token: string, now: number) {
  const [claimed] = await consumeToken(db, token, "verify_email", now);
  if (!claimed) return { ok: false as const };
  await db
    .update(users)
    .set({ emailVerifiedAt: new Date(now) })
    .where(and(eq(users.id, claimed.userId), isNull(users.emailVerifiedAt)));
  return { ok: true as const, userId: claimed.userId };
}

/** Whether a reset link is still usable (shown before the form, consumed only on submit). */
export async function isResetTokenUsable(db: Database, token: string, now: number) {
  const [row] = await db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(liveToken(token, "reset_password", now));
  return Boolean(row);
}

/**
 * Answers a reset request, then (after the answer) writes a one-time reset token when the
 * address has an account and queues its link. Nothing before the answer depends on whether the
 * address is registered, so neither the words nor the time of the answer tell who is. Where mail
 * cannot leave, every address gets that refusal.
 */
export async function requestPasswordReset(
  postbox: Postbox,
  email: string,
  now: number,
  clientIp: string | null = null,
): Promise<{ ok: true } | Failure<"rate_limited" | "unavailable">> {
  const { db } = postbox;
  const limited = await rateLimitRefusal(
    db,
    [
      ["resetByIp", clientIp],
      ["resetByEmail", email],
    ],
    now,
  );
  if (limited) return failure("rate_limited", limited);
  const mailless = postbox.mailer.unavailable("reset_password");
  if (mailless) return failure("unavailable", MAIL_UNAVAILABLE);
  postbox.afterAnswer(async () => {
    const [user] = await db
      .select({ id: users.id, language: users.language })
      .from(users)
      .where(eq(users.email, email));
    if (!user) return;
    const reset = await issueToken(db, user.id, "reset_password", now);
    const url = `${postbox.publicHost}/auth/reset-password?token=${reset.token}`;
    const mail = queueMessage(
      postbox,
      { ...passwordResetMail(email, url, mailText(user.language)), userId: user.id },
      now,
    );
    await db.batch([reset.insert, mail.statement]);
  });
  return { ok: true };
}

/**
 * Sets a new password with a reset token, in one batch: the token is claimed, the hash
 * replaced, the email counted as verified, and session_version bumped so every session ends.
 */
export async function resetPassword(db: Database, token: string, password: string, now: number) {
  // The password hash is the expensive part (scrypt): only a live link earns it, so a stream of
  // made-up tokens costs an indexed read each. The batch below still claims the token atomically.
  const [live] = await db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(liveToken(token, "reset_password", now));
  if (!live) return { ok: false as const };
  const passwordHash = await hashPassword(password);
  const [claimed] = await db.batch([
    consumeToken(db, token, "reset_password", now),
    db
      .update(users)
      .set({
        passwordHash,
        sessionVersion: sql`${users.sessionVersion} + 1`,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})`,
      })
      .where(
        eq(
          users.id,
          sql`(select ${authTokens.userId} from ${authTokens} where ${authTokens.tokenHash} = ${sha256Hex(token)} and ${authTokens.usedAt} = ${now})`,
        ),
      ),
  ]);
  return claimed.length > 0
    ? { ok: true as const, userId: claimed[0]?.userId }
    : { ok: false as const };
}

/**
 * A fresh verification link for an unverified account, written and queued after the answer;
 * silent otherwise (the same answer, at the same time, for every address, as for resets).
 */
export async function resendVerification(
  postbox: Postbox,
  email: string,
  now: number,
): Promise<{ ok: true } | Failure<"rate_limited" | "unavailable">> {
  const { db } = postbox;
  const limited = await rateLimitRefusal(db, [["resendByEmail", email]], now);
  if (limited) return failure("rate_limited", limited);
  const mailless = postbox.mailer.unavailable("verify_email");
  if (mailless) return failure("unavailable", MAIL_UNAVAILABLE);
  postbox.afterAnswer(async () => {
    const [user] = await db
      .select({
        id: users.id,
        verifiedAt: users.emailVerifiedAt,
        name: profiles.fullName,
        language: users.language,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.email, email));
    if (!user || user.verifiedAt) return;
    const verification = await issueToken(db, user.id, "verify_email", now);
    const url = `${postbox.publicHost}/auth/verify-email?token=${verification.token}`;
    const message = verificationMail(email, user.name ?? "there", url, mailText(user.language));
    const mail = queueMessage(postbox, { ...message, userId: user.id }, now);
    await db.batch([verification.insert, mail.statement]);
  });
  return { ok: true };
}
