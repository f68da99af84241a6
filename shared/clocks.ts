import {
  CLOCK_PAYMENTS,
  CLOCK_PROBLEMS,
  type ClockPayment,
  type ClockProblem,
  PURCHASE_DATE_MIN,
} from "./clock-questions";
import type { Words } from "./messages/words";
import { ECC_COUNTRIES, FOS_MONTHS_AFTER_ANSWER, FOS_WAIT_MS } from "./venues";

/**
 * The statutory clocks of a complaint (decision 044): the deadlines that apply to a
 * purchase, as data. Each rule names where it holds (a predicate on the complainant's place, or
 * the company's when the complainant's is unknown), for which problems and payments, what starts
 * it (the purchase or delivery date the author gave, the day UCK told the company, the company's
 * first answer), how long it runs, what to do before it ends, its source, the day the rule was
 * checked against that source, and whether the source is the law or an official body's own text
 * (`verified`) or only a secondary source (law firms, vendors' reproductions: the page says
 * "not verified against the law's own text").
 *
 * Not encoded, on purpose (docs/decisions/044): the EU's 20 working days for a trader to answer
 * an ADR body (Directive (EU) 2025/2647) applies only from national law, about 2028, and its final
 * wording was not read; Spain's five-year limitation and the US state rules were not found.
 *
 * This is general information, not legal advice: every clock is shown with its source and day.
 */

/** What starts a clock. */
export type ClockTrigger = "purchase" | "sent" | "answer";

/**
 * How a length is counted. `days`: the deadline is the start day plus n calendar days (the start
 * day itself is not counted, so "14 days after delivery on 1 March" ends on 15 March). `weeks`:
 * 7n days. `months` and `years` (12 months): the same day-of-month n months later; when that
 * month is shorter, the month's last day (31 August + 6 months = 28 or 29 February; 29 February
 * + 1 year = 28 February). Clamping never gives a later day than the month allows, so it errs on
 * the consumer's safe side. No clock is moved for weekends or holidays (the safe side again: the
 * EU's own extension to the next working day is not relied on).
 */
export type ClockUnit = "days" | "weeks" | "months" | "years";

export type ClockCase = {
  /** The complainant's country (shared/places.ts names), when known. */
  complainantCountry: string | null;
  /** The company's country, when known. */
  companyCountry: string | null;
  /** The complaint's category slug: the ombudsman's clocks are for financial firms. */
  category: string | null;
  problem: ClockProblem | null;
  payment: ClockPayment | null;
  /** The purchase or delivery date, YYYY-MM-DD. */
  purchaseDate: string | null;
  /** When UCK told the company (ms), or null. */
  sentAt: number | null;
  /** The company's first answer (ms), or null. */
  answerAt: number | null;
};

/** The rules' ids, in the order of CLOCK_RULES (each has its words: clocks.rule.{id}.*). */
export const CLOCK_RULE_ID_LIST = [
  "eu-withdrawal",
  "uk-cancel",
  "tr-withdrawal",
  "br-withdrawal",
  "uk-reject",
  "uk-presumption",
  "uk-delivery",
  "uk-limitation",
  "eu-delivery",
  "eu-presumption",
  "eu-guarantee",
  "es-presumption",
  "es-guarantee",
  "tr-presumption",
  "tr-limitation",
  "card-dispute",
  "us-fcba",
  "fos-wait",
  "fos-refer",
] as const;
export type ClockRuleId = (typeof CLOCK_RULE_ID_LIST)[number];

export type ClockRule = {
  id: ClockRuleId;
  /** Where it holds (the place the predicate reads: the complainant's, else the company's). */
  where: (place: string | null, c: ClockCase) => boolean;
  /** The problems it is about; null: any (and none given). */
  problems: readonly ClockProblem[] | null;
  /** The payments it needs; null: any (and none given). */
  payments: readonly ClockPayment[] | null;
  trigger: ClockTrigger;
  length: number;
  unit: ClockUnit;
  /** The law and its part, as the page names it (not translated). */
  law: string;
  source: string;
  /** The day the rule was last checked against its source (YYYY-MM-DD). */
  checked: string;
  /** The source is the law, or an official body's own text; false: a secondary source only. */
  verified: boolean;
};

