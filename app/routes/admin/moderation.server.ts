import { decideReports, ModerationDecisionSchema } from "@worker/services/admin/moderation";
import { AppealDecisionSchema, decideAppeal } from "@worker/services/admin/removals";
import { decideExtortionReport, ExtortionDecisionSchema } from "@worker/services/flags/extortion";
import { refuse } from "~/kit/action.server";
import { type AdminIntent, answer } from "./answer.server";

/* The Moderation tab's decisions: reported complaints, appeals of removals, extortion reports. */

export const decideReport: AdminIntent = async ({ intent, values, actorId, now, context }) => {
  const parsed = ModerationDecisionSchema.safeParse(values);
  if (!parsed.success) {
    // A removal without its reason: the stub would have nothing to say.
    const noReason = values.outcome === "removed" && values.complaintId;
    return refuse(intent, "invalid", {
      title: noReason
        ? "Write the reason the stub will show, then Remove."
        : "Choose Keep or Remove for a reported complaint.",
    });
  }
  const result = await decideReports(context.db, actorId, parsed.data, now);
  if (result.ok && result.removedImageUrl) context.deleteStoredImage(result.removedImageUrl);
  return answer(intent, result);
};

export const decideAppealOfRemoval: AdminIntent = async ({
  intent,
  values,
  actorId,
  now,
  context,
}) => {
  const parsed = AppealDecisionSchema.safeParse(values);
  if (!parsed.success) {
    return refuse(intent, "invalid", { title: "Choose Restore or Reject for an appeal." });
  }
  return answer(intent, await decideAppeal(context.db, actorId, parsed.data, now));
};

export const decideExtortion: AdminIntent = async ({ intent, values, actorId, now, context }) => {
  const parsed = ExtortionDecisionSchema.safeParse(values);
  if (!parsed.success) {
    return refuse(intent, "invalid", {
      title: "Choose Uphold or Reject for an extortion report.",
    });
  }
  return answer(intent, await decideExtortionReport(context.db, actorId, parsed.data, now));
};
