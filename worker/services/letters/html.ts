import { fill } from "@shared/format";
import type { Locale } from "@shared/i18n";
import { type LettersMessages, lettersEn } from "../../../shared/messages/en/letters";
import { lettersEs } from "../../../shared/messages/es/letters";
import { lettersTr } from "../../../shared/messages/tr/letters";

/**
 * What the printable letter and the card-dispute kit share (decision 047): their words
 * in one language (the letters section of the catalogue tree), escaping, dates, and the one page
 * shell with its print stylesheet. The pages are whole HTML documents with no script at all.
 */

const CATALOGUES: Record<Locale, LettersMessages> = { en: lettersEn, tr: lettersTr, es: lettersEs };

export type LetterKey = keyof LettersMessages;

/**
 * The words of one language as HTML: the sentence is escaped, then its `{placeholders}` are
 * filled with `values`, which are HTML already (escaped text, a <time>).
 */
export function lettersWords(locale: Locale) {
  const words = CATALOGUES[locale] ?? lettersEn;
  return (key: LetterKey, values?: Record<string, string | number>) =>
    fill(esc(words[key]), values);
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** The same words as plain text (a document's title, a mail). */
export function lettersText(locale: Locale) {
  const words = CATALOGUES[locale] ?? lettersEn;
  return (key: LetterKey, values?: Record<string, string | number>) => fill(words[key], values);
}

/** Text as HTML text or an attribute value. */
export const esc = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

/** A YYYY-MM-DD as people read it in `locale` ("13 December 2026", "13 Aralık 2026"). */
export function longDay(day: string, locale: Locale) {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    Date.parse(`${day}T00:00:00Z`),
  );
}

/** A day as a <time> element. */
export const timeOf = (day: string, locale: Locale) =>
  `<time datetime="${esc(day)}">${esc(longDay(day, locale))}</time>`;

/** A person's own text, paragraph by paragraph, escaped. */
export const paragraphs = (text: string) =>
  text
    .trim()
    .split(/\n\s*\n/)
    .map((part) => `<p>${esc(part.trim()).replace(/\n/g, "<br>")}</p>`)
    .join("");

const STYLE = `
:root { color-scheme: light; }
* { box-sizing: border-box; }
body { margin: 0; background: #f5f5f4; color: #111; font: 16px/1.5 Georgia, "Times New Roman", serif; }
main { max-width: 48rem; margin: 0 auto; padding: 1rem; }
.sheet { background: #fff; padding: 2rem 1.5rem; border: 1px solid #d6d3d1; }
.screen { font: 14px/1.4 system-ui, sans-serif; background: #fffbeb; border: 1px solid #fcd34d; padding: .75rem 1rem; margin: 0 0 1rem; }
.screen a { color: #1d4ed8; }
h1 { font-size: 1.25rem; margin: 1.5rem 0 1rem; }
h2 { font-size: 1.05rem; margin: 1.5rem 0 .5rem; }
dl.head { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; margin: 0; }
dl.head dt { font-weight: bold; }
dl.head dd { margin: 0; }
blockquote { margin: .5rem 0 1rem; padding-left: 1rem; border-left: 3px solid #a8a29e; }
.deadline { font-weight: bold; }
.notes { font-size: .85rem; color: #44403c; border-top: 1px solid #d6d3d1; margin-top: 2rem; padding-top: .5rem; }
.notes a, .sheet a { color: inherit; overflow-wrap: anywhere; }
.hash { font-family: ui-monospace, monospace; font-size: .8rem; overflow-wrap: anywhere; }
table { border-collapse: collapse; width: 100%; font-size: .9rem; }
th, td { border: 1px solid #d6d3d1; padding: .25rem .5rem; text-align: left; vertical-align: top; }
img { max-width: 100%; height: auto; }
form { display: grid; gap: .5rem; }
label { display: grid; gap: .125rem; }
@media (max-width: 30rem) { .sheet { padding: 1rem .75rem; } dl.head { grid-template-columns: 1fr; } }
@page { size: A4; margin: 18mm; }
@media print {
  body { background: #fff; font-size: 11pt; }
  main { max-width: none; padding: 0; }
  .sheet { border: 0; padding: 0; }
  .screen { display: none; }
  a { text-decoration: none; }
  section, blockquote, tr { break-inside: avoid; }
}
`;

/** The whole document: no script, a print stylesheet, never indexed. */
export function page(input: { locale: Locale; title: string; screen: string; body: string }) {
  return `<!doctype html>
<html lang="${input.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${esc(input.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<div class="screen">${input.screen}</div>
<div class="sheet">
${input.body}
</div>
</main>
</body>
</html>
`;
}
