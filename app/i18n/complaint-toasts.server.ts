import { DEFAULT_LOCALE, isLocale, type Locale } from "@shared/i18n";
import type { MessageKey } from "../../shared/messages/en/root";
import { catalogueFor } from "./catalogue.server";
import { complaintToast } from "./complaint-toasts";
import { fill } from "./i18n";
import type { PageI18n } from "./page-messages";
import { SECTIONS } from "./sections.server";

/**
 * A complaint page's answer said in the request's language by the action itself (the appeal's
 * answers), so a full-page submit's flash is in it too, not only the toast a script shows.
 */
export function complaintToastIn<P extends { title: string; description?: string }>(
  locale: Locale,
  toast: P,
): P {
  // A context without a language (a test's hand-made one) gets English.
  const lang = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const section: Record<string, string> = SECTIONS.complaint[lang];
  const root: Record<string, string> = catalogueFor(lang);
  const t: PageI18n<"complaint">["t"] = (key, values) =>
    fill(section[key] ?? root[key as MessageKey] ?? key, values);
  return complaintToast(t, toast);
}
