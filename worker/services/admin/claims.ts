import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { companies, companyClaims, companyLegalEntities, profiles, users } from "../../db/schema";
import { acceptClaim } from "../companies/claim-link";
import type { Postbox } from "../mail/postbox";
import { notify } from "../notify";
import type { AdminOutcome } from "./outcome";

export type ClaimForReview = {
  id: string;
  companyName: string;
  companySlug: string;
  companyDomain: string;
  companyClaimed: boolean;
  requesterEmail: string;
  requesterName: string | null;
  requesterUsername: string | null;
  /** Set when the address rules put a claim its link had verified back to review (decision 034). */
  reviewReason: "personal_mailbox" | null;
  createdAt: number;
};

/**
 * Claims waiting for a person: pending with no verification mail sent (the address was not at
 * the company's domain, or the mail failed), oldest first (company_claims_status_idx).
 */
export async function listClaimsForReview(db: Database): Promise<ClaimForReview[]> {
  const rows = await db
    .select({
      id: companyClaims.id,
      companyName: companies.name,
      companySlug: companies.slug,
      companyDomain: companyClaims.companyDomain,
      companyClaimed: companies.claimed,
      requesterEmail: companyClaims.requesterEmail,
      requesterName: profiles.fullName,
      requesterUsername: profiles.username,
      reviewReason: companyClaims.reviewReason,
      createdAt: companyClaims.createdAt,
    })
    .from(companyClaims)
    .innerJoin(companies, eq(companies.id, companyClaims.companyId))
    .leftJoin(profiles, eq(profiles.id, companyClaims.userId))
    .where(and(eq(companyClaims.status, "pending"), isNull(companyClaims.emailSentAt)))
    .orderBy(asc(companyClaims.createdAt))
    .limit(50);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.getTime() }));
}

export const ClaimDecisionSchema = z.object({
  claimId: z.string().trim().min(1).max(64),
  decision: z.enum(["approve", "reject"]),
});

/**
 * Approves (the requester becomes the company's owner, the page claimed) or rejects a claim,
 * and tells the requester (in the app and by mail, as they chose). The claim is taken with a conditional update, so a claim is
 * decided once even when two admins click at the same time.
 */
export async function decideClaim(
  postbox: Postbox,
  actorId: string,
  input: { claimId: string; decision: "approve" | "reject" },
  now: number,
): Promise<AdminOutcome> {
  const { db } = postbox;
  const [claim] = await db
    .select({
      companyId: companyClaims.companyId,
      userId: companyClaims.userId,
      domain: companyClaims.companyDomain,
      companyName: companies.name,
      companySlug: companies.slug,
      claimed: companies.claimed,
      accountEmail: users.email,
    })
    .from(companyClaims)
    .innerJoin(companies, eq(companies.id, companyClaims.companyId))
    .innerJoin(users, eq(users.id, companyClaims.userId))
    .where(and(eq(companyClaims.id, input.claimId), eq(companyClaims.status, "pending")));
  if (!claim)
    return {
      ok: false,
      code: "conflict",
      message: "This claim has already been decided.",
      words: { text: "answer.claimDecided" },
    };
  if (input.decision === "approve" && claim.claimed) {
    return {
      ok: false,
      code: "conflict",
      message: "This page has already been claimed. Reject the request instead.",
      words: { text: "answer.claimTaken" },
    };
  }
  if (input.decision === "approve") {
    // One batch with the owner and the page, so a page approved while its mailed link is clicked
    // (or twice at once) still ends with one owner.
    const slug = await acceptClaim(db, { id: input.claimId, ...claim }, now, {
      reviewerId: actorId,
    });
    if (slug === null)
      return {
        ok: false,
        code: "conflict",
        message: "This claim has already been decided.",
        words: { text: "answer.claimDecided" },
      };
    await tellClaimant(postbox, input.claimId, claim, "approved", actorId, now);
    return {
      ok: true,
      message: `Claim approved: ${claim.companyName} is now claimed`,
      words: { text: "answer.claimApproved", values: { company: claim.companyName } },
    };
  }
  const taken = await db
    .update(companyClaims)
    .set({ status: "rejected", reviewedBy: actorId, tokenHash: null })
    .where(and(eq(companyClaims.id, input.claimId), eq(companyClaims.status, "pending")))
    .returning({ id: companyClaims.id });
  if (taken.length === 0)
    return {
      ok: false,
      code: "conflict",
      message: "This claim has already been decided.",
      words: { text: "answer.claimDecided" },
    };
  // The legal entity the claimant entered with the claim is rejected with it (decision 050).
  await db
    .update(companyLegalEntities)
    .set({ state: "rejected", reviewedBy: actorId, reviewedAt: new Date(now) })
    .where(
      and(
        eq(companyLegalEntities.companyId, claim.companyId),
        eq(companyLegalEntities.enteredBy, claim.userId),
        eq(companyLegalEntities.state, "submitted"),
      ),
    );
  await tellClaimant(postbox, input.claimId, claim, "rejected", actorId, now);
  return {
    ok: true,
    message: "Claim rejected; the requester was told by e-mail",
    words: { text: "answer.claimRejected" },
  };
}

/**
 * The requester hears of the decision in the app and by mail (unless they chose otherwise),
 * keyed by the claim, so a decision tells them once.
 */
async function tellClaimant(
  postbox: Postbox,
  claimId: string,
  claim: { userId: string; companyName: string; companySlug: string },
  decision: "approved" | "rejected",
  actorId: string,
  now: number,
) {
  const { db } = postbox;
  await db.batch(
    notify(postbox, {
      type: "claim_decided",
      cause: `claim:${claimId}`,
      to: users.id,
      actorId,
      data: sql`json_object('company', ${claim.companyName}, 'slug', ${claim.companySlug}, 'decision', ${decision})`,
      now,
      select: (columns) => db.select(columns).from(users).where(eq(users.id, claim.userId)),
    }),
  );
}
