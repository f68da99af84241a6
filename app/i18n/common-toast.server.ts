import { DEFAULT_LOCALE, isLocale, type Locale } from "@shared/i18n";
import { catalogueFor } from "./catalogue.server";
import { commonToast } from "./common-toast";

/**
 * A toast's common words ("Error", the generic and the follow failure) in the request's language,
 * from the root catalogue, said on the server so a toast and a full-page submit's flash both
 * carry them.
 */
export function commonToastIn<T extends { title: string; description?: string }>(
  locale: Locale,
  toast: T,
): T {
  // A context without a language (a test's hand-made one) gets English.
  const messages = catalogueFor(isLocale(locale) ? locale : DEFAULT_LOCALE);
  return commonToast(toast, (key) => messages[key]);
}
