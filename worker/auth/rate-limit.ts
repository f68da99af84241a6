import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimits } from "../db/schema";
import type { RefusalWords, Worded } from "../services/refusal";

export type RateLimitRule = { limit: number; windowMs: number };

const MINUTE = 60_000;
/**
 * The product's exact limits, counted in D1 (sign-in, registration, mail, writes), one place.
 * Keys are `{rule}:{who}` (email or IP).
 */
export const RATE_LIMITS = {
  // Failed logins only (see reserveAttempt).
  loginByEmail: { limit: 10, windowMs: 15 * MINUTE },
  loginByIp: { limit: 50, windowMs: 15 * MINUTE },
  registerByIp: { limit: 20, windowMs: 60 * MINUTE },
  resetByEmail: { limit: 5, windowMs: 60 * MINUTE },
  resetByIp: { limit: 20, windowMs: 60 * MINUTE },
  resendByEmail: { limit: 5, windowMs: 60 * MINUTE },
  oauthByIp: { limit: 30, windowMs: 15 * MINUTE },
  uckByUser: { limit: 120, windowMs: MINUTE },
  commentByUser: { limit: 20, windowMs: MINUTE },
  shareByIp: { limit: 60, windowMs: 10 * MINUTE },
  reportByUser: { limit: 20, windowMs: 60 * MINUTE },
  // "Report extortion" (decision 032), counted per company: each one asks a moderator
  // to label an account and leave its complaints out of the figures, so a company cannot turn it
  // on every critic. One member reports a complaint once (a unique index); ten a day for the whole
  // company is far above a real company's share of demands, and a moderator reads each.
  extortionReportByCompany: { limit: 10, windowMs: 24 * 60 * MINUTE },
  // And per member (decision 039): one member could use up the company's ten; three a day is
  // still more than one person meets demands.
  extortionReportByMember: { limit: 3, windowMs: 24 * 60 * MINUTE },
  lookupByClient: { limit: 120, windowMs: MINUTE },
  uploadByUser: { limit: 20, windowMs: 10 * MINUTE },
  // Filing (decision 028), measured on the seed (test/filing/burst.test.ts): its busiest author filed
  // 1 complaint in any 10 minutes, 2 in an hour, 4 in a day (at the bench's 100,000 complaints:
  // 2, 4 and 5). Writing one takes minutes, so a real person never meets these; a script does.
  // Every attempt counts toward the hour (a flood of bad forms is a flood too); the burst and the
  // day count forms that would be filed, so a person correcting a form is not locked out.
  // Each is one upsert, exact under concurrency: 30 filings at once got 10 through (the hour's
  // limit) and now get 5 (the burst's).
  complaintByUser: { limit: 10, windowMs: 60 * MINUTE },
  complaintBurstByUser: { limit: 5, windowMs: 10 * MINUTE },
  complaintDailyByUser: { limit: 20, windowMs: 24 * 60 * MINUTE },
  // Ranking bursts (docs/decisions/028): when more than 10 accounts acted (ucked,
  // commented, shared) or signed in from one network address (its HMAC'd hash, user_addresses)
  // within 10 minutes, that address's ucks, comments and shares count on the page at once but in
  // rankings only a day later. Counted as distinct accounts in user_addresses, not here. A
  // person has one or two accounts and a household a few, so a real person's address never
  // meets it however much they uck; a shared exit (a campus, a carrier's NAT) may, and then only
  // waits a day for the rankings. The probe had 65 accounts on one address in 27 s.
  rankBurstByAddress: { limit: 10, windowMs: 10 * MINUTE },
  inviteByUser: { limit: 20, windowMs: 24 * 60 * MINUTE },
  // Company pages created by visiting /company/{slug} signed in: nobody fills the site with them.
  companyCreateByUser: { limit: 10, windowMs: 60 * MINUTE },
  // Claim verification mail: a claimant cannot flood a company's address.
  claimMailByUser: { limit: 5, windowMs: 60 * MINUTE },
  // Suggestions of a company's complaints address (each may mail that address once).
  contactSuggestionByUser: { limit: 5, windowMs: 24 * 60 * MINUTE },
  // The contact form of /help.
  contactByIp: { limit: 5, windowMs: 60 * MINUTE },
  contactByUser: { limit: 5, windowMs: 60 * MINUTE },
  // "Show my name publicly" switched on a complaint or on all of one's complaints (decision
  // 042): each switch draws the complaint's picture card again.
  nameChoiceByUser: { limit: 30, windowMs: 60 * MINUTE },
  // Legal-entity look-ups in the registers (decision 045), for the whole site: GLEIF allows 60
  // requests a minute per user and Companies House 600 per 5 minutes; a look-up is one request to
  // each, and only superadmins start one.
  registerLookupSiteWide: { limit: 30, windowMs: MINUTE },
  // Companies House company profiles read after a look-up's search (decision 050): at most two a
  // look-up and 30 a minute for the whole site, so with the searches Companies House is asked at
  // most 60 times a minute, half of the 600 per 5 minutes it allows.
  registerProfileSiteWide: { limit: 30, windowMs: MINUTE },
  // A company's owners entering its legal entity with a document (decision 045): each one is a
  // document a superadmin reads.
  legalEntityByCompany: { limit: 3, windowMs: 24 * 60 * MINUTE },
  // Someone whose claim of a page is pending entering its legal entity (decision 050): three a
  // day per person, and five a day per company for all its claimants together (a claim costs a
  // work address and is reviewed, yet 60 fresh accounts could each claim one page), counted apart
  // from the owners' three so claimants cannot use those up.
  legalEntityByClaimant: { limit: 3, windowMs: 24 * 60 * MINUTE },
  legalEntityClaimsByCompany: { limit: 5, windowMs: 24 * 60 * MINUTE },
  // Reads (the public API, badge, feeds, picture cards) are limited in the Rate Limiting
  // binding instead, so they write nothing here (worker/http/read-limits.ts).
} satisfies Record<string, RateLimitRule>;
export type RateLimitName = keyof typeof RATE_LIMITS;

