import { decideRefundReview, RefundReviewSchema } from "@worker/services/admin/refund-reviews";
import { decideFloodWindow, FloodDecisionSchema } from "@worker/services/companies/flood-guard";
import { HandleMessageSchema, markContactMessageHandled } from "@worker/services/contact";
import { refuse } from "~/kit/action.server";
import { type AdminIntent, answer } from "./answer.server";

/* The Refunds, Unusual activity and Messages tabs' decisions. */

export const reviewRefund: AdminIntent = async ({ intent, values, actorId, now, context }) => {
  const parsed = RefundReviewSchema.safeParse(values);
  if (!parsed.success) {
    return refuse(intent, "invalid", { title: "Choose Approve or Refuse for a refund." });
  }
  return answer(intent, await decideRefundReview(context.db, actorId, parsed.data, now));
};

export const decideFlood: AdminIntent = async ({ intent, values, actorId, now, context }) => {
  const parsed = FloodDecisionSchema.safeParse(values);
  if (!parsed.success) {
    return refuse(intent, "invalid", { title: "Choose Clear or Uphold for a window." });
  }
  return answer(intent, await decideFloodWindow(context.db, actorId, parsed.data, now));
};

export const handleMessage: AdminIntent = async ({ intent, values, actorId, now, context }) => {
  const parsed = HandleMessageSchema.safeParse(values);
  if (!parsed.success) {
    return refuse(intent, "invalid", { title: "Choose a message to mark handled." });
  }
  const result = await markContactMessageHandled(context.db, actorId, parsed.data.messageId, now);
  return answer(intent, result);
};
