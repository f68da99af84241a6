import { encodeHexLowerCase } from "@oslojs/encoding";
import { statusLabel } from "@shared/complaint-status";
import { formatDuration } from "@shared/duration";
import { ESCALATION_WINDOW_MS } from "@shared/escalation";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companies, complaints } from "../../db/schema";
import { companyMetrics } from "../companies/metrics";
import { selectCards, toCard } from "../public/complaint";

const HOUR = 3_600_000;

/** What a complaint's picture card shows; its hash names the rendered image. */
export type ComplaintCardFigures = {
  kind: "complaint";
  company: string;
  text: string;
  status: string;
  ucks: number;
  clock: string;
};

export type CompanyCardFigures = {
  kind: "company";
  company: string;
  domain: string | null;
  complaints: number;
  responseRate: number;
  resolutionRate: number;
  median: string;
};

export type CardFigures = ComplaintCardFigures | CompanyCardFigures;

/** The response clock in words, to the hour (so a card is rendered again at most hourly). */
function responseClock(card: ReturnType<typeof toCard>, now: number) {
  if (card.responseAt !== null)
    return `Answered in ${formatDuration(Math.max(0, card.responseAt - card.createdAt))}`;
  if (card.status === "escalated") return "Escalated: no response within 48 hours";
  if (card.status === "resolved") return "Resolved";
  const left = card.createdAt + ESCALATION_WINDOW_MS - now;
  return left > 0
    ? `No response yet · escalates in ${formatDuration(Math.ceil(left / HOUR) * HOUR)}`
    : "No response within 48 hours";
}

/** A complaint's card figures, or null when the complaint is not public (gone or removed). */
export async function complaintCardFigures(
  db: Database,
  id: string,
  now: number,
): Promise<ComplaintCardFigures | null> {
  const [row] = await selectCards(db, null).where(eq(complaints.id, id)).limit(1);
  if (!row) return null;
  const card = toCard(row);
  return {
    kind: "complaint",
    company: card.company.name,
    text: card.text.replace(/\s+/g, " ").trim(),
    status: statusLabel(card.status),
    ucks: card.uckCount,
    clock: responseClock(card, now),
  };
}

/** A company's card figures: the company page's own metrics (all time). */
export async function companyCardFigures(
  db: Database,
  slug: string,
  now: number,
): Promise<CompanyCardFigures | null> {
  const [company] = await db
    .select({ id: companies.id, name: companies.name, domain: companies.domain })
    .from(companies)
    .where(eq(companies.slug, slug))
    .limit(1);
  if (!company) return null;
  const metrics = await companyMetrics(db, company.id, now);
  return {
    kind: "company",
    company: company.name,
    domain: company.domain,
    complaints: metrics.totalComplaints,
    responseRate: metrics.responseRate,
    resolutionRate: metrics.resolutionRate,
    median:
      metrics.medianResponseMs === null
        ? "Not enough data"
        : formatDuration(metrics.medianResponseMs),
  };
}

/**
 * The name of a card's image: the same figures, the same picture. v2: drawn in every script
 * (satori 0.63, per-script fonts), so no picture of v1 is served for it.
 */
export async function cardHash(figures: CardFigures) {
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(`v2:${JSON.stringify(figures)}`),
  );
  return encodeHexLowerCase(new Uint8Array(digest)).slice(0, 24);
}
