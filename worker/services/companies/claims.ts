import { CLAIM_MESSAGES } from "@shared/claim-messages";
import { companyPath } from "@shared/company-path";
import { DOMAIN_INPUT_MAX, normalizeDomain } from "@shared/domain";
import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { exceededRateLimit, rateLimitRefusal } from "../../auth/rate-limit";
import { generateToken, sha256Hex } from "../../auth/tokens";
import type { Database } from "../../db/client";
import type { CompanyKey } from "../../db/company-key";
import { ADDRESS_RULE, companies, companyClaims, companyMembers } from "../../db/schema";
import { errorText, logEvent } from "../../log";
import { deliverQueuedMail } from "../mail/deliver";
import type { Postbox } from "../mail/postbox";
import { queueMessage } from "../mail/queue";
import { claimVerificationMail } from "../mail/templates";
import { domainOf, emailMatchesDomain, isPersonalMailDomain } from "../outreach/address-trust";
import type { RefusalCode, RefusalWords } from "../refusal";

export const CLAIM_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** A toast in the spec's English, with its words for a page to say it in its language. */
type Toast = { title: string; description: string; words?: RefusalWords };

export { CLAIM_MESSAGES };

/** The spec's claim toasts (shared/claim-messages.ts) with their words (decision 030). */
export const CLAIM_TOASTS = {
  signIn: {
    ...CLAIM_MESSAGES.signIn,
    words: { text: "claim.signIn", title: "title.authRequired" },
  },
  missing: {
    ...CLAIM_MESSAGES.missing,
    words: { text: "claim.missing", title: "title.missingInfo" },
  },
  invalid: {
    ...CLAIM_MESSAGES.invalid,
    words: { text: "claim.invalid", title: "title.invalidInfo" },
  },
  claimed: {
    ...CLAIM_MESSAGES.claimed,
    words: { text: "claim.claimed", title: "title.alreadyClaimed" },
  },
  failed: { ...CLAIM_MESSAGES.failed, words: { text: "claim.failed" } },
  mailFailed: {
    ...CLAIM_MESSAGES.mailFailed,
    words: { text: "claim.mailFailed", title: "title.claimSubmitted" },
  },
  sent: (email: string) => ({
    ...CLAIM_MESSAGES.sent(email),
    words: { text: "claim.sent", title: "title.claimSent", values: { email } },
  }),
  // Not the spec's: an address any customer of a mail provider can have proves nothing (decision 034).
  personalMailbox: (values: { domain: string; company: string }) => ({
    title: CLAIM_MESSAGES.invalid.title,
    description: `${values.domain} gives anyone a mailbox, so an address there cannot show that you work for ${values.company}. Use an address at your company's own domain.`,
    words: { text: "claim.personalMailbox", title: "title.invalidInfo", values },
  }),
} satisfies Record<string, Toast | ((...values: never[]) => Toast)>;

export const ClaimFormSchema = z.object({
  email: z.string().trim().toLowerCase().max(320).catch(""),
  domain: z.string().trim().max(DOMAIN_INPUT_MAX).catch(""),
});

/**
 * Stores the user's claim of a page that is not claimed yet. The company's domain (or, for a
 * page without one, the domain given) is what the requester's address must belong to. A person
 * has one pending claim per page (company_claims_pending_idx): asking again replaces it, and the
 * link of the old one stops working.
 */
export async function submitClaim(
  db: Database,
  userId: string,
  companyId: string,
  input: { email: string; domain: string },
  now: number,
): Promise<{ ok: true } | { ok: false; toast: Toast }> {
  const domain = normalizeDomain(input.domain);
  if (!input.email || !input.domain) return { ok: false, toast: CLAIM_TOASTS.missing };
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email) || !domain)
    return { ok: false, toast: CLAIM_TOASTS.invalid };
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) return { ok: false, toast: CLAIM_TOASTS.failed };
  if (company.claimed) return { ok: false, toast: CLAIM_TOASTS.claimed };
  const mailDomain = domainOf(input.email);
  if (await isPersonalMailDomain(mailDomain))
    return {
      ok: false,
      toast: CLAIM_TOASTS.personalMailbox({ domain: mailDomain, company: company.name }),
    };
  const request = {
    requesterEmail: input.email,
    companyDomain: company.domain ?? domain,
    addressRule: ADDRESS_RULE,
    createdAt: new Date(now),
  };
  await db
    .insert(companyClaims)
    .values({ id: crypto.randomUUID(), companyId, userId, ...request })
    .onConflictDoUpdate({
      target: [companyClaims.companyId, companyClaims.userId],
      targetWhere: sql`status = 'pending'`,
      set: { ...request, tokenHash: null, expiresAt: null, emailSentAt: null },
    });
  return { ok: true };
}

/**
 * The mail step (also the resend of POST /api/functions/send-claim-verification): for the
 * user's pending claim of the company, when the address belongs to the company's domain, a new
 * one-time link (hashed token, 24 hours; the previous link stops working) to a page where the
 * claimant confirms. Otherwise the claim waits for an admin. Links come from PUBLIC_HOST, never the request's Host.
 */
