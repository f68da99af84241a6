import {
  DELETION_DEMAND_TITLE,
  deletionDemandMessage,
  findDeletionDemand,
} from "@shared/deletion-demand";
import { REFUND_OFFER_TOASTS, REFUND_PROBLEMS, RESOLVE_WAITS_FOR_REFUND } from "@shared/refunds";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companies, companyMembers, companyResponses, complaints, refunds } from "../../db/schema";
import type { Postbox } from "../mail/postbox";
import { notify } from "../notify";
import type { RefusalCode, RefusalKey, RefusalWords } from "../refusal";
import { insertRefund, offerRefundAgain, refundFrom } from "./refunds";
import { RESPONSE_MESSAGES, type RespondInput } from "./respond-form";
import { RESPONSE_QUOTA, remainingResponses, startOfMonth } from "./response-quota";

export { RESPONSE_MESSAGES };

/**
 * Inside the statement: the actor is a member of the complaint's company and not its author, so
 * a membership or authorship that changed since the check above still decides.
 */
const byAnotherMember = (userId: string) =>
  sql`${complaints.userId} <> ${userId} and exists (select 1 from company_members m
    where m.company_id = ${complaints.companyId} and m.user_id = ${userId})`;

/** A toast in the spec's English, with its words for a page to say it in its language. */
type Toast = { title: string; description: string; words?: RefusalWords };

/** The refund form's problems (shared/refunds.ts) by their words. */
const REFUND_PROBLEM_WORDS: Record<string, RefusalKey> = {
  [REFUND_PROBLEMS.amount]: "refund.amount",
  [REFUND_PROBLEMS.currency]: "refund.currency",
  [REFUND_PROBLEMS.due]: "refund.due",
};
const refundNotRecorded = (problem: string): Toast => {
  const text = REFUND_PROBLEM_WORDS[problem];
  return {
    title: "Refund not recorded",
    description: problem,
    ...(text && { words: { text, title: "title.refundNotRecorded" } }),
  };
};
type Refused = Extract<RefusalCode, "invalid" | "forbidden" | "not_found" | "conflict">;
type Outcome = { ok: true; toast: Toast } | { ok: false; code: Refused; toast: Toast };

/**
 * The complaint's company and plan when `userId` is one of its members and not its author (a
 * member answering or resolving their own complaint would count in the company's metrics);
 * else the refusal. The statements check both again, so this only chooses the message.
 */
