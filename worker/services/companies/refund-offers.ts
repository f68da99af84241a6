import { REFUND_OFFER_TOASTS } from "@shared/refunds";
import type { Postbox } from "../mail/postbox";
import { memberFor, type Outcome, refundNotRecorded } from "./member-gate";
import { offerRefundAgain, refundFrom } from "./refunds";

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
    const problem = refund ? refund.problem : "amount";
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
