/**
 * A "same problem" group's line (shared/same-problem.ts; its duration from the formatting core,
 * shared/format/duration.ts): on /create's similar complaints and on the complaint page, so both
 * sections carry these keys. English: the texts as they were.
 */
export const groupEn = {
  "group.people_one": "{count} person has this problem",
  "group.people_other": "{count} people have this problem",
  "group.line": "{people} ({thisWeek} this week) · {resolved} resolved · {response}",
  "group.noResponse": "no response from the company yet",
  "group.medianResponse": "median response time {duration}",
} as const;

export type GroupMessages = Record<keyof typeof groupEn, string>;
