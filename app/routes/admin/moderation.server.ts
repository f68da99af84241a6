import { AppealDecisionSchema, decideAppeal } from "@worker/services/admin/appeals";
import { decideReports, ModerationDecisionSchema } from "@worker/services/admin/moderation";
import { decideExtortionReport, ExtortionDecisionSchema } from "@worker/services/flags/extortion";
import {
  decideExtortionAppeal,
  ExtortionAppealDecisionSchema,
} from "@worker/services/flags/extortion-answers";
import { refuse } from "~/kit/action.server";
import { type AdminIntent, adminToast, answer, decision } from "./answer.server";

/*
 * The Moderation tab's decisions: reported complaints, appeals of removals, extortion reports and
 * appeals of extortion findings.
 */

export const decideReport: AdminIntent = async ({ intent, values, actorId, now, context }) => {
  const parsed = ModerationDecisionSchema.safeParse(values);
  if (!parsed.success) {
    // A removal without its reason: the stub would have nothing to say.
    const noReason = values.outcome === "removed" && values.complaintId;
    return refuse(
      intent,
      "invalid",
      adminToast(noReason ? "answer.writeReason" : "answer.chooseReport"),
    );
  }
  const result = await decideReports(context.db, actorId, parsed.data, now);
  if (result.ok && result.removedImageUrl) context.deleteStoredImage(result.removedImageUrl);
  return answer(intent, result);
};

export const decideAppealOfRemoval = decision(
  AppealDecisionSchema,
  "answer.chooseAppeal",
  ({ actorId, now, context }, appeal) => decideAppeal(context.db, actorId, appeal, now),
);

export const decideExtortion = decision(
  ExtortionDecisionSchema,
  "answer.chooseExtortion",
  ({ actorId, now, context }, report) =>
    decideExtortionReport(context.postbox, actorId, report, now),
);

export const decideExtortionAppealIntent = decision(
  ExtortionAppealDecisionSchema,
  "answer.chooseExtortionAppeal",
  ({ actorId, now, context }, appeal) => decideExtortionAppeal(context.db, actorId, appeal, now),
);
