import { workerWords } from "../../words";
import type { CardFigures, CompanyCardFigures, ComplaintCardFigures } from "./figures";
import type { CardText } from "./fonts";
import { isRightToLeft, markThaiWordBreaks } from "./scripts";

// Layout in satori's CSS subset; every box that holds children is display: flex.

/**
 * A satori element tree: what React elements are, without React on the server's hot path. The
 * main Worker builds it; the cards Worker (cards/worker.ts) draws it (decision 064).
 */
export type CardNode = {
  type: string;
  props: { style?: Record<string, unknown>; children?: CardNode | string | (CardNode | string)[] };
};

const BRAND = "#dc2f2a";
const INK = "#171717";
const MUTED = "#525252";
/** Inter; a character it lacks is drawn by whichever loaded face has it (./fonts.ts). */
const FONT_STACK = "Inter";

/** By the stored status, whatever the language of its word. */
const STATUS_COLORS: Record<string, { bg: string; fg: string }> = {
  open: { bg: "#fef3c7", fg: "#92400e" },
  in_progress: { bg: "#dbeafe", fg: "#1e40af" },
  resolved: { bg: "#dcfce7", fg: "#166534" },
  escalated: { bg: "#fee2e2", fg: "#991b1b" },
};

/**
 * Whether a string can be drawn honestly: every character has a glyph in the fonts at hand.
 * A string that cannot is left off the card (never drawn as boxes).
 */
export type Drawable = (text: string) => boolean;

const box = (
  style: Record<string, unknown>,
  children: CardNode["props"]["children"],
): CardNode => ({ type: "div", props: { style: { display: "flex", ...style }, children } });

/**
 * A run of the complaint's or company's own words: in the direction its script reads, cut to
 * `lines` lines with an ellipsis by the layout itself (a character count cannot know how wide
 * Chinese or Devanagari sets), and never longer than `max` characters to lay out.
 */
const words = (text: string, lines: number, max: number, style: Record<string, unknown>) => {
  const chars = [...text];
  const cut =
    chars.length > max
      ? `${chars
          .slice(0, max - 1)
          .join("")
          .trimEnd()}…`
      : text;
  return {
    type: "div",
    props: {
      style: {
        display: "block",
        lineClamp: lines,
        textOverflow: "ellipsis",
        overflow: "hidden",
        ...(isRightToLeft(text) ? { direction: "rtl", textAlign: "right" } : {}),
        ...style,
      },
      children: markThaiWordBreaks(cut),
    },
  } satisfies CardNode;
};

const letterBadge = (name: string | null) =>
  box(
    {
      width: 88,
      height: 88,
      flexShrink: 0,
      borderRadius: 20,
      background: BRAND,
      color: "#ffffff",
      fontSize: 48,
      fontWeight: 700,
      alignItems: "center",
      justifyContent: "center",
    },
    name === null ? "" : ([...name.trim()][0] ?? "").toUpperCase(),
  );

