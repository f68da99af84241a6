import { RESOLVE_WAITS_FOR_REFUND } from "@shared/refunds";
import { and, eq, sql } from "drizzle-orm";
import { complaints, refunds } from "../../db/schema";
import type { Postbox } from "../mail/postbox";
import { notify } from "../notify";
import { byAnotherMember, memberFor, type Outcome } from "./member-gate";
import { RESPONSE_MESSAGES } from "./respond-form";

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