/** The EU's 27 (the ECC network without Iceland and Norway). */
export const EU_COUNTRIES: ReadonlySet<string> = new Set(
  [...ECC_COUNTRIES].filter((country) => country !== "Iceland" && country !== "Norway"),
);

const inEu = (place: string | null) => place !== null && EU_COUNTRIES.has(place);
const is = (country: string) => (place: string | null) => place === country;
const anywhere = () => true;
/** The FOS takes complaints about UK financial firms (shared/venues.ts's rule). */
const ukFinancial = (_place: string | null, c: ClockCase) =>
  c.companyCountry === "United Kingdom" && c.category === "banking";

const CARD: readonly ClockPayment[] = ["credit_card", "debit_card"];
const DISTANCE: readonly ClockProblem[] = ["faulty", "cancelled_not_refunded", "other"];
const CHECKED = "2026-11-29";

/**
 * The rules. The FOS's eight weeks and six months are shared/venues.ts's constants.
 */
export const CLOCK_RULES: readonly ClockRule[] = [
  {
    id: "eu-withdrawal",
    where: (place) => inEu(place),
    problems: DISTANCE,
    payments: null,
    trigger: "purchase",
    length: 14,
    unit: "days",
    law: "Directive 2011/83/EU art. 9",
    // "You have the right to withdraw from this contract within 14 days without giving any reason."
    source: "https://www.legislation.gov.uk/eudr/2011/83/annex/I",
    checked: CHECKED,
    verified: true,
  },
  {
    id: "uk-cancel",
    where: is("United Kingdom"),
    problems: DISTANCE,
    payments: null,
    trigger: "purchase",
    length: 14,
    unit: "days",
    law: "Consumer Contracts Regulations 2013",
    // Trading Standards: "… give them a 14-day cancellation period." (official guidance)
    source:
      "https://cms.pembrokeshire.gov.uk/trading-standards-information/consumer-contracts-off-premises-sales",
    checked: CHECKED,
    verified: true,
  },
  {
    id: "tr-withdrawal",
    where: is("Turkey"),
    problems: DISTANCE,
    payments: null,
    trigger: "purchase",
    length: 14,
    unit: "days",
    law: "Mesafeli Sözleşmeler Yönetmeliği",
    // A law firm's summary; mevzuat.gov.tr not read.
    source:
      "http://murathukuk.com/TR/belge/1-112/mesafeli-sozlesmeler-yonetmeligi-uyarinca-cayma-hakki-a-.html",
    checked: CHECKED,
    verified: false,
  },
  {
    id: "br-withdrawal",
    where: is("Brazil"),
    problems: DISTANCE,
    payments: null,
    trigger: "purchase",
    length: 7,
    unit: "days",
    law: "Código de Defesa do Consumidor art. 49",
    // A law firm quoting art. 49; planalto.gov.br not read.
    source: "https://brazilianwill.com/artigos/direito/lei-do-arrependimento-cdc",
    checked: CHECKED,
    verified: false,
  },
  {
    id: "uk-reject",
    where: is("United Kingdom"),
    problems: ["faulty"],
    payments: null,
    trigger: "purchase",
    length: 30,
    unit: "days",
    law: "Consumer Rights Act 2015 s.22",
    // "the end of 30 days beginning with the first day after these have all happened"
    source:
      "https://www.legislation.gov.uk/ukpga/2015/15/section/22/enacted/data.xht?view=snippet&wrap=true",
    checked: CHECKED,
    verified: true,
  },
  {
    id: "uk-presumption",
    where: is("United Kingdom"),
    problems: ["faulty"],
    payments: null,
    trigger: "purchase",
    length: 6,
    unit: "months",
    law: "Consumer Rights Act 2015 s.19",
    // Invest NI's official guidance on the six months (clocks.json GB-CRA-S19-PRESUMPTION-6M).
    source:
      "https://www.nibusinessinfo.co.uk/content/additional-rights-consumers-when-they-make-complaint",
    checked: CHECKED,
    verified: true,
  },
  {
    id: "uk-delivery",
    where: is("United Kingdom"),
    problems: ["not_delivered"],
    payments: null,
    trigger: "purchase",
    length: 30,
    unit: "days",
    law: "Consumer Rights Act 2015 s.28",
    // "in any event, not more than 30 days after the day on which the contract is entered into."
    source:
      "https://legislation.gov.uk/ukpga/2015/15/part/1/chapter/2/crossheading/other-rules-about-goods-contracts/2015-08-03?view=extent",
    checked: CHECKED,
    verified: true,
  },
  {
    id: "uk-limitation",
    where: is("United Kingdom"),
    problems: null,
    payments: null,
    trigger: "purchase",
    length: 6,
    unit: "years",
    law: "Limitation Act 1980 s.5 (England and Wales)",
    // Invest NI's official guidance (clocks.json GB-LIMITATION-6Y); Scotland differs.
    source: "https://www.nibusinessinfo.co.uk/content/consumer-rights-when-buying-goods",
    checked: CHECKED,
    verified: true,
  },
  {
    id: "eu-delivery",
    where: (place) => inEu(place),
    problems: ["not_delivered"],
    payments: null,
    trigger: "purchase",
    length: 30,
    unit: "days",
    law: "Directive 2011/83/EU art. 18",
    source:
      "https://europa.eu/youreurope/citizens/consumers/shopping/shipping-delivery/index_en.htm",
    checked: CHECKED,
    verified: true,
  },
  {
    id: "eu-presumption",
    where: (place) => inEu(place) && place !== "Spain",
    problems: ["faulty"],
    payments: null,
    trigger: "purchase",
    length: 1,
    unit: "years",
    law: "Directive (EU) 2019/771 art. 11",
    // Your Europe: one year at least (a country may give two).
    source: "https://europa.eu/youreurope/guarantee_en",
    checked: CHECKED,
    verified: true,
  },
  {
    id: "eu-guarantee",
    where: (place) => inEu(place) && place !== "Spain",
    problems: ["faulty"],
    payments: null,
    trigger: "purchase",
    length: 2,
    unit: "years",
    law: "Directive (EU) 2019/771 art. 10",
    source: "https://europa.eu/youreurope/guarantee_en",
    checked: CHECKED,
    verified: true,
  },
  {
    id: "es-presumption",
    where: is("Spain"),
    problems: ["faulty"],
    payments: null,
    trigger: "purchase",
    length: 2,
    unit: "years",
    law: "Real Decreto Legislativo 1/2007 art. 121",
    // La Rioja's consumer office (official), for goods bought from 1 January 2022.
    source:
      "https://www.riojasalud.es/salud-publica-consumo/consumo/el-rincon-del-consumidor/articulos/los-productos-de-consumo-amplian-sus-garantias",
    checked: CHECKED,
    verified: true,
  },
  {
    id: "es-guarantee",
    where: is("Spain"),
    problems: ["faulty"],
    payments: null,
    trigger: "purchase",
    length: 3,
    unit: "years",
    law: "Real Decreto Legislativo 1/2007 art. 120",
    source:
      "https://www.riojasalud.es/salud-publica-consumo/consumo/el-rincon-del-consumidor/articulos/los-productos-de-consumo-amplian-sus-garantias",
    checked: CHECKED,
    verified: true,
  },
  {
    id: "tr-presumption",
    where: is("Turkey"),
    problems: ["faulty"],
    payments: null,
    trigger: "purchase",
    length: 6,
    unit: "months",
    law: "6502 sayılı Kanun m. 10",
    source:
      "https://www.malimevzuat.com/ayipli-mal-nedir-ayipli-malin-iade-kosullari-nelerdir-h376-html",
    checked: CHECKED,
    verified: false,
  },
  {
    id: "tr-limitation",
    where: is("Turkey"),
    problems: ["faulty"],
    payments: null,
    trigger: "purchase",
    length: 2,
    unit: "years",
    law: "6502 sayılı Kanun m. 12",
    // "… teslim tarihinden itibaren iki yıllık zamanaşımına tabidir": read only in an unnamed
    // public repository's copy of the law; the official text (below) was not read.
    source: "https://mevzuat.adalet.gov.tr/mevzuat/103101",
    checked: CHECKED,
    verified: false,
  },
  {
    id: "card-dispute",
    where: anywhere,
    problems: ["not_delivered", "faulty", "cancelled_not_refunded"],
    payments: CARD,
    trigger: "purchase",
    length: 120,
    unit: "days",
    law: "Visa 13.1, 13.3, 13.7; Mastercard 4853",
    // Vendors' reproductions of the card schemes' rules: the schemes' own guides were not read.
    source: "https://quavo-inc.atlassian.net/wiki/pages/viewpage.action?pageId=341080959",
    checked: CHECKED,
    verified: false,
  },
  {
    id: "us-fcba",
    where: is("United States"),
    problems: ["not_delivered", "cancelled_not_refunded", "other"],
    payments: ["credit_card"],
    // Sixty days after the statement that first showed the charge: counted from the purchase,
    // which is never later than that statement, so the day shown is never too late.
    trigger: "purchase",
    length: 60,
    unit: "days",
    law: "Fair Credit Billing Act, 15 U.S.C. 1666",
    // "within sixty days after having transmitted to an obligor a statement of the obligor's account"
    source: "http://law.justia.com/us/codes/title15/15usc1666.html",
    checked: CHECKED,
    verified: true,
  },
  {
    id: "fos-wait",
    where: ukFinancial,
    problems: null,
    payments: null,
    trigger: "sent",
    length: FOS_WAIT_MS / (7 * 86_400_000),
    unit: "weeks",
    law: "FCA Handbook DISP 1.6.2R",
    source: "https://www.financial-ombudsman.org.uk/consumers/how-to-complain",
    checked: "2026-11-26",
    verified: true,
  },
  {
    id: "fos-refer",
    where: ukFinancial,
    problems: null,
    payments: null,
    trigger: "answer",
    length: FOS_MONTHS_AFTER_ANSWER,
    unit: "months",
    law: "FCA Handbook DISP 2.8.2R",
    source: "https://www.financial-ombudsman.org.uk/consumers/how-to-complain",
    checked: "2026-11-26",
    verified: true,
  },
];

