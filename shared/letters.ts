import type { ClockProblem } from "./clock-questions";
import { addDays, EU_COUNTRIES, parseDay } from "./clocks";

/**
 * Letters before action (decision 047): the formal notice a complainant sends a company
 * that ignored them, citing the law of their place for their problem, stating the amount and what
 * would resolve it, and a dated deadline. The law is data: each citation names the law and the
 * part cited, the published copy of the text or the official body's page it was checked against
 * (`source`), the day (`checked`) and the words read there (`quote`, in a comment or the field).
 *
 * Only what was confirmed is cited. Where the article number could not be confirmed against a
 * published copy of the text (Spain's TRLGDCU article numbers, every Turkish article number, the
 * UK Consumer Contracts Regulations' regulation numbers, US state warranty sections), the letter
 * names the law without a number and describes the right in words; `numbered: false` says so.
 * Facts: /work/shared/LETTERS-FACTS.md and research part 20 (rows marked VERIFIED only).
 *
 * Every letter says it is a template and not legal advice.
 */

export const LETTER_PLACES = ["uk", "tr", "es", "us", "eu"] as const;
export type LetterPlace = (typeof LETTER_PLACES)[number];

export const LETTER_PROBLEMS = ["not_delivered", "faulty", "cancelled_not_refunded"] as const;
export type LetterProblem = (typeof LETTER_PROBLEMS)[number];

export type Citation = {
  /** As printed in the letter (a law's own name, never translated). */
  cite: string;
  /** Whether a section or article number is printed (false: the law by its name only). */
  numbered: boolean;
  /** The published copy of the text, or the official body's page, it was checked against. */
  source: string;
  /** The day it was checked (YYYY-MM-DD). */
  checked: string;
  /** Words read there (at most 25), so a later check knows what to look for. */
  quote: string;
};

const CHECKED = "2026-11-29";

