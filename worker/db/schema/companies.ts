import { ENTITY_REGISTRIES } from "@shared/legal-entity";
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
import { users } from "./users";

export const SUBSCRIPTION_TIERS = ["Free", "Pro", "Business", "Enterprise"] as const;

/** A company page. A new page starts not verified, not claimed, tier Free. */
export const companies = sqliteTable(
  "companies",
  {
    id: id(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    domain: text("domain").unique(),
    logo: text("logo"),
    backgroundImage: text("background_image"),
    website: text("website"),
    description: text("description"),
    industry: text("industry"),
    verified: flag("verified").notNull().default(false),
    claimed: flag("claimed").notNull().default(false),
    subscriptionTier: text("subscription_tier", { enum: SUBSCRIPTION_TIERS })
      .notNull()
      .default("Free"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at"),
    /**
     * The slug rule the slug was checked against: 1 for slugs made before accented letters were
     * kept (docs/decisions/018), 2 since. jobs/company-slugs.ts moves rule-1 rows to 2, renaming
     * the slugs that lost letters; new companies are made with 2.
     */
    slugRule: integer("slug_rule").notNull().default(1),
    // The company's country as a superadmin set it; null: from its domain's country code.
    country: text("country"),
    // Whether the domain has a mail exchanger (DNS MX, over HTTPS), and when that was asked:
    // support@{domain} is written to only where mail can arrive.
    hasMx: flag("has_mx"),
    mxCheckedAt: timestamp("mx_checked_at"),
  },
  (t) => [
    index("companies_name_idx").on(t.name),
    index("companies_slug_rule_idx").on(t.slugRule).where(sql`${t.slugRule} < 2`),
    index("companies_industry_idx").on(t.industry),
    check("companies_name_length", sql`length(${t.name}) between 1 and 200`),
    check("companies_slug_shape", sql`length(${t.slug}) between 1 and 200`),
    check(
      "companies_tier_check",
      sql`${t.subscriptionTier} in ('Free', 'Pro', 'Business', 'Enterprise')`,
    ),
  ],
);

/**
 * A company's former slugs: /company/{old} (and its feed, badge, card and API address) answers
 * 301 to the page's slug now. An old slug is never the slug of another company.
 */
export const companySlugAliases = sqliteTable(
  "company_slug_aliases",
  {
    slug: text("slug").primaryKey(),
    companyId: cascadeRef("company_id", () => companies.id),
    createdAt: createdAt(),
  },
  (t) => [index("company_slug_aliases_company_idx").on(t.companyId)],
);

/** The ~20 well-known chief executives, used for search-engine tagging. */
export const companyExecutives = sqliteTable("company_executives", {
  companyId: parentKey("company_id", () => companies.id),
  ceo: text("ceo").notNull(),
  title: text("title").notNull(),
  twitter: text("twitter"),
  linkedin: text("linkedin"),
  joinedYear: integer("joined_year"),
});

/** Users who may act for a claimed company (respond, resolve, see analytics). */
export const companyMembers = sqliteTable(
  "company_members",
  {
    companyId: cascadeRef("company_id", () => companies.id),
    userId: cascadeRef("user_id", () => users.id),
    role: text("role", { enum: ["owner", "member"] })
      .notNull()
      .default("owner"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId] }),
    index("company_members_user_idx").on(t.userId),
    check("company_members_role_check", sql`${t.role} in ('owner', 'member')`),
  ],
);

export const CLAIM_STATUSES = ["pending", "verified", "rejected", "expired"] as const;

/**
 * A request to claim a page, verified by a mailed token (only its hash is stored) that the
 * signed-in claimant confirms with a POST, or decided by an admin.
 */
export const companyClaims = sqliteTable(
  "company_claims",
  {
    id: id(),
    companyId: cascadeRef("company_id", () => companies.id),
    userId: cascadeRef("user_id", () => users.id),
    requesterEmail: text("requester_email").notNull(),
    companyDomain: text("company_domain").notNull(),
    status: text("status", { enum: CLAIM_STATUSES }).notNull().default("pending"),
    tokenHash: text("token_hash").unique(),
    expiresAt: timestamp("expires_at"),
    emailSentAt: timestamp("email_sent_at"),
    verifiedAt: timestamp("verified_at"),
    reviewedBy: setNullRef("reviewed_by", () => users.id),
    // A claim its link verified, put back to a superadmin because its address is a personal
    // mailbox (decision 034); the version of the address rules it was judged by.
    reviewReason: text("review_reason", { enum: ["personal_mailbox"] }),
    addressRule: integer("address_rule").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("company_claims_company_idx").on(t.companyId, t.status),
    index("company_claims_rule_idx").on(t.addressRule),
    index("company_claims_status_idx").on(t.status, t.createdAt),
    // One pending claim per person and page: a new request replaces the old one and its link.
    uniqueIndex("company_claims_pending_idx")
      .on(t.companyId, t.userId)
      .where(sql`status = 'pending'`),
    check(
      "company_claims_status_check",
      sql`${t.status} in ('pending', 'verified', 'rejected', 'expired')`,
    ),
  ],
);

