import { CONTACT_TOPICS } from "@shared/content/help";
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
import { cascadeRef, createdAt, id, setNullRef, timestamp } from "./columns";
import { comments, complaints } from "./complaints";
import { users } from "./users";

export const bookmarks = sqliteTable(
  "bookmarks",
  {
    userId: cascadeRef("user_id", () => users.id),
    complaintId: cascadeRef("complaint_id", () => complaints.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.complaintId] }),
    index("bookmarks_user_created_idx").on(t.userId, t.createdAt),
    index("bookmarks_complaint_idx").on(t.complaintId),
  ],
);

export const REPORT_STATUSES = ["open", "dismissed", "actioned"] as const;

/** The moderation queue ("Report" in the card menu). */
export const reports = sqliteTable(
  "reports",
  {
    id: id(),
    complaintId: text("complaint_id").references(() => complaints.id, { onDelete: "cascade" }),
    reporterId: cascadeRef("reporter_id", () => users.id),
    reason: text("reason").notNull(),
    // The reporter was a member of the complaint's company when they reported it:
    // the moderator sees it, and it is worth less than a stranger's report.
    fromCompanyMember: integer("from_company_member", { mode: "boolean" }).notNull().default(false),
    status: text("status", { enum: REPORT_STATUSES }).notNull().default("open"),
    reviewedBy: setNullRef("reviewed_by", () => users.id),
    reviewedAt: timestamp("reviewed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("reports_status_created_idx").on(t.status, t.createdAt),
    // One report per account per complaint; it also serves the complaint's lookups.
    uniqueIndex("reports_complaint_reporter_idx").on(t.complaintId, t.reporterId),
    check("reports_status_check", sql`${t.status} in ('open', 'dismissed', 'actioned')`),
    check("reports_reason_length", sql`length(trim(${t.reason})) between 1 and 500`),
  ],
);

export const MODERATION_OUTCOMES = ["kept", "removed"] as const;

/**
 * What moderators decided about a reported complaint, shown on it ("kept") or in its place
 * ("removed"). No foreign key: the row outlives a removed complaint.
 */
export const moderationOutcomes = sqliteTable(
  "moderation_outcomes",
  {
    complaintId: text("complaint_id").primaryKey(),
    outcome: text("outcome", { enum: MODERATION_OUTCOMES }).notNull(),
    reportCount: integer("report_count").notNull(),
    decidedBy: setNullRef("decided_by", () => users.id),
    decidedAt: timestamp("decided_at").notNull(),
    // The complaint's company and whether one of its members had reported it (decision 032, 0021):
    // the company page counts its members' reports that moderators upheld, after the complaint
    // and its reports are gone. Null for decisions taken before 0021.
    companyId: text("company_id"),
    memberReported: integer("member_reported", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [
    check("moderation_outcomes_check", sql`${t.outcome} in ('kept', 'removed')`),
    index("moderation_outcomes_company_idx").on(t.companyId, t.outcome),
  ],
);

export const APPEAL_STATES = ["pending", "upheld", "rejected"] as const;
export type AppealState = (typeof APPEAL_STATES)[number];

/**
 * A complaint a moderator removed (decision 033): the reason and date its public stub
 * shows, the complaint's row as JSON until its appeal is decided (an upheld appeal puts it back),
 * and the author's one appeal. No foreign key on the complaint: the row outlives it. The
 * author's erasure deletes it (users/erasure.ts), so an erased account leaves no stub.
 */
export const complaintRemovals = sqliteTable(
  "complaint_removals",
  {
    complaintId: text("complaint_id").primaryKey(),
    authorId: cascadeRef("author_id", () => users.id),
    companyName: text("company_name").notNull(),
    reason: text("reason").notNull(),
    removedBy: setNullRef("removed_by", () => users.id),
    removedAt: timestamp("removed_at").notNull(),
    snapshot: text("snapshot"),
    appealText: text("appeal_text"),
    appealedAt: timestamp("appealed_at"),
    appealState: text("appeal_state", { enum: APPEAL_STATES }),
    appealNote: text("appeal_note"),
    appealDecidedBy: setNullRef("appeal_decided_by", () => users.id),
    appealDecidedAt: timestamp("appeal_decided_at"),
  },
  (t) => [
    index("complaint_removals_author_idx").on(t.authorId),
    index("complaint_removals_appeal_idx").on(t.appealState, t.appealedAt),
    check("complaint_removals_reason_length", sql`length(trim(${t.reason})) between 1 and 500`),
    check(
      "complaint_removals_appeal_length",
      sql`${t.appealText} is null or length(trim(${t.appealText})) between 1 and 1000`,
    ),
    check(
      "complaint_removals_appeal_state",
      sql`${t.appealState} is null or ${t.appealState} in ('pending', 'upheld', 'rejected')`,
    ),
  ],
);

/** "Block user" from a card: hides that author's complaints for the muting user only. */
export const userMutes = sqliteTable(
  "user_mutes",
  {
    userId: cascadeRef("user_id", () => users.id),
    mutedUserId: cascadeRef("muted_user_id", () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.mutedUserId] }),
    check("user_mutes_not_self", sql`${t.userId} <> ${t.mutedUserId}`),
  ],
);

export const userFollows = sqliteTable(
  "user_follows",
  {
    followerId: cascadeRef("follower_id", () => users.id),
    followeeId: cascadeRef("followee_id", () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index("user_follows_followee_idx").on(t.followeeId),
    check("user_follows_not_self", sql`${t.followerId} <> ${t.followeeId}`),
  ],
);

export const NOTIFICATION_TYPES = [
  "company_responded",
  "complaint_escalated",
  "complaint_resolved",
  "response_unsatisfied",
  "complaint_commented",
  "complaint_ucked",
  "user_followed",
  // To a company's members: a new complaint about their company.
  "complaint_filed",
  // To the person who asked to claim a page: an administrator approved or rejected it.
  "claim_decided",
  // To a company's members: the complainant says whether a refund arrived (in the app only).
  "refund_answered",
  // To the complainant: the company recorded a new refund after one did not arrive (in the app).
  "refund_offered",
  // To a complainant: their complaint was filed inside a flood guard window that is being
  // reviewed (in the app only, once per window; docs/decisions/031).
  "complaint_in_review",
  // To superadmins, once: complaints addresses or claims the address rules put back to review
  // (in the app only; worker/jobs/address-rules.ts, decision 034).
  "review_needed",
  // To a complaint's author (in the app, decision 039): a member reported it as extortion (they
  // may answer), a moderator found it was (they may appeal), and the appeal's decision.
  "extortion_reported",
  "extortion_found",
  // To a complaint's author: a statutory deadline is 7 days or 1 day away (decision 044).
  "clock_deadline",
  "extortion_appeal_decided",
] as const;

export const notifications = sqliteTable(
  "notifications",
  {
    id: id(),
    userId: cascadeRef("user_id", () => users.id),
    type: text("type", { enum: NOTIFICATION_TYPES }).notNull(),
    complaintId: text("complaint_id").references(() => complaints.id, { onDelete: "cascade" }),
    actorId: setNullRef("actor_id", () => users.id),
    // The comment a "complaint_commented" notification is about: its mail quotes it from here.
    commentId: setNullRef("comment_id", () => comments.id),
    // Small JSON object with what the message needs (counts, company name).
    data: text("data", { mode: "json" }).$type<Record<string, string | number>>(),
    readAt: timestamp("read_at"),
    // One notification per cause ("commented:{commentId}", "ucked:{complaintId}:{milestone}"):
    // inserts use on conflict do nothing, so retries and overlapping jobs never repeat one.
    dedupeKey: text("dedupe_key").unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.userId, t.createdAt),
    index("notifications_user_unread_idx").on(t.userId, t.readAt),
  ],
);

/** Outgoing mail. The outbox transport stops here; the HTTP transport marks rows sent. */
export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: id(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    kind: text("kind").notNull(),
    status: text("status", { enum: ["queued", "sent", "failed"] })
      .notNull()
      .default("queued"),
    error: text("error"),
    // Extra headers as JSON (List-Unsubscribe and List-Unsubscribe-Post on notification mail).
    headers: text("headers", { mode: "json" }).$type<Record<string, string>>(),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at"),
  },
  (t) => [
    index("email_outbox_created_idx").on(t.createdAt),
    index("email_outbox_to_idx").on(t.toAddress, t.createdAt),
    check("email_outbox_status_check", sql`${t.status} in ('queued', 'sent', 'failed')`),
  ],
);

/** The topics live with the contact form's texts; the column's enum is the same list. */
export { CONTACT_TOPICS };

/** Messages sent from /help, read by admins in the panel. */
export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: id(),
    userId: setNullRef("user_id", () => users.id),
    name: text("name").notNull(),
    email: text("email").notNull(),
    topic: text("topic", { enum: CONTACT_TOPICS }).notNull(),
    message: text("message").notNull(),
    status: text("status", { enum: ["new", "handled"] })
      .notNull()
      .default("new"),
    handledBy: setNullRef("handled_by", () => users.id),
    handledAt: timestamp("handled_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_messages_status_created_idx").on(t.status, t.createdAt),
    check("contact_messages_status_check", sql`${t.status} in ('new', 'handled')`),
    check("contact_messages_message_length", sql`length(trim(${t.message})) between 10 and 2000`),
  ],
);
