/**
 * "What would resolve this for you?" and the amount in dispute (`ResolutionFields`): on /create
 * and on the complaint page, so both sections carry these keys. English: the texts as they were.
 */
export const resolutionEn = {
  "resolution.sought": "What would resolve this for you?",
  "resolution.optional": "(optional)",
  "resolution.soughtPlaceholder": "A refund of the ticket, a replacement, an apology…",
  "resolution.amount": "Amount in dispute",
  "resolution.currency": "Currency",
  "resolution.choose": "Choose…",
  // shared/resolution.ts RESOLUTION_PROBLEMS, shown by the form before it is sent.
  "resolution.problem.tooLong": "Keep what would resolve it to {max} characters.",
  "resolution.problem.amount": "Enter the amount in dispute as a number, like 40 or 40.50.",
  "resolution.problem.currency": "Choose the currency of the amount in dispute.",
} as const;

export type ResolutionMessages = Record<keyof typeof resolutionEn, string>;
