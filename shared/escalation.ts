/** An open complaint with no company response escalates 48 hours after it was filed (spec). */
export const ESCALATION_WINDOW_MS = 48 * 60 * 60 * 1000;
