import type { Words } from "./messages/words";
import { CURRENCY_CODES, parseAmount, type RefundCurrency } from "./refunds";

/** "What would resolve this for you?" at most this long. */
export const RESOLUTION_MAX = 300;

export const RESOLUTION_PROBLEMS = {
  tooLong: `Keep what would resolve it to ${RESOLUTION_MAX} characters.`,
  amount: "Enter the amount in dispute as a number, like 40 or 40.50.",
  currency: "Choose the currency of the amount in dispute.",
} as const;

/** Each problem's words (the `resolution` section, in the create and complaint pages' words). */
const RESOLUTION_WORDS: Record<keyof typeof RESOLUTION_PROBLEMS, Words> = {
  tooLong: { text: "resolution.problem.tooLong", values: { max: RESOLUTION_MAX } },
  amount: { text: "resolution.problem.amount" },
  currency: { text: "resolution.problem.currency" },
};

const refused = (name: keyof typeof RESOLUTION_PROBLEMS) =>
  ({ ok: false, problem: RESOLUTION_PROBLEMS[name], words: RESOLUTION_WORDS[name] }) as const;

export type ResolutionFields = {
  resolutionSought?: string;
  disputeAmount?: string;
  disputeCurrency?: string;
};

export type ResolutionValues = {
  resolutionSought: string | null;
  disputeMinor: number | null;
  disputeCurrency: string | null;
};

/**
 * The complainant's optional "what would resolve this" and amount in dispute, read from the
 * filing form or the complaint page's edit form; a problem in their words when unreadable.
 * Both empty is fine: the fields are optional.
 */
export function readResolution(
  fields: ResolutionFields,
): { ok: true; values: ResolutionValues } | { ok: false; problem: string; words: Words } {
  const sought = (fields.resolutionSought ?? "").replace(/\s+/g, " ").trim();
  if (sought.length > RESOLUTION_MAX) return refused("tooLong");
  const typed = (fields.disputeAmount ?? "").trim();
  const currency = (fields.disputeCurrency ?? "").trim().toUpperCase();
  let disputeMinor: number | null = null;
  if (typed) {
    if (!CURRENCY_CODES.includes(currency as RefundCurrency)) {
      return refused("currency");
    }
    disputeMinor = parseAmount(typed, currency as RefundCurrency);
    if (disputeMinor === null) return refused("amount");
  }
  return {
    ok: true,
    values: {
      resolutionSought: sought || null,
      disputeMinor,
      disputeCurrency: disputeMinor === null ? null : currency,
    },
  };
}
