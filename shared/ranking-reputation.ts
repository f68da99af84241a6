/**
 * How much a uck counts in rankings (docs/decisions/038): by its account's reputation, and once
 * per cohort of accounts created in the same hour. The SQL that weighs ucks lives with the
 * rankings (worker/services/complaints/ranking.ts); /methodology reads these numbers.
 */

const HOUR = 3_600_000;

/**
 * An account's age counts in whole weeks up to this many: a uck counts a quarter more for each
 * week, fully from four weeks on, and not at all in the first week. The abuse probe (docs/performance.md) registered
 * 64 accounts a day ahead and put a complaint at #1 on /viral; a cohort bought for a ranking has
 * to be made a month ahead and kept alive, which is the cost we ask. A person who joins to uck
 * sees their uck on the page at once; the rankings count people who have been around.
 */
export const REPUTATION_FULL_WEEKS = 4;

/**
 * What an account that has done nothing but uck counts for, against one that filed a complaint
 * or wrote a comment another account ucked (activity beyond ucks, which costs a visible act and
 * meets the flood guard and the moderators). Half: quiet readers are real people too.
 */
export const REPUTATION_QUIET_FACTOR = 0.5;

/**
 * Accounts created within the same clock hour count as one for any one complaint: the first of
 * them to uck it counts (by its reputation), the others count 0. A cohort made in one sitting
 * buys one uck; real people who joined in the same hour rarely uck the same complaint.
 */
export const COHORT_MS = HOUR;
