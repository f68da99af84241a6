/**
 * The choices the discovery pages offer, shared by their components and the services. Kept
 * here (client-safe) so a page's component never imports a worker module: that would pull
 * drizzle into the browser bundle.
 */
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** /viral: the windows in which ucks are counted. */
export const VIRAL_WINDOWS = { "24h": DAY, "7d": 7 * DAY } as const;
export type ViralWindow = keyof typeof VIRAL_WINDOWS;

/** /trending looks at complaints of the last 14 days (complaints_feed_idx). */
export const TRENDING_WINDOW_DAYS = 14;

/** /most-complained: the windows of the ranking (null: all time). */
export const COMPLAINED_WINDOWS = { "7d": 7 * DAY, "30d": 30 * DAY, all: null } as const;
export type ComplainedWindow = keyof typeof COMPLAINED_WINDOWS;

/** /near-me: the distances offered. */
export const NEAR_RADII_KM = [10, 50, 200] as const;
export type NearRadius = (typeof NEAR_RADII_KM)[number];

/** The longest search a person may type (/search?q=…): the field and the server cut it here. */
export const SEARCH_INPUT_MAX = 200;
