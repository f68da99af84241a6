/**
 * Languages for search engines (issue 40, decision 030): every indexable page lists its address
 * in each language (`hreflang`, `?lang=` for Turkish and Spanish, the plain address for English
 * and x-default), and the sitemap lists each page once with the same alternates inside its entry.
 */
import { exports } from "cloudflare:workers";
import { expect, it } from "vitest";
import { pageMeta } from "~/lib/meta";
import { createComplaint } from "../factories";

const worker = exports.default;
const ORIGIN = "https://uck.example";
const root = (locale: string) => ({
  id: "root",
  data: { publicConfig: { publicHost: ORIGIN }, i18n: { locale } },
});

it("a page names its address in each language; a Turkish page's canonical is its ?lang=tr address", () => {
  const page = { title: "Help", description: "Help.", path: "/help" };
  const english = pageMeta([root("en")], page);
  expect(english).toContainEqual({ tagName: "link", rel: "canonical", href: `${ORIGIN}/help` });
  for (const [hrefLang, href] of [
    ["en", `${ORIGIN}/help`],
    ["tr", `${ORIGIN}/help?lang=tr`],
    ["es", `${ORIGIN}/help?lang=es`],
    ["x-default", `${ORIGIN}/help`],
  ]) {
    expect(english).toContainEqual({ tagName: "link", rel: "alternate", hrefLang, href });
  }
  const turkish = pageMeta([root("tr")], page);
  expect(turkish).toContainEqual({
    tagName: "link",
    rel: "canonical",
    href: `${ORIGIN}/help?lang=tr`,
  });
  expect(turkish).toContainEqual({ property: "og:url", content: `${ORIGIN}/help?lang=tr` });
  // A page kept out of search engines lists no alternates.
  const hidden = pageMeta([root("en")], { ...page, noindex: true });
  expect(hidden.some((tag) => "hrefLang" in tag)).toBe(false);
});

it("a page's feed link is the feed of its language: ?lang= for Turkish and Spanish, plain for English", () => {
  const page = {
    title: "Acme complaints",
    description: "Complaints about Acme.",
    path: "/company/acme",
    feed: {
      title: "Complaints about Acme on UCK",
      scope: { kind: "company" as const, slug: "acme" },
    },
  };
  const feedHref = (locale: string) =>
    pageMeta([root(locale)], page).find(
      (tag) => "type" in tag && tag.type === "application/atom+xml",
    ) as { href?: string } | undefined;
  expect(feedHref("en")?.href).toBe(`${ORIGIN}/company/acme/feed.atom`);
  expect(feedHref("tr")?.href).toBe(`${ORIGIN}/company/acme/feed.atom?lang=tr`);
  expect(feedHref("es")?.href).toBe(`${ORIGIN}/company/acme/feed.atom?lang=es`);
});

it("the sitemap lists each page once, with its Turkish, Spanish and x-default addresses inside its entry", async () => {
  const complaint = await createComplaint();
  const index = await (await worker.fetch("http://localhost/sitemap.xml")).text();
  const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
  const entries: string[] = [];
  for (const part of parts) {
    const xml = await (await worker.fetch(part.replace(/&amp;/g, "&"))).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    entries.push(...[...xml.matchAll(/<url>.*?<\/url>/g)].map((m) => m[0]));
  }
  const path = `/complaint/${complaint.id}`;
  const mine = entries.filter((entry) => entry.includes(`<loc>http://localhost${path}</loc>`));
  // Listed exactly once, as a <loc>; its alternates are links inside that one entry.
  expect(mine).toHaveLength(1);
  const [entry = ""] = mine;
  for (const [hreflang, href] of [
    ["en", path],
    ["tr", `${path}?lang=tr`],
    ["es", `${path}?lang=es`],
    ["x-default", path],
  ]) {
    expect(entry).toContain(
      `<xhtml:link rel="alternate" hreflang="${hreflang}" href="http://localhost${href}"/>`,
    );
  }
  // Every entry of every part carries the four alternates.
  for (const each of entries) expect(each.match(/<xhtml:link /g)).toHaveLength(4);
});
