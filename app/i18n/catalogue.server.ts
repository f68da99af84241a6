import type { Locale } from "@shared/i18n";
import { en, type Messages } from "../../shared/messages/en/root";
import { es } from "../../shared/messages/es/root";
import { tr } from "../../shared/messages/tr/root";

/**
 * Every language's catalogue, on the server only (`.server`: React Router refuses it in a
 * browser chunk). The root loader sends the browser the one its page is in.
 */
const CATALOGUES: Record<Locale, Messages> = { en, tr, es };

/**
 * Words only a signed-in person's card shows (its report, edit, block and delete dialogs, the
 * uck's answers, its failures): a visitor's page goes without them, about 0.5 KB gzip less on
 * every page (issue 40's budget). A visitor's components never say them (the card renders them
 * only with a viewer, from the same root data).
 */
export const MEMBER_PREFIX = "member.";

const forVisitors = (messages: Messages) =>
  Object.fromEntries(
    Object.entries(messages).filter(([key]) => !key.startsWith(MEMBER_PREFIX)),
  ) as Messages;
const VISITORS: Record<Locale, Messages> = {
  en: forVisitors(en),
  tr: forVisitors(tr),
  es: forVisitors(es),
};

/** A language's catalogue; `{ member: false }` leaves out the signed-in person's words. */
export const catalogueFor = (locale: Locale, { member = true } = {}): Messages =>
  member ? CATALOGUES[locale] : VISITORS[locale];

/** The language switch's choices, each named in its own language. */
export const LANGUAGE_CHOICES: { locale: Locale; name: string }[] = [
  { locale: "en", name: "English" },
  { locale: "tr", name: "Türkçe" },
  { locale: "es", name: "Español" },
];
