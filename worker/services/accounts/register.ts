import type { Locale } from "@shared/i18n";
import { eq } from "drizzle-orm";
import { hashPassword } from "../../auth/password";
import { rateLimitRefusal } from "../../auth/rate-limit";
import type { Database } from "../../db/client";
import { profiles, users } from "../../db/schema";
import { errorText, logEvent } from "../../log";
import { mailText } from "../mail/messages";
import type { Postbox } from "../mail/postbox";
import { queueMessage } from "../mail/queue";
import { verificationMail } from "../mail/templates";
import { uniqueUsername } from "../usernames";
import { isRegistrationBlocked, recordUserAddress } from "../users/address-blocks";
import { recordReferral } from "../users/invites";
import { issueToken } from "./mail-links";
import { ACCOUNT_REFUSALS, MAIL_UNAVAILABLE } from "./refusals";
import { type Failure, failure } from "./types";

export { REGISTRATION_BLOCKED } from "./refusals";

const isUniqueViolation = (error: unknown) => /UNIQUE constraint failed/i.test(String(error));

export type RegistrationCode =
  | "rate_limited"
  | "registration_blocked"
  | "mail_unavailable"
  | "already_registered"
  | "failed";

/**
 * Registration with a password, the whole use case: the per-address limit, the breach block of
 * the address and email, the account with its mailed verification link, then what follows every
 * new account (`welcomeNewAccount`). The form and any other caller cannot differ.
 */
export async function registerAccount(
  deps: Postbox & { addressHashKey: string | null },
  input: { name: string; email: string; password: string; language?: Locale },
  origin: { ip: string | null; referrerId: string | undefined },
  now: number,
): Promise<{ ok: true; userId: string } | Failure<RegistrationCode>> {
  const limited = await rateLimitRefusal(deps.db, [["registerByIp", origin.ip]], now);
  if (limited) return failure("rate_limited", limited);
  const address = { ip: origin.ip, email: input.email };
  if (await isRegistrationBlocked(deps.db, deps.addressHashKey, address, now)) {
    return failure("registration_blocked", ACCOUNT_REFUSALS.registrationBlocked);
  }
  const result = await registerWithPassword(deps, input, now);
  if (!result.ok) return result;
  await welcomeNewAccount(
    deps.db,
    deps.addressHashKey,
    { userId: result.userId, email: input.email, ...origin },
    now,
  );
  return result;
}

/**
 * What follows every new account, by password or provider: its address is kept (hashed) for
 * breach blocks, and an invitation that led here counts for the inviter. The account stands
 * whatever happens here: a failure is logged, never reported as a failed registration (a second
 * try would then say the address is already registered).
 */
export async function welcomeNewAccount(
  db: Database,
  addressHashKey: string | null,
  account: { userId: string; email: string | null; ip: string | null; referrerId?: string },
  now: number,
) {
  try {
    await recordUserAddress(db, addressHashKey, account.userId, account.ip, now);
    await recordReferral(db, account.referrerId, { id: account.userId, email: account.email }, now);
  } catch (error) {
    logEvent("register_followup_failed", { error: errorText(error) });
  }
}

/**
 * Creates the account, its profile, its verification token and the mail with its link, in one
 * batch; the mail goes out after the answer (and is retried like every mail). Where mail cannot
 * leave this deployment no account is created: it could never be verified.
 */
export async function registerWithPassword(
  deps: Postbox,
  input: { name: string; email: string; password: string; language?: Locale },
  now: number,
): Promise<
  { ok: true; userId: string } | Failure<"mail_unavailable" | "already_registered" | "failed">
> {
  const { db } = deps;
  const mailless = deps.mailer.unavailable("verify_email");
  if (mailless) return failure("mail_unavailable", MAIL_UNAVAILABLE);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, input.email));
  if (existing) {
    return failure("already_registered", ACCOUNT_REFUSALS.alreadyRegistered);
  }
  const userId = crypto.randomUUID();
  const passwordHash = await hashPassword(input.password);
  const username = await uniqueUsername(db, input.name);
  const verification = await issueToken(db, userId, "verify_email", now);
  const url = `${deps.publicHost}/auth/verify-email?token=${verification.token}`;
  const mail = queueMessage(
    deps,
    { ...verificationMail(input.email, input.name, url, mailText(input.language)), userId },
    now,
  );
  try {
    await db.batch([
      db.insert(users).values({
        id: userId,
        email: input.email,
        passwordHash,
        // The page's language at registration: their mails are written in it (decision 030).
        language: input.language ?? null,
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
      mail.statement,
    ]);
  } catch (error) {
    if (isUniqueViolation(error) && String(error).includes("users.email")) {
      return failure("already_registered", ACCOUNT_REFUSALS.alreadyRegistered);
    }
    logEvent("register_failed", { error: errorText(error) });
    return failure("failed", ACCOUNT_REFUSALS.registrationFailed);
  }
  return { ok: true, userId };
}