/** The rules' ids, for reading one back from stored data (a notification's). */
export const CLOCK_RULE_IDS: ReadonlySet<string> = new Set(CLOCK_RULE_ID_LIST);

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD that is a real day, as its UTC midnight (ms), or null. */
export function parseDay(day: string): number | null {
  const match = DATE.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = Date.UTC(year, month - 1, date);
  const back = new Date(at);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1) return null;
  if (back.getUTCDate() !== date) return null;
  return at;
}

const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

/** `days` calendar days after a YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  const at = parseDay(day);
  if (at === null) throw new Error(`not a day: ${day}`);
  return dayOf(at + days * 86_400_000);
}

/** `months` calendar months after a YYYY-MM-DD, clamped to the month's last day. */
export function addMonths(day: string, months: number): string {
  const at = parseDay(day);
  if (at === null) throw new Error(`not a day: ${day}`);
  const start = new Date(at);
  const total = start.getUTCMonth() + months;
  const year = start.getUTCFullYear() + Math.floor(total / 12);
  const month = ((total % 12) + 12) % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return dayOf(Date.UTC(year, month, Math.min(start.getUTCDate(), last)));
}

/** A rule's deadline from its start day (YYYY-MM-DD): the last day on which to act. */
export function deadlineOf(rule: Pick<ClockRule, "length" | "unit">, start: string): string {
  switch (rule.unit) {
    case "days":
      return addDays(start, rule.length);
    case "weeks":
      return addDays(start, rule.length * 7);
    case "months":
      return addMonths(start, rule.length);
    case "years":
      return addMonths(start, rule.length * 12);
  }
}

