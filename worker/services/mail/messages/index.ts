import { fill, formatDate, pluralTemplate } from "@shared/format";
import { DEFAULT_LOCALE, type Locale } from "@shared/i18n";
import {
  type MailMessageKey,
  type MailMessages,
  mailEn,
} from "../../../../shared/messages/en/mail";
import { mailEs } from "../../../../shared/messages/es/mail";
import { mailTr } from "../../../../shared/messages/tr/mail";

export type { MailMessageKey } from "../../../../shared/messages/en/mail";

const MAIL_CATALOGUES: Record<Locale, MailMessages> = { en: mailEn, tr: mailTr, es: mailEs };

/** The words of the mails in one language, `{name}` filled from `values` (one pass: what people
 * wrote is inserted as it is, never read as a placeholder). */
export type MailText = {
  locale: Locale;
  t: (key: MailMessageKey, values?: Record<string, string | number>) => string;
  /** The plural form for `count` (shared/format/plural.ts), `{count}` formatted in the language. */
  plural: (key: "digest.subject", count: number) => string;
  /** A day as the recipient's language writes it ("4 December 2026", "4 Aralık 2026"). */
  day: (at: number) => string;
};

/** The mails' words in `locale` (a member's chosen language; English when never chosen). */
export function mailText(locale: Locale | null | undefined = DEFAULT_LOCALE): MailText {
  const chosen = locale ?? DEFAULT_LOCALE;
  const messages = MAIL_CATALOGUES[chosen];
  const numbers = new Intl.NumberFormat(chosen);
  return {
    locale: chosen,
    t: (key, values) => fill(messages[key], values),
    plural: (key, count) =>
      fill(pluralTemplate(messages, key, count, chosen) ?? key, { count: numbers.format(count) }),
    day: (at) => formatDate(at, chosen, "UTC", { day: "numeric", month: "long", year: "numeric" }),
  };
}
