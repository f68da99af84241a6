import { type FeedScope, feedPath } from "@shared/feed-paths";
import {
  DEFAULT_LOCALE,
  isLocale,
  LANGUAGE_PARAM,
  LOCALES,
  type Locale,
  localizedPath,
} from "@shared/i18n";
import { unpackWords } from "@shared/messages/wire";
import type { MetaDescriptor } from "react-router";
import type { HeadKey } from "~/i18n/head-keys";
import type { I18nWire } from "~/i18n/i18n";

export const SITE_NAME = "UCK";
const DEFAULT_KEYWORDS = ["complaints", "consumer complaints", "customer service", "UCK"];
const DEFAULT_IMAGE = "/icons/icon-512.png";

type JsonLd = Record<string, unknown>;

export type PageMeta = {
  /** The page's own title; " · UCK" is appended. */
  title: string;
  description: string;
  /** The canonical path of the page ("/investor-center"), without host or query. */
  path: string;
  keywords?: string[];
  /** Absolute URL or a path on our host. */
  image?: string;
  /** The image's size when it is a large card (og:image:width/height, summary_large_image). */
  imageSize?: { width: number; height: number };
  type?: "website" | "article" | "profile";
  jsonLd?: JsonLd | JsonLd[];
  /** Pages of one visitor (forms, mailbox) stay out of search engines. */
  noindex?: boolean;
  /** The Atom feed that follows this page's complaints, for feed readers to discover. */
  feed?: { title: string; scope: FeedScope };
};

/** The part of a meta function's `matches` this helper reads. */
type MetaMatches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

/** The public origin from the root loader (canonical URLs name one host). */
export function publicOrigin(matches: MetaMatches): string {
  const root = matches.find((match) => match?.id === "root")?.data;
  if (typeof root !== "object" || root === null || !("publicConfig" in root)) return "";
  const config = root.publicConfig;
  if (typeof config !== "object" || config === null || !("publicHost" in config)) return "";
  return typeof config.publicHost === "string" ? config.publicHost : "";
}

/**
 * One of the head's words in the page's language (the root loader's `head`, app/i18n/head-keys.ts),
 * if the root data has it.
 */
export function rootMessage(matches: MetaMatches, key: HeadKey): string | undefined {
  const root = matches.find((match) => match?.id === "root")?.data as
    | { i18n?: Partial<I18nWire> }
    | undefined;
  const head = root?.i18n?.head;
  if (typeof head !== "string") return undefined;
  return (unpackWords(head) as Partial<Record<HeadKey, string>>)[key];
}

/** The page's language from the root loader (decision 030). */
function pageLocale(matches: MetaMatches): Locale {
  const root = matches.find((match) => match?.id === "root")?.data;
  if (typeof root !== "object" || root === null || !("i18n" in root)) return DEFAULT_LOCALE;
  const i18n = root.i18n;
  if (typeof i18n !== "object" || i18n === null || !("locale" in i18n)) return DEFAULT_LOCALE;
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/**
 * The page in every language (`hreflang`), and `x-default` for the plain address where the
 * visitor's cookie or browser chooses. Each points at the address that serves that language.
 */
function languageAlternates(origin: string, path: string): MetaDescriptor[] {
  return [
    ...LOCALES.map((locale) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: locale,
      href: `${origin}${localizedPath(path, locale)}`,
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${origin}${path}` },
  ];
}

function absolute(origin: string, pathOrUrl: string) {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`;
}

/**
 * A picture card (/cards/…) drawn in the page's language: its labels are in `?lang=` (so the
 * crawler that fetches it, which sends no cookie, gets the page's words). English keeps the
 * plain address; other images are as they are.
 */
function cardInLanguage(image: string, locale: Locale) {
  if (locale === DEFAULT_LOCALE || !image.startsWith("/cards/")) return image;
  return `${image}${image.includes("?") ? "&" : "?"}${LANGUAGE_PARAM}=${locale}`;
}

/**
 * Every page's metadata in one shape: title, description, keywords, canonical URL, Open Graph
 * and Twitter cards, and JSON-LD (React Router escapes `<` in it, so `</script>` in user text
 * cannot end the script element).
 */
export function pageMeta(matches: MetaMatches, page: PageMeta): MetaDescriptor[] {
  const origin = publicOrigin(matches);
  const locale = pageLocale(matches);
  // A Turkish or Spanish page's own address is its `?lang=` one (English: the plain one).
  const url = absolute(origin, localizedPath(page.path, locale));
  const image = absolute(origin, cardInLanguage(page.image ?? DEFAULT_IMAGE, locale));
  const title = page.title === SITE_NAME ? SITE_NAME : `${page.title} · ${SITE_NAME}`;
  const keywords = [...new Set([...(page.keywords ?? []), ...DEFAULT_KEYWORDS])];
  const jsonLd = page.jsonLd ? (Array.isArray(page.jsonLd) ? page.jsonLd : [page.jsonLd]) : [];
  return [
    { title },
    { name: "description", content: page.description },
    { name: "keywords", content: keywords.join(", ") },
    ...(page.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { tagName: "link", rel: "canonical", href: url },
    ...(page.noindex ? [] : languageAlternates(origin, page.path)),
    ...(page.feed
      ? [
          {
            tagName: "link",
            rel: "alternate",
            type: "application/atom+xml",
            // The newest complaints' feed is titled in the page's language, as the feed is.
            title:
              page.feed.scope.kind === "all"
                ? (rootMessage(matches, "feed.all.title") ?? page.feed.title)
                : page.feed.title,
            // The feed of the page's language (its titles and labels are in it).
            href: absolute(origin, localizedPath(feedPath(page.feed.scope), locale)),
          },
        ]
      : []),
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    ...(page.imageSize
      ? [
          { property: "og:image:width", content: String(page.imageSize.width) },
          { property: "og:image:height", content: String(page.imageSize.height) },
        ]
      : []),
    { name: "twitter:card", content: page.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    ...jsonLd.map((data) => ({ "script:ld+json": { "@context": "https://schema.org", ...data } })),
  ];
}

/** A description cut at a word boundary for search results and link previews. */
export function summarize(text: string, max = 160) {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The title of an error screen whose loader gave no data (404, a removed complaint) in the
 * page's language: "Page not found · UCK" in English (the site's name alone when even the root
 * loader failed).
 */
export function errorTitle(matches: MetaMatches, key: HeadKey) {
  const said = rootMessage(matches, key);
  return [{ title: said ? `${said} · ${SITE_NAME}` : SITE_NAME }];
}
