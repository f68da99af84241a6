import { CURRENCY_CODES, parseAmount, type RefundCurrency } from "./refunds";

/** "What would resolve this for you?" at most this long. */
export const RESOLUTION_MAX = 300;

export const RESOLUTION_PROBLEMS = {
  tooLong: `Keep what would resolve it to ${RESOLUTION_MAX} characters.`,
  amount: "Enter the amount in dispute as a number, like 40 or 40.50.",
  currency: "Choose the currency of the amount in dispute.",
} as const;

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
): { ok: true; values: ResolutionValues } | { ok: false; problem: string } {
  const sought = (fields.resolutionSought ?? "").replace(/\s+/g, " ").trim();
  if (sought.length > RESOLUTION_MAX) return { ok: false, problem: RESOLUTION_PROBLEMS.tooLong };
  const typed = (fields.disputeAmount ?? "").trim();
  const currency = (fields.disputeCurrency ?? "").trim().toUpperCase();
  let disputeMinor: number | null = null;
  if (typed) {
    if (!CURRENCY_CODES.includes(currency as RefundCurrency)) {
      return { ok: false, problem: RESOLUTION_PROBLEMS.currency };
    }
    disputeMinor = parseAmount(typed, currency as RefundCurrency);
    if (disputeMinor === null) return { ok: false, problem: RESOLUTION_PROBLEMS.amount };
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