/** Every citation a letter may carry, by id. */
export const CITATIONS = {
  "uk-cra-s28": {
    cite: "Consumer Rights Act 2015, section 28",
    numbered: true,
    source:
      "https://legislation.gov.uk/ukpga/2015/15/part/1/chapter/2/crossheading/other-rules-about-goods-contracts/2015-03-26/data.xht",
    checked: CHECKED,
    quote:
      "the consumer may specify a period that is appropriate in the circumstances and require the trader to deliver the goods",
  },
  "uk-cra-s19-3": {
    cite: "Consumer Rights Act 2015, section 19(3)",
    numbered: true,
    source: "https://legislation.gov.uk/ukpga/2015/15/section/19/4/enacted",
    checked: CHECKED,
    quote:
      "(a)the short-term right to reject (sections 20 and 22); (b)the right to repair or replacement (section 23)",
  },
  "uk-cra-s22-3": {
    cite: "Consumer Rights Act 2015, section 22(3)",
    numbered: true,
    source:
      "https://www.legislation.gov.uk/ukpga/2015/15/section/22/enacted/data.xht?view=snippet&wrap=true",
    checked: CHECKED,
    quote: "the end of 30 days beginning with the first day after these have all happened",
  },
  "uk-cra-s24-5": {
    cite: "Consumer Rights Act 2015, section 24(5)",
    numbered: true,
    source: "http://legislation.data.gov.uk/ukpga/2015/15/section/24/enacted",
    checked: CHECKED,
    quote: "after one repair or one replacement, the goods do not conform to the contract",
  },
  "uk-ccr": {
    // Regulation numbers (29–34) were read only in secondary sources: the name alone is cited.
    cite: "Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013",
    numbered: false,
    source:
      "https://cms.pembrokeshire.gov.uk/trading-standards-information/consumer-contracts-off-premises-sales",
    checked: CHECKED,
    quote:
      "The Regulations require detailed information to be given to consumers and give them a 14-day cancellation period.",
  },
  "tr-6502": {
    // No article of Law 6502 or of the Distance Contracts Regulation was read in a published copy
    // of the text (mevzuat.gov.tr could not be reached from here; only law firms' pages and a
    // repository's copy were read): the law is named by its number and title, as the law journal
    // below names it, and no article number is printed. The official text, for a later check:
    // https://mevzuat.adalet.gov.tr/mevzuat/103101
    cite: "6502 sayılı Tüketicinin Korunması Hakkında Kanun",
    numbered: false,
    source:
      "https://www.hukukihaber.net/makale/6502-sayili-tuketicinin-korunmasi-hakkinda-kanun-kapsaminda-mesafeli-h448200.html",
    checked: CHECKED,
    quote:
      "Cayma hakkı bu kapsamda en önemli haktır. Zira bu hak tüketiciye 14 gün içerisinde hiçbir tazminat ödemeksizin ve sebep göstermeksizin sözleşmeden cayma hakkı tanır.",
  },
  "es-trlgdcu-delivery": {
    // Article 66 bis is the commonly given number; not confirmed: the law is named, no article.
    cite: "Real Decreto Legislativo 1/2007 (TRLGDCU)",
    numbered: false,
    source:
      "https://riojasalud.es/salud-publica-consumo/consumo/el-rincon-del-consumidor/articulos/plazo-de-entrega-y-aval-por-cantidades-entregadas-a-cuenta",
    checked: CHECKED,
    quote:
      "el consumidor lo emplazará para que cumpla en un plazo adicional adecuado a las circunstancias",
  },
  "es-trlgdcu-conformity": {
    cite: "Real Decreto Legislativo 1/2007 (TRLGDCU)",
    numbered: false,
    source:
      "https://www.riojasalud.es/salud-publica-consumo/consumo/el-rincon-del-consumidor/articulos/los-productos-de-consumo-amplian-sus-garantias",
    checked: CHECKED,
    quote: "hasta los 2 años tras la compra se presumirá que el defecto es de origen.",
  },
  "es-trlgdcu-withdrawal": {
    cite: "Real Decreto Legislativo 1/2007 (TRLGDCU)",
    numbered: false,
    source:
      "https://www.madrid.es/portales/munimadrid/es/Inicio/Actividad-economica-y-hacienda/Consumo/Direcciones-y-telefonos/Derecho-de-desistimiento/",
    checked: CHECKED,
    quote:
      "La empresa dispone de un plazo de 14 días desde que tiene conocimiento de la decisión del/la usuario/a para devolver todas las cantidades pagadas",
  },
  "us-ftc-435": {
    cite: "FTC Mail, Internet, or Telephone Order Merchandise Rule, 16 CFR Part 435",
    numbered: true,
    source:
      "https://www.ftc.gov/enforcement/rules/rulemaking-regulatory-reform-proceedings/mail-internet-or-telephone-order",
    checked: CHECKED,
    quote:
      "the seller must obtain the buyer’s consent to a delay in shipping or refund payment for the unshipped merchandise",
  },
  "us-fcba": {
    cite: "Fair Credit Billing Act, 15 U.S.C. 1666",
    numbered: true,
    source: "http://law.justia.com/us/codes/title15/15usc1666.html",
    checked: CHECKED,
    quote:
      "within sixty days after having transmitted to an obligor a statement of the obligor's account",
  },
  "us-regz-13": {
    cite: "Regulation Z, 12 CFR 1026.13(a)(3)",
    numbered: true,
    source: "https://www.consumerfinance.gov/rules-policy/regulations/1026/2018-06-01/13/",
    checked: CHECKED,
    quote:
      "an extension of credit for property or services not accepted by the consumer or the consumer's designee, or not delivered",
  },
  "us-ucc2": {
    // No state's warranty section was read: the model law is named, no section is printed.
    cite: "Uniform Commercial Code, Article 2, as adopted by the seller's state",
    numbered: false,
    source: "https://www.nysenate.gov/legislation/laws/UCC/2-725",
    checked: CHECKED,
    // New York's enactment of Article 2 (its section 2-725, the four-year limitation).
    quote: "Statute of Limitations in Contracts for Sale",
  },
  "eu-crd-18": {
    // The rule is in the Commission's own guidance; the article's text was read only in a copy.
    cite: "Directive 2011/83/EU (Consumer Rights Directive)",
    numbered: false,
    source:
      "https://europa.eu/youreurope/citizens/consumers/shopping/shipping-delivery/index_en.htm",
    checked: CHECKED,
    quote:
      "you should remind the trader giving them an additional, reasonable time limit to deliver.",
  },
  "eu-sgd": {
    cite: "Directive (EU) 2019/771",
    numbered: false,
    source: "https://europa.eu/youreurope/guarantee_en",
    checked: CHECKED,
    quote: "the seller must repair or replace them at no cost",
  },
  "eu-crd-9": {
    cite: "Directive 2011/83/EU, Article 9",
    numbered: true,
    source: "https://legislation.gov.uk/eudr/2011/83/article/9/adopted/data.html",
    checked: CHECKED,
    quote:
      "You have the right to withdraw from this contract within 14 days without giving any reason.",
  },
} as const satisfies Record<string, Citation>;

