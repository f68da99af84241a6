/**
 * The offline pages the service worker keeps (public/sw.js): one per language, made from the
 * catalogue's `offline.title`, `offline.text` and `error.tryAgain` (shared/messages/{en,tr,es}/root.ts) at
 * build time by vite.config.ts, so no copy of their words is written by hand. Plain HTML with
 * its own styles: it is shown with no network, so it loads nothing.
 */
import { en } from "../shared/messages/en/root";
import { es } from "../shared/messages/es/root";
import { tr } from "../shared/messages/tr/root";

type Words = { "offline.title": string; "offline.text": string; "error.tryAgain": string };

/** Each language's file in the built assets, served without ".html" (/offline, /offline-tr). */
export const OFFLINE_PAGES = [
  { locale: "en", file: "offline.html", words: en },
  { locale: "tr", file: "offline-tr.html", words: tr },
  { locale: "es", file: "offline-es.html", words: es },
] as const satisfies readonly { locale: string; file: string; words: Words }[];

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** One language's page. */
export function offlinePage(locale: string, words: Words) {
  return `<!doctype html>
<html lang="${locale}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(words["offline.title"])} · UCK</title>
    <style>
      body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; color: #171717; background: #fafafa; }
      main { max-width: 32rem; margin: 0 auto; padding: 4rem 1rem; text-align: center; }
      .logo { display: inline-block; background: #dc2626; color: #fff; font-weight: 800; letter-spacing: 0.08em; padding: 0.25rem 0.6rem; border-radius: 0.4rem; }
      h1 { font-size: 1.5rem; margin: 1.5rem 0 0.5rem; }
      p { line-height: 1.5; color: #404040; }
      a { display: inline-block; margin-top: 1rem; background: #dc2626; color: #fff; text-decoration: none; padding: 0.6rem 1rem; border-radius: 0.5rem; font-weight: 600; }
    </style>
  </head>
  <body>
    <main data-testid="offline-page">
      <span class="logo">UCK</span>
      <h1>${escapeHtml(words["offline.title"])}</h1>
      <p>${escapeHtml(words["offline.text"])}</p>
      <a href="?">${escapeHtml(words["error.tryAgain"])}</a>
    </main>
  </body>
</html>
`;
}
