/**
 * Who resolves a complaint (decision 040): the complainant. A member's Mark Resolved is the
 * company's claim; the complainant's Yes makes the complaint resolved, their No disputes the
 * claim; a claim nobody answered for VERDICT_WINDOW_MS closes without a verdict and never counts
 * as resolved. One place for the rule, read by the pages, the figures, the jobs and the API.
 */
const DAY = 86_400_000;

/** A company's claim waits this long for the complainant's answer, then closes without it. */
export const VERDICT_WINDOW_MS = 30 * DAY;
/** The complainant is reminded this many days after the company's claim (the reminders job). */
export const VERDICT_REMINDER_DAYS = [7, 21] as const;
/**
 * A complaint counts in the resolution rate once it has an outcome to count: confirmed, closed
 * without a verdict, or filed longer ago than this and not waiting for an answer to a claim.
 * Younger ones are still running: counting them would punish a company for this week's mail.
 */
export const OUTCOME_AGE_MS = 30 * DAY;

export type OutcomeFacts = {
  status: string;
  companyResolvedAt: number | null;
  verdict: "resolved" | "disputed" | null;
  verdictAt: number | null;
  closedUnverifiedAt: number | null;
};

/**
 * Where a complaint's resolution stands: `confirmed` (the complainant said Yes), `awaiting` (the
 * company says resolved; the complainant has not answered that claim yet), `closed_unverified`
 * (the claim went unanswered for 30 days), `disputed` (the complainant's latest answer was No),
 * or null (no claim and no verdict).
 */
export type Outcome = "confirmed" | "awaiting" | "closed_unverified" | "disputed" | null;

/** A claim the complainant answered: a verdict given after the claim was made. */
const answered = (facts: OutcomeFacts) =>
  facts.verdictAt !== null &&
  facts.companyResolvedAt !== null &&
  facts.verdictAt >= facts.companyResolvedAt;

export function outcomeOf(facts: OutcomeFacts, now: number): Outcome {
  if (facts.status === "resolved" && facts.verdict === "resolved") return "confirmed";
  if (facts.companyResolvedAt !== null && !answered(facts)) {
    if (facts.closedUnverifiedAt !== null) return "closed_unverified";
    // The closing job runs every 15 minutes; the rule does not wait for it.
    if (facts.companyResolvedAt + VERDICT_WINDOW_MS <= now) return "closed_unverified";
    return "awaiting";
  }
  if (facts.verdict === "disputed") return "disputed";
  return null;
}
