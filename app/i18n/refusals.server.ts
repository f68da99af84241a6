import { pluralTemplate } from "@shared/format";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@shared/i18n";
import { APPEAL_TEXT_PROBLEMS } from "@shared/removals";
import { CARD_ACTION_PROBLEMS } from "@worker/services/complaints/card-action-schema";
import { COMMENT_TEXT_PROBLEMS } from "@worker/services/complaints/comments";
import type { RefusalWords } from "@worker/services/refusal";
import { fill } from "./i18n";
import { SECTIONS } from "./sections.server";

/**
 * The services' refusals in the request's language (issue 40). A service answers with its
 * English text and the same refusal as keys and values (`RefusalWords`); the page's action says
 * it here, on the server, before its answer becomes a toast, a flash or a form's message, so
 * every page that shows it (with or without JavaScript) has it in its language and no page
 * carries these words. English is the services' text word for word. The JSON API keeps the
 * English text.
 */
export function sayRefusal(locale: Locale, words: RefusalWords): string {
  // A context without a language (a test's hand-made one) gets English.
  const lang = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const messages: Record<string, string> = SECTIONS.refusal[lang];
  const count = words.values?.count;
  const template =
    typeof count === "number"
      ? pluralTemplate(messages, words.text, count, lang)
      : messages[words.text];
  const parts: Record<string, string> = {};
  for (const [name, part] of Object.entries(words.parts ?? {})) {
    parts[name] = sayRefusal(locale, part);
  }
  return fill(template ?? words.text, { ...words.values, ...parts });
}

type Said = { title: string; description?: string };

/**
 * A refusal (a toast or a form's problem) in the request's language when it carries its words;
 * the words themselves never go to the page. An "Error" title is said as the page's "Error".
 */
export function saidRefusal<T extends Said & { words?: RefusalWords }>(
  locale: Locale,
  refusal: T,
): Omit<T, "words"> {
  const { words, ...rest } = refusal;
  if (!words) return rest;
  const title = words.title ?? (rest.title === "Error" ? "title.error" : undefined);
  return {
    ...rest,
    title: title ? sayRefusal(locale, { text: title }) : rest.title,
    description: sayRefusal(locale, words),
  };
}

/** The schemas' own messages (zod), known by their constants, as refusal words. */
const SCHEMA_WORDS = new Map<string, RefusalWords>([
  [COMMENT_TEXT_PROBLEMS.empty, { text: "comment.empty" }],
  [
    COMMENT_TEXT_PROBLEMS.tooLong.text,
    { text: "comment.tooLong", values: COMMENT_TEXT_PROBLEMS.tooLong.values },
  ],
  [APPEAL_TEXT_PROBLEMS.empty, { text: "appeal.empty" }],
  [
    APPEAL_TEXT_PROBLEMS.tooLong.text,
    { text: "appeal.tooLong", values: APPEAL_TEXT_PROBLEMS.tooLong.values },
  ],
  [CARD_ACTION_PROBLEMS.reasonEmpty, { text: "report.reasonEmpty" }],
  [
    CARD_ACTION_PROBLEMS.reasonTooLong.text,
    { text: "report.reasonTooLong", values: CARD_ACTION_PROBLEMS.reasonTooLong.values },
  ],
  [CARD_ACTION_PROBLEMS.textEmpty, { text: "edit.textEmpty" }],
  [
    CARD_ACTION_PROBLEMS.textTooLong.text,
    { text: "edit.textTooLong", values: CARD_ACTION_PROBLEMS.textTooLong.values },
  ],
]);

/**
 * A schema's refusal of a field ("Error" and the first issue's message) in the request's
 * language; a message the schemas do not name (zod's own) stays as written.
 */
export function schemaRefusal(
  locale: Locale,
  message: string | undefined,
  otherwise: string,
): Said {
  const text = message ?? otherwise;
  const words = SCHEMA_WORDS.get(text);
  return saidRefusal(locale, { title: "Error", description: text, ...(words && { words }) });
}
