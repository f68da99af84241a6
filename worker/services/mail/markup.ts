/**
 * The HTML every UCK mail is made of, written to match what a mail library's components produce
 * (react-email's Html, Head, Preview, Body, Container, Button; MJML's mj-button) without shipping
 * one in the Worker: react-email's renderer adds about 160 KiB gzipped (prettier and an HTML
 * parser come with it) and MJML about 470 KiB, against a Worker near the free plan's 3 MiB
 * (docs/performance.md). What the libraries do and these helpers do too:
 *
 * - `<html lang="en" dir="ltr">`, a charset, viewport and `x-apple-disable-message-reformatting`;
 * - a preview text: the inbox's one line under the subject, hidden in the body, padded so the
 *   body's first words do not run on after it;
 * - layout in presentation tables with `bgcolor` and widths as attributes (Outlook's Word engine
 *   ignores max-width and most CSS);
 * - colours set on every box, background and text together, so a client that darkens the
 *   background in dark mode never leaves dark text on it (`color-scheme: light dark`, and a
 *   `prefers-color-scheme: dark` palette for the clients that read it);
 * - buttons as a table cell with the colour and `mso-padding-alt`, the link inside carrying the
 *   padding for every other client: the "bulletproof" button that keeps its shape in Outlook.
 */

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The palette: light, and the dark one for clients that honour prefers-color-scheme. */
export const COLORS = {
  page: "#f4f4f5",
  card: "#ffffff",
  text: "#171717",
  muted: "#52525b",
  brand: "#b91c1c",
  buttonText: "#ffffff",
  rule: "#e4e4e7",
  dark: {
    page: "#18181b",
    card: "#27272a",
    text: "#f4f4f5",
    muted: "#d4d4d8",
    link: "#fca5a5",
    rule: "#3f3f46",
  },
} as const;

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/** Inbox preview padding (react-email's Preview pads to 150 characters the same way). */
const PREVIEW_LENGTH = 150;
const PREVIEW_FILLER = "\u200c\u00a0";

/** The preview line, hidden in the mail itself. */
export function previewText(text: string) {
  const line = text.replace(/\s+/g, " ").trim().slice(0, PREVIEW_LENGTH);
  const filler = PREVIEW_FILLER.repeat(Math.max(0, PREVIEW_LENGTH - line.length));
  return `<div style="display:none;overflow:hidden;line-height:1px;opacity:0;max-height:0;max-width:0;mso-hide:all" data-skip-in-text="true">${escapeHtml(line)}${filler}</div>`;
}

/** A paragraph of the body text. */
export const paragraph = (text: string, margin = "0 0 16px") =>
  `<p style="margin:${margin};font-family:${FONT};font-size:16px;line-height:24px;color:${COLORS.text}" class="uck-text">${escapeHtml(text)}</p>`;

/** A heading (h1 once per mail, h2 for each item of a list). */
export const heading = (text: string, level: 1 | 2) =>
  level === 1
    ? `<h1 style="margin:0 0 16px;font-family:${FONT};font-size:22px;line-height:28px;font-weight:700;color:${COLORS.text}" class="uck-text">${escapeHtml(text)}</h1>`
    : `<h2 style="margin:24px 0 4px;font-family:${FONT};font-size:17px;line-height:24px;font-weight:700;color:${COLORS.text}" class="uck-text">${escapeHtml(text)}</h2>`;

/** A link in the text's colour scheme. */
export const textLink = (label: string, url: string, color: string = COLORS.brand) =>
  `<a href="${escapeHtml(url)}" style="color:${color};text-decoration:underline" class="uck-link">${escapeHtml(label)}</a>`;

/** Small grey text: the address a button opens, the footer. */
export const smallPrint = (html: string) =>
  `<p style="margin:0 0 8px;font-family:${FONT};font-size:12px;line-height:18px;color:${COLORS.muted};word-break:break-all" class="uck-muted">${html}</p>`;

/**
 * A bulletproof button: the cell carries the colour, the rounded corners and, for Outlook's Word
 * engine (which ignores padding on a link), `mso-padding-alt`; the link carries the padding
 * everywhere else, so the whole button is clickable there.
 */
export function button(label: string, url: string) {
  const href = escapeHtml(url);
  return `<table role="presentation" border="0" cellpadding="0" cellspacing="0" style="margin:8px 0 16px">
<tr><td align="center" bgcolor="${COLORS.brand}" style="border-radius:6px;background-color:${COLORS.brand};mso-padding-alt:12px 20px">
<a href="${href}" target="_blank" style="display:inline-block;padding:12px 20px;font-family:${FONT};font-size:16px;line-height:20px;font-weight:600;color:${COLORS.buttonText};text-decoration:none;border-radius:6px;background-color:${COLORS.brand}">${escapeHtml(label)}</a>
</td></tr></table>`;
}

/** A thin rule above the footer. */
export const rule = () =>
  `<table role="presentation" border="0" cellpadding="0" cellspacing="0" width="100%" style="margin:16px 0"><tr><td style="border-top:1px solid ${COLORS.rule};font-size:0;line-height:0" height="1" class="uck-rule">&nbsp;</td></tr></table>`;

const darkStyles = `:root{color-scheme:light dark;supported-color-schemes:light dark}
@media (prefers-color-scheme:dark){
.uck-page{background-color:${COLORS.dark.page}!important}
.uck-card{background-color:${COLORS.dark.card}!important}
.uck-text{color:${COLORS.dark.text}!important}
.uck-muted{color:${COLORS.dark.muted}!important}
.uck-link{color:${COLORS.dark.link}!important}
.uck-rule{border-color:${COLORS.dark.rule}!important}
}`;

/**
 * The whole document: the page colour around a 560-pixel card (fixed width for Outlook, fluid
 * below it elsewhere), the preview line first in the body.
 */
export function mailDocument(title: string, preview: string, content: string, lang = "en") {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}" dir="ltr" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(title)}</title>
<style>${darkStyles}</style>
</head>
<body style="margin:0;padding:0;background-color:${COLORS.page}" bgcolor="${COLORS.page}" class="uck-page">
${previewText(preview)}
<table role="presentation" border="0" cellpadding="0" cellspacing="0" width="100%" bgcolor="${COLORS.page}" style="background-color:${COLORS.page}" class="uck-page">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" border="0" cellpadding="0" cellspacing="0" width="560" bgcolor="${COLORS.card}" style="width:100%;max-width:560px;background-color:${COLORS.card};border-radius:8px" class="uck-card">
<tr><td style="padding:28px 24px">
${content}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}