const frame = (children: CardNode[]) =>
  box(
    {
      width: "100%",
      height: "100%",
      boxSizing: "border-box",
      flexDirection: "column",
      background: "#ffffff",
      fontFamily: FONT_STACK,
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

/** The company's letter and name; a name the fonts cannot draw leaves only the caption. */
const companyRow = (name: string | null, below?: string) =>
  box({ alignItems: "center", marginTop: 36 }, [
    letterBadge(name),
    box({ flexDirection: "column", marginLeft: 28, minWidth: 0, flexGrow: 1, flexShrink: 1 }, [
      ...(name === null ? [] : [words(name, 1, 80, { fontSize: 48, fontWeight: 700 })]),
      ...(below ? [box({ fontSize: 28, color: MUTED, marginTop: 4 }, below)] : []),
    ]),
  ]);

/**
 * The fixed words of a complaint's card in its figures' language (decision 030): the status's
 * word, the ucks and the caption under the company's name. The clock is in the figures already.
 */
export function complaintCardLabels(figures: ComplaintCardFigures) {
  const words = workerWords(figures.locale);
  const numbers = new Intl.NumberFormat(figures.locale);
  return {
    status: words.status(figures.status),
    ucks: words.plural("card.ucks", figures.ucks, numbers.format(figures.ucks)),
    caption: words.t("card.complaint"),
  };
}

/** The fixed words of a company's card in its figures' language, and its numbers as it writes them. */
export function companyCardLabels(figures: CompanyCardFigures) {
  const words = workerWords(figures.locale);
  const numbers = new Intl.NumberFormat(figures.locale);
  const percent = (value: number) =>
    new Intl.NumberFormat(figures.locale, { style: "percent" }).format(value / 100);
  return {
    heading: words.t("card.companyPage"),
    responseRate: words.t("card.responseRate"),
    responseRateValue: percent(figures.responseRate),
    complaints: words.plural("card.complaints", figures.complaints),
    complaintsValue: numbers.format(figures.complaints),
    resolutionRate: words.t("card.resolutionRate"),
    resolutionRateValue: percent(figures.resolutionRate),
    median: words.t("card.median", { duration: figures.median }),
  };
}

/**
 * Every string a card writes, in the weight each is set in: the fonts are chosen for these
 * (the company's and complaint's own words, and the labels in the card's language).
 */
export function cardTexts(figures: CardFigures): CardText[] {
  const name: CardText = { text: figures.company, weight: 700 };
  if (figures.kind === "company") {
    const labels = companyCardLabels(figures);
    return [
      name,
      { text: `${labels.responseRateValue}${labels.complaintsValue}`, weight: 700 },
      {
        text: [labels.heading, labels.responseRate, labels.complaints, labels.resolutionRate]
          .concat(labels.median, figures.domain ?? "")
          .join(" "),
        weight: 400,
      },
    ];
  }
  const labels = complaintCardLabels(figures);
  return [
    name,
    { text: quoted(figures.text), weight: 400 },
    { text: `${labels.status} ${labels.ucks}`, weight: 700 },
    { text: `${labels.caption} ${figures.clock}`, weight: 400 },
  ];
}

const quoted = (text: string) => `“${text}”`;

/** The picture of a complaint as a shared link shows it. */
export function complaintCard(figures: ComplaintCardFigures, drawable: Drawable): CardNode {
  const colors = STATUS_COLORS[figures.status] ?? { bg: "#f5f5f5", fg: MUTED };
  const labels = complaintCardLabels(figures);
  const pill = box(
    {
      background: colors.bg,
      color: colors.fg,
      fontSize: 28,
      fontWeight: 700,
      padding: "8px 24px",
      borderRadius: 999,
    },
    labels.status,
  );
  const quote = quoted(figures.text);
  return frame([
    brandRow(pill),
    companyRow(drawable(figures.company) ? figures.company : null, labels.caption),
    // The complaint's words, or (a script without fonts here) the same card without them.
    box(
      { flexGrow: 1, flexShrink: 1, minHeight: 0, marginTop: 32, flexDirection: "column" },
      drawable(quote) ? [words(quote, 4, 240, { fontSize: 40, lineHeight: 1.35 })] : [],
    ),
    box({ justifyContent: "space-between", fontSize: 30, color: MUTED, marginTop: 16 }, [
      box({ fontWeight: 700, color: INK }, labels.ucks),
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
export function companyCard(figures: CompanyCardFigures, drawable: Drawable): CardNode {
  const name = drawable(figures.company) ? figures.company : null;
  const labels = companyCardLabels(figures);
  return frame([
    brandRow(labels.heading),
    companyRow(name ?? figures.domain, name === null ? undefined : (figures.domain ?? undefined)),
    box({ marginTop: 64, flexGrow: 1 }, [
      metric(labels.responseRateValue, labels.responseRate),
      metric(labels.complaintsValue, labels.complaints),
      metric(labels.resolutionRateValue, labels.resolutionRate),
    ]),
    box({ fontSize: 30, color: MUTED }, labels.median),
  ]);
}

/**
 * The card shown when a picture cannot be drawn, in each language (drawn once per language:
 * scripts/make-card-fallback.ts).
 */
export function fallbackCard(words: { title: string; text: string }): CardNode {
  return frame([
    brandRow(""),
    box({ flexDirection: "column", flexGrow: 1, justifyContent: "center" }, [
      box({ fontSize: 72, fontWeight: 700 }, words.title),
      box({ fontSize: 36, color: MUTED, marginTop: 24 }, words.text),
    ]),
  ]);
}