export type CitationId = keyof typeof CITATIONS;

export type LetterVariant = {
  place: LetterPlace;
  problem: LetterProblem;
  /** The laws cited, in the order the letter names them. */
  citations: readonly CitationId[];
  /** Days from the letter's date to the deadline it sets. */
  deadlineDays: number;
  /** How the letter's sentence names the laws, when not the citations joined by "; ". */
  inText?: string;
};

/** The default reply window: 14 days (research part 20: no rule here asks for another one). */
export const LETTER_DEADLINE_DAYS = 14;

const v = (
  place: LetterPlace,
  problem: LetterProblem,
  citations: readonly CitationId[],
  inText?: string,
): LetterVariant => ({
  place,
  problem,
  citations,
  deadlineDays: LETTER_DEADLINE_DAYS,
  ...(inText ? { inText } : {}),
});

/** Every letter: five places × three problems. */
export const LETTER_VARIANTS: readonly LetterVariant[] = [
  v("uk", "not_delivered", ["uk-cra-s28"]),
  v(
    "uk",
    "faulty",
    ["uk-cra-s19-3", "uk-cra-s22-3", "uk-cra-s24-5"],
    "Consumer Rights Act 2015, ss. 19(3), 22(3), 24(5)",
  ),
  v("uk", "cancelled_not_refunded", ["uk-ccr"]),
  v("tr", "not_delivered", ["tr-6502"]),
  v("tr", "faulty", ["tr-6502"]),
  v("tr", "cancelled_not_refunded", ["tr-6502"]),
  v("es", "not_delivered", ["es-trlgdcu-delivery"]),
  v("es", "faulty", ["es-trlgdcu-conformity"]),
  v("es", "cancelled_not_refunded", ["es-trlgdcu-withdrawal"]),
  v("us", "not_delivered", ["us-ftc-435", "us-fcba"]),
  v("us", "faulty", ["us-ucc2"]),
  v("us", "cancelled_not_refunded", ["us-regz-13", "us-fcba"]),
  v("eu", "not_delivered", ["eu-crd-18"]),
  v("eu", "faulty", ["eu-sgd"]),
  v("eu", "cancelled_not_refunded", ["eu-crd-9"]),
];

export const letterVariant = (place: LetterPlace, problem: LetterProblem) =>
  LETTER_VARIANTS.find((variant) => variant.place === place && variant.problem === problem) ?? null;

const PLACE_OF: Record<string, LetterPlace> = {
  "United Kingdom": "uk",
  Turkey: "tr",
  Spain: "es",
  "United States": "us",
};

/**
 * The letter's place: an EU consumer buying from a company in another EU country writes the EU
 * cross-border letter; otherwise the complainant's country (else the company's) picks the UK,
 * Turkish, Spanish or US letter, and any other EU country the EU letter. Null elsewhere.
 */
export function letterPlace(
  complainantCountry: string | null,
  companyCountry: string | null,
): LetterPlace | null {
  if (
    complainantCountry &&
    companyCountry &&
    complainantCountry !== companyCountry &&
    EU_COUNTRIES.has(complainantCountry) &&
    EU_COUNTRIES.has(companyCountry)
  ) {
    return "eu";
  }
  const place = complainantCountry ?? companyCountry;
  if (!place) return null;
  return PLACE_OF[place] ?? (EU_COUNTRIES.has(place) ? "eu" : null);
}

export const isLetterProblem = (problem: ClockProblem | null): problem is LetterProblem =>
  problem !== null && (LETTER_PROBLEMS as readonly string[]).includes(problem);

export const isLetterPlace = (value: unknown): value is LetterPlace =>
  typeof value === "string" && (LETTER_PLACES as readonly string[]).includes(value);

/** The deadline the letter sets: its date plus the variant's days (YYYY-MM-DD). */
export function letterDeadline(variant: LetterVariant, letterDay: string): string {
  if (parseDay(letterDay) === null) throw new Error(`not a day: ${letterDay}`);
  return addDays(letterDay, variant.deadlineDays);
}
