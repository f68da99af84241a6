import {
  parseAmount,
  REFUND_CURRENCIES,
  REFUND_DUE_MAX_DAYS,
  REFUND_PROBLEMS,
  type RefundCurrency,
} from "@shared/refunds";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { complaints, refunds } from "../../db/schema";

/**
 * Refunds confirmed by both sides: the company records one with its response (read here from
 * the Respond form, written in the response's batch), the complainant says whether it arrived.
 */

const DAY = 86_400_000;

export type RecordedRefund = { amountMinor: number; currency: RefundCurrency; dueOn: string };

/**
 * The refund a response records, read from the form: null when none was asked for (no offer,
 * or no amount typed), else the amount in minor units, currency and due day, or the problem.
 */
export function refundFrom(
  input: {
    offerReimbursement: "on" | "off";
    refundAmount?: string;
    refundCurrency?: string;
    refundDue?: string;
  },
  now: number,
): RecordedRefund | null | { problem: string } {
  const typed = input.refundAmount ?? "";
  const dueOn = input.refundDue ?? "";
  if (input.offerReimbursement !== "on" || typed === "") return null;
  const currency = (input.refundCurrency ?? "").toUpperCase();
  if (!(currency in REFUND_CURRENCIES)) return { problem: REFUND_PROBLEMS.currency };
  const amountMinor = parseAmount(typed, currency as RefundCurrency);
  if (amountMinor === null) return { problem: REFUND_PROBLEMS.amount };
  const due = Date.parse(`${dueOn}T00:00:00Z`);
  const today = Date.parse(`${new Date(now).toISOString().slice(0, 10)}T00:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(dueOn) ||
    Number.isNaN(due) ||
    due < today ||
    due > today + REFUND_DUE_MAX_DAYS * DAY
  ) {
    return { problem: REFUND_PROBLEMS.due };
  }
  return { amountMinor, currency: currency as RefundCurrency, dueOn };
}

/** The statement that records a refund, only when the response `responseId` was written. */
export function insertRefund(
  db: Database,
  refund: RecordedRefund,
  at: { complaintId: string; responseId: string; userId: string; now: number },
) {
  return db
    .insert(refunds)
    .select(
      db
        .select({
          complaintId: complaints.id,
          companyId: complaints.companyId,
          offeredBy: sql<string>`${at.userId}`.as("offered_by"),
          amountMinor: sql<number>`${refund.amountMinor}`.as("amount_minor"),
          currency: sql<string>`${refund.currency}`.as("currency"),
          dueOn: sql<string>`${refund.dueOn}`.as("due_on"),
          status: sql<"pending">`'pending'`.as("status"),
          overdueAt: sql<null>`null`.as("overdue_at"),
          answeredAt: sql<null>`null`.as("answered_at"),
          createdAt: sql<number>`${at.now}`.as("created_at"),
        })
        .from(complaints)
        .where(
          and(
            eq(complaints.id, at.complaintId),
            sql`exists (select 1 from company_responses r where r.id = ${at.responseId})`,
          ),
        ),
    )
    .onConflictDoNothing();
}

/**
 * The complainant's word on a refund: it arrived, or it did not. Only they answer (checked in
 * the statement), and only while it is unconfirmed: a "did not arrive" may still become "it
 * arrived"; a confirmed one stays confirmed. False when nothing was answered.
 */
export async function answerRefund(
  db: Database,
  complainantId: string,
  complaintId: string,
  answer: "received" | "not_received",
  now: number,
) {
  const answered = await db
    .update(refunds)
    .set({ status: answer, answeredAt: new Date(now) })
    .where(
      and(
        eq(refunds.complaintId, complaintId),
        answer === "received"
          ? inArray(refunds.status, ["pending", "not_received"])
          : eq(refunds.status, "pending"),
        sql`exists (select 1 from complaints c where c.id = ${refunds.complaintId} and c.user_id = ${complainantId})`,
      ),
    )
    .returning({ complaintId: refunds.complaintId });
  return answered.length > 0;
}
