import { FLOOD_STATES } from "@shared/flood-guard";
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import { cascadeRef, id, setNullRef, timestamp } from "./columns";
import { companies } from "./companies";
import { complaints } from "./complaints";
import { users } from "./users";

/**
 * The public flood guard's windows (docs/decisions/031; worker/jobs/flood-guard.ts):
 * a stretch of a company's complaints that looked unlike its usual days. One row per company and
 * start (the job's upsert key, so a second run or two at once write one row). open: tripped and
 * shown on the company page; cleared: by a superadmin or by itself after 72 hours below the
 * threshold (decided_by null); upheld: a superadmin confirmed it. The figures are the highest the
 * job saw while the window was open.
 */
export const floodWindows = sqliteTable(
  "flood_windows",
  {
    id: id(),
    companyId: cascadeRef("company_id", () => companies.id),
    // The earliest event of a rule that held when it first tripped: the first complaint of the
    // 24 hours (volume), the first young uck (young ucks), the first near-identical complaint.
    startedAt: timestamp("started_at").notNull(),
    // The last run at which a rule held; an open window clears 72 hours after it.
    endedAt: timestamp("ended_at").notNull(),
    openedAt: timestamp("opened_at").notNull(),
    state: text("state", { enum: FLOOD_STATES }).notNull().default("open"),
    // The rules that held, comma-separated: volume, young_ucks, near_identical.
    rules: text("rules").notNull(),
    complaintCount: integer("complaint_count").notNull(),
    // The company's median complaints a day over the 28 days before the window opened.
    medianDaily: real("median_daily").notNull(),
    uckCount: integer("uck_count").notNull().default(0),
    youngUckCount: integer("young_uck_count").notNull().default(0),
    nearIdenticalAccounts: integer("near_identical_accounts").notNull().default(0),
    decidedAt: timestamp("decided_at"),
    // The superadmin who cleared or upheld it; null for an automatic clear.
    decidedBy: setNullRef("decided_by", () => users.id),
    // Up to when the job has judged the window's complaints (flood_window_complaints); null for a
    // window written before complaints were judged one by one (the job judges those once).
    judgedThrough: timestamp("judged_through"),
  },
  (t) => [
    uniqueIndex("flood_windows_company_start_idx").on(t.companyId, t.startedAt),
    index("flood_windows_state_idx").on(t.state, t.endedAt),
    check("flood_windows_state_check", sql`${t.state} in ('open', 'cleared', 'upheld')`),
    check("flood_windows_span_check", sql`${t.endedAt} >= ${t.startedAt}`),
  ],
);

/**
 * The complaints a window flags (docs/decisions/038): only complaints that are suspect
 * themselves, filed inside a window that a complaint rule (volume or near-identical) opened: by
 * an account under FLOOD_NEW_ACCOUNT_MS old when it posted, by an account sharing a network
 * address hash with another author of the window, or near-identical to complaints of
 * FLOOD_NEAR_IDENTICAL_ACCOUNTS accounts. These, and only these, leave the metrics without
 * flagged windows and say they are being reviewed; another person's ucks never flag a complaint.
 */
export const floodWindowComplaints = sqliteTable(
  "flood_window_complaints",
  {
    windowId: cascadeRef("window_id", () => floodWindows.id),
    complaintId: cascadeRef("complaint_id", () => complaints.id),
    // Why, comma-separated: young_author, shared_address, near_identical.
    reasons: text("reasons").notNull(),
    flaggedAt: timestamp("flagged_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.windowId, t.complaintId] }),
    index("flood_window_complaints_complaint_idx").on(t.complaintId),
  ],
);
