import { badgeHeight } from "@shared/badge";
import { duration } from "@shared/format";
import { DEFAULT_LOCALE } from "@shared/i18n";
import type { PledgeSummary } from "@shared/pledge";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companies } from "../../db/schema";
import { escapeXml } from "../../xml";
import { companyMetrics, companyPledge } from "./figures";

/** The badge always counts the last twelve months, whatever the company would rather show. */
export const BADGE_WINDOW_MS = 365 * 24 * 60 * 60 * 1000;

export type BadgeFigures = {
  name: string;
  complaints: number;
  /** Rounded percent of those complaints the company answered. */
  responseRate: number;
  /** Null below the metrics' minimum sample ("not enough data", never a made-up time). */
  medianResponseMs: number | null;
  /**
   * Rounded percent confirmed resolved by their complainants, of the complaints with an outcome
   * to count (the figures module's rule, decision 040); null while none has one.
   */
  resolutionRate: number | null;
  /** The pledge and its kept-rate (decision 043), the page's and the API's own; null without. */
  pledge: PledgeSummary | null;
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
  const [metrics, pledge] = await Promise.all([
    companyMetrics(db, company.id, now, now - BADGE_WINDOW_MS),
    companyPledge(db, company.id, now),
  ]);
  return {
    name: company.name,
    complaints: metrics.totalComplaints,
    responseRate: metrics.responseRate,
    medianResponseMs: metrics.medianResponseMs,
    resolutionRate: metrics.resolutionCounted > 0 ? metrics.resolutionRate : null,
    pledge,
  };
}

/**
 * The pledge's line, in the page's words ("Pledged since {date}: kept {n} of {m} ({x}%)"), with
 * the day as YYYY-MM-DD (UTC); null when the company never pledged.
 */
export function pledgeLine(pledge: PledgeSummary | null) {
  if (!pledge) return null;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const kept =
    pledge.total === 0
      ? "none counted yet"
      : `kept ${pledge.kept} of ${pledge.total} (${pledge.rate}%)`;
  return pledge.withdrawnAt === null
    ? `Pledged since ${day(pledge.since)}: ${kept}`
    : `Pledge withdrawn ${day(pledge.withdrawnAt)}: ${kept}`;
}

/** The badge's sentence, also its accessible name and the snippet's alt text. */
export function badgeText(figures: BadgeFigures) {
  const median =
    figures.medianResponseMs === null
      ? "response time: not enough data"
      : `median response ${duration(figures.medianResponseMs, DEFAULT_LOCALE)}`;
  const count = `${figures.complaints} ${figures.complaints === 1 ? "complaint" : "complaints"}`;
  const resolved =
    figures.resolutionRate === null
      ? ""
      : ` · ${figures.resolutionRate}% resolved as confirmed by the complainant`;
  const pledge = pledgeLine(figures.pledge);
  return `${count} · ${figures.responseRate}% answered${resolved} · ${median}${pledge ? ` · ${pledge}` : ""}`;
}

/** The longest company name the badge shows in full; a longer one ends with "…". */
const NAME_MAX = 28;

/**
 * About the width of a text in 11 px Verdana (DejaVu Sans is close), by kind of character, so
 * the badge is sized to its text without a font at hand. Each text also carries this width as
 * its `textLength`: where the reader's font runs wider or narrower, the text is fitted to the
 * box instead of running out of it.
 */
function textWidth(text: string, bold = false) {
  let width = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0x2e80) width += 11;
    else if (" .,:;'|!·ijlI".includes(char)) width += 3.9;
    else if ("frt()-[]/".includes(char)) width += 4.8;
    else if ("mw%MW@".includes(char)) width += 10.5;
    else if (/[A-Z]/.test(char)) width += 7.6;
    else width += 6.8;
  }
  return Math.ceil(width * (bold ? 1.1 : 1));
}

/** The badge's lines: the company, then the window with the count, then the answers. */
export function badgeLines(figures: BadgeFigures) {
  const name =
    [...figures.name].length > NAME_MAX
      ? `${[...figures.name]
          .slice(0, NAME_MAX - 1)
          .join("")
          .trimEnd()}…`
      : figures.name;
  const count = `${figures.complaints} ${figures.complaints === 1 ? "complaint" : "complaints"}`;
  const median =
    figures.medianResponseMs === null
      ? "median: not enough data"
      : `median ${duration(figures.medianResponseMs, DEFAULT_LOCALE)}`;
  const pledge = pledgeLine(figures.pledge);
  return [
    `${name} on UCK`,
    `Last 12 months: ${count}`,
    `${figures.responseRate}% answered${figures.resolutionRate === null ? "" : ` · ${figures.resolutionRate}% resolved`} · ${median}`,
    ...(pledge ? [pledge] : []),
  ];
}

const BRAND = 40;
const PAD = 8;

/**
 * A small card in the shape of a badge: "UCK" on the brand red, then "Uber on UCK", the window
 * with the count and the answers, one line each, so what a reader sees names the company and
 * the badge stays narrow (about 240 px) wherever it is embedded. Every text is escaped; the SVG
 * holds no script and no external reference.
 */
export function badgeSvg(figures: BadgeFigures) {
  const lines = badgeLines(figures);
  const height = badgeHeight(figures.pledge !== null);
  const widths = lines.map((line, index) => textWidth(line, index === 0));
  const width = BRAND + PAD + Math.max(...widths) + PAD;
  const title = `${figures.name} on UCK, last 12 months: ${badgeText(figures)}`;
  const text = (line: string, index: number) =>
    `<text x="${BRAND + PAD}" y="${16 + index * 14}" textLength="${widths[index]}" lengthAdjust="spacingAndGlyphs"${index === 0 ? ' font-weight="bold"' : ""}>${escapeXml(line)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}"><title>${escapeXml(title)}</title><rect width="${width}" height="${height}" rx="4" fill="#404040"/><rect width="${BRAND}" height="${height}" rx="4" fill="#dc2f2a"/><rect x="${BRAND - 4}" width="4" height="${height}" fill="#dc2f2a"/><g fill="#fff" font-family="Verdana, DejaVu Sans, sans-serif" font-size="11"><text x="${BRAND / 2}" y="${height / 2 + 4}" text-anchor="middle" font-weight="bold">UCK</text>${lines.map(text).join("")}</g></svg>`;
}
