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
 * Follows the mailed link: claims the token once, makes the requester the company's owner and
 * the page claimed and verified. Parallel clicks end with one membership.
 */
export async function verifyClaim(db: Database, token: string, now: number) {
  const tokenHash = sha256Hex(token);
  const [claimed] = await db
    .update(companyClaims)
    .set({ status: "verified", verifiedAt: new Date(now), tokenHash: null })
    .where(
      and(
        eq(companyClaims.tokenHash, tokenHash),
        eq(companyClaims.status, "pending"),
        gt(companyClaims.expiresAt, new Date(now)),
      ),
    )
    .returning({
      companyId: companyClaims.companyId,
      userId: companyClaims.userId,
      domain: companyClaims.companyDomain,
    });
  if (!claimed) return { ok: false as const };
  const slug = await grantClaimedPage(db, claimed, now);
  return { ok: true as const, slug };
}

/**
 * A claim accepted (by its mailed link or by an admin): the requester becomes the company's
 * owner and the page claimed and verified. Returns the page's slug.
 */
export async function grantClaimedPage(
  db: Database,
  claimed: { companyId: string; userId: string; domain: string },
  now: number,
) {
  await db.batch([
    db
      .insert(companyMembers)
      .values({
        companyId: claimed.companyId,
        userId: claimed.userId,
        role: "owner",
        createdAt: new Date(now),
      })
      .onConflictDoNothing(),
    db
      .update(companies)
      .set({
        claimed: true,
        verified: true,
        domain: sql`coalesce(${companies.domain}, ${claimed.domain})`,
        updatedAt: new Date(now),
      })
      .where(eq(companies.id, claimed.companyId)),
  ]);
  const [company] = await db
    .select({ slug: companies.slug })
    .from(companies)
    .where(eq(companies.id, claimed.companyId));
  return company?.slug ?? "";
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
