import { AUTH_MESSAGES } from "@shared/auth-validation";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { hashPassword } from "../auth/password";
import { generateToken, sha256Hex } from "../auth/tokens";
import type { Database } from "../db/client";
import { authTokens, profiles, users } from "../db/schema";
import type { Mailer, MailMessage } from "../mail/mailer";
import { passwordResetMail, verificationMail } from "../mail/templates";
import { uniqueUsername } from "./usernames";

const HOUR = 3_600_000;
export const VERIFY_TOKEN_TTL_MS = 24 * HOUR;
export const RESET_TOKEN_TTL_MS = HOUR;

/** Links in mail are built from `publicHost` (config.publicHost), never from the request. */
export type AccountDeps = { db: Database; mailer: Mailer; publicHost: string };
/** Mail that must not change the answer's timing goes out after it (the request's waitUntil). */
export type MailAfterAnswerDeps = AccountDeps & { waitUntil: (promise: Promise<unknown>) => void };
export type Failure<Code extends string> = { ok: false; code: Code; message: string };

/** Sends after the answer; a failure is logged (the outbox row also records it). */
function sendAfterAnswer(deps: MailAfterAnswerDeps, message: MailMessage) {
  deps.waitUntil(
    deps.mailer
      .send(message)
      .catch((error) =>
        console.error(
          JSON.stringify({ event: "mail_failed", kind: message.kind, error: String(error) }),
        ),
      ),
  );
}

const isUniqueViolation = (error: unknown) => /UNIQUE constraint failed/i.test(String(error));

async function issueToken(
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

/**
 * Creates the account and profile (one batch) and mails the verification link. Where that mail
 * cannot leave this deployment no account is created: it could never be verified.
 */
export async function registerWithPassword(
  deps: AccountDeps,
  input: { name: string; email: string; password: string },
  now: number,
): Promise<
  { ok: true; userId: string } | Failure<"mail_unavailable" | "already_registered" | "failed">
> {
  const { db } = deps;
  const mailless = deps.mailer.unavailable("verify_email");
  if (mailless) return { ok: false, code: "mail_unavailable", message: mailless };
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, input.email));
  if (existing) {
    return { ok: false, code: "already_registered", message: AUTH_MESSAGES.alreadyRegistered };
  }
  const userId = crypto.randomUUID();
  const passwordHash = await hashPassword(input.password);
  const username = await uniqueUsername(db, input.name);
  const verification = await issueToken(db, userId, "verify_email", now);
  try {
    await db.batch([
      db.insert(users).values({
        id: userId,
        email: input.email,
        passwordHash,
        agreementAcceptedAt: new Date(now),
        createdAt: new Date(now),
      }),
      db.insert(profiles).values({
        id: userId,
        username,
        fullName: input.name,
        createdAt: new Date(now),
        updatedAt: new Date(now),
      }),
      verification.insert,
    ]);
  } catch (error) {
    if (isUniqueViolation(error) && String(error).includes("users.email")) {
      return { ok: false, code: "already_registered", message: AUTH_MESSAGES.alreadyRegistered };
    }
    console.error(JSON.stringify({ event: "register_failed", error: String(error) }));
    return { ok: false, code: "failed", message: AUTH_MESSAGES.registrationFailed };
  }
  const url = `${deps.publicHost}/auth/verify-email?token=${verification.token}`;
  // The account stands even when the mail cannot be stored (as when the mail API refuses it):
  // the sign-in page offers to send it again, whereas an error here would leave an account the
  // user was told was not created, and a second try would say it is already registered.
  await deps.mailer
    .send(verificationMail(input.email, input.name, url))
    .catch((error) =>
      console.error(JSON.stringify({ event: "verification_mail_failed", error: String(error) })),
    );
  return { ok: true, userId };
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
 * Writes a one-time reset token when the address has an account and mails its link after the
 * answer. The caller answers the same either way, so neither the words nor the time of the
 * answer reveal who is registered. Where mail cannot leave, every address gets that refusal.
 */
export async function requestPasswordReset(
  deps: MailAfterAnswerDeps,
  email: string,
  now: number,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const mailless = deps.mailer.unavailable("reset_password");
  if (mailless) return { ok: false, message: mailless };
  const [user] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) return { ok: true };
  const reset = await issueToken(deps.db, user.id, "reset_password", now);
  await reset.insert;
  sendAfterAnswer(
    deps,
    passwordResetMail(email, `${deps.publicHost}/auth/reset-password?token=${reset.token}`),
  );
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
 * A fresh verification link for an unverified account, mailed after the answer; silent
 * otherwise (the same answer for every address, as for resets).
 */
export async function resendVerification(
  deps: MailAfterAnswerDeps,
  email: string,
  now: number,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const mailless = deps.mailer.unavailable("verify_email");
  if (mailless) return { ok: false, message: mailless };
  const [user] = await deps.db
    .select({ id: users.id, verifiedAt: users.emailVerifiedAt, name: profiles.fullName })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.email, email));
  if (!user || user.verifiedAt) return { ok: true };
  const verification = await issueToken(deps.db, user.id, "verify_email", now);
  await verification.insert;
  sendAfterAnswer(
    deps,
    verificationMail(
      email,
      user.name ?? "there",
      `${deps.publicHost}/auth/verify-email?token=${verification.token}`,
    ),
  );
  return { ok: true };
}
