/** The embeddable company badge's height in px (worker/services/companies/badge.ts draws it). */
export const BADGE_HEIGHT = 52;
/** With a pledge (decision 043) the badge has a fourth line: its kept-rate. */
export const BADGE_PLEDGE_HEIGHT = 66;
export const badgeHeight = (pledged: boolean) => (pledged ? BADGE_PLEDGE_HEIGHT : BADGE_HEIGHT);
