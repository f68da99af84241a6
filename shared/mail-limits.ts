/**
 * How much mail one person (or one address) can get from UCK, and how a failed send is tried
 * again. The delivery code reads these numbers and the privacy policy prints them, so what the
 * page promises is what the code does.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Mails about what happened on UCK (comments, responses, new complaints…) sent one by one to
 * the same recipient within an hour; past it, the rest of the hour's mail of a kind waits and
 * goes out as one mail ("12 new comments on your complaints").
 */
export const MAIL_HOURLY_CAP = 3;
export const MAIL_CAP_WINDOW_MS = HOUR;

/** Sends after the first: 5 minutes, 30 minutes, 2 hours, 6 hours; then the mail is given up. */
export const MAIL_RETRY_DELAYS_MS = [5 * MINUTE, 30 * MINUTE, 2 * HOUR, 6 * HOUR] as const;
export const MAIL_ATTEMPTS = MAIL_RETRY_DELAYS_MS.length + 1;

/**
 * The mail provider remembers a send's Idempotency-Key for 24 hours (Resend); no retry is
 * attempted later than this after the first attempt, so a retry can never send a second copy
 * of a mail the provider accepted although its answer never arrived.
 */
export const MAIL_RETRY_HORIZON_MS = 23 * HOUR;

/** The words of the privacy policy's mail section, from the numbers above. */
export const MAIL_LIMITS_TEXT = `At most ${MAIL_HOURLY_CAP} mails an hour reach you one by one; past that, the rest of the hour's news of one kind comes together in one mail. A mail that could not be sent is tried again after 5 minutes, 30 minutes, 2 hours and 6 hours, and never later than a day after the first try.`;
