import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { sha256Hex } from "../../auth/tokens";
import type { Database } from "../../db/client";
import { companies, companyClaims, companyMembers, complaints } from "../../db/schema";
import type { RefusalCode } from "../refusal";

/** The pending, unexpired claim a mailed token names, with its company; null when none. */
async function claimByToken(db: Database, token: string, now: number) {
  const [claim] = await db
    .select({
      id: companyClaims.id,
      companyId: companyClaims.companyId,
      userId: companyClaims.userId,
      email: companyClaims.requesterEmail,
      domain: companyClaims.companyDomain,
      companyName: companies.name,
      companySlug: companies.slug,
    })
    .from(companyClaims)
    .innerJoin(companies, eq(companies.id, companyClaims.companyId))
    .where(
      and(
        eq(companyClaims.tokenHash, sha256Hex(token)),
        eq(companyClaims.status, "pending"),
        gt(companyClaims.expiresAt, new Date(now)),
        eq(companies.claimed, false),
      ),
    );
  return claim ?? null;
}

/**
 * What the mailed link's page shows (docs/product.md#claiming-a-company-page: opening the link confirms nothing, as mail
 * scanners and link previews open links): the company, and the address only to the claimant.
 */
export async function readClaimLink(
  db: Database,
  viewerId: string | null,
  token: string,
  now: number,
) {
  const claim = token ? await claimByToken(db, token, now) : null;
  if (!claim) return { view: "invalid" as const };
  const company = { name: claim.companyName, slug: claim.companySlug, domain: claim.domain };
  if (!viewerId) return { view: "sign-in" as const, company };
  if (viewerId !== claim.userId) return { view: "other-account" as const, company };
  return { view: "confirm" as const, company, email: claim.email };
}

/**
 * A refusal is "not_found" when the token names no pending, unexpired claim (expired, replaced,
 * used, forged) and "forbidden" when the claim is another person's.
 */
export type ConfirmClaimOutcome =
  | { ok: true; slug: string }
  | { ok: false; code: Extract<RefusalCode, "not_found" | "forbidden"> };

/**
 * The claimant's POST from the link's page: accepts the pending claim the token names, only for
 * the signed-in person who asked for it (checked again inside the statement). Parallel posts,
 * and the links of several claimants of one page confirmed at once, end with one owner.
 */
export async function confirmClaim(
  db: Database,
  userId: string,
  token: string,
  now: number,
): Promise<ConfirmClaimOutcome> {
  const claim = token ? await claimByToken(db, token, now) : null;
  if (!claim) return { ok: false, code: "not_found" };
  if (claim.userId !== userId) return { ok: false, code: "forbidden" };
  const slug = await acceptClaim(db, claim, now, { tokenHash: sha256Hex(token), userId });
  return slug === null ? { ok: false, code: "not_found" } : { ok: true, slug };
}

/**
 * Accepts a pending claim (confirmed by its claimant or by an admin) in one batch: the claim
 * turns verified only while the page is unclaimed, and only then (changes() of the statement
 * before) is the page marked claimed and verified and the requester made its owner. Two claims
 * of one page accepted at once thus end with one owner, and a failed batch leaves the claim
 * pending with its link still valid. Returns the page's slug, or null when nothing was accepted.
 */
export async function acceptClaim(
  db: Database,
  claim: { id: string; companyId: string; userId: string; domain: string },
  now: number,
  by: { tokenHash: string; userId: string } | { reviewerId: string },
) {
  const at = new Date(now);
  const [accepted, , , , page] = await db.batch([
    db
      .update(companyClaims)
      .set({
        status: "verified",
        verifiedAt: at,
        tokenHash: null,
        ...("reviewerId" in by ? { reviewedBy: by.reviewerId } : {}),
      })
      .where(
        and(
          eq(companyClaims.id, claim.id),
          eq(companyClaims.status, "pending"),
          "tokenHash" in by
            ? and(
                eq(companyClaims.tokenHash, by.tokenHash),
                eq(companyClaims.userId, by.userId),
                gt(companyClaims.expiresAt, at),
              )
            : undefined,
          sql`not exists (select 1 from companies c where c.id = ${claim.companyId} and c.claimed = 1)`,
        ),
      )
      .returning({ id: companyClaims.id }),
    db
      .update(companies)
      .set({
        claimed: true,
        verified: true,
        domain: sql`coalesce(${companies.domain}, ${claim.domain})`,
        updatedAt: at,
      })
      .where(and(eq(companies.id, claim.companyId), sql`changes() > 0`)),
    db
      .insert(companyMembers)
      .select(
        db
          .select({
            companyId: companies.id,
            userId: sql<string>`${claim.userId}`.as("user_id"),
            role: sql<"owner">`'owner'`.as("role"),
            createdAt: sql<number>`${now}`.as("created_at"),
          })
          .from(companies)
          .where(and(eq(companies.id, claim.companyId), sql`changes() > 0`)),
      )
      .onConflictDoNothing(),
    // The complaints the company had not heard of: its new owner sees them on its page now.
    db
      .update(complaints)
      .set({ sentToCompanyAt: at, sentToCompanyVia: "members" })
      .where(
        and(
          eq(complaints.companyId, claim.companyId),
          isNull(complaints.sentToCompanyAt),
          sql`exists (select 1 from company_claims c where c.id = ${claim.id} and c.status = 'verified' and c.verified_at = ${now})`,
        ),
      ),
    db.select({ slug: companies.slug }).from(companies).where(eq(companies.id, claim.companyId)),
  ]);
  return accepted.length > 0 ? (page[0]?.slug ?? "") : null;
}
