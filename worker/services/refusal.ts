import { type RefusalKey, refusalEn } from "@shared/messages/en/refusal";
import type { Words } from "@shared/messages/words";

/**
 * Why a use case said no. Services answer with one of these codes; the HTTP layer turns the code
 * (never the message) into a status (`statusOf` in worker/http/kit.ts).
 */
export type RefusalCode =
  | "invalid"
  | "unauthenticated"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "gone"
  | "too_large"
  | "rate_limited"
  | "failed"
  | "upstream_failed"
  | "unavailable";

/**
 * What a refusal says, as keys and values rather than words (decision 030): a page words it in the
 * visitor's language (app/i18n/refusals.server.ts, the `refusal` section), while the service's
 * English text stays what the JSON API and the logs show. `text` is the sentence, `title` the
 * toast's or form's heading when it has its own; `values` fill its `{placeholders}` (a `count`
 * chooses a plural form), and `parts` are phrases worded the same way and put in its
 * placeholders ("in {wait}": "7 minutes"). Written by `refusalWords` where the English is made.
 */
export type RefusalWords = {
  text: RefusalKey;
  title?: RefusalKey;
  values?: Record<string, string | number>;
  parts?: Record<string, RefusalWords>;
};

/**
 * Every key a service may name: the refusal catalogue's keys (shared/messages/en/refusal.ts), a
 * plural one ("wait.minutes") without its `_one`/`_other` forms. The catalogue is the list: a key
 * is added there, with its English sentence, and nowhere else.
 */
export type { RefusalKey };
export const REFUSAL_KEYS = [
  ...new Set(Object.keys(refusalEn).map((key) => key.replace(/_(one|other)$/, ""))),
] as RefusalKey[];

/** An English text and the words that say it in any language (they say the same in English). */
export type Worded = { message: string; words: RefusalWords };

/** A form's problem (a title and a sentence) with its words, when a service words it. */
export type WordedProblem = { title: string; description: string; words?: Words };

/** What an action on a complaint that is gone (deleted, removed, or never was) says. */
export const COMPLAINT_GONE = {
  title: "Error",
  description: "This complaint no longer exists.",
  words: { text: "complaint.notFound" },
} as const;

/** A decision someone else made first (an appeal, a report): what deciding it again says. */
export const decidedAlready = <K extends string>(message: string, text: K) =>
  ({ ok: false, code: "conflict", message, words: { text } }) as const;
