import { DEFAULT_LOCALE, isLocale, type Locale } from "@shared/i18n";
import type { CardMessages } from "../../shared/messages/en/card";
import { SECTIONS } from "./sections.server";

type Key = keyof CardMessages;
type Toast = { title: string; description?: string };

/** Each answer the card's action may give, as its title's and description's keys. */
const ANSWERS: [Key, Key?][] = [
  ["uck.ucked", "uck.uckedText"],
  ["uck.already", "uck.alreadyText"],
  ["uck.removed"],
  ["error", "signIn.uck"],
  ["error", "signIn.delete"],
  ["error", "signIn.first"],
  ["error", "failed.delete"],
  ["error", "failed.follow"],
  ["error", "failed.generic"],
  ["saved"],
  ["unsaved"],
  ["following", "followingText"],
  ["unfollowed"],
  ["reported"],
  ["blocked"],
  ["updated", "updatedText"],
  ["success", "deleted"],
  ["adminDeleted"],
  ["satisfied", "satisfiedText"],
  ["unsatisfied", "unsatisfiedText"],
  ["unsatisfied", "unsatisfiedNobody"],
  ["error", "verdictNotYours"],
  ["refundConfirmed", "refundCounts"],
  ["refundConfirmed", "refundReview"],
  ["refundConfirmed", "refundNotCounted"],
  ["refundMissing", "refundMissingText"],
  ["refundMissing", "refundMissingTold"],
  ["error", "refundRefused"],
];

/**
 * A card action's answer (English, as the route and the services write it) in the request's
 * language, said on the server so a toast and a full-page submit's flash both carry it. An answer
 * this list does not know stays as written (a refusal the services word is said by
 * `saidRefusal` before it gets here).
 */
export function cardToastIn<P extends Toast>(locale: Locale, toast: P): P {
  // A context without a language (a test's hand-made one) gets English.
  const lang = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const english = SECTIONS.card.en;
  const known = ANSWERS.find(
    ([title, description]) =>
      english[title] === toast.title &&
      (description ? english[description] : undefined) === toast.description,
  );
  if (!known) return toast;
  const words = SECTIONS.card[lang];
  const [title, description] = known;
  return description
    ? { ...toast, title: words[title], description: words[description] }
    : { ...toast, title: words[title] };
}

/** One of the section's words in the request's language (the share's "Share this link"). */
export function cardWord(locale: Locale, key: Key): string {
  return SECTIONS.card[isLocale(locale) ? locale : DEFAULT_LOCALE][key];
}
