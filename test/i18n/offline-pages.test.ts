import { LOCALES } from "@shared/i18n";
import { describe, expect, it } from "vitest";
import { catalogueFor } from "~/i18n/catalogue.server";
import { OFFLINE_PAGES, offlinePage } from "../../scripts/offline-pages";

/** The text of the first element `tag` in `html`, its entities decoded. */
function textOf(html: string, tag: string) {
  const match = new RegExp(`<${tag}\\b[^>]*>([^<]*)</${tag}>`).exec(html);
  if (!match) throw new Error(`no <${tag}> in the offline page`);
  return (match[1] ?? "").replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");
}

/**
 * The offline pages are made from the catalogue at build time (vite.config.ts, decision 037's one
 * message layer): one for every language the site speaks, each saying the catalogue's words in
 * its language. That the service worker keeps all three is e2e/shell/offline.spec.ts.
 */
describe("the offline pages", () => {
  it("say the catalogue's words in each language", () => {
    expect(OFFLINE_PAGES.map((page) => page.locale).sort()).toEqual([...LOCALES].sort());
    for (const page of OFFLINE_PAGES) {
      const html = offlinePage(page.locale, page.words);
      const words = catalogueFor(page.locale);
      expect(html, page.locale).toContain(`<html lang="${page.locale}">`);
      expect(textOf(html, "title")).toBe(`${words["offline.title"]} · UCK`);
      expect(textOf(html, "h1")).toBe(words["offline.title"]);
      expect(textOf(html, "p")).toBe(words["offline.text"]);
      expect(textOf(html, "a")).toBe(words["error.tryAgain"]);
    }
  });
});
