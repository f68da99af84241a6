import { GENERIC_FAILURE } from "@shared/failure-text";
import { money } from "@shared/format";
import { DEFAULT_LOCALE, type Locale } from "@shared/i18n";
import type { RefusalKey } from "@shared/messages/en/refusal";
import type { MessageKey } from "@shared/messages/en/root";
import type { Toast, Words } from "@shared/messages/words";
import { fill } from "./i18n";
import type { SectionKey, SectionName } from "./page-messages";

/** Any key of the catalogue tree (shared/messages/): the root catalogue's and every section's. */
export type TreeKey = MessageKey | { [N in SectionName]: SectionKey<N> }[SectionName] | RefusalKey;

export type { Toast, Words };

/** A failure toast: "Error" and a sentence, each with its key. */
export const failedToast = (description: string, text: TreeKey): Toast => ({
  title: "Error",
  description,
  words: { title: "ui.error", text },
});

/** The spec's generic failure, and the follow and delete failures (their English is the spec's). */
export const GENERIC_FAILED = failedToast(GENERIC_FAILURE, "error.generic");
/** The generic failure as a title alone (the pages whose forms show one line). */
export const GENERIC_FAILED_LINE: Toast = {
  title: GENERIC_FAILURE,
  words: { title: "error.generic" },
};
export const FOLLOW_FAILED = failedToast(
  "Failed to update follow status. Please try again.",
  "member.followFailed",
);
export const DELETE_FAILED = failedToast(
  "Failed to delete complaint. Please try again.",
  "member.deleteFailed",
);

/** A page's `t` (of any section): the keys it knows are its own, the rest come back as keys. */
export type PageSay = (key: never, values?: Record<string, string | number>) => string;

/**
 * In the browser: a toast that carries its words, said with the page's `t` (the root catalogue
 * and the page's section); one without words as it came (the server said it already).
 */
export function sayToastWith(
  say: PageSay,
  toast: Toast,
  locale: Locale = DEFAULT_LOCALE,
): Omit<Toast, "words"> {
  const t = say as (key: TreeKey, values?: Record<string, string | number>) => string;
  const { words, ...rest } = toast;
  if (!words) return rest;
  const parts: Record<string, string> = {};
  for (const [name, part] of Object.entries(words.parts ?? {}))
    parts[name] = part.text ? t(part.text, part.values) : "";
  for (const [name, amount] of Object.entries(words.money ?? {}))
    parts[name] = money(amount.minor, amount.currency, locale);
  const values = { ...words.values, ...parts };
  return {
    ...rest,
    ...(words.title ? { title: t(words.title, values) } : {}),
    ...(words.text ? { description: fill(t(words.text, words.values), parts) } : {}),
  };
}
