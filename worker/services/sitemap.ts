import { CATEGORIES, DEFAULT_CATEGORY } from "@shared/categories";
import { PRESS_ARTICLES } from "@shared/content/press";
import { LOCALES, localizedPath } from "@shared/i18n";
import { escapeXml } from "../xml";

export type SitemapEntry = { path: string; lastModified?: Date };

const STATIC_PATHS = [
  "/",
  "/investor-center",
  "/press-media",
  "/user-agreement",
  "/privacy-policy",
  "/help",
  "/methodology",
  "/guarantees",
  "/developers",
  "/data",
  // Discovery pages anyone sees the same way (the personal ones, search and near-me are left out).
  "/most-complained",
  "/most-commented",
  "/most-shared",
  "/viral",
  "/trending",
  "/resolved",
  "/by-industry",
  "/by-country",
  "/categories",
  ...[...CATEGORIES, DEFAULT_CATEGORY].map((category) => `/category/${category.slug}`),
];

/**
 * The pages search engines should index besides companies and complaints (which
 * ./sitemap-parts.ts lists part by part): the static pages and the press releases. Pages of one
 * visitor (forms, profile, bookmarks, notifications, search results) are left out.
 */
export function staticEntries(): SitemapEntry[] {
  return [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...PRESS_ARTICLES.map((article) => ({
      path: `/press/${article.slug}`,
      lastModified: new Date(`${article.date}T00:00:00Z`),
    })),
  ];
}

/**
 * A page's addresses in every language (decision 030), inside its one <url> entry: each page
 * is listed once, with its Turkish and Spanish `?lang=` addresses and x-default as links.
 */
function languageLinks(origin: string, path: string) {
  const link = (hreflang: string, href: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(`${origin}${href}`)}"/>`;
  return [
    ...LOCALES.map((locale) => link(locale, localizedPath(path, locale))),
    link("x-default", path),
  ].join("");
}

/** One part: a urlset of at most 50,000 URLs, each with its language alternates. */
export function sitemapXml(origin: string, entries: SitemapEntry[]) {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified
      ? `<lastmod>${entry.lastModified.toISOString().slice(0, 10)}</lastmod>`
      : "";
    return `<url><loc>${escapeXml(`${origin}${entry.path}`)}</loc>${lastmod}${languageLinks(origin, entry.path)}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** The index (/sitemap.xml): the address of every part. */
export function sitemapIndexXml(origin: string, partPaths: string[]) {
  const parts = partPaths.map(
    (path) => `<sitemap><loc>${escapeXml(`${origin}${path}`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts.join("\n")}\n</sitemapindex>\n`;
}

/** Everything is public except the visitor's own pages, forms and the JSON functions. */
export function robotsTxt(origin: string) {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /auth/",
    "Disallow: /create",
    "Disallow: /dev/",
    "Disallow: /unsubscribe",
    "Disallow: /profile",
    "Disallow: /notifications",
    "Disallow: /my-complaints",
    "Disallow: /bookmarked",
    "Disallow: /*/actions",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
