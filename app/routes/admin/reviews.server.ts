import { decideRefundReview, RefundReviewSchema } from "@worker/services/admin/refund-reviews";
import { decideFloodWindow, FloodDecisionSchema } from "@worker/services/companies/flood-review";
import { HandleMessageSchema, markContactMessageHandled } from "@worker/services/contact";
import { decision } from "./answer.server";

/* The Refunds, Unusual activity and Messages tabs' decisions. */

export const reviewRefund = decision(
  RefundReviewSchema,
  "answer.chooseRefund",
  ({ actorId, now, context }, review) => decideRefundReview(context.db, actorId, review, now),
);

export const decideFlood = decision(
  FloodDecisionSchema,
  "answer.chooseFlood",
  ({ actorId, now, context }, flood) => decideFloodWindow(context.db, actorId, flood, now),
);

export const handleMessage = decision(
  HandleMessageSchema,
  "answer.chooseMessage",
  ({ actorId, now, context }, { messageId }) =>
    markContactMessageHandled(context.db, actorId, messageId, now),
);
