import { encodeBase64urlNoPadding } from "@oslojs/encoding";
import type { MailKind, MailMode } from "@shared/mail-kinds";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import {
  companyMembers,
  MAIL_KINDS,
  MAIL_MODES,
  mailPreferences,
  mailTokens,
} from "../../db/schema";

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

/** What one unsubscribe link stops: one kind of mail, or the daily digest (every daily kind). */
export type UnsubscribeScope = MailKind | "digest";

export const isUnsubscribeScope = (value: string): value is UnsubscribeScope =>
  value === "digest" || isMailKind(value);

/** The link of a mail's "Stop these mails" and its List-Unsubscribe header. */
export const unsubscribeUrl = (publicHost: string, token: string, kind: UnsubscribeScope) =>
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
 * session (from a digest: every kind they read daily). False when the token or the kind is
 * not valid.
 */
export async function unsubscribe(db: Database, token: string, kind: string, now: number) {
  if (!isUnsubscribeScope(kind)) return false;
  const userId = await tokenOwner(db, token);
  if (!userId) return false;
  if (kind === "digest") {
    await db
      .update(mailPreferences)
      .set({ mode: "never", updatedAt: new Date(now) })
      .where(and(eq(mailPreferences.userId, userId), eq(mailPreferences.mode, "daily")));
    return true;
  }
  await db
    .insert(mailPreferences)
    .values({ userId, kind, mode: "never", updatedAt: new Date(now) })
    .onConflictDoUpdate({
      target: [mailPreferences.userId, mailPreferences.kind],
      set: { mode: "never", updatedAt: new Date(now) },
    });
  return true;
}

/**
 * How the person takes each kind of mail (no row: at once), and the kinds that concern them:
 * mail about new complaints only for someone who manages a company.
 */
export async function mailSettingsOf(db: Database, userId: string) {
  const [rows, memberships] = await Promise.all([
    db
      .select({ kind: mailPreferences.kind, mode: mailPreferences.mode })
      .from(mailPreferences)
      .where(eq(mailPreferences.userId, userId)),
    db
      .select({ companyId: companyMembers.companyId })
      .from(companyMembers)
      .where(eq(companyMembers.userId, userId))
      .limit(1),
  ]);
  const chosen = new Map(rows.map((row) => [row.kind, row.mode]));
  const modes = Object.fromEntries(
    MAIL_KINDS.map((kind) => [kind, chosen.get(kind) ?? "immediate"]),
  ) as Record<MailKind, MailMode>;
  const companyKinds: MailKind[] = ["complaint_filed", "response_unsatisfied"];
  const kinds = MAIL_KINDS.filter((kind) => !companyKinds.includes(kind) || memberships.length > 0);
  return { modes, kinds };
}

/** The profile's Mail form: one mode per kind it showed; a kind it did not show keeps its mode. */
export const MailSettingsSchema = z.object(
  Object.fromEntries(MAIL_KINDS.map((kind) => [kind, z.enum(MAIL_MODES).optional()])) as Record<
    MailKind,
    z.ZodOptional<z.ZodEnum<{ [mode in MailMode]: mode }>>
  >,
);

/** The profile's Mail section: one mode per kind, all saved in one batch. */
export async function setMailSettings(
  db: Database,
  userId: string,
  modes: Partial<Record<MailKind, MailMode>>,
  now: number,
) {
  const updatedAt = new Date(now);
  const statements = Object.entries(modes).map(([kind, mode]) =>
    db
      .insert(mailPreferences)
      .values({ userId, kind: kind as MailKind, mode, updatedAt })
      .onConflictDoUpdate({
        target: [mailPreferences.userId, mailPreferences.kind],
        set: { mode, updatedAt },
      }),
  );
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}
