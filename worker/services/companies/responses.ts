import {
  DELETION_DEMAND_TITLE,
  deletionDemandMessage,
  findDeletionDemand,
} from "@shared/deletion-demand";
import { and, eq, inArray, sql } from "drizzle-orm";
import { companyResponses, complaints } from "../../db/schema";
import type { Postbox } from "../mail/postbox";
import { notifyAuthor } from "../notify";
import { byAnotherMember, memberFor, type Outcome, refundNotRecorded } from "./member-gate";
import { insertRefund, refundFrom } from "./refunds";
import { RESPONSE_MESSAGES, type RespondInput } from "./respond-form";
import { RESPONSE_QUOTA, remainingResponses, startOfMonth } from "./response-quota";

export { RESPONSE_MESSAGES };

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
  const category = input.category;
  if (!category) return { ok: false, code: "invalid", toast: RESPONSE_MESSAGES.category };
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
  // A monetary relief is a refund offer (decision 041): it needs its amount; an amount with any
  // other category is refused too, rather than dropped or recorded under the wrong category.
  const monetary = category === "monetary";
  const offersRefund = input.offerReimbursement === "on" && Boolean(input.refundAmount);
  if (monetary && !input.refundAmount)
    return { ok: false, code: "invalid", toast: RESPONSE_MESSAGES.amountNeeded };
  if (!monetary && offersRefund)
    return { ok: false, code: "invalid", toast: RESPONSE_MESSAGES.refundNotMonetary };
  const refund = refundFrom({ ...input, offerReimbursement: monetary ? "on" : "off" }, now);
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
            category: sql<string>`${category}`.as("category"),
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
        responseCategory: category,
        status: "in_progress",
        updatedAt: new Date(now),
      })
      .where(
        and(
          eq(complaints.id, complaintId),
          sql`exists (select 1 from company_responses r where r.id = ${id})`,
        ),
      ),
    ...notifyAuthor(postbox, {
      type: "company_responded",
      cause: `responded:${id}`,
      complaintId,
      actorId: userId,
      data: sql`json_object('company', (select name from companies where id = ${found.companyId}))`,
      now,
      only: sql`exists (select 1 from company_responses r where r.id = ${id})`,
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