export type Clock = {
  rule: ClockRule;
  /** The day it started from (YYYY-MM-DD). */
  start: string;
  /** Its last day (YYYY-MM-DD). */
  deadline: string;
  /** The deadline is before today. */
  passed: boolean;
};

/** The day (UTC) a moment falls on. */
export const utcDay = (at: number) => dayOf(at);

/** The rules that hold for a case, whatever their start (the place, problem and payment). */
export function rulesFor(c: ClockCase): ClockRule[] {
  const place = c.complainantCountry ?? c.companyCountry;
  return CLOCK_RULES.filter(
    (rule) =>
      rule.where(place, c) &&
      (rule.problems === null || (c.problem !== null && rule.problems.includes(c.problem))) &&
      (rule.payments === null || (c.payment !== null && rule.payments.includes(c.payment))),
  );
}

/**
 * The clocks of a complaint, the next deadline first: those still ahead by their day, then those
 * passed, the latest first. A rule whose start is not known (no date given, not sent, no answer)
 * has no clock.
 */
export function clocksFor(c: ClockCase, now: number): Clock[] {
  const today = utcDay(now);
  const starts: Record<ClockTrigger, string | null> = {
    purchase: c.purchaseDate && parseDay(c.purchaseDate) !== null ? c.purchaseDate : null,
    sent: c.sentAt === null ? null : utcDay(c.sentAt),
    answer: c.answerAt === null ? null : utcDay(c.answerAt),
  };
  const clocks: Clock[] = [];
  for (const rule of rulesFor(c)) {
    const start = starts[rule.trigger];
    if (start === null) continue;
    // The ombudsman's wait ends once the firm answered; the six months run from the answer.
    if (rule.id === "fos-wait" && c.answerAt !== null) continue;
    const deadline = deadlineOf(rule, start);
    clocks.push({ rule, start, deadline, passed: deadline < today });
  }
  const ahead = clocks.filter((clock) => !clock.passed);
  const passed = clocks.filter((clock) => clock.passed);
  ahead.sort((a, b) => a.deadline.localeCompare(b.deadline) || a.rule.id.localeCompare(b.rule.id));
  passed.sort((a, b) => b.deadline.localeCompare(a.deadline) || a.rule.id.localeCompare(b.rule.id));
  return [...ahead, ...passed];
}

