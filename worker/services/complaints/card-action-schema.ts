import { COMPLAINT_TEXT_MAX, REPORT_REASON_MAX } from "@shared/complaint-validation";
import { SCORE_MAX, SCORE_MIN } from "@shared/response-category";
import { z } from "zod";

/** The card actions' schema refusals: a page says them in its language by these (decision 030). */
export const CARD_ACTION_PROBLEMS = {
  reasonEmpty: "Please tell us what is wrong with this post.",
  reasonTooLong: {
    text: `Please keep the reason under ${REPORT_REASON_MAX} characters.`,
    values: { max: REPORT_REASON_MAX },
  },
  textEmpty: "Complaint text required",
  textTooLong: {
    text: `Complaint text must be at most ${COMPLAINT_TEXT_MAX} characters.`,
    values: { max: COMPLAINT_TEXT_MAX },
  },
} as const;

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
      .min(1, CARD_ACTION_PROBLEMS.reasonEmpty)
      .max(REPORT_REASON_MAX, CARD_ACTION_PROBLEMS.reasonTooLong.text),
  }),
  z.object({ intent: z.literal("mute-author") }),
  z.object({
    intent: z.literal("edit"),
    text: z
      .string()
      .trim()
      .min(1, CARD_ACTION_PROBLEMS.textEmpty)
      .max(COMPLAINT_TEXT_MAX, CARD_ACTION_PROBLEMS.textTooLong.text),
  }),
  z.object({ intent: z.literal("delete") }),
  z.object({ intent: z.literal("admin-delete") }),
  z.object({
    intent: z.literal("satisfaction"),
    satisfied: z.enum(["yes", "no"]),
    // "I received {amount}", sent with the Yes while a refund is not confirmed (decision 040).
    refund: z.literal("received").optional().catch(undefined),
    // The verdict's optional parts (decision 041): "How was it handled?" 0–10 and "Would you do
    // business with them again?". Left empty (or tampered with), each is simply not given.
    score: z
      .string()
      .regex(/^\d{1,2}$/)
      .transform(Number)
      .pipe(z.number().int().min(SCORE_MIN).max(SCORE_MAX))
      .optional()
      .catch(undefined),
    wouldReturn: z.enum(["yes", "no"]).optional().catch(undefined),
  }),
  // The complainant's word on a recorded refund.
  z.object({ intent: z.literal("refund"), answer: z.enum(["received", "not_received"]) }),
]);
export type CardAction = z.infer<typeof CardActionSchema>;
