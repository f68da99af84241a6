import { withoutControlCharacters } from "@shared/control-characters";
import type { Locale } from "@shared/i18n";
import { and, eq } from "drizzle-orm";
import type { OAuthProfile } from "../../auth/oauth";
import type { Database } from "../../db/client";
import { blockedUsers, oauthAccounts, profiles, users } from "../../db/schema";
import { uniqueUsername } from "../usernames";
import { isRegistrationBlocked } from "../users/address-blocks";
import { accountByEmail, standingColumns, standingRefusal } from "./standing";

export type OAuthSignInResult =
  | { ok: true; userId: string; sessionVersion: number; created: boolean }
  | {
      ok: false;
      code:
        | "email_required"
        | "email_unverified"
        | "blocked"
        | "scheduled_for_deletion"
        | "registration_blocked";
    };

/**
 * Finds or creates the user for a provider identity. Identities are keyed by
 * (provider, provider user id); an existing account is linked by email only when the provider
 * says that email is verified.
 */
export async function signInWithOAuth(
  db: Database,
  profile: OAuthProfile,
  now: number,
  /** For new accounts: addresses blocked after a breach may not register again. */
  origin: { addressHashKey: string | null; ip: string | null; language?: Locale | null } = {
    addressHashKey: null,
    ip: null,
  },
): Promise<OAuthSignInResult> {
  const [linked] = await db
    .select({
      userId: oauthAccounts.userId,
      sessionVersion: users.sessionVersion,
      ...standingColumns,
    })
    .from(oauthAccounts)
    .innerJoin(users, eq(users.id, oauthAccounts.userId))
    .leftJoin(blockedUsers, eq(blockedUsers.userId, users.id))
    .where(
      and(
        eq(oauthAccounts.provider, profile.provider),
        eq(oauthAccounts.providerUserId, profile.providerUserId),
      ),
    );
  if (linked) {
    const refused = standingRefusal(linked);
    if (refused) return { ok: false, code: refused };
    return {
      ok: true,
      userId: linked.userId,
      sessionVersion: linked.sessionVersion,
      created: false,
    };
  }

  if (!profile.email) return { ok: false, code: "email_required" };

  const existing = await accountByEmail(db, profile.email, {
    id: users.id,
    sessionVersion: users.sessionVersion,
  });
  const identity = {
    provider: profile.provider,
    providerUserId: profile.providerUserId,
    email: profile.email,
    createdAt: new Date(now),
  };
  if (existing) {
    if (!profile.emailVerified) return { ok: false, code: "email_unverified" };
    const refused = standingRefusal(existing);
    if (refused) return { ok: false, code: refused };
    await db.batch([
      db
        .insert(oauthAccounts)
        .values({ ...identity, userId: existing.id })
        .onConflictDoNothing(),
      db
        .update(users)
        .set({ emailVerifiedAt: new Date(now) })
        .where(eq(users.id, existing.id)),
    ]);
    return {
      ok: true,
      userId: existing.id,
      sessionVersion: existing.sessionVersion,
      created: false,
    };
  }

  if (
    await isRegistrationBlocked(
      db,
      origin.addressHashKey,
      { ip: origin.ip, email: profile.email },
      now,
    )
  ) {
    return { ok: false, code: "registration_blocked" };
  }
  const userId = crypto.randomUUID();
  // A provider's display name is not ours to trust: no control characters, as for every name.
  const name = withoutControlCharacters(profile.name).slice(0, 100).padEnd(2, "_");
  await db.batch([
    db.insert(users).values({
      id: userId,
      email: profile.email,
      emailVerifiedAt: profile.emailVerified ? new Date(now) : null,
      // The page's language when the account was made: its mails are written in it.
      language: origin.language ?? null,
      // The sign-in page states that continuing with a provider accepts the User Agreement.
      agreementAcceptedAt: new Date(now),
      createdAt: new Date(now),
    }),
    db.insert(profiles).values({
      id: userId,
      username: await uniqueUsername(db, name),
      fullName: name,
      avatarUrl: profile.avatarUrl,
      createdAt: new Date(now),
      updatedAt: new Date(now),
    }),
    db.insert(oauthAccounts).values({ ...identity, userId }),
  ]);
  return { ok: true, userId, sessionVersion: 0, created: true };
}