/**
 * Counts one attempt and says whether it is within the limit. A single upsert starts a new
 * window when the old one has passed, so concurrent attempts are counted exactly.
 */
export async function hitRateLimit(
  db: Database,
  name: RateLimitName,
  who: string,
  now: number,
): Promise<{ allowed: boolean; retryAfterSeconds: number; windowStart: number; count: number }> {
  const rule = RATE_LIMITS[name];
  const key = `${name}:${who.toLowerCase()}`;
  const windowStartIfNew = now;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: windowStartIfNew, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${now - rule.windowMs} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${now - rule.windowMs} then ${now} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  const count = row?.count ?? 1;
  const windowStart = row?.windowStart ?? now;
  return {
    allowed: count <= rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart + rule.windowMs - now) / 1000)),
    windowStart,
    count,
  };
}

/**
 * Counts one attempt against each rule in order and returns the refusal message of the first
 * exceeded one, or null when all allow it. A null `who` skips its rule.
 */
export async function exceededRateLimit(
  db: Database,
  checks: readonly (readonly [RateLimitName, string | null])[],
  now: number,
): Promise<string | null> {
  return (await rateLimitRefusal(db, checks, now))?.message ?? null;
}

/**
 * `exceededRateLimit` with the refusal's words too (decision 030), for a page to say it in the
 * visitor's language: the English `message` is the same text.
 */
export async function rateLimitRefusal(
  db: Database,
  checks: readonly (readonly [RateLimitName, string | null])[],
  now: number,
): Promise<Worded | null> {
  for (const [rule, who] of checks) {
    // No client address (local runs without Cloudflare's CF-Connecting-IP): per-IP rules wait.
    if (who === null) continue;
    const result = await hitRateLimit(db, rule, who, now);
    if (!result.allowed) return tooManyAttempts(result.retryAfterSeconds);
  }
  return null;
}

export type ReservedAttempt =
  | { allowed: true; giveBack: () => Promise<void> }
  | { allowed: false; message: string; refusal: Worded };

/**
 * For limits that count failures only (wrong passwords): the attempt takes its slot in the same
 * upsert that checks the limit, before the expensive check runs, so a burst of parallel attempts
 * cannot all pass a count that the earlier ones have not raised yet. An attempt that did not
 * fail hands its slot back with `giveBack`; a refused one holds none (it checked nothing).
 */
export async function reserveAttempt(
  db: Database,
  name: RateLimitName,
  who: string,
  now: number,
): Promise<ReservedAttempt> {
  const result = await hitRateLimit(db, name, who, now);
  const giveBack = () => releaseAttempt(db, name, who, result.windowStart);
  if (result.allowed) return { allowed: true, giveBack };
  await giveBack();
  const refusal = tooManyAttempts(result.retryAfterSeconds);
  return { allowed: false, message: refusal.message, refusal };
}

/** One slot back, in the window it was taken from (a new window has its own count). */
async function releaseAttempt(db: Database, name: RateLimitName, who: string, windowStart: number) {
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(
      and(
        eq(rateLimits.key, `${name}:${who.toLowerCase()}`),
        eq(rateLimits.windowStart, windowStart),
        gt(rateLimits.count, 0),
      ),
    );
}

export function tooManyAttemptsMessage(retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

/** The refusal of `tooManyAttemptsMessage` with its words ("in {wait}": minutes). */
export function tooManyAttempts(retryAfterSeconds: number): Worded {
  const count = Math.ceil(retryAfterSeconds / 60);
  return {
    message: tooManyAttemptsMessage(retryAfterSeconds),
    words: { text: "rate.tooMany", parts: { wait: { text: "wait.minutes", values: { count } } } },
  };
}

/** The refusal of `filingLimitMessage` with its words (the window and the wait as phrases). */
export function filingLimit(rule: RateLimitRule, retryAfterSeconds: number): Worded {
  const hours = rule.windowMs / (60 * MINUTE);
  const window: RefusalWords =
    hours === 24
      ? { text: "window.day" }
      : hours === 1
        ? { text: "window.hour" }
        : { text: "window.minutes", values: { count: Math.round(rule.windowMs / MINUTE) } };
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait: RefusalWords =
    minutes >= 120
      ? { text: "wait.hours", values: { count: Math.ceil(minutes / 60) } }
      : { text: "wait.minutes", values: { count: minutes } };
  return {
    message: filingLimitMessage(rule, retryAfterSeconds),
    words: { text: "rate.filing", values: { limit: rule.limit }, parts: { window, wait } },
  };
}

/** "You can file 5 complaints in 10 minutes. Please try again in 7 minutes." */
export function filingLimitMessage(rule: RateLimitRule, retryAfterSeconds: number) {
  const hours = rule.windowMs / (60 * MINUTE);
  const window =
    hours === 24
      ? "a day"
      : hours === 1
        ? "an hour"
        : `${Math.round(rule.windowMs / MINUTE)} minutes`;
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait =
    minutes >= 120
      ? `${Math.ceil(minutes / 60)} hours`
      : `${minutes} minute${minutes === 1 ? "" : "s"}`;
  return `You can file ${rule.limit} complaints in ${window}. Please try again in ${wait}.`;
}
