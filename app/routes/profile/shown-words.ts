import type { PageMessages } from "~/i18n/page-messages";

/**
 * The page's words last shown in this browser (set after the page rendered, never on the
 * server): a later page of the list that fails keeps the profile, and its words with it.
 */
let shownWords: PageMessages<"profile"> | undefined;

export function keepProfileWords(words: PageMessages<"profile"> | undefined) {
  if (words) shownWords = words;
}

export const shownProfileWords = () => shownWords;
