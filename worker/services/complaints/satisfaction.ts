import { and, eq, sql } from "drizzle-orm";
import { companyMembers, complaints } from "../../db/schema";
import type { Postbox } from "../mail/postbox";
import { notify } from "../notify";
import type { ActionOutcome } from "./card-actions";

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

/**
 * The complainant answers the company's response: Yes (resolved) or No. The company's members
 * hear it in the same batch, only when this answer was recorded (changes() counts the update
 * just before): a Yes in the app, a No in the app and by mail, as the company's channel.
 */
export async function answerResponse(
  postbox: Postbox,
  actorId: string,
  complaint: { userId: string },
  complaintId: string,
  answer: "yes" | "no",
  now: number,
): Promise<ActionOutcome> {
  const { db } = postbox;
  const satisfied = answer === "yes";
  const at = new Date(now);
  const recorded = db
    .update(complaints)
    .set(
      satisfied
        ? { isSatisfied: true, status: "resolved", resolvedAt: at, updatedAt: at }
        : { isSatisfied: false, updatedAt: at },
    )
    .where(
      and(
        eq(complaints.id, complaintId),
        eq(complaints.userId, actorId),
        eq(complaints.hasResponse, true),
        sql`coalesce(${complaints.isSatisfied}, 0) = 0`,
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
    ...notify(postbox, {
      type: satisfied ? "complaint_resolved" : "response_unsatisfied",
      cause: `${satisfied ? "resolved" : "unsatisfied"}:${complaintId}`,
      perRecipient: true,
      to: companyMembers.userId,
      complaintId: complaints.id,
      actorId,
      data: sql`json_object('company', ${complaints.companyName}, 'recipient', 'company')`,
      now,
      // A Yes is good news for the page; a No is what the company must hear, in the app and by
      // mail (the member's choice of mail applies).
      mail: !satisfied,
      select: (columns) =>
        db
          .select(columns)
          .from(complaints)
          .innerJoin(companyMembers, eq(companyMembers.companyId, complaints.companyId))
          .where(
            and(
              eq(complaints.id, complaintId),
              sql`changes() > 0`,
              sql`${companyMembers.userId} <> ${actorId}`,
            ),
          ),
    }),
  ]);
  if (updated.length === 0) {
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