export const companyFollows = sqliteTable(
  "company_follows",
  {
    id: id(),
    userId: cascadeRef("user_id", () => users.id),
    companyId: cascadeRef("company_id", () => companies.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("company_follows_user_company_idx").on(t.userId, t.companyId),
    index("company_follows_user_created_idx").on(t.userId, t.createdAt),
    index("company_follows_company_idx").on(t.companyId),
  ],
);

/**
 * A company's public pledge (decision 043): first answer within 48 hours of a complaint
 * reaching it (`sent_to_company_at`), an outcome category within 10 × 24 hours. One row per
 * period: made by an owner at `pledged_at`, ended by an owner at `withdrawn_at`; a pledge made
 * again is a new row, so every period stays public. At most one period is in force at a time.
 */
export const companyPledges = sqliteTable(
  "company_pledges",
  {
    id: id(),
    companyId: cascadeRef("company_id", () => companies.id),
    pledgedAt: timestamp("pledged_at").notNull(),
    pledgedBy: setNullRef("pledged_by", () => users.id),
    withdrawnAt: timestamp("withdrawn_at"),
    withdrawnBy: setNullRef("withdrawn_by", () => users.id),
  },
  (t) => [
    index("company_pledges_company_idx").on(t.companyId, t.pledgedAt),
    uniqueIndex("company_pledges_in_force_idx")
      .on(t.companyId)
      .where(sql`${t.withdrawnAt} is null`),
    check(
      "company_pledges_order",
      sql`${t.withdrawnAt} is null or ${t.withdrawnAt} >= ${t.pledgedAt}`,
    ),
  ],
);

/** The registers and numbers a legal entity is known by (decision 045): shared/legal-entity.ts. */
export { ENTITY_REGISTRIES };

/** Where an entity's facts came from. */
export const ENTITY_SOURCES = ["gleif", "companies_house", "company", "superadmin"] as const;

/**
 * candidate: read from a register, waiting for a superadmin; submitted: entered by the company
 * with a document, waiting for a superadmin; confirmed: the company's entity (public); rejected;
 * replaced: confirmed once, then superseded by another confirmed row.
 */
export const ENTITY_STATES = [
  "candidate",
  "submitted",
  "confirmed",
  "rejected",
  "replaced",
] as const;

/**
 * Who a company really is (decision 045): its legal name, the register and number it is
 * known by, its registered address. Only a `confirmed` row is public, and at most one per company.
 * Register look-ups add `candidate` rows that a superadmin confirms or rejects (never picked
 * automatically); a company's owner adds a `submitted` row with a document (a private R2 object
 * only superadmins read) that a superadmin checks.
 */
export const companyLegalEntities = sqliteTable(
  "company_legal_entities",
  {
    id: id(),
    companyId: cascadeRef("company_id", () => companies.id),
    legalName: text("legal_name").notNull(),
    registry: text("registry", { enum: ENTITY_REGISTRIES }).notNull(),
    identifier: text("identifier").notNull(),
    address: text("address"),
    /** ISO 3166-1 alpha-2, as the register gives it. */
    country: text("country"),
    /** The register's own status word (GLEIF `ACTIVE`, Companies House `active`, …). */
    registerStatus: text("register_status"),
    source: text("source", { enum: ENTITY_SOURCES }).notNull(),
    /** The day the facts were read from the register, or checked by a superadmin (YYYY-MM-DD). */
    checkedOn: text("checked_on").notNull(),
    state: text("state", { enum: ENTITY_STATES }).notNull(),
    /** The one candidate the written rule proposes (decision 045); a superadmin still confirms. */
    proposed: flag("proposed").notNull().default(false),
    /** The company's document (private: evidence/… in the complaint-image bucket). */
    documentKey: text("document_key"),
    enteredBy: setNullRef("entered_by", () => users.id),
    reviewedBy: setNullRef("reviewed_by", () => users.id),
    reviewedAt: timestamp("reviewed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("company_legal_entities_company_idx").on(t.companyId, t.state),
    index("company_legal_entities_state_idx").on(t.state, t.createdAt),
    uniqueIndex("company_legal_entities_confirmed_idx")
      .on(t.companyId)
      .where(sql`${t.state} = 'confirmed'`),
  ],
);

/**
 * Each company's last register look-up (decision 050): which registers were asked, how
 * many records they answered and until when the answer stands. A look-up that found nothing is
 * kept too (a negative cache), so asking again within the day calls no register.
 */
export const registerLookups = sqliteTable("register_lookups", {
  companyId: parentKey("company_id", () => companies.id),
  /** The registers asked, in order: `gleif` or `gleif companies_house`. */
  registers: text("registers").notNull(),
  /** How many records the registers answered (0: nothing found). */
  found: integer("found").notNull(),
  lookedUpAt: timestamp("looked_up_at").notNull(),
  expiresAt: timestamp("expires_at").notNull(),
});
