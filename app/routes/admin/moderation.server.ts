import { AppealDecisionSchema, decideAppeal } from "@worker/services/admin/appeals";
import { decideReports, ModerationDecisionSchema } from "@worker/services/admin/moderation";
import { decideExtortionReport, ExtortionDecisionSchema } from "@worker/services/flags/extortion";
import { refuse } from "~/kit/action.server";
import { type AdminIntent, answer, decision } from "./answer.server";

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

export const decideAppealOfRemoval = decision(
  AppealDecisionSchema,
  "Choose Restore or Reject for an appeal.",
  ({ actorId, now, context }, appeal) => decideAppeal(context.db, actorId, appeal, now),
);

export const decideExtortion = decision(
  ExtortionDecisionSchema,
  "Choose Uphold or Reject for an extortion report.",
  ({ actorId, now, context }, report) => decideExtortionReport(context.db, actorId, report, now),
);
