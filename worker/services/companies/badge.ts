import { formatDuration } from "@shared/duration";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companies } from "../../db/schema";
import { escapeXml } from "../../http/xml";
import { companyMetrics } from "./metrics";

/** The badge always counts the last twelve months, whatever the company would rather show. */
export const BADGE_WINDOW_MS = 365 * 24 * 60 * 60 * 1000;

export type BadgeFigures = {
  name: string;
  complaints: number;
  /** Rounded percent of those complaints the company answered. */
  responseRate: number;
  /** Null below the metrics' minimum sample ("not enough data", never a made-up time). */
  medianResponseMs: number | null;
};

/** The badge's numbers: the company page's own metrics, over the last twelve months. */
export async function badgeFigures(
  db: Database,
  slug: string,
  now: number,
): Promise<BadgeFigures | null> {
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.slug, slug))
    .limit(1);
  if (!company) return null;
  const metrics = await companyMetrics(db, company.id, now, now - BADGE_WINDOW_MS);
  return {
    name: company.name,
    complaints: metrics.totalComplaints,
    responseRate: metrics.responseRate,
    medianResponseMs: metrics.medianResponseMs,
  };
}

/** The badge's sentence, also its accessible name and the snippet's alt text. */
export function badgeText(figures: BadgeFigures) {
  const median =
    figures.medianResponseMs === null
      ? "response time: not enough data"
      : `median response ${formatDuration(figures.medianResponseMs)}`;
  const count = `${figures.complaints} ${figures.complaints === 1 ? "complaint" : "complaints"}`;
  return `${count} · ${figures.responseRate}% answered · ${median}`;
}

/** About the width of 11 px Verdana: the badge is sized to its text without a font at hand. */
const textWidth = (text: string) => Math.ceil(text.length * 6.2) + 12;

/**
 * A flat badge in the familiar two-part shape: "UCK · last 12 months" on the brand red, the
 * figures on grey. Every text is escaped; the SVG holds no script and no external reference.
 */
export function badgeSvg(figures: BadgeFigures) {
  const label = "UCK · last 12 months";
  const value = badgeText(figures);
  const left = textWidth(label);
  const right = textWidth(value);
  const width = left + right;
  const title = `${figures.name} on UCK, last 12 months: ${value}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="20" viewBox="0 0 ${width} 20" role="img" aria-label="${escapeXml(title)}"><title>${escapeXml(title)}</title><rect width="${left}" height="20" rx="3" fill="#dc2f2a"/><rect x="${left}" width="${right}" height="20" rx="3" fill="#404040"/><rect x="${left}" width="4" height="20" fill="#404040"/><g fill="#fff" font-family="Verdana, DejaVu Sans, sans-serif" font-size="11"><text x="6" y="14">${escapeXml(label)}</text><text x="${left + 6}" y="14">${escapeXml(value)}</text></g></svg>`;
}
