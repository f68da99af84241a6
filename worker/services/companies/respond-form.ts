import { AMOUNT_TYPED_MAX } from "@shared/refunds";
import {
  REIMBURSEMENT_MAX,
  RESPONSE_CATEGORIES,
  RESPONSE_TEXT_MAX,
  type ResponseCategory,
} from "@shared/response-category";
import { z } from "zod";
import type { RefusalWords } from "../refusal";

/** The Respond dialog's fields as the server reads them (a refund to track is optional). */
export const RespondSchema = z.object({
  text: z.string().trim().max(RESPONSE_TEXT_MAX).catch(""),
  // What the answer does (required; a missing or unknown one is refused with its reason).
  category: z.enum(RESPONSE_CATEGORIES).optional().catch(undefined),
  offerReimbursement: z.enum(["on", "off"]).catch("off"),
  reimbursement: z.string().trim().max(REIMBURSEMENT_MAX).catch(""),
  // A refund to track (optional, with the offer): amount as typed, currency, due day.
  refundAmount: z.string().trim().max(AMOUNT_TYPED_MAX).catch(""),
  refundCurrency: z.string().trim().max(3).catch(""),
  refundDue: z.string().trim().max(10).catch(""),
});

type RefundFields = "refundAmount" | "refundCurrency" | "refundDue";
/**
 * What a response carries: its category (undefined when the form left it out: refused), and the
 * refund's fields, which may be left out (no refund to track).
 */
export type RespondInput = Omit<z.infer<typeof RespondSchema>, RefundFields | "category"> &
  Partial<Pick<z.infer<typeof RespondSchema>, RefundFields>> & {
    category: ResponseCategory | undefined;
  };

/**
 * What answering and resolving say back, in the spec's words, with the words a page says them
 * in its language (decision 030).
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
  category: {
    title: "Choose what your answer does",
    description:
      "Please say what your answer does: an explanation, money back, another remedy, still in progress, not your customer, or a duplicate.",
    words: { text: "respond.category", title: "title.chooseCategory" },
  },
  amountNeeded: {
    title: "The amount is missing",
    description:
      "A monetary relief is a refund: please give its amount, currency and the day it will be paid. Nothing you typed was lost.",
    words: { text: "respond.amountNeeded", title: "title.amountMissing" },
  },
  refundNotMonetary: {
    title: "A refund is a monetary relief",
    description:
      'You gave an amount to pay back: choose "Monetary relief" as what your answer does, or leave the amount empty.',
    words: { text: "respond.refundNotMonetary", title: "title.refundIsMonetary" },
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
