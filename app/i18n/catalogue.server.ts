import type { Locale } from "@shared/i18n";
import { en, type Messages } from "./messages/en";
import { es } from "./messages/es";
import { tr } from "./messages/tr";

/**
 * Every language's catalogue, on the server only (`.server`: React Router refuses it in a
 * browser chunk). The root loader sends the browser the one its page is in.
 */
const CATALOGUES: Record<Locale, Messages> = { en, tr, es };

export const catalogueFor = (locale: Locale): Messages => CATALOGUES[locale];

/** The language switch's choices, each named in its own language. */
export const LANGUAGE_CHOICES: { locale: Locale; name: string }[] = [
  { locale: "en", name: "English" },
  { locale: "tr", name: "Türkçe" },
  { locale: "es", name: "Español" },
];