async function memberFor(
  db: Database,
  complaintId: string,
  userId: string,
): Promise<Extract<Outcome, { ok: false }> | { ok: true; companyId: string; tier: string }> {
  const row = await membership(db, complaintId, userId);
  if (!row) {
    return {
      ok: false,
      code: "not_found",
      toast: {
        title: "Error",
        description: "This complaint no longer exists.",
        words: { text: "complaint.notFound" },
      },
    };
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

/**
 * A member answers an open, unanswered complaint. The response row is written only while the
 * month's quota allows (checked inside the insert, so parallel answers cannot exceed it); the
 * complaint and the complainant's notification follow in the same batch.
 */
export async function respondToComplaint(
  postbox: Postbox,
  userId: string,
  complaintId: string,
  input: RespondInput,
  now: number,
): Promise<Outcome> {
  const { db } = postbox;
  const found = await memberFor(db, complaintId, userId);
  if (!found.ok) return found;
  if (!input.text) return { ok: false, code: "invalid", toast: RESPONSE_MESSAGES.empty };
  const quota = RESPONSE_QUOTA[found.tier] ?? null;
  const reimbursement = input.offerReimbursement === "on" ? input.reimbursement : "";
  // UCK's promise (/guarantees): an answer or refund offer may not ask for the complaint's
  // deletion. Refused before anything is written; the dialog keeps what was typed.
  const demand = findDeletionDemand(input.text) ?? findDeletionDemand(reimbursement);
  if (demand) {
    return {
      ok: false,
      code: "invalid",
      toast: {
        title: DELETION_DEMAND_TITLE,
        description: deletionDemandMessage(demand),
        words: {
          text: "respond.deletionDemand",
          title: "title.offerNotSent",
          values: { matched: demand },
        },
      },
    };
  }
  const refund = refundFrom(input, now);
  if (refund && "problem" in refund) {
    return {
      ok: false,
      code: "invalid",
      toast: refundNotRecorded(refund.problem),
    };
  }
  const id = crypto.randomUUID();
  const quotaAllows =
    quota === null
      ? sql`1`
      : sql`(select count(*) from company_responses r where r.company_id = ${found.companyId} and r.created_at >= ${startOfMonth(now)}) < ${quota}`;
  const [inserted] = await db.batch([
    db
      .insert(companyResponses)
      .select(
        db
          .select({
            id: sql<string>`${id}`.as("id"),
            complaintId: complaints.id,
            companyId: complaints.companyId,
            responderId: sql<string>`${userId}`.as("responder_id"),
            text: sql<string>`${input.text}`.as("text"),
            reimbursement: sql<string>`${reimbursement}`.as("reimbursement"),
            createdAt: sql<number>`${now}`.as("created_at"),
          })
          .from(complaints)
          .where(
            and(
              eq(complaints.id, complaintId),
              eq(complaints.hasResponse, false),
              inArray(complaints.status, ["open", "escalated"]),
              byAnotherMember(userId),
              quotaAllows,
            ),
          ),
      )
      .returning({ id: companyResponses.id }),
    db
      .update(complaints)
      .set({
        hasResponse: true,
        response: input.text,
        responseAt: new Date(now),
        reimbursement: reimbursement || null,
        status: "in_progress",
        updatedAt: new Date(now),
      })
      .where(
        and(
          eq(complaints.id, complaintId),
          sql`exists (select 1 from company_responses r where r.id = ${id})`,
        ),
      ),
    ...notify(postbox, {
      type: "company_responded",
      cause: `responded:${id}`,
      to: complaints.userId,
      complaintId: complaints.id,
      actorId: userId,
      data: sql`json_object('company', (select name from companies where id = ${found.companyId}))`,
      now,
      select: (columns) =>
        db
          .select(columns)
          .from(complaints)
          .where(
            and(
              eq(complaints.id, complaintId),
              sql`${complaints.userId} <> ${userId}`,
              sql`exists (select 1 from company_responses r where r.id = ${id})`,
            ),
          ),
    }),
    // The refund to track, only with the response this call wrote.
    ...(refund ? [insertRefund(db, refund, { complaintId, responseId: id, userId, now })] : []),
  ]);
  if (inserted.length > 0) return { ok: true, toast: RESPONSE_MESSAGES.submitted };
  const { remaining } = await remainingResponses(db, found.companyId, now);
  if (remaining === 0) return { ok: false, code: "conflict", toast: RESPONSE_MESSAGES.limit };
  return {
    ok: false,
    code: "conflict",
    toast: {
      title: "Already answered",
      description: "This complaint already has a response.",
      words: { text: "respond.already", title: "title.alreadyAnswered" },
    },
  };
}

/**
 * A member marks an answered complaint resolved; the complainant is told in the same batch,
 * only when this call resolved it (changes() counts the update just before), and once.
 */
export async function markResolved(
  postbox: Postbox,
  userId: string,
  complaintId: string,
  now: number,
): Promise<Outcome> {
  const { db } = postbox;
  const found = await memberFor(db, complaintId, userId);
  if (!found.ok) return found;
  const [updated] = await db.batch([
    db
      .update(complaints)
      .set({ status: "resolved", resolvedAt: new Date(now), updatedAt: new Date(now) })
      .where(
        and(
          eq(complaints.id, complaintId),
          eq(complaints.hasResponse, true),
          sql`${complaints.status} <> 'resolved'`,
          byAnotherMember(userId),
          // Not while the complainant says the refund did not arrive (decision 024).
          sql`not exists (select 1 from refunds f where f.complaint_id = ${complaints.id} and f.status = 'not_received')`,
        ),
      )
      .returning({ id: complaints.id }),
    ...notify(postbox, {
      type: "complaint_resolved",
      cause: `resolved:${complaintId}`,
      to: complaints.userId,
      complaintId: complaints.id,
      actorId: userId,
      data: sql`json_object('company', ${complaints.companyName}, 'recipient', 'author')`,
      now,
      select: (columns) =>
        db
          .select(columns)
          .from(complaints)
          .where(
            and(
              eq(complaints.id, complaintId),
              sql`changes() > 0`,
              sql`${complaints.userId} <> ${userId}`,
            ),
          ),
    }),
  ]);
  if (updated.length > 0) return { ok: true, toast: RESPONSE_MESSAGES.resolved };
  const [refund] = await db
    .select({ status: refunds.status })
    .from(refunds)
    .where(eq(refunds.complaintId, complaintId));
  return {
    ok: false,
    code: "conflict",
    toast:
      refund?.status === "not_received"
        ? {
            ...RESOLVE_WAITS_FOR_REFUND,
            words: { text: "resolve.waits", title: "title.refundMissing" },
          }
        : {
            title: "Error",
            description: "Only answered, unresolved complaints can be marked resolved.",
            words: { text: "resolve.notAnswered" },
          },
  };
}

/**
 * A member offers a new refund after the complainant said the last one did not arrive: amount,
 * currency and day as the Respond form takes them; the complainant is told, and Mark Resolved
 * waits for their answer again.
 */
export async function offerNewRefund(
  postbox: Postbox,
  userId: string,
  complaintId: string,
  input: { refundAmount: string; refundCurrency: string; refundDue: string },
  now: number,
): Promise<Outcome> {
  const found = await memberFor(postbox.db, complaintId, userId);
  if (!found.ok) return found;
  const refund = refundFrom({ offerReimbursement: "on", ...input }, now);
  if (!refund || "problem" in refund) {
    const problem = refund ? refund.problem : REFUND_PROBLEMS.amount;
    return {
      ok: false,
      code: "invalid",
      toast: refundNotRecorded(problem),
    };
  }
  return (await offerRefundAgain(postbox, userId, complaintId, refund, now))
    ? {
        ok: true,
        toast: {
          ...REFUND_OFFER_TOASTS.offered,
          words: { text: "refund.offered", title: "title.refundOffered" },
        },
      }
    : {
        ok: false,
        code: "conflict",
        toast: { ...REFUND_OFFER_TOASTS.refused, words: { text: "refund.refused" } },
      };
}
