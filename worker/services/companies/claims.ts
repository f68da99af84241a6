import { and, desc, eq, gt, sql } from "drizzle-orm";
import { z } from "zod";
import { normalizeDomain } from "../../../app/lib/domain";
import { generateToken, sha256Hex } from "../../auth/tokens";
import type { Database } from "../../db/client";
import { companies, companyClaims, companyMembers } from "../../db/schema";
import type { Mailer } from "../../mail/mailer";
import { claimVerificationMail } from "../../mail/templates";

export const CLAIM_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export const CLAIM_MESSAGES = {
  signIn: {
    title: "Authentication Required",
    description: "Please log in to claim this company page.",
  },
  missing: {
    title: "Missing Information",
    description: "Please provide both email and company domain.",
  },
  failed: { title: "Error", description: "Failed to submit claim request. Please try again." },
  mailFailed: {
    title: "Claim Submitted",
    description:
      "Your claim has been submitted but there was an issue sending the verification email. An admin will review your request manually.",
  },
  sent: (email: string) => ({
    title: "Claim Submitted Successfully",
    description: `A verification email has been sent to ${email}. Please check your inbox and follow the instructions to complete the verification process.`,
  }),
} as const;

export const ClaimFormSchema = z.object({
  email: z.string().trim().toLowerCase().max(320).catch(""),
  domain: z.string().trim().max(300).catch(""),
});

/** An address at the domain or one of its subdomains ("ops@eu.delta.com" for delta.com). */
export function emailMatchesDomain(email: string, domain: string) {
  const host = email.split("@")[1] ?? "";
  return host === domain || host.endsWith(`.${domain}`);
}

/**
 * Stores a claim for a page that is not claimed yet. The company's domain (or, for a page
 * without one, the domain given) is what the requester's address must belong to.
 */
export async function submitClaim(
  db: Database,
  userId: string,
  companyId: string,
  input: { email: string; domain: string },
  now: number,
) {
  const domain = normalizeDomain(input.domain);
  if (!input.email || !input.domain) return { ok: false as const, toast: CLAIM_MESSAGES.missing };
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email) || !domain) {
    return {
      ok: false as const,
      toast: {
        title: "Invalid information",
        description: "Please enter a valid email address and domain.",
      },
    };
  }
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) return { ok: false as const, toast: CLAIM_MESSAGES.failed };
  if (company.claimed) {
    return {
      ok: false as const,
      toast: {
        title: "Already claimed",
        description: "This company page has already been claimed.",
      },
    };
  }
  await db.insert(companyClaims).values({
    id: crypto.randomUUID(),
    companyId,
    userId,
    requesterEmail: input.email,
    companyDomain: company.domain ?? domain,
    createdAt: new Date(now),
  });
  return { ok: true as const };
}

/**
 * The mail step (POST /api/functions/send-claim-verification): for the user's latest pending
 * claim of the company, when the address belongs to the company's domain, a one-time link
 * (hashed token, 24 hours). Otherwise the claim waits for an admin.
 */
export async function sendClaimVerification(
  deps: { db: Database; mailer: Mailer; publicUrl: string },
  userId: string,
  companySlug: string,
  now: number,
): Promise<{ sent: boolean; email?: string }> {
  const { db } = deps;
  const [claim] = await db
    .select({
      id: companyClaims.id,
      email: companyClaims.requesterEmail,
      domain: companyClaims.companyDomain,
      companyName: companies.name,
    })
    .from(companyClaims)
    .innerJoin(companies, eq(companies.id, companyClaims.companyId))
    .where(
      and(
        eq(companies.slug, companySlug),
        eq(companyClaims.userId, userId),
        eq(companyClaims.status, "pending"),
      ),
    )
    .orderBy(desc(companyClaims.createdAt))
    .limit(1);
  if (!claim || !emailMatchesDomain(claim.email, claim.domain)) return { sent: false };
  const token = generateToken(32);
  await db
    .update(companyClaims)
    .set({ tokenHash: sha256Hex(token), expiresAt: new Date(now + CLAIM_TOKEN_TTL_MS) })
    .where(eq(companyClaims.id, claim.id));
  const url = `${deps.publicUrl}/company/${companySlug}/claim?token=${token}`;
  const sent = await deps.mailer.send(claimVerificationMail(claim.email, claim.companyName, url));
  if (sent)
    await db
      .update(companyClaims)
      .set({ emailSentAt: new Date(now) })
      .where(eq(companyClaims.id, claim.id));
  return { sent, email: claim.email };
}

/**
 * Follows the mailed link: accepts the pending claim the token names. Parallel clicks, and the
 * links of several claimants of one page clicked at once, end with one owner.
 */
export async function verifyClaim(db: Database, token: string, now: number) {
  const tokenHash = sha256Hex(token);
  const [claim] = await db
    .select({
      id: companyClaims.id,
      companyId: companyClaims.companyId,
      userId: companyClaims.userId,
      domain: companyClaims.companyDomain,
    })
    .from(companyClaims)
    .where(
      and(
        eq(companyClaims.tokenHash, tokenHash),
        eq(companyClaims.status, "pending"),
        gt(companyClaims.expiresAt, new Date(now)),
      ),
    );
  if (!claim) return { ok: false as const };
  const slug = await acceptClaim(db, claim, now, { tokenHash });
  return slug === null ? { ok: false as const } : { ok: true as const, slug };
}

/**
 * Accepts a pending claim (by its mailed link or by an admin) in one batch: the claim turns
 * verified only while the page is unclaimed, and only then (changes() of the statement before)
 * is the page marked claimed and verified and the requester made its owner. Two claims of one
 * page accepted at once thus end with one owner, and a failed batch leaves the claim pending
 * with its link still valid. Returns the page's slug, or null when nothing was accepted.
 */
export async function acceptClaim(
  db: Database,
  claim: { id: string; companyId: string; userId: string; domain: string },
  now: number,
  by: { tokenHash: string } | { reviewerId: string },
) {
  const at = new Date(now);
  const [accepted, , , page] = await db.batch([
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
            ? and(eq(companyClaims.tokenHash, by.tokenHash), gt(companyClaims.expiresAt, at))
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
    db.select({ slug: companies.slug }).from(companies).where(eq(companies.id, claim.companyId)),
  ]);
  return accepted.length > 0 ? (page[0]?.slug ?? "") : null;
}

/** The user's membership row of the company, if any (no rows for a visitor). */
export function memberQuery(db: Database, companyId: string, userId: string | null) {
  return db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId ?? "")));
}

/** Whether the user acts for the company (respond, resolve, analytics). */
export async function isCompanyMember(db: Database, companyId: string, userId: string | null) {
  if (!userId) return false;
  const [row] = await memberQuery(db, companyId, userId);
  return Boolean(row);
}
