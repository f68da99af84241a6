import { CATEGORIES, DEFAULT_CATEGORY } from "@shared/categories";
import { companyPath } from "@shared/company-path";
import { PRESS_ARTICLES } from "@shared/content/press";
import { desc } from "drizzle-orm";
import type { Database } from "../db/client";
import { companies, complaints } from "../db/schema";
import { escapeXml } from "../http/xml";
import { companyInUse } from "./companies/page";

/** One sitemap file holds at most 50,000 URLs (sitemaps.org). */
export const SITEMAP_URL_LIMIT = 50_000;

export type SitemapEntry = { path: string; lastModified?: Date };

const STATIC_PATHS = [
  "/",
  "/investor-center",
  "/press-media",
  "/user-agreement",
  "/privacy-policy",
  "/help",
  "/methodology",
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
 * The pages search engines should index: the static pages, every company page in use (claimed
 * or named by a complaint: one somebody only opened is left out) and the newest
 * complaints (by the feed index) up to the file's limit. Pages of one visitor (forms, profile,
 * bookmarks, notifications, search results) are left out.
 */
export async function sitemapEntries(db: Database): Promise<SitemapEntry[]> {
  const fixed: SitemapEntry[] = [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...PRESS_ARTICLES.map((article) => ({
      path: `/press/${article.slug}`,
      lastModified: new Date(`${article.date}T00:00:00Z`),
    })),
  ];
  const companyRows = await db
    .select({ slug: companies.slug })
    .from(companies)
    .where(companyInUse(companies.id, companies.claimed))
    .limit(SITEMAP_URL_LIMIT - fixed.length);
  const complaintRows = await db
    .select({ id: complaints.id, createdAt: complaints.createdAt, updatedAt: complaints.updatedAt })
    .from(complaints)
    .orderBy(desc(complaints.createdAt), desc(complaints.id))
    .limit(Math.max(0, SITEMAP_URL_LIMIT - fixed.length - companyRows.length));
  return [
    ...fixed,
    ...companyRows.map((row) => ({ path: companyPath(row.slug) })),
    ...complaintRows.map((row) => ({
      path: `/complaint/${encodeURIComponent(row.id)}`,
      lastModified: row.updatedAt ?? row.createdAt,
    })),
  ];
}

export function sitemapXml(origin: string, entries: SitemapEntry[]) {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified
      ? `<lastmod>${entry.lastModified.toISOString().slice(0, 10)}</lastmod>`
      : "";
    return `<url><loc>${escapeXml(`${origin}${entry.path}`)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
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
