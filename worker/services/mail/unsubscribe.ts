import { encodeBase64urlNoPadding } from "@oslojs/encoding";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { MAIL_KINDS, mailPreferences, mailTokens } from "../../db/schema";
import type { MailKind } from "./notification-mails";

export const isMailKind = (value: string): value is MailKind =>
  (MAIL_KINDS as readonly string[]).includes(value);

/** Tokens are 32 random bytes in base64url: 43 characters. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The person's unsubscribe token, made on their first notification mail. */
export async function mailTokenFor(db: Database, userId: string, now: number) {
  const fresh = encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(32)));
  await db
    .insert(mailTokens)
    .values({ userId, token: fresh, createdAt: new Date(now) })
    .onConflictDoNothing();
  const [row] = await db
    .select({ token: mailTokens.token })
    .from(mailTokens)
    .where(eq(mailTokens.userId, userId));
  return row?.token ?? fresh;
}

/** The link of a mail's "Stop these mails" and its List-Unsubscribe header. */
export const unsubscribeUrl = (publicHost: string, token: string, kind: MailKind) =>
  `${publicHost}/unsubscribe?t=${encodeURIComponent(token)}&k=${encodeURIComponent(kind)}`;

/** Whose token this is, or null for anything that is not a live token. */
export async function tokenOwner(db: Database, token: string) {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select({ userId: mailTokens.userId })
    .from(mailTokens)
    .where(eq(mailTokens.token, token));
  return row?.userId ?? null;
}

/**
 * One click from a mail: that kind of mail stops for the token's owner, with or without a
 * session. False when the token or the kind is not valid.
 */
export async function unsubscribe(db: Database, token: string, kind: string, now: number) {
  if (!isMailKind(kind)) return false;
  const userId = await tokenOwner(db, token);
  if (!userId) return false;
  await db
    .insert(mailPreferences)
    .values({ userId, kind, mode: "never", updatedAt: new Date(now) })
    .onConflictDoUpdate({
      target: [mailPreferences.userId, mailPreferences.kind],
      set: { mode: "never", updatedAt: new Date(now) },
    });
  return true;
}

/** Whether the person gets each kind of mail (no row: immediately). */
export async function mailSettingsOf(db: Database, userId: string) {
  const rows = await db
    .select({ kind: mailPreferences.kind, mode: mailPreferences.mode })
    .from(mailPreferences)
    .where(eq(mailPreferences.userId, userId));
  const off = new Set(rows.filter((row) => row.mode === "never").map((row) => row.kind));
  return Object.fromEntries(MAIL_KINDS.map((kind) => [kind, !off.has(kind)])) as Record<
    MailKind,
    boolean
  >;
}

/** The profile's switch for one kind of mail. */
export async function setMailSetting(
  db: Database,
  userId: string,
  kind: MailKind,
  on: boolean,
  now: number,
) {
  const mode = on ? "immediate" : "never";
  await db
    .insert(mailPreferences)
    .values({ userId, kind, mode, updatedAt: new Date(now) })
    .onConflictDoUpdate({
      target: [mailPreferences.userId, mailPreferences.kind],
      set: { mode, updatedAt: new Date(now) },
    });
}
