import { encodeHexLowerCase } from "@oslojs/encoding";
import { ESCALATION_WINDOW_MS } from "@shared/escalation";
import { DEFAULT_LOCALE, type Locale } from "@shared/i18n";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companies, complaints } from "../../db/schema";
import { type WorkerWords, workerWords } from "../../words";
import { companyMetrics } from "../companies/figures";
import { selectCards } from "../public/card-select";
import { toCard } from "../public/complaint";

const HOUR = 3_600_000;

/**
 * What a complaint's picture card shows, in the language its labels are drawn in (decision 030);
 * its hash names the rendered image, so each language's picture is its own.
 */
export type ComplaintCardFigures = {
  kind: "complaint";
  locale: Locale;
  company: string;
  text: string;
  /** The stored status ("open", "in_progress", …): its colour and, in the language, its word. */
  status: string;
  ucks: number;
  clock: string;
  /**
   * The author hid their name on it (decision 042). A card never draws its author, but the choice
   * is part of its figures, so switching it names a new picture (its hash) and no picture made
   * before the switch is served for it.
   */
  nameHidden: boolean;
};

export type CompanyCardFigures = {
  kind: "company";
  locale: Locale;
  company: string;
  domain: string | null;
  complaints: number;
  responseRate: number;
  resolutionRate: number;
  median: string;
};

export type CardFigures = ComplaintCardFigures | CompanyCardFigures;

/** The response clock in words, to the hour (so a card is rendered again at most hourly). */
function responseClock(card: ReturnType<typeof toCard>, now: number, words: WorkerWords) {
  if (card.responseAt !== null) {
    const duration = words.duration(Math.max(0, card.responseAt - card.createdAt));
    return words.t("card.answeredIn", { duration });
  }
  if (card.status === "escalated") return words.t("card.escalated");
  if (card.status === "resolved") return words.status("resolved");
  const left = card.createdAt + ESCALATION_WINDOW_MS - now;
  return left > 0
    ? words.t("card.escalatesIn", { duration: words.duration(Math.ceil(left / HOUR) * HOUR) })
    : words.t("card.noResponse");
}

/**
 * A complaint's card figures in `locale` (the clock in its words), or null when the complaint
 * is not public (gone or removed).
 */
export async function complaintCardFigures(
  db: Database,
  id: string,
  now: number,
  locale: Locale = DEFAULT_LOCALE,
): Promise<ComplaintCardFigures | null> {
  const [row] = await selectCards(db, null).where(eq(complaints.id, id)).limit(1);
  if (!row) return null;
  const card = toCard(row);
  return {
    kind: "complaint",
    locale,
    company: card.company.name,
    text: card.text.replace(/\s+/g, " ").trim(),
    status: card.status,
    ucks: card.uckCount,
    clock: responseClock(card, now, workerWords(locale)),
    nameHidden: card.nameHidden,
  };
}

/** A company's card figures: the company page's own metrics (all time), in `locale`. */
export async function companyCardFigures(
  db: Database,
  slug: string,
  now: number,
  locale: Locale = DEFAULT_LOCALE,
): Promise<CompanyCardFigures | null> {
  const [company] = await db
    .select({ id: companies.id, name: companies.name, domain: companies.domain })
    .from(companies)
    .where(eq(companies.slug, slug))
    .limit(1);
  if (!company) return null;
  const metrics = await companyMetrics(db, company.id, now);
  const words = workerWords(locale);
  return {
    kind: "company",
    locale,
    company: company.name,
    domain: company.domain,
    complaints: metrics.totalComplaints,
    responseRate: metrics.responseRate,
    resolutionRate: metrics.resolutionRate,
    median:
      metrics.medianResponseMs === null
        ? words.t("card.notEnoughData")
        : words.duration(metrics.medianResponseMs),
  };
}

/**
 * The name of a card's image: the same figures, the same picture. v2: drawn in every script
 * (satori 0.63, per-script fonts), so no picture of v1 is served for it. v3: the figures name
 * their language, so a Turkish picture is never served for a Spanish or English request. v4:
 * Latin Extended letters (ğ ı ş İ) are drawn, so no picture with their missing-glyph box is kept.
 */
export async function cardHash(figures: CardFigures) {
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(`v4:${JSON.stringify(figures)}`),
  );
  return encodeHexLowerCase(new Uint8Array(digest)).slice(0, 24);
}
