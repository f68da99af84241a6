/** The embeddable company badge's height in px (worker/services/companies/badge.ts draws it). */
export const BADGE_HEIGHT = 52;
