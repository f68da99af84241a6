/**
 * The public flood guard (docs/decisions/031, 038): when a company's last 24 hours look unlike its
 * own usual days, its page says so, naming the rule that held, shades the window on a 90-day
 * histogram and shows its metrics with and without the suspect complaints the window flagged.
 * Nothing is hidden or deleted.
 * The services read these numbers; each says why it is what it is.
 */

import { DUPLICATE_THRESHOLD } from "./same-problem";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The stretch the job looks at: the last 24 hours, compared with whole days before them. */
export const FLOOD_WINDOW_MS = DAY;
/** The company's usual day: the median of its daily complaints over the 28 days before. */
export const FLOOD_BASELINE_DAYS = 28;
/**
 * Volume: at least max(FLOOD_MIN_COMPLAINTS, FLOOD_MEDIAN_FACTOR × median) complaints in 24 h.
 * The floor keeps a quiet company's ordinary bad day (three complaints where it usually has
 * none) from tripping; five times its median is far beyond a normal day's spread.
 */
export const FLOOD_MIN_COMPLAINTS = 10;
export const FLOOD_MEDIAN_FACTOR = 5;
/** Young ucks: half or more of the day's ucks on its complaints came from accounts this young. */
export const FLOOD_YOUNG_ACCOUNT_MS = DAY;
export const FLOOD_YOUNG_UCK_SHARE = 0.5;
/**
 * …counted from this many ucks in the 24 hours on: one person who joined to uck one complaint
 * is half of two ucks, not a flood (the same floor as the volume rule's).
 */
export const FLOOD_MIN_UCKS = 10;
/**
 * Near-identical text: this many accounts younger than FLOOD_NEW_ACCOUNT_MS (or sharing a
 * network address hash with another of them) posting texts whose word 3-shingles overlap at
 * least FLOOD_NEAR_IDENTICAL (the bar that refuses one person's duplicate, far above the 0.2
 * that suggests a "same problem" group), so a real wave of one problem forms a group, not an
 * alarm: real people describe the same problem in their own words.
 */
export const FLOOD_NEAR_IDENTICAL = DUPLICATE_THRESHOLD;
export const FLOOD_NEAR_IDENTICAL_ACCOUNTS = 3;
export const FLOOD_NEW_ACCOUNT_MS = 7 * DAY;
/** How many of the day's complaints are compared pairwise (the newest), to bound the work. */
export const FLOOD_COMPARED_MAX = 300;
/** An open window clears by itself once the rules have not held for this long. */
export const FLOOD_CLEAR_AFTER_MS = 72 * HOUR;
/** The company page's histogram: complaints per UTC day over the last 90 days. */
export const FLOOD_HISTOGRAM_DAYS = 90;
/**
 * The version of "metrics without flagged windows" on /methodology (change both together).
 * 2: only complaints that are suspect themselves are left out, not every complaint of the window.
 */
export const FLOOD_FORMULA_VERSION = 2;

export const FLOOD_RULES = ["volume", "young_ucks", "near_identical"] as const;
export type FloodRule = (typeof FLOOD_RULES)[number];
export const FLOOD_STATES = ["open", "cleared", "upheld"] as const;
export type FloodState = (typeof FLOOD_STATES)[number];

/**
 * Why the job flags a complaint of a window (docs/decisions/038): the complaint itself is
 * suspect. young_author: its account was under FLOOD_NEW_ACCOUNT_MS old when it posted;
 * shared_address: its account shares a network address hash with another author of the window;
 * near_identical: its text is near-identical to complaints of FLOOD_NEAR_IDENTICAL_ACCOUNTS or
 * more accounts in the window. Only the complaint rules (volume, near-identical) flag complaints:
 * the young-ucks rule is about ucks, which already count in rankings only as their accounts
 * age, and never puts another person's complaint in a window.
 */
export const FLOOD_SUSPECT_REASONS = ["young_author", "shared_address", "near_identical"] as const;
export type FloodSuspectReason = (typeof FLOOD_SUSPECT_REASONS)[number];
/** The rules whose windows flag complaints (the young-ucks rule flags none). */
export const FLOOD_COMPLAINT_RULES: readonly FloodRule[] = ["volume", "near_identical"];
/** How many of a window's complaints the job judges in one run (the newest), to bound the work. */
export const FLOOD_JUDGED_MAX = 2000;
