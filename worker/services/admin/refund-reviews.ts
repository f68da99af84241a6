import { money } from "@shared/format";
import { DEFAULT_LOCALE } from "@shared/i18n";
import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { companies, complaints, profiles, refunds } from "../../db/schema";
import type { AdminOutcome } from "./outcome";

export type RefundForReview = {
  complaintId: string;
  companyName: string;
  companySlug: string;
  amountText: string;
  /** The amount itself, for a page that says it in its reader's language (decision 030). */
  amountMinor: number;
  currency: string;
  complainantName: string | null;
  complainantUsername: string | null;
  answeredAt: number | null;
};

/**
 * Confirmed refunds far above their company's usual ones, waiting for a superadmin before they
 * count as money returned; oldest answer first (refunds_counting_idx).
 */
export async function listRefundsForReview(db: Database): Promise<RefundForReview[]> {
  const rows = await db
    .select({
      complaintId: refunds.complaintId,
      companyName: companies.name,
      companySlug: companies.slug,
      amountMinor: refunds.amountMinor,
      currency: refunds.currency,
      complainantName: profiles.fullName,
      complainantUsername: profiles.username,
      answeredAt: refunds.answeredAt,
    })
    .from(refunds)
    .innerJoin(companies, eq(companies.id, refunds.companyId))
    .innerJoin(complaints, eq(complaints.id, refunds.complaintId))
    .leftJoin(profiles, eq(profiles.id, complaints.userId))
    .where(and(eq(refunds.counting, "review"), eq(refunds.status, "received")))
    .orderBy(asc(refunds.answeredAt))
    .limit(50);
  return rows.map(({ amountMinor, currency, answeredAt, ...row }) => ({
    ...row,
    amountText: money(amountMinor, currency, DEFAULT_LOCALE),
    amountMinor,
    currency,
    answeredAt: answeredAt?.getTime() ?? null,
  }));
}

export const RefundReviewSchema = z.object({
  complaintId: z.string().trim().min(1).max(64),
  decision: z.enum(["approve", "refuse"]),
});

/**
 * Approves (it counts as money returned) or refuses (it stays on the complaint as the
 * complainant's word, outside the figures) a refund waiting for review. Taken with a conditional
 * update, so it is decided once even when two superadmins click at the same time.
 */
export async function decideRefundReview(
  db: Database,
  actorId: string,
  input: z.infer<typeof RefundReviewSchema>,
  now: number,
): Promise<AdminOutcome> {
  const taken = await db
    .update(refunds)
    .set({
      counting: input.decision === "approve" ? "counts" : "refused",
      reviewedBy: actorId,
      reviewedAt: new Date(now),
    })
    .where(
      and(
        eq(refunds.complaintId, input.complaintId),
        eq(refunds.counting, "review"),
        eq(refunds.status, "received"),
      ),
    )
    .returning({ complaintId: refunds.complaintId });
  if (taken.length === 0) {
    return {
      ok: false,
      code: "conflict",
      message: "This refund has already been reviewed.",
      words: { text: "answer.refundDecided" },
    };
  }
  return {
    ok: true,
    message:
      input.decision === "approve"
        ? "Refund approved: it counts as money returned"
        : "Refund refused: it stays on the complaint but does not count",
  };
}
