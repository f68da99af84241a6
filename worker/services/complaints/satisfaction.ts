import { money } from "@shared/format";
import { DEFAULT_LOCALE } from "@shared/i18n";
import { VERDICT_CHANGE_MS } from "@shared/response-category";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companyMembers, complaints, refunds } from "../../db/schema";
import type { Postbox } from "../mail/postbox";
import { notifyCompany } from "../notify";
import type { ActionOutcome } from "./card-actions";
import { refundHolds } from "./resolution-rule";

const SATISFIED = {
  title: "Response marked as satisfactory",
  description: "Thank you for your feedback! We're glad the company resolved your issue.",
  words: { title: "satisfied", text: "satisfiedText" },
};
const UNSATISFIED = {
  title: "Response marked as unsatisfactory",
  description: "We're sorry to hear that. The company will be notified.",
  words: { title: "unsatisfied", text: "unsatisfiedText" },
};
/** The spec's "The company will be notified." is only said where someone is told. */
const UNSATISFIED_NOBODY = {
  title: "Response marked as unsatisfactory",
  description:
    "We're sorry to hear that. Nobody manages the company's page on UCK right now, so nobody could be told; your answer is shown on the complaint.",
  words: { title: "unsatisfied", text: "unsatisfiedNobody" },
};

/** The verdict's optional parts (decision 041): "How was it handled?" and "Again?". */
export type VerdictDetails = { score?: number | undefined; wouldReturn?: boolean | undefined };

/**
 * The complainant's verdict (decision 040): Yes makes the complaint resolved (the only way it
 * becomes resolved), No records it as disputed and keeps it in progress. A Yes waits for a refund
 * that has not arrived (complaints/resolution-rule.ts): refused with its reason, nothing written.
 * The company's members hear it in the same batch, only when this answer was recorded (changes()
 * counts the update just before): a Yes in the app, a No in the app and by mail.
 * With it go the optional score (0–10) and "would do business with them again" (decision 041),
 * each null when left out. A verdict may be changed for 30 days after it was given; an
 * unchanged answer keeps its day, so changing the score does not restart the 30 days.
 */
export async function answerResponse(
  postbox: Postbox,
  actorId: string,
  complaint: { userId: string },
  complaintId: string,
  answer: "yes" | "no",
  now: number,
  details: VerdictDetails = {},
): Promise<ActionOutcome> {
  const { db } = postbox;
  const satisfied = answer === "yes";
  const at = new Date(now);
  const verdict = satisfied ? "resolved" : "disputed";
  // The same answer again keeps its day (and the 30 days it opened); a new one starts them.
  const verdictAt = sql`case when ${complaints.verdict} = ${verdict} and ${complaints.verdictAt} is not null then ${complaints.verdictAt} else ${now} end`;
  const parts = { score: details.score ?? null, wouldReturn: details.wouldReturn ?? null };
  const recorded = db
    .update(complaints)
    .set(
      satisfied
        ? {
            isSatisfied: true,
            verdict: "resolved",
            verdictAt,
            ...parts,
            status: "resolved",
            resolvedAt: sql`coalesce(${complaints.resolvedAt}, ${now})`,
            updatedAt: at,
          }
        : {
            isSatisfied: false,
            verdict: "disputed",
            verdictAt,
            ...parts,
            // No claim stands against a No: the complaint is in progress again (also after a
            // Yes changed to No within its 30 days).
            status: sql`case when ${complaints.status} = 'resolved' then 'in_progress' else ${complaints.status} end`,
            resolvedAt: sql`case when ${complaints.status} = 'resolved' then null else ${complaints.resolvedAt} end`,
            updatedAt: at,
          },
    )
    .where(
      and(
        eq(complaints.id, complaintId),
        eq(complaints.userId, actorId),
        eq(complaints.hasResponse, true),
        // Not answered Yes yet, or answered within the last 30 days (changeable).
        sql`(coalesce(${complaints.isSatisfied}, 0) = 0 or ${complaints.verdictAt} > ${now - VERDICT_CHANGE_MS})`,
        satisfied ? refundHolds("complainant").not : undefined,
      ),
    )
    .returning({ id: complaints.id, companyId: complaints.companyId });
  const members = db
    .select({ n: sql<number>`count(*)` })
    .from(companyMembers)
    .innerJoin(complaints, eq(complaints.companyId, companyMembers.companyId))
    .where(and(eq(complaints.id, complaintId), sql`${companyMembers.userId} <> ${actorId}`));
  // The members are counted first: changes() in the notification's select must see the update.
  const [[told], updated] = await db.batch([
    members,
    recorded,
    ...notifyCompany(postbox, {
      type: satisfied ? "complaint_resolved" : "response_unsatisfied",
      cause: `${satisfied ? "resolved" : "unsatisfied"}:${complaintId}`,
      complaintId,
      except: actorId,
      actorId,
      data: sql`json_object('company', ${complaints.companyName}, 'recipient', 'company')`,
      now,
      // A Yes is good news for the page; a No is what the company must hear, in the app and by
      // mail (the member's choice of mail applies).
      mail: !satisfied,
      only: sql`changes() > 0`,
    }),
  ]);
  if (updated.length === 0) {
    const held = satisfied ? await refundHolding(db, complaintId, actorId) : null;
    if (held) return held;
    return {
      ok: false,
      code: complaint.userId === actorId ? "invalid" : "forbidden",
      toast: {
        title: "Error",
        description: "Only the complainant can answer a company response.",
        words: { title: "error", text: "verdictNotYours" },
      },
    };
  }
  if (satisfied) return { ok: true, toast: SATISFIED };
  return { ok: true, toast: (told?.n ?? 0) > 0 ? UNSATISFIED : UNSATISFIED_NOBODY };
}

/**
 * Why the complainant's Yes was refused when a refund holds it: still pending (say it arrived in
 * the same answer) or said not to have arrived. Null when no refund of theirs holds it.
 */
async function refundHolding(
  db: Database,
  complaintId: string,
  actorId: string,
): Promise<ActionOutcome | null> {
  const [refund] = await db
    .select({
      status: refunds.status,
      amountMinor: refunds.amountMinor,
      currency: refunds.currency,
    })
    .from(refunds)
    .innerJoin(complaints, eq(complaints.id, refunds.complaintId))
    .where(and(eq(refunds.complaintId, complaintId), eq(complaints.userId, actorId)));
  if (!refund || refund.status === "received") return null;
  const amount = money(refund.amountMinor, refund.currency, DEFAULT_LOCALE);
  const values = { amount: { minor: refund.amountMinor, currency: refund.currency } };
  return refund.status === "pending"
    ? {
        ok: false,
        code: "conflict",
        toast: {
          title: "Error",
          description: `Tell us first whether you received ${amount}: a complaint is resolved once its refund has arrived.`,
          words: { title: "error", text: "verdict.refundFirst", money: values },
        },
      }
    : {
        ok: false,
        code: "conflict",
        toast: {
          title: "Error",
          description: `You said the refund of ${amount} did not arrive: say it arrived first, or answer No.`,
          words: { title: "error", text: "verdict.refundMissing", money: values },
        },
      };
}
