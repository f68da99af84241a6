import { z } from "zod";
import { RESPONSE_TEXT_MAX } from "../../db/schema";

/** The Respond dialog's fields as the server reads them (a refund to track is optional). */
export const RespondSchema = z.object({
  text: z.string().trim().max(RESPONSE_TEXT_MAX).catch(""),
  offerReimbursement: z.enum(["on", "off"]).catch("off"),
  reimbursement: z.string().trim().max(300).catch(""),
  // A refund to track (optional, with the offer): amount as typed, currency, due day.
  refundAmount: z.string().trim().max(20).catch(""),
  refundCurrency: z.string().trim().max(3).catch(""),
  refundDue: z.string().trim().max(10).catch(""),
});

type RefundFields = "refundAmount" | "refundCurrency" | "refundDue";
/** What a response carries; the refund's fields may be left out (no refund to track). */
export type RespondInput = Omit<z.infer<typeof RespondSchema>, RefundFields> &
  Partial<Pick<z.infer<typeof RespondSchema>, RefundFields>>;

/** What answering and resolving say back, in the spec's words. */
export const RESPONSE_MESSAGES = {
  empty: { title: "Empty response", description: "Please write a response before submitting." },
  limit: {
    title: "Response limit reached",
    description: "You've reached your limit. Please upgrade your plan to continue responding.",
  },
  claim: {
    title: "Claim Required",
    description: "You must claim this company page to respond to complaints.",
  },
  submitted: {
    title: "Response Submitted",
    description: "Your response has been posted and the customer has been notified.",
  },
  resolved: {
    title: "Complaint Marked as Resolved",
    description: "The complaint status has been updated to resolved.",
  },
  own: {
    title: "Your own complaint",
    description:
      "You filed this complaint yourself, so you cannot answer or resolve it for the company.",
  },
} as const;
