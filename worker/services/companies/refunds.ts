import {
  isRefundCurrency,
  parseAmount,
  REFUND_DUE_MAX_DAYS,
  type RefundCurrency,
  type RefundProblem,
} from "@shared/refunds";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companyMembers, complaints, refunds } from "../../db/schema";
import type { Postbox } from "../mail/postbox";
import { notify, notifyAuthor } from "../notify";
import { countingOf, reviewThresholdFor } from "./refund-counting";

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
): RecordedRefund | null | { problem: RefundProblem } {
  const typed = input.refundAmount ?? "";
  const dueOn = input.refundDue ?? "";
  if (input.offerReimbursement !== "on" || typed === "") return null;
  const currency = (input.refundCurrency ?? "").toUpperCase();
  if (!isRefundCurrency(currency)) return { problem: "currency" };
  const amountMinor = parseAmount(typed, currency);
  if (amountMinor === null) return { problem: "amount" };
  const due = Date.parse(`${dueOn}T00:00:00Z`);
  const today = Date.parse(`${new Date(now).toISOString().slice(0, 10)}T00:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(dueOn) ||
    Number.isNaN(due) ||
    due < today ||
    due > today + REFUND_DUE_MAX_DAYS * DAY
  ) {
    return { problem: "due" };
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
          counting: sql<null>`null`.as("counting"),
          reviewedBy: sql<null>`null`.as("reviewed_by"),
          reviewedAt: sql<null>`null`.as("reviewed_at"),
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
 * arrived"; a confirmed one stays confirmed. The company's members are told in the same batch,
 * in the app, only when this answer was recorded (changes() counts the update just before).
 * "It arrived" also judges whether the refund counts as money returned (refund-counting.ts).
 * Whether it was answered, how it counts, and how many members were told (so the toast says
 * only what happened).
 */
export async function answerRefund(
  postbox: Postbox,
  complainantId: string,
  complaintId: string,
  answer: "received" | "not_received",
  now: number,
) {
  const { db } = postbox;
  const threshold = answer === "received" ? await reviewThresholdFor(db, complaintId) : null;
  const [answered, told] = await db.batch([
    db
      .update(refunds)
      .set({
        status: answer,
        answeredAt: new Date(now),
        counting: threshold === null ? null : countingOf(complainantId, threshold, now),
      })
      .where(
        and(
          eq(refunds.complaintId, complaintId),
          answer === "received"
            ? inArray(refunds.status, ["pending", "not_received"])
            : eq(refunds.status, "pending"),
          sql`exists (select 1 from complaints c where c.id = ${refunds.complaintId} and c.user_id = ${complainantId})`,
        ),
      )
      .returning({ complaintId: refunds.complaintId, counting: refunds.counting }),
    ...notify(postbox, {
      type: "refund_answered",
      // Each answer once: a second "did not arrive" after a new offer is news again.
      cause: `refund:${complaintId}:${answer}:${now}`,
      perRecipient: true,
      to: companyMembers.userId,
      complaintId: complaints.id,
      actorId: complainantId,
      data: sql`json_object('company', ${complaints.companyName}, 'answer', ${answer}, 'amountMinor', ${refunds.amountMinor}, 'currency', ${refunds.currency})`,
      now,
      select: (columns) =>
        db
          .select(columns)
          .from(complaints)
          .innerJoin(refunds, eq(refunds.complaintId, complaints.id))
          .innerJoin(companyMembers, eq(companyMembers.companyId, complaints.companyId))
          .where(
            and(
              eq(complaints.id, complaintId),
              sql`changes() > 0`,
              sql`${companyMembers.userId} <> ${complainantId}`,
            ),
          ),
    }),
  ]);
  return {
    answered: answered.length > 0,
    counting: answered[0]?.counting ?? null,
    told: told.meta.changes,
  };
}

/**
 * A member records a new refund after the complainant said the last one did not arrive: the
 * amount, currency and day replace it and it waits for the complainant again. Only while it is
 * "did not arrive", only by a member of the complaint's company who is not its author (both in
 * the statement); the complainant is told in the app in the same batch. False when nothing was
 * recorded.
 */
export async function offerRefundAgain(
  postbox: Postbox,
  memberId: string,
  complaintId: string,
  refund: RecordedRefund,
  now: number,
) {
  const { db } = postbox;
  const [offered] = await db.batch([
    db
      .update(refunds)
      .set({
        amountMinor: refund.amountMinor,
        currency: refund.currency,
        dueOn: refund.dueOn,
        status: "pending",
        offeredBy: memberId,
        overdueAt: null,
        answeredAt: null,
        counting: null,
      })
      .where(
        and(
          eq(refunds.complaintId, complaintId),
          eq(refunds.status, "not_received"),
          sql`exists (select 1 from complaints c join company_members m on m.company_id = c.company_id
            where c.id = ${refunds.complaintId} and c.user_id <> ${memberId} and m.user_id = ${memberId})`,
        ),
      )
      .returning({ complaintId: refunds.complaintId }),
    ...notifyAuthor(postbox, {
      type: "refund_offered",
      cause: `refund-offered:${complaintId}:${now}`,
      complaintId,
      actorId: memberId,
      data: sql`json_object('company', ${complaints.companyName}, 'amountMinor', ${refund.amountMinor}, 'currency', ${refund.currency}, 'dueOn', ${refund.dueOn})`,
      now,
      only: sql`changes() > 0`,
    }),
  ]);
  return offered.length > 0;
}
