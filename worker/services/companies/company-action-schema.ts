import { DOMAIN_INPUT_MAX } from "@shared/domain";
import { RESPONSE_TEXT_MAX } from "@shared/response-category";
import { z } from "zod";
import { RespondSchema } from "./respond-form";

/**
 * What a company page's form may post (follow, claim, respond, resolve, a new refund, suggest its
 * complaints address). In its own module so
 * the page's browser code, where the action is removed, does not carry zod (decision 005).
 */
export const CompanyActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.enum(["follow", "unfollow"]) }),
  z.object({
    intent: z.literal("claim"),
    email: z.string().max(320).catch(""),
    domain: z.string().max(DOMAIN_INPUT_MAX).catch(""),
  }),
  RespondSchema.extend({ intent: z.literal("respond"), complaintId: z.string().max(64) }),
  z.object({ intent: z.literal("resolve"), complaintId: z.string().max(64) }),
  RespondSchema.pick({ refundAmount: true, refundCurrency: true, refundDue: true }).extend({
    intent: z.literal("refund-offer"),
    complaintId: z.string().max(64),
  }),
  z.object({ intent: z.literal("suggest-contact"), address: z.string().max(320).catch("") }),
  // What came of an answer in progress (decision 043).
  z.object({
    intent: z.literal("outcome"),
    complaintId: z.string().max(64),
    text: z.string().max(RESPONSE_TEXT_MAX).catch(""),
    category: z.string().max(40).optional().catch(undefined),
  }),
  // The company's pledge (decision 043): an owner makes it or withdraws it.
  z.object({ intent: z.enum(["pledge", "withdraw-pledge"]) }),
  // Its legal entity, with a document (decision 045): the fields are checked by the service.
  z.object({ intent: z.literal("legal-entity") }).passthrough(),
]);
