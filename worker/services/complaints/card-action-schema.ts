import { COMPLAINT_TEXT_MAX } from "@shared/complaint-validation";
import { z } from "zod";

/** What a signed-in person does to a complaint from its card or detail page. */
export const CardActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save") }),
  z.object({ intent: z.literal("unsave") }),
  z.object({ intent: z.literal("follow-company") }),
  z.object({ intent: z.literal("unfollow-company") }),
  z.object({
    intent: z.literal("report"),
    reason: z
      .string()
      .trim()
      .min(1, "Please tell us what is wrong with this post.")
      .max(500, "Please keep the reason under 500 characters."),
  }),
  z.object({ intent: z.literal("mute-author") }),
  z.object({
    intent: z.literal("edit"),
    text: z
      .string()
      .trim()
      .min(1, "Complaint text required")
      .max(COMPLAINT_TEXT_MAX, `Complaint text must be at most ${COMPLAINT_TEXT_MAX} characters.`),
  }),
  z.object({ intent: z.literal("delete") }),
  z.object({ intent: z.literal("admin-delete") }),
  z.object({ intent: z.literal("satisfaction"), satisfied: z.enum(["yes", "no"]) }),
  // The complainant's word on a recorded refund.
  z.object({ intent: z.literal("refund"), answer: z.enum(["received", "not_received"]) }),
]);
export type CardAction = z.infer<typeof CardActionSchema>;
