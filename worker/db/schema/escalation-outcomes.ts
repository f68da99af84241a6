import { ESCALATION_OUTCOMES, OUTCOME_VERIFIERS } from "@shared/escalation-outcome";
import { REFUND_COUNTINGS } from "@shared/refund-counting";
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { cascadeRef, createdAt, id, setNullRef, timestamp } from "./columns";
import { companies } from "./companies";
import { complaints } from "./complaints";
import { users } from "./users";

/**
 * What happened after an escalated or disputed complaint (decision 046), as its
 * complainant recorded it. Append-only history: a change writes a new row and stamps the one it
 * replaces `superseded_at`, so a complaint has at most one current row (a partial unique index)
 * and every earlier answer stays for a superadmin. Verified by a member of the company or a
 * superadmin (`verified_via`); `counting` is judged then by the refund-counting rules (decision
 * 027) and only `counts` moves a figure. Evidence is private under `evidence/` in the
 * complaint-image bucket, served to superadmins only (/admin/evidence/{id}).
 */
export const escalationOutcomes = sqliteTable(
  "escalation_outcomes",
  {
    id: id(),
    complaintId: cascadeRef("complaint_id", () => complaints.id),
    companyId: cascadeRef("company_id", () => companies.id),
    userId: cascadeRef("user_id", () => users.id),
    outcome: text("outcome", { enum: ESCALATION_OUTCOMES }).notNull(),
    amountMinor: integer("amount_minor"),
    currency: text("currency"),
    /** The day it happened, YYYY-MM-DD. */
    occurredOn: text("occurred_on").notNull(),
    evidenceKey: text("evidence_key"),
    evidenceType: text("evidence_type", { enum: ["image", "pdf"] }),
    supersededAt: timestamp("superseded_at"),
    verifiedVia: text("verified_via", { enum: OUTCOME_VERIFIERS }),
    verifiedBy: setNullRef("verified_by", () => users.id),
    verifiedAt: timestamp("verified_at"),
    counting: text("counting", { enum: REFUND_COUNTINGS }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("escalation_outcomes_current_idx")
      .on(t.complaintId)
      .where(sql`${t.supersededAt} is null`),
    index("escalation_outcomes_company_idx").on(t.companyId, t.counting),
    index("escalation_outcomes_user_idx").on(t.userId, t.createdAt),
    check(
      "escalation_outcomes_money",
      sql`(${t.amountMinor} is null and ${t.currency} is null) or (${t.amountMinor} > 0 and length(${t.currency}) = 3)`,
    ),
    check(
      "escalation_outcomes_verified",
      sql`(${t.verifiedVia} is null) = (${t.verifiedAt} is null) and (${t.verifiedVia} is null) = (${t.counting} is null)`,
    ),
  ],
);
