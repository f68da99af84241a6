import { z } from "zod";
import { RESPONSE_TEXT_MAX } from "../../db/schema";
import type { RefusalWords } from "../refusal";

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

/**
 * What answering and resolving say back, in the spec's words, with the words a page says them
 * in its language (issue 40).
 */
export const RESPONSE_MESSAGES = {
  empty: {
    title: "Empty response",
    description: "Please write a response before submitting.",
    words: { text: "respond.empty", title: "title.emptyResponse" },
  },
  limit: {
    title: "Response limit reached",
    description: "You've reached your limit. Please upgrade your plan to continue responding.",
    words: { text: "respond.limit", title: "title.limitReached" },
  },
  claim: {
    title: "Claim Required",
    description: "You must claim this company page to respond to complaints.",
    words: { text: "respond.claim", title: "title.claimRequired" },
  },
  submitted: {
    title: "Response Submitted",
    description: "Your response has been posted and the customer has been notified.",
    words: { text: "respond.submitted", title: "title.responseSubmitted" },
  },
  resolved: {
    title: "Complaint Marked as Resolved",
    description: "The complainant has been asked to confirm it is resolved.",
    words: { text: "respond.resolved", title: "title.markedResolved" },
  },
  own: {
    title: "Your own complaint",
    description:
      "You filed this complaint yourself, so you cannot answer or resolve it for the company.",
    words: { text: "respond.own", title: "title.ownComplaint" },
  },
} as const satisfies Record<string, { title: string; description: string; words: RefusalWords }>;
