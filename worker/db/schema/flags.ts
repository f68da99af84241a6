import { sql } from "drizzle-orm";
import { check, index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { cascadeRef, createdAt, id, parentKey, setNullRef, timestamp } from "./columns";
import { companies } from "./companies";
import { complaints } from "./complaints";
import { users } from "./users";

export const EXTORTION_REPORT_STATUSES = ["open", "upheld", "rejected"] as const;
export type ExtortionReportStatus = (typeof EXTORTION_REPORT_STATUSES)[number];

/**
 * "Report extortion" (decision 032): a member of a complaint's company says its author
 * demanded something (money, most often) to take it down, with the demand attached: its words,
 * and optionally a picture kept private in R2 (`attachment_key`). One per member per complaint.
 * `account_id` is the complaint's author when it was reported: the account an upheld report labels.
 */
export const extortionReports = sqliteTable(
  "extortion_reports",
  {
    id: id(),
    complaintId: cascadeRef("complaint_id", () => complaints.id),
    companyId: cascadeRef("company_id", () => companies.id),
    accountId: cascadeRef("account_id", () => users.id),
    reporterId: cascadeRef("reporter_id", () => users.id),
    demand: text("demand").notNull(),
    attachmentKey: text("attachment_key"),
    status: text("status", { enum: EXTORTION_REPORT_STATUSES }).notNull().default("open"),
    reviewedBy: setNullRef("reviewed_by", () => users.id),
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

export const EXTORTION_FINDING_BASES = ["reported", "same_demand"] as const;
export type ExtortionFindingBasis = (typeof EXTORTION_FINDING_BASES)[number];

export { SAME_DEMAND_NOTE_LENGTH } from "@shared/flags";

/**
 * A complaint a moderator found was used to demand payment for its removal (decision 039, which
 * scoped decision 032's account-wide finding to what was shown): the complaint a member reported
 * (`reported`, its upheld report), or another complaint of the same author about the same
 * company where the moderator recorded the same demand (`same_demand`, with `note`: what shows
 * it). That complaint says so and stays readable; the company's figures leave it out
 * (worker/services/flags/exclusion.ts). An upheld appeal deletes the row, which removes the
 * finding from every surface. It goes with the complaint.
 */
export const extortionFindings = sqliteTable(
  "extortion_findings",
  {
    complaintId: parentKey("complaint_id", () => complaints.id),
    // The upheld report whose decision recorded it (not a foreign key: the finding on another
    // complaint stands on its own note if the reported complaint is deleted).
    reportId: text("report_id").notNull(),
    basis: text("basis", { enum: EXTORTION_FINDING_BASES }).notNull(),
    note: text("note"),
    decidedBy: setNullRef("decided_by", () => users.id),
    decidedAt: timestamp("decided_at").notNull(),
  },
  (t) => [
    index("extortion_findings_report_idx").on(t.reportId),
    check("extortion_findings_basis_check", sql`${t.basis} in ('reported', 'same_demand')`),
    check(
      "extortion_findings_note_check",
      sql`(${t.basis} = 'reported' and ${t.note} is null) or (${t.basis} = 'same_demand' and length(trim(${t.note})) between 10 and 1000)`,
    ),
  ],
);

export const EXTORTION_ANSWER_STAGES = ["answer", "appeal"] as const;
export type ExtortionAnswerStage = (typeof EXTORTION_ANSWER_STAGES)[number];
export const EXTORTION_APPEAL_STATES = ["pending", "overturned", "kept"] as const;
export type ExtortionAppealState = (typeof EXTORTION_APPEAL_STATES)[number];

/**
 * The accused's side (decision 039): the complaint's author answers an extortion report once
 * before a moderator decides (`answer`), and appeals a finding once after (`appeal`, with its
 * state and the superadmin's decision), each with text and optionally a picture kept private in
 * R2 under `evidence/` like a report's (worker/storage/extortion-attachments.ts). The
 * superadmin reads both sides in the Moderation tab.
 */
export const extortionAnswers = sqliteTable(
  "extortion_answers",
  {
    id: id(),
    complaintId: cascadeRef("complaint_id", () => complaints.id),
    authorId: cascadeRef("author_id", () => users.id),
    stage: text("stage", { enum: EXTORTION_ANSWER_STAGES }).notNull(),
    text: text("text").notNull(),
    attachmentKey: text("attachment_key"),
    // Appeals only: pending until a superadmin overturns the finding or keeps it.
    state: text("state", { enum: EXTORTION_APPEAL_STATES }),
    decisionNote: text("decision_note"),
    decidedBy: setNullRef("decided_by", () => users.id),
    decidedAt: timestamp("decided_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("extortion_answers_complaint_stage_idx").on(t.complaintId, t.stage),
    index("extortion_answers_state_idx").on(t.state, t.createdAt),
    check("extortion_answers_stage_check", sql`${t.stage} in ('answer', 'appeal')`),
    check(
      "extortion_answers_state_check",
      sql`(${t.stage} = 'answer' and ${t.state} is null) or (${t.stage} = 'appeal' and ${t.state} in ('pending', 'overturned', 'kept'))`,
    ),
    check("extortion_answers_text_length", sql`length(trim(${t.text})) between 10 and 2000`),
  ],
);
