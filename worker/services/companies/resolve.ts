import { RESOLVE_WAITS_FOR_REFUND } from "@shared/refunds";
import { and, eq, sql } from "drizzle-orm";
import { complaints, refunds } from "../../db/schema";
import { refundHolds } from "../complaints/resolution-rule";
import type { Postbox } from "../mail/postbox";
import { notifyAuthor } from "../notify";
import { scheduleVerdictReminders } from "../reminders/verdict";
import { byAnotherMember, memberFor, type Outcome } from "./member-gate";
import { RESPONSE_MESSAGES } from "./respond-form";

/**
 * A member's Mark Resolved (the spec's button and toast title) is the company's claim, never the
 * outcome (decision 040): it records `company_resolved_at`, leaves the status as it was, asks the
 * complainant (in the app and by mail) and books their reminders at 7 and 21 days, all in one
 * batch and only when this call made the claim. A company may claim again after the complainant
 * said No; never while its last claim waits, nor while the customer says a refund did not arrive
 * (decision 024, the rule in complaints/resolution-rule.ts).
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
  const at = new Date(now);
  // The claim this call made, for the statements after it (notification, reminders).
  const madeNow = and(
    eq(complaints.id, complaintId),
    eq(complaints.companyResolvedAt, at),
    eq(complaints.companyResolvedBy, userId),
  );
  const [updated] = await db.batch([
    db
      .update(complaints)
      .set({ companyResolvedAt: at, companyResolvedBy: userId, updatedAt: at })
      .where(
        and(
          eq(complaints.id, complaintId),
          eq(complaints.hasResponse, true),
          sql`${complaints.status} <> 'resolved'`,
          // No claim waiting: none yet, or the complainant answered the last one (No).
          sql`(${complaints.companyResolvedAt} is null or (${complaints.verdictAt} is not null and ${complaints.verdictAt} >= ${complaints.companyResolvedAt}))`,
          byAnotherMember(userId),
          refundHolds("company").not,
        ),
      )
      .returning({ id: complaints.id }),
    ...notifyAuthor(postbox, {
      type: "complaint_resolved",
      cause: `claimed:${complaintId}:${now}`,
      complaintId,
      actorId: userId,
      data: sql`json_object('company', ${complaints.companyName}, 'recipient', 'author')`,
      now,
      only: madeNow,
    }),
    ...scheduleVerdictReminders(db, complaintId, now, madeNow),
  ]);
  if (updated.length > 0) return { ok: true, toast: RESPONSE_MESSAGES.resolved };
  const [state] = await db
    .select({
      refund: refunds.status,
      claimedAt: complaints.companyResolvedAt,
      verdictAt: complaints.verdictAt,
      status: complaints.status,
      hasResponse: complaints.hasResponse,
    })
    .from(complaints)
    .leftJoin(refunds, eq(refunds.complaintId, complaints.id))
    .where(eq(complaints.id, complaintId));
  if (state?.refund === "not_received") {
    return {
      ok: false,
      code: "conflict",
      toast: {
        ...RESOLVE_WAITS_FOR_REFUND,
        words: { text: "resolve.waits", title: "title.refundMissing" },
      },
    };
  }
  const waiting =
    state?.claimedAt &&
    state.status !== "resolved" &&
    !(state.verdictAt && state.verdictAt >= state.claimedAt);
  return {
    ok: false,
    code: "conflict",
    toast: waiting
      ? {
          title: "Error",
          description: "The complainant has not answered your last Mark Resolved yet.",
          words: { text: "resolve.awaiting" },
        }
      : {
          title: "Error",
          description: "Only answered, unresolved complaints can be marked resolved.",
          words: { text: "resolve.notAnswered" },
        },
  };
}
