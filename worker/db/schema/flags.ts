import { sql } from "drizzle-orm";
import { check, index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, timestamp } from "./columns";
import { companies } from "./companies";
import { complaints } from "./complaints";
import { users } from "./users";

export const EXTORTION_REPORT_STATUSES = ["open", "upheld", "rejected"] as const;
export type ExtortionReportStatus = (typeof EXTORTION_REPORT_STATUSES)[number];

/**
 * "Report extortion" (issue 37, decision 032): a member of a complaint's company says its author
 * demanded something (money, most often) to take it down, with the demand attached: its words,
 * and optionally a picture kept private in R2 (`attachment_key`). One per member per complaint.
 * `account_id` is the complaint's author when it was reported: the account an upheld report labels.
 */
export const extortionReports = sqliteTable(
  "extortion_reports",
  {
    id: text("id").primaryKey(),
    complaintId: text("complaint_id")
      .notNull()
      .references(() => complaints.id, { onDelete: "cascade" }),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    accountId: text("account_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    demand: text("demand").notNull(),
    attachmentKey: text("attachment_key"),
    status: text("status", { enum: EXTORTION_REPORT_STATUSES }).notNull().default("open"),
    reviewedBy: text("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("extortion_reports_complaint_reporter_idx").on(t.complaintId, t.reporterId),
    index("extortion_reports_status_created_idx").on(t.status, t.createdAt),
    index("extortion_reports_company_idx").on(t.companyId, t.status),
    check("extortion_reports_status_check", sql`${t.status} in ('open', 'upheld', 'rejected')`),
    check("extortion_reports_demand_length", sql`length(trim(${t.demand})) between 10 and 2000`),
  ],
);

/**
 * An account a moderator found demanding payment to remove a complaint (an upheld extortion
 * report). Its complaints say so and stay readable; every company's figures leave them out
 * (worker/services/flags/exclusion.ts). It goes with the account.
 */
export const extortionFindings = sqliteTable("extortion_findings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  reportId: text("report_id").notNull(),
  decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
  decidedAt: timestamp("decided_at").notNull(),
});
