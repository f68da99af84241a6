import { pluralTemplate } from "@shared/format";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@shared/i18n";
import { fill } from "~/i18n/i18n";
import { SECTIONS } from "~/i18n/sections.server";
import type { Reply } from "~/kit/action.server";

/**
 * The admin page's answers in the request's language (issue 40). The admin use cases and this
 * route's intents write their toasts in English (the JSON API and the logs keep it); each is
 * found here by its English template in the `adminAnswers` section (a text with no
 * placeholders by its words, else by a pattern made from the template, the values taken from
 * the text) and said with the same values in the page's language. A `{role}` is said with the
 * `admin` section's role words, a `{count}` chooses the plural form. A text no template matches
 * (zod's own words) stays as written. English is the text itself, word for word.
 */
type Template = { key: string; pattern: RegExp; names: string[] };

const english: Record<string, string> = SECTIONS.adminAnswers.en;
const exact = new Map<string, string>();
const templates: Template[] = [];
for (const [key, text] of Object.entries(english)) {
  const names = [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  if (names.length === 0) {
    exact.set(text, key);
    continue;
  }
  const source = text
    .split(/\{\w+\}/)
    .map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .reduce((pattern, piece, index) => {
      const name = names[index - 1];
      return `${pattern}${name === "count" ? "(\\d+)" : "(.+?)"}${piece}`;
    });
  templates.push({
    key: key.replace(/_(one|other)$/, ""),
    pattern: new RegExp(`^${source}$`),
    names,
  });
}

/** `text` said in `locale` when it is one of the admin answers, else as it is. */
export function sayAdmin(locale: Locale | undefined, text: string): string {
  const lang = locale && isLocale(locale) ? locale : DEFAULT_LOCALE;
  if (lang === DEFAULT_LOCALE) return text;
  const words: Record<string, string> = SECTIONS.adminAnswers[lang];
  const key = exact.get(text);
  if (key) return words[key] ?? text;
  for (const template of templates) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const values: Record<string, string | number> = {};
    template.names.forEach((name, index) => {
      values[name] = match[index + 1] ?? "";
    });
    return fill(said(lang, template.key, values) ?? text, values);
  }
  return text;
}

/** A template of `locale` for `values`: its plural form for a count, the role in its words. */
function said(lang: Locale, key: string, values: Record<string, string | number>) {
  const words: Record<string, string> = SECTIONS.adminAnswers[lang];
  const roles: Record<string, string> = SECTIONS.admin[lang];
  if (typeof values.role === "string") values.role = roles[`role.${values.role}`] ?? values.role;
  if (values.count === undefined) return words[key];
  const count = Number(values.count);
  values.count = new Intl.NumberFormat(lang).format(count);
  return pluralTemplate(words, key, count, lang);
}

type Toast = { title: string; description?: string };
type Sent = { type: "DataWithResponseInit"; data: { toast?: Toast; error?: string } };

/** An action's answer with its toast said in `locale` (a redirect passes as it is). */
export function sayReply<R extends Reply>(locale: Locale | undefined, reply: R): R {
  const sent = reply as unknown as Sent;
  if (reply instanceof Response || sent.type !== "DataWithResponseInit") return reply;
  const toast = sent.data.toast;
  if (toast) {
    sent.data.toast = {
      ...toast,
      title: sayAdmin(locale, toast.title),
      ...(toast.description !== undefined && {
        description: sayAdmin(locale, toast.description),
      }),
    };
  }
  return reply;
}