export async function sendClaimVerification(
  deps: Postbox,
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
    );
  // A personal mailbox never verifies a claim (decision 034), also for a claim made before the rule.
  if (
    !claim ||
    !emailMatchesDomain(claim.email, claim.domain) ||
    (await isPersonalMailDomain(domainOf(claim.email)))
  )
    return { sent: false };
  const token = generateToken(32);
  const url = `${deps.publicHost}${companyPath(companySlug)}/claim?token=${token}`;
  const mail = queueMessage(deps, claimVerificationMail(claim.email, claim.companyName, url), now);
  await db.batch([
    db
      .update(companyClaims)
      .set({ tokenHash: sha256Hex(token), expiresAt: new Date(now + CLAIM_TOKEN_TTL_MS) })
      .where(eq(companyClaims.id, claim.id)),
    mail.statement,
  ]);
  // The answer says whether the link went out, so this one send is awaited (a failure is still
  // retried like every mail; the claim waits for an admin meanwhile).
  const sent = (await deliverQueuedMail(deps, mail.id, now)) === "sent";
  if (sent)
    await db
      .update(companyClaims)
      .set({ emailSentAt: new Date(now) })
      .where(eq(companyClaims.id, claim.id));
  return { sent, email: claim.email };
}

export type ClaimRequestOutcome =
  | { ok: true; mailed: boolean; toast: Toast }
  | {
      ok: false;
      code: Extract<RefusalCode, "invalid" | "rate_limited" | "failed" | "unavailable">;
      toast: Toast;
    };

/**
 * A new link for the person's pending claim (the JSON function's resend), within the same
 * claimMailByUser limit as the claim form: both mail the company's address.
 */
export async function resendClaimVerification(
  deps: Postbox,
  userId: string,
  companySlug: string,
  now: number,
): Promise<{ ok: true; sent: boolean } | { ok: false; code: "rate_limited"; message: string }> {
  const limited = await exceededRateLimit(deps.db, [["claimMailByUser", userId]], now);
  if (limited) return { ok: false, code: "rate_limited", message: limited };
  const result = await sendClaimVerification(deps, userId, companySlug, now);
  return { ok: true, sent: result.sent };
}

/**
 * The claim form of a company page: each request counts against claimMailByUser (it mails the
 * company's address), stores the claim (replacing the person's pending one), then mails the
 * link. A failed mail leaves the stored claim for an admin, with the spec's text for it.
 */
export async function requestClaim(
  deps: Postbox,
  userId: string,
  company: { id: string; slug: string },
  input: { email: string; domain: string },
  now: number,
): Promise<ClaimRequestOutcome> {
  // The claim exists to mail its link: without a mail provider nothing is stored (docs/product.md#claiming-a-company-page).
  const noMail = deps.mailer.unavailable("company_claim");
  if (noMail)
    return {
      ok: false,
      code: "unavailable",
      toast: { title: "Error", description: noMail, words: { text: "mail.notConfigured" } },
    };
  try {
    const limited = await rateLimitRefusal(deps.db, [["claimMailByUser", userId]], now);
    if (limited) {
      const toast = { title: "Error", description: limited.message, words: limited.words };
      return { ok: false, code: "rate_limited", toast };
    }
    const stored = await submitClaim(deps.db, userId, company.id, input, now);
    if (!stored.ok) return { ok: false, code: "invalid", toast: stored.toast };
  } catch (error) {
    // D1 failed: the spec's claim failure toast, not an error page; nothing was stored.
    logEvent("claim_failed", { error: errorText(error) });
    return { ok: false, code: "failed", toast: CLAIM_TOASTS.failed };
  }
  const mail = await sendClaimVerification(deps, userId, company.slug, now).catch(
    (error: unknown) => {
      logEvent("claim_mail_failed", { error: errorText(error) });
      return { sent: false };
    },
  );
  return mail.sent
    ? { ok: true, mailed: true, toast: CLAIM_TOASTS.sent(input.email) }
    : { ok: true, mailed: false, toast: CLAIM_TOASTS.mailFailed };
}

/** The viewer's pending claim of the company (none for a visitor), for the claim panel. */
export function pendingClaimQuery(db: Database, companyId: CompanyKey, userId: string | null) {
  return db
    .select({
      email: companyClaims.requesterEmail,
      domain: companyClaims.companyDomain,
      emailSentAt: companyClaims.emailSentAt,
    })
    .from(companyClaims)
    .where(
      and(
        eq(companyClaims.companyId, companyId),
        eq(companyClaims.userId, userId ?? ""),
        eq(companyClaims.status, "pending"),
      ),
    )
    .orderBy(desc(companyClaims.createdAt))
    .limit(1);
}

/** What the claim panel shows of a pending claim, from `pendingClaimQuery`'s rows. */
export function pendingClaimFrom([row]: Awaited<ReturnType<typeof pendingClaimQuery>>) {
  return row ? { email: row.email, domain: row.domain, mailed: row.emailSentAt !== null } : null;
}

/** The user's membership row of the company, if any (no rows for a visitor). */
export function memberQuery(db: Database, companyId: CompanyKey, userId: string | null) {
  return db
    .select({ userId: companyMembers.userId, role: companyMembers.role })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId ?? "")));
}

/** Whether the user acts for the company (respond, resolve, analytics). */
export async function isCompanyMember(db: Database, companyId: string, userId: string | null) {
  if (!userId) return false;
  const [row] = await memberQuery(db, companyId, userId);
  return Boolean(row);
}
