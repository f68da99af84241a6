import type { Locale } from "@shared/i18n";
import type { RefusalKey, RefusalWords } from "@worker/services/refusal";
import type { z } from "zod";
import { say, sayToast } from "./say.server";
import type { Words } from "./toast-words";

/**
 * The services' refusals in the request's language (decision 030). A service answers with its
 * English text and the same refusal as keys and values (`RefusalWords`); the page's action says
 * it here, on the server, before its answer becomes a toast, a flash or a form's message, so
 * every page that shows it (with or without JavaScript) has it in its language and no page
 * carries these words. English is the services' text word for word. The JSON API keeps the
 * English text.
 */
export function sayRefusal(locale: Locale, words: RefusalWords): string {
  return say(locale, words.text, words);
}

type Said = { title: string; description?: string };

/**
 * A refusal (a toast or a form's problem) in the request's language when it carries its words;
 * the words themselves never go to the page. A refusal titled "Error" without a title of its own
 * words is said under the catalogue's error title.
 */
export function saidRefusal<T extends Said & { words?: Words }>(
  locale: Locale,
  refusal: T,
): Omit<T, "words"> {
  const { words } = refusal;
  if (!words) return sayToast(locale, refusal);
  const title = words.title ?? (refusal.title === "Error" ? "title.error" : undefined);
  return sayToast(locale, { ...refusal, words: { ...words, title } });
}

/** The words of a schema's refusal, by the field and the rule it broke (zod's issue code). */
export type FieldWords = Record<string, { too_small?: RefusalKey; too_big?: RefusalKey }>;

/**
 * A schema's first refusal of a field, said in the request's language from the words its field
 * and rule have in `fields` (the rule's bound fills `{min}` or `{max}`), never from the English
 * the schema wrote. One the table does not name says `otherwise`.
 */
export function schemaRefusal(
  locale: Locale,
  error: z.ZodError,
  fields: FieldWords,
  otherwise: { title: string; description?: string; words?: Words },
): Said {
  const issue = error.issues[0];
  const field = issue ? String(issue.path[0] ?? "") : "";
  const rule = issue && (issue.code === "too_small" || issue.code === "too_big") ? issue : null;
  const key = rule ? fields[field]?.[rule.code] : undefined;
  if (!rule || !key) return saidRefusal(locale, otherwise);
  const values: Record<string, number> =
    rule.code === "too_small" ? { min: Number(rule.minimum) } : { max: Number(rule.maximum) };
  return saidRefusal(locale, {
    title: "Error",
    description: rule.message,
    words: { title: "title.error", text: key, values },
  });
}
