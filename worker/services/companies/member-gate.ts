import { REFUND_PROBLEMS, type RefundProblem } from "@shared/refunds";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companies, companyMembers, complaints } from "../../db/schema";
import { COMPLAINT_GONE, type RefusalCode, type RefusalWords } from "../refusal";
import { RESPONSE_MESSAGES } from "./respond-form";

/**
 * What answering, resolving and offering a refund again share (responses.ts, resolve.ts,
 * refund-offers.ts): who may act on a complaint as its company, and the outcome they answer.
 */

/**
 * Inside the statement: the actor is a member of the complaint's company and not its author, so
 * a membership or authorship that changed since the check above still decides.
 */
export const byAnotherMember = (userId: string) =>
  sql`${complaints.userId} <> ${userId} and exists (select 1 from company_members m
    where m.company_id = ${complaints.companyId} and m.user_id = ${userId})`;

/** A toast in the spec's English, with its words for a page to say it in its language. */
export type Toast = { title: string; description: string; words?: RefusalWords };

/** A refund form's problem (shared/refunds.ts `REFUND_PROBLEMS`): its English and its key. */
export const refundNotRecorded = (problem: RefundProblem): Toast => ({
  title: "Refund not recorded",
  description: REFUND_PROBLEMS[problem],
  words: { text: `refund.${problem}`, title: "title.refundNotRecorded" },
});
export type Refused = Extract<RefusalCode, "invalid" | "forbidden" | "not_found" | "conflict">;
export type Outcome = { ok: true; toast: Toast } | { ok: false; code: Refused; toast: Toast };

/**
 * The complaint's company and plan when `userId` is one of its members and not its author (a
 * member answering or resolving their own complaint would count in the company's metrics);
 * else the refusal. The statements check both again, so this only chooses the message.
 */
export async function memberFor(
  db: Database,
  complaintId: string,
  userId: string,
): Promise<Extract<Outcome, { ok: false }> | { ok: true; companyId: string; tier: string }> {
  const row = await membership(db, complaintId, userId);
  if (!row) {
    return { ok: false, code: "not_found", toast: COMPLAINT_GONE };
  }
  if (!row.member) return { ok: false, code: "forbidden", toast: RESPONSE_MESSAGES.claim };
  if (row.complainant === userId)
    return { ok: false, code: "forbidden", toast: RESPONSE_MESSAGES.own };
  return { ok: true, companyId: row.companyId, tier: row.tier };
}

async function membership(db: Database, complaintId: string, userId: string) {
  const [row] = await db
    .select({
      companyId: complaints.companyId,
      complainant: complaints.userId,
      member: companyMembers.userId,
      tier: companies.subscriptionTier,
    })
    .from(complaints)
    .innerJoin(companies, eq(companies.id, complaints.companyId))
    .leftJoin(
      companyMembers,
      and(eq(companyMembers.companyId, complaints.companyId), eq(companyMembers.userId, userId)),
    )
    .where(eq(complaints.id, complaintId));
  return row;
}
