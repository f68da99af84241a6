import type { Context } from "hono";
import { robotsTxt, sitemapIndexXml, sitemapXml } from "../services/sitemap";
import {
  parseCompanyYearCursor,
  parseComplaintCursor,
  parseDayKey,
  type SitemapPart,
  sitemapPartEntries,
  sitemapPartPath,
  sitemapParts,
} from "../services/sitemap-parts";
import type { AppEnv } from "./app-env";

const XML_HEADERS = {
  "Content-Type": "application/xml; charset=utf-8",
  "Cache-Control": "public, max-age=3600",
};

/** GET /robots.txt: everything public, and where the sitemap index is. */
export const robots = (c: Context<AppEnv>) =>
  c.text(robotsTxt(c.get("config").publicHost), 200, {
    "Cache-Control": "public, max-age=3600",
  });

/** GET /sitemap.xml: the index of every part (worker/services/sitemap-parts.ts). */
export async function sitemapIndex(c: Context<AppEnv>) {
  const parts = await sitemapParts([c.get("archiveDb"), c.get("db")]);
  const xml = sitemapIndexXml(c.get("config").publicHost, parts.map(sitemapPartPath));
  return c.body(xml, 200, XML_HEADERS);
}

const slugBound = (value: string | undefined) =>
  value !== undefined && value.length <= 200 ? value : null;

/** The part a /sitemaps/{file}?from=…&to=… address names, or null. */
function partOf(
  file: string,
  from: string | undefined,
  to: string | undefined,
): SitemapPart | null {
  if (file === "pages.xml") return { kind: "pages" };
  if (file === "archive.xml") return { kind: "archive" };
  if (file === "archive-days.xml") {
    const start = parseDayKey(from);
    const end = to === undefined ? undefined : parseDayKey(to);
    return start === null || end === null ? null : { kind: "archive-days", from: start, to: end };
  }
  if (file === "company-years.xml") {
    const start = from ? parseCompanyYearCursor(from) : null;
    const end = to === undefined ? undefined : parseCompanyYearCursor(to);
    return start && end !== null ? { kind: "company-years", from: start, to: end } : null;
  }
  if (file === "companies.xml") {
    const start = slugBound(from);
    const end = to === undefined ? undefined : slugBound(to);
    return start === null || end === null ? null : { kind: "companies", from: start, to: end };
  }
  if (file !== "complaints.xml" || !from) return null;
  const start = parseComplaintCursor(from);
  const end = to === undefined ? undefined : parseComplaintCursor(to);
  return start && end !== null ? { kind: "complaints", from: start, to: end } : null;
}

/**
 * GET /sitemaps/pages.xml, /sitemaps/companies.xml?from=…&to=…, /sitemaps/complaints.xml?from=…&to=…,
 * /sitemaps/archive.xml, /sitemaps/archive-days.xml?from=…&to=… and
 * /sitemaps/company-years.xml?from=…&to=… (the last part of each kind has no `to`).
 */
export async function sitemapPart(c: Context<AppEnv>) {
  const part = partOf(c.req.param("file") ?? "", c.req.query("from"), c.req.query("to"));
  if (!part) return c.text("Not found", 404, { "Cache-Control": "public, max-age=3600" });
  const entries = await sitemapPartEntries([c.get("archiveDb"), c.get("db")], part);
  return c.body(sitemapXml(c.get("config").publicHost, entries), 200, XML_HEADERS);
}
