import { encodeHexLowerCase } from "@oslojs/encoding";
import { statusLabel } from "@shared/complaint-status";
import { formatDuration } from "@shared/duration";
import { ESCALATION_WINDOW_MS } from "@shared/escalation";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companies, complaints } from "../../db/schema";
import { companyMetrics } from "../companies/metrics";
import { selectCards, toCard } from "../public/complaint";
import type { CardNode } from "./render";

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

/** The name of a card's image: the same figures, the same picture. */
export async function cardHash(figures: CardFigures) {
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(`v1:${JSON.stringify(figures)}`),
  );
  return encodeHexLowerCase(new Uint8Array(digest)).slice(0, 24);
}

// ---- Layout (satori's flexbox subset; every box that holds children is display: flex) ----

const BRAND = "#dc2f2a";
const INK = "#171717";
const MUTED = "#525252";

const STATUS_COLORS: Record<string, { bg: string; fg: string }> = {
  Open: { bg: "#fef3c7", fg: "#92400e" },
  "In progress": { bg: "#dbeafe", fg: "#1e40af" },
  Resolved: { bg: "#dcfce7", fg: "#166534" },
  Escalated: { bg: "#fee2e2", fg: "#991b1b" },
};

const box = (
  style: Record<string, unknown>,
  children: CardNode["props"]["children"],
): CardNode => ({ type: "div", props: { style: { display: "flex", ...style }, children } });

/** The first lines of a text, cut at a word, for at most `max` characters. */
const firstLines = (text: string, max: number) => {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
};

const letterBadge = (name: string) =>
  box(
    {
      width: 88,
      height: 88,
      borderRadius: 20,
      background: BRAND,
      color: "#ffffff",
      fontSize: 48,
      fontWeight: 700,
      alignItems: "center",
      justifyContent: "center",
    },
    (name.trim()[0] ?? "?").toUpperCase(),
  );

const frame = (children: CardNode[]) =>
  box(
    {
      width: "100%",
      height: "100%",
      flexDirection: "column",
      background: "#ffffff",
      fontFamily: "Inter",
      color: INK,
      borderTop: `16px solid ${BRAND}`,
      padding: "48px 64px 40px",
    },
    children,
  );

const brandRow = (right: CardNode | string) =>
  box({ justifyContent: "space-between", alignItems: "center", fontSize: 28, color: MUTED }, [
    box({ fontSize: 36, fontWeight: 700, color: BRAND, letterSpacing: 2 }, "UCK"),
    right,
  ]);

const companyRow = (name: string, below?: string) =>
  box({ alignItems: "center", marginTop: 36 }, [
    letterBadge(name),
    box({ flexDirection: "column", marginLeft: 28, minWidth: 0 }, [
      box({ fontSize: 48, fontWeight: 700 }, firstLines(name, 34)),
      ...(below ? [box({ fontSize: 28, color: MUTED, marginTop: 4 }, below)] : []),
    ]),
  ]);

/** The picture of a complaint as a shared link shows it. */
export function complaintCard(figures: ComplaintCardFigures): CardNode {
  const colors = STATUS_COLORS[figures.status] ?? { bg: "#f5f5f5", fg: MUTED };
  const pill = box(
    {
      background: colors.bg,
      color: colors.fg,
      fontSize: 28,
      fontWeight: 700,
      padding: "8px 24px",
      borderRadius: 999,
    },
    figures.status,
  );
  return frame([
    brandRow(pill),
    companyRow(figures.company, "Complaint"),
    box(
      { fontSize: 40, lineHeight: 1.35, marginTop: 32, flexGrow: 1, overflow: "hidden" },
      `“${firstLines(figures.text, 190)}”`,
    ),
    box({ justifyContent: "space-between", fontSize: 30, color: MUTED, marginTop: 16 }, [
      box(
        { fontWeight: 700, color: INK },
        `${figures.ucks} ${figures.ucks === 1 ? "uck" : "ucks"}`,
      ),
      box({}, figures.clock),
    ]),
  ]);
}

const metric = (value: string, label: string) =>
  box({ flexDirection: "column", flexGrow: 1, flexBasis: 0 }, [
    box({ fontSize: 64, fontWeight: 700 }, value),
    box({ fontSize: 28, color: MUTED, marginTop: 4 }, label),
  ]);

/** The picture of a company page: its response rate and counts, the page's own numbers. */
export function companyCard(figures: CompanyCardFigures): CardNode {
  return frame([
    brandRow("Company page"),
    companyRow(figures.company, figures.domain ?? undefined),
    box({ marginTop: 64, flexGrow: 1 }, [
      metric(`${figures.responseRate}%`, "Response rate"),
      metric(String(figures.complaints), figures.complaints === 1 ? "Complaint" : "Complaints"),
      metric(`${figures.resolutionRate}%`, "Resolved"),
    ]),
    box({ fontSize: 30, color: MUTED }, `Median response time: ${figures.median}`),
  ]);
}

/** The card shown when a picture cannot be drawn (drawn once: scripts/make-card-fallback.ts). */
export function fallbackCard(): CardNode {
  return frame([
    brandRow(""),
    box({ flexDirection: "column", flexGrow: 1, justifyContent: "center" }, [
      box({ fontSize: 72, fontWeight: 700 }, "Public consumer complaints"),
      box(
        { fontSize: 36, color: MUTED, marginTop: 24 },
        "Tell the company, tell everyone. Companies answer in public.",
      ),
    ]),
  ]);
}
