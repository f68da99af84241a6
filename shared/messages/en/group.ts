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
  // Accounts younger than the ranking rule's age are shown in the group, not counted (decision 039).
  "group.withWaiting": "{line} · {waiting}",
  "group.waiting_one": "{count} newer account is not counted yet",
  "group.waiting_other": "{count} newer accounts are not counted yet",
} as const;

export type GroupMessages = Record<keyof typeof groupEn, string>;
