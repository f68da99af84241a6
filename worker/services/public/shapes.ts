import { ESCALATION_WINDOW_MS } from "@shared/escalation";
import type { OpenDataColumn } from "@shared/open-data";
import { VERDICT_WINDOW_MS } from "@shared/outcome";
import type { z } from "zod";
import type { LegalEntity } from "../companies/legal-entity";
import type { CommentData } from "../complaints/comments";
import type { ComplaintCardData } from "./complaint";
import type { Comment, Complaint } from "./schemas";

/**
 * The public API's and the open data's shapes of a complaint, mapped from the public projection
 * (`toCard` of ./complaint.ts, read with no viewer): they rename and leave out, never add, so
 * neither can show what the pages do not.
 */

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * The CFPB's "timely response": the company's first response came within 48 hours of the
 * complaint being sent to it. False once those 48 hours passed without one; null while they run,
 * and for a complaint never sent to the company (/methodology#timely).
 */
export function companyResponseTimely(card: ComplaintCardData, now: number): boolean | null {
  if (card.sentToCompanyAt === null) return null;
  const due = card.sentToCompanyAt + ESCALATION_WINDOW_MS;
  if (card.responseAt !== null) return card.responseAt <= due;
  return now > due ? false : null;
}

/** A person as the public sees them in the API: the profile's name and username, no address. */
export const apiPerson = (person: { name: string | null; username: string | null }) => ({
  name: person.name,
  username: person.username,
});

export function apiComplaintOf(
  card: ComplaintCardData,
  origin: string,
  now: number,
): z.infer<typeof Complaint> {
  return {
    id: card.id,
    url: `${origin}/complaint/${card.id}`,
    text: card.text,
    status: card.status as z.infer<typeof Complaint>["status"],
    company: { name: card.company.name, slug: card.company.slug },
    category: card.category,
    country: card.country,
    location: card.location,
    uck_count: card.uckCount,
    comment_count: card.commentsCount,
    share_count: card.shareCount,
    author: apiPerson(card.author),
    created_at: new Date(card.createdAt).toISOString(),
    escalated_at: iso(card.escalatedAt),
    resolved_at: iso(card.resolvedAt),
    satisfied: card.isSatisfied,
    ...verdictFields(card),
    sent_to_company_at: iso(card.sentToCompanyAt),
    company_response_timely: companyResponseTimely(card, now),
    group_id: card.groupId,
    response:
      card.response && card.responseAt !== null
        ? {
            text: card.response,
            reimbursement: card.reimbursement,
            responded_at: new Date(card.responseAt).toISOString(),
          }
        : null,
  };
}

export const apiCommentOf = (comment: CommentData): z.infer<typeof Comment> => ({
  id: comment.id,
  text: comment.text,
  author: apiPerson(comment.author),
  uck_count: comment.uckCount,
  created_at: new Date(comment.createdAt).toISOString(),
});

/** Who resolves (decision 040), as the API and the open data give it. */
const verdictFields = (card: ComplaintCardData) => ({
  company_resolved_at: iso(card.companyResolvedAt),
  verdict: card.verdict,
  verdict_at: iso(card.verdictAt),
  // The day it closed, also when the closing job has not stamped it yet.
  closed_unverified_at:
    card.outcome === "closed_unverified"
      ? iso(card.closedUnverifiedAt ?? (card.companyResolvedAt ?? 0) + VERDICT_WINDOW_MS)
      : null,
  // The outcome fields (decision 041): the answer's category, the CFPB's "consumer disputed?",
  // and the verdict's optional parts, each null when not given.
  company_response: card.responseCategory,
  consumer_disputed: card.verdict === null ? null : card.verdict === "disputed",
  score: card.verdict === null ? null : card.score,
  would_do_business_again: card.verdict === null ? null : card.wouldReturn,
  ...outcomeFields(card),
});

/**
 * What happened after escalation (decision 046): the outcome and its day are public with
 * `outcome_verified` (true only when verified and counted); the amount and currency only once
 * verified, so an unverified claim of money never leaves UCK as data.
 */
const outcomeFields = (card: ComplaintCardData) => {
  const o = card.escalationOutcome;
  const verified = o?.state === "counts";
  return {
    outcome: o?.outcome ?? null,
    outcome_at: o?.occurredOn ?? null,
    outcome_amount_minor: verified ? (o?.amountMinor ?? null) : null,
    outcome_currency: verified ? (o?.currency ?? null) : null,
    outcome_verified: o ? verified : null,
  };
};

/**
 * One open-data row: the API's public complaint less the author and the location (a file of
 * every complaint is not the place for names and places, though the pages show them).
 */
export function openDataValuesOf(
  card: ComplaintCardData,
  origin: string,
  now: number,
  /** The company's confirmed legal entity (decision 045); null: unknown. */
  entity: Pick<LegalEntity, "legal_name" | "registry" | "identifier"> | null = null,
): Record<OpenDataColumn, string | number | boolean | null> {
  return {
    complaint_id: card.id,
    url: `${origin}/complaint/${card.id}`,
    created_at: new Date(card.createdAt).toISOString(),
    company: card.company.name,
    company_slug: card.company.slug,
    company_domain: card.company.domain,
    company_legal_name: entity?.legal_name ?? null,
    company_registry: entity?.registry ?? null,
    company_registry_id: entity?.identifier ?? null,
    category: card.category,
    country: card.country,
    status: card.status,
    uck_count: card.uckCount,
    comment_count: card.commentsCount,
    responded_at: iso(card.responseAt),
    resolved_at: iso(card.resolvedAt),
    escalated_at: iso(card.escalatedAt),
    satisfied: card.isSatisfied,
    ...verdictFields(card),
    sent_to_company_at: iso(card.sentToCompanyAt),
    company_response_timely: companyResponseTimely(card, now),
    group_id: card.groupId,
    complaint_text: card.text,
    response_text: card.response,
    reimbursement: card.reimbursement,
  };
}
