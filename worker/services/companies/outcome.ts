import {
  DELETION_DEMAND_TITLE,
  deletionDemandMessage,
  findDeletionDemand,
} from "@shared/deletion-demand";
import { and, eq, sql } from "drizzle-orm";
import { companyResponses, complaints } from "../../db/schema";
import type { Postbox } from "../mail/postbox";
import { notifyAuthor } from "../notify";
import { byAnotherMember, memberFor, type Outcome } from "./member-gate";
import { RESPONSE_MESSAGES } from "./respond-form";

/**
 * The outcome after an answer "in progress" (decision 043): the pledge's second half
 * asks for an outcome category within 10 days, and a complaint takes one answer, so a member
 * records what came of it: a category other than "in progress" (money back is not recorded here
 * yet: it is a refund, decision 041) with a sentence. Kept as a company response (its time is
 * the outcome's time for the pledge), shown as the company's current answer, told to the
 * complainant.
 */
export const OUTCOME_CATEGORIES = [
  "explanation",
  "non_monetary",
  "not_our_customer",
  "duplicate",
] as const;
export type OutcomeCategory = (typeof OUTCOME_CATEGORIES)[number];

export const OUTCOME_MESSAGES = {
  recorded: {
    title: "Outcome recorded",
    description: "The outcome is recorded and the complainant has been told.",
    words: { text: "outcome.recorded", title: "title.outcomeRecorded" },
  },
  category: {
    title: "Choose what came of it",
    description:
      "Please say what came of it: an explanation, another remedy, not your customer, or a duplicate. Money back after an answer in progress is not recorded here yet.",
    words: { text: "outcome.category", title: "title.chooseOutcome" },
  },
  notInProgress: {
    title: "Error",
    description: "Only an answer still in progress can be followed by its outcome.",
    words: { text: "outcome.notInProgress" },
  },
} as const;

export async function recordOutcome(
  postbox: Postbox,
  userId: string,
  complaintId: string,
  input: { text: string; category?: string | undefined },
  now: number,
): Promise<Outcome> {
  const { db } = postbox;
  const found = await memberFor(db, complaintId, userId);
  if (!found.ok) return found;
  const text = input.text.trim();
  if (!text) return { ok: false, code: "invalid", toast: RESPONSE_MESSAGES.empty };
  const category = OUTCOME_CATEGORIES.find((c) => c === input.category);
  if (!category) return { ok: false, code: "invalid", toast: OUTCOME_MESSAGES.category };
  // UCK's promise (/guarantees): no answer asks for the complaint's deletion.
  const demand = findDeletionDemand(text);
  if (demand) {
    return {
      ok: false,
      code: "invalid",
      toast: {
        title: DELETION_DEMAND_TITLE,
        description: deletionDemandMessage(demand),
        words: {
          text: "respond.deletionDemand",
          title: "title.offerNotSent",
          values: { matched: demand },
        },
      },
    };
  }
  const id = crypto.randomUUID();
  const waiting = and(
    eq(complaints.id, complaintId),
    eq(complaints.hasResponse, true),
    eq(complaints.responseCategory, "in_progress"),
    sql`${complaints.status} <> 'resolved'`,
    byAnotherMember(userId),
  );
  const [inserted] = await db.batch([
    db
      .insert(companyResponses)
      .select(
        db
          .select({
            id: sql<string>`${id}`.as("id"),
            complaintId: complaints.id,
            companyId: complaints.companyId,
            responderId: sql<string>`${userId}`.as("responder_id"),
            text: sql<string>`${text}`.as("text"),
            reimbursement: sql<string>`''`.as("reimbursement"),
            category: sql<string>`${category}`.as("category"),
            createdAt: sql<number>`${now}`.as("created_at"),
          })
          .from(complaints)
          .where(waiting),
      )
      .returning({ id: companyResponses.id }),
    db
      .update(complaints)
      .set({ response: text, responseCategory: category, updatedAt: new Date(now) })
      .where(
        and(
          eq(complaints.id, complaintId),
          sql`exists (select 1 from company_responses r where r.id = ${id})`,
        ),
      ),
    ...notifyAuthor(postbox, {
      type: "company_responded",
      cause: `outcome:${id}`,
      complaintId,
      actorId: userId,
      data: sql`json_object('company', (select name from companies where id = ${found.companyId}))`,
      now,
      only: sql`exists (select 1 from company_responses r where r.id = ${id})`,
    }),
  ]);
  if (inserted.length > 0) return { ok: true, toast: OUTCOME_MESSAGES.recorded };
  return { ok: false, code: "conflict", toast: OUTCOME_MESSAGES.notInProgress };
}
