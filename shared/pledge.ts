/**
 * The pledge a claimed company's owner can make (decision 043; /methodology#pledge):
 * the first answer within 48 hours of a complaint reaching the company (`sent_to_company_at`),
 * and an outcome category (any but "in progress") within 10 × 24 hours of it. Both bounds are
 * inclusive to the millisecond: an answer at 48:00:00 keeps it, at 48:00:01 breaks it.
 */
export const PLEDGE_ANSWER_MS = 48 * 3_600_000;
export const PLEDGE_OUTCOME_DAYS = 10;
export const PLEDGE_OUTCOME_MS = PLEDGE_OUTCOME_DAYS * 24 * 3_600_000;
/** The kept-rate counts the complaints that reached the company in this long before now. */
export const PLEDGE_WINDOW_MS = 365 * 24 * 3_600_000;
/** A pledge may be withdrawn this long after it was made, at the earliest. */
export const PLEDGE_MIN_MS = 24 * 3_600_000;
/**
 * After a withdrawal, a new pledge waits this long: a company cannot withdraw before a complaint
 * it expects to miss and pledge again the next day.
 */
export const REPLEDGE_AFTER_MS = 30 * 24 * 3_600_000;

/** A company's pledge as every surface shows it (the page, the badge, the API). */
export type PledgeSummary = {
  /** The latest period: when it was made, and when withdrawn (null while in force). */
  since: number;
  withdrawnAt: number | null;
  /** Complaints counted over the last 12 months, and those whose both halves were kept. */
  kept: number;
  total: number;
  /** Rounded percent; null while none is counted. */
  rate: number | null;
  /** Every period, oldest first: the history is public. */
  periods: { since: number; withdrawnAt: number | null }[];
};