export const CLOCK_ANSWER_PROBLEMS = {
  problem: "Choose what went wrong from the list.",
  payment: "Choose how it was paid from the list.",
  date: "Enter the purchase or delivery date as a real day, not in the future.",
} as const;

const CLOCK_ANSWER_WORDS: Record<keyof typeof CLOCK_ANSWER_PROBLEMS, Words> = {
  problem: { text: "clocks.problem.problem" },
  payment: { text: "clocks.problem.payment" },
  date: { text: "clocks.problem.date" },
};

export type ClockAnswers = {
  problem: ClockProblem | null;
  payment: ClockPayment | null;
  purchaseDate: string | null;
};

/**
 * The three optional answers from the filing form or the complaint page: empty is "not said";
 * a value not on the list, or a day that is not a real one (or later than tomorrow, for a filer
 * ahead of UTC, or before 2000), is refused in the page's words.
 */
export function readClockAnswers(
  fields: { problem?: string; payment?: string; purchaseDate?: string },
  now: number,
): { ok: true; values: ClockAnswers } | { ok: false; problem: string; words: Words } {
  const refused = (name: keyof typeof CLOCK_ANSWER_PROBLEMS) =>
    ({ ok: false, problem: CLOCK_ANSWER_PROBLEMS[name], words: CLOCK_ANSWER_WORDS[name] }) as const;
  const problem = (fields.problem ?? "").trim();
  const payment = (fields.payment ?? "").trim();
  const day = (fields.purchaseDate ?? "").trim();
  if (problem && !(CLOCK_PROBLEMS as readonly string[]).includes(problem)) {
    return refused("problem");
  }
  if (payment && !(CLOCK_PAYMENTS as readonly string[]).includes(payment)) {
    return refused("payment");
  }
  if (day) {
    const tomorrow = utcDay(now + 86_400_000);
    if (parseDay(day) === null || day < PURCHASE_DATE_MIN || day > tomorrow) return refused("date");
  }
  return {
    ok: true,
    values: {
      problem: (problem || null) as ClockProblem | null,
      payment: (payment || null) as ClockPayment | null,
      purchaseDate: day || null,
    },
  };
}
