import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import { cascadeRef, createdAt, flag, id, parentKey, setNullRef, timestamp } from "./columns";

export const ROLES = ["user", "admin", "superadmin"] as const;
export type Role = (typeof ROLES)[number];

/** An account. Email/password users have a password_hash; social-only users have none. */
export const users = sqliteTable(
  "users",
  {
    id: id(),
    email: text("email").notNull().unique(),
    emailVerifiedAt: timestamp("email_verified_at"),
    passwordHash: text("password_hash"),
    agreementAcceptedAt: timestamp("agreement_accepted_at"),
    // Bumped to revoke every session at once (password reset/change, role change, block).
    sessionVersion: integer("session_version").notNull().default(0),
    createdAt: createdAt(),
    deletionRequestedAt: timestamp("deletion_requested_at"),
    // Set when the account was erased (deletion request or breach): the row stays only as the
    // anonymous author of kept complaints; email, password, profile and activity are gone.
    erasedAt: timestamp("erased_at"),
    // The language of their mails (decision 030, migration 0023): set by the language switch
    // when signed in and at registration from the page's language; null = never chosen (English).
    language: text("language", { enum: ["en", "tr", "es"] }),
  },
  (t) => [
    check("users_email_lowercase", sql`${t.email} = lower(trim(${t.email}))`),
    index("users_deletion_requested_idx").on(t.deletionRequestedAt),
  ],
);

/** A social identity, keyed by (provider, provider_user_id) so one account of a provider is one UCK account (docs/product.md#accounts-and-sign-in). */
export const oauthAccounts = sqliteTable(
  "oauth_accounts",
  {
    provider: text("provider", { enum: ["google", "twitter"] }).notNull(),
    providerUserId: text("provider_user_id").notNull(),
    userId: cascadeRef("user_id", () => users.id),
    email: text("email"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.providerUserId] }),
    index("oauth_accounts_user_idx").on(t.userId),
    check("oauth_accounts_provider_check", sql`${t.provider} in ('google', 'twitter')`),
  ],
);

/** Single-use mailed tokens (email verification, password reset); only the SHA-256 is stored. */
export const authTokens = sqliteTable(
  "auth_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: cascadeRef("user_id", () => users.id),
    purpose: text("purpose", { enum: ["verify_email", "reset_password"] }).notNull(),
    expiresAt: timestamp("expires_at").notNull(),
    usedAt: timestamp("used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("auth_tokens_user_purpose_idx").on(t.userId, t.purpose, t.createdAt),
    check("auth_tokens_purpose_check", sql`${t.purpose} in ('verify_email', 'reset_password')`),
  ],
);

/** The public face of a user. id equals users.id (spec: "id (equal to the user id)"). */
export const profiles = sqliteTable(
  "profiles",
  {
    id: parentKey("id", () => users.id),
    username: text("username").notNull().unique(),
    fullName: text("full_name").notNull(),
    avatarUrl: text("avatar_url"),
    backgroundImage: text("background_image"),
    bio: text("bio"),
    location: text("location"),
    website: text("website"),
    phone: text("phone"),
    company: text("company"),
    jobTitle: text("job_title"),
    // The starting position of "Show my name publicly" on new complaints (decision 042):
    // true when the person chose to hide their name on all their complaints.
    hideNameByDefault: flag("hide_name_by_default").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at"),
  },
  (t) => [
    check("profiles_username_length", sql`length(${t.username}) between 2 and 50`),
    check("profiles_full_name_length", sql`length(${t.fullName}) between 2 and 100`),
    check("profiles_bio_length", sql`${t.bio} is null or length(${t.bio}) <= 500`),
    check("profiles_location_length", sql`${t.location} is null or length(${t.location}) <= 100`),
    check("profiles_phone_length", sql`${t.phone} is null or length(${t.phone}) <= 20`),
    check("profiles_company_length", sql`${t.company} is null or length(${t.company}) <= 100`),
    check("profiles_job_title_length", sql`${t.jobTitle} is null or length(${t.jobTitle}) <= 100`),
  ],
);

/** Role history: the latest row by created_at is the current role; no row means "user". */
export const userRoles = sqliteTable(
  "user_roles",
  {
    id: id(),
    userId: cascadeRef("user_id", () => users.id),
    role: text("role", { enum: ROLES }).notNull(),
    createdBy: setNullRef("created_by", () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("user_roles_user_created_idx").on(t.userId, t.createdAt),
    check("user_roles_role_check", sql`${t.role} in ('user', 'admin', 'superadmin')`),
  ],
);

/** A blocked user cannot sign in or act; unblocking deletes the row. */
export const blockedUsers = sqliteTable("blocked_users", {
  userId: parentKey("user_id", () => users.id),
  blockedBy: setNullRef("blocked_by", () => users.id),
  reason: text("reason").notNull(),
  blockedAt: timestamp("blocked_at")
    .notNull()
    .$defaultFn(() => new Date()),
});

/** Referrals through /invite/{userId}: pending until the invitee registers. */
export const invites = sqliteTable(
  "invites",
  {
    id: id(),
    referrerId: cascadeRef("referrer_id", () => users.id),
    inviteeUserId: text("invitee_user_id")
      .unique()
      .references(() => users.id, { onDelete: "set null" }),
    inviteeEmail: text("invitee_email"),
    status: text("status", { enum: ["pending", "joined"] })
      .notNull()
      .default("pending"),
    createdAt: createdAt(),
    joinedAt: timestamp("joined_at"),
  },
  (t) => [
    index("invites_referrer_idx").on(t.referrerId, t.createdAt),
    uniqueIndex("invites_referrer_email_idx").on(t.referrerId, t.inviteeEmail),
    index("invites_email_idx").on(t.inviteeEmail),
    check("invites_status_check", sql`${t.status} in ('pending', 'joined')`),
  ],
);

/**
 * Fixed-window counters for rate limits (sign-in, registration, reset, resend, …): one row per
 * key, updated with a single upsert so parallel requests count exactly.
 */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: integer("window_start").notNull(),
  count: integer("count").notNull(),
});

/**
 * The addresses a user signed in, registered or acted from, only as keyed hashes (HMAC-SHA-256 with
 * ADDRESS_HASH_KEY). Kept so that a breach deletion can block them; erased with the account.
 */
export const userAddresses = sqliteTable(
  "user_addresses",
  {
    userId: cascadeRef("user_id", () => users.id),
    addressHash: text("address_hash").notNull(),
    lastSeenAt: timestamp("last_seen_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.addressHash] }),
    // The accounts seen on one address lately (the ranking burst rule, docs/decisions/028).
    index("user_addresses_address_seen_idx").on(t.addressHash, t.lastSeenAt),
  ],
);

export const ADDRESS_BLOCK_KINDS = ["ip", "email"] as const;

/**
 * Registrations refused after a breach deletion: IP and e-mail addresses as keyed hashes only,
 * for 3 months (the user agreement). Expired rows are deleted by the cron.
 */
export const addressBlocks = sqliteTable(
  "address_blocks",
  {
    hash: text("hash").primaryKey(),
    kind: text("kind", { enum: ADDRESS_BLOCK_KINDS }).notNull(),
    expiresAt: timestamp("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("address_blocks_expires_idx").on(t.expiresAt),
    check("address_blocks_kind_check", sql`${t.kind} in ('ip', 'email')`),
  ],
);
