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
import { cascadeRef, createdAt, id, parentKey, setNullRef, timestamp } from "./columns";
import { companies } from "./companies";
import { complaints } from "./complaints";
import { mailQueue } from "./mail";
import { users } from "./users";

/**
 * How complaints reach a company that has not claimed its page (worker/services/outreach/):
 * its addresses, what each mail carried, the once-a-day rhythm per company, and the addresses
 * that must never be mailed again.
 */

export const CONTACT_SOURCES = ["superadmin", "suggested", "rfc2142"] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];
/**
 * pending: suggested, waiting for a superadmin or the mailed confirmation link; confirmed: used;
 * not_ours: someone at it said it is not the company's (never used again, for anyone);
 * stopped: its one-click stop was used.
 */
export const CONTACT_STATUSES = ["pending", "confirmed", "not_ours", "stopped"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/**
 * Why a suggested address waits for a superadmin instead of confirming itself by its mailed link
 * (services/outreach/address-trust.ts, decision 034): it is a personal mailbox (webmail, an
 * internet provider), a person's mailbox at the company's domain, or at another domain.
 */
export const REVIEW_REASONS = ["personal_mailbox", "not_role", "other_domain"] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];

/**
 * The version of the address rules a contact or a claim was last judged by. Rows written before
 * decision 034 are 0: the address-rules job judges them once (putting back to review what fails)
 * and sets this, so it runs dry afterwards.
 */
export const ADDRESS_RULE = 1;

/**
 * An address a company's complaints go to while nobody manages its page: a complaints address
 * set by a superadmin, or suggested by a signed-in person and confirmed (by a superadmin or the
 * link mailed to it), or the RFC 2142 `support@{domain}` role mailbox UCK wrote to. The links of
 * its mails (confirm, stop, "not ours") carry an HMAC of the row's id (outreach/links.ts), so
 * nothing secret is stored and every mail's links keep working.
 */
export const companyContacts = sqliteTable(
  "company_contacts",
  {
    id: id(),
    companyId: cascadeRef("company_id", () => companies.id),
    address: text("address").notNull(),
    source: text("source", { enum: CONTACT_SOURCES }).notNull(),
    status: text("status", { enum: CONTACT_STATUSES }).notNull().default("pending"),
    suggestedBy: setNullRef("suggested_by", () => users.id),
    confirmedAt: timestamp("confirmed_at"),
    // The superadmin who confirmed it; null when it was confirmed from its own mailbox.
    confirmedBy: setNullRef("confirmed_by", () => users.id),
    stoppedAt: timestamp("stopped_at"),
    reviewReason: text("review_reason", { enum: REVIEW_REASONS }),
    addressRule: integer("address_rule").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("company_contacts_company_address_idx").on(t.companyId, t.address),
    index("company_contacts_rule_idx").on(t.addressRule),
    index("company_contacts_status_idx").on(t.status, t.createdAt),
    index("company_contacts_address_idx").on(t.address),
    check(
      "company_contacts_source_check",
      sql`${t.source} in ('superadmin', 'suggested', 'rfc2142')`,
    ),
    check(
      "company_contacts_status_check",
      sql`${t.status} in ('pending', 'confirmed', 'not_ours', 'stopped')`,
    ),
  ],
);

/**
 * The outreach rhythm per company: when UCK last tried to tell it by mail (claimed by a
 * conditional upsert, so later complaints wait and go together at most once every 24 hours, and
 * a company that cannot be reached is asked again a day later, not every run), and when a mail
 * last went.
 */
export const companyOutreach = sqliteTable(
  "company_outreach",
  {
    companyId: parentKey("company_id", () => companies.id),
    lastTriedAt: timestamp("last_tried_at").notNull(),
    lastMailAt: timestamp("last_mail_at"),
    mails: integer("mails").notNull().default(0),
  },
  (t) => [index("company_outreach_tried_idx").on(t.lastTriedAt)],
);

/**
 * Which complaints a mail to a company carried, and by which channel: when the mail is sent, they
 * are marked sent to the company (complaints.sent_to_company_at), never before.
 */
export const mailComplaints = sqliteTable(
  "mail_complaints",
  {
    mailId: cascadeRef("mail_id", () => mailQueue.id),
    complaintId: cascadeRef("complaint_id", () => complaints.id),
    channel: text("channel", {
      enum: ["complaints_address", "support_mailbox", "venue"],
    }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.mailId, t.complaintId] }),
    index("mail_complaints_complaint_idx").on(t.complaintId),
  ],
);

/** Addresses the mail provider reported as bounced or as complaining: never mailed again. */
export const mailSuppressions = sqliteTable(
  "mail_suppressions",
  {
    address: text("address").primaryKey(),
    reason: text("reason", { enum: ["bounced", "complained"] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("mail_suppressions_reason_check", sql`${t.reason} in ('bounced', 'complained')`)],
);

/** The provider's webhook deliveries already handled (by `svix-id`), so a redelivery does nothing. */
export const webhookEvents = sqliteTable("webhook_events", {
  id: id(),
  type: text("type").notNull(),
  receivedAt: createdAt(),
});
