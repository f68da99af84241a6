import { DEFAULT_LOCALE } from "@shared/i18n";
/**
 * Where a complainant can take a complaint the company left unanswered: the venues UCK knows,
 * each with the rule that picks it, the source of that rule and the day it was last checked
 * against the source. The first rule that holds wins, in the order of `pickVenue`. The EU's ODR
 * platform closed on 20 July 2025 and is never suggested.
 *
 * Countries are the names /by-country uses (shared/places.ts). Amounts are in minor units.
 */

export type VenueId = string;

export type Venue = {
  id: VenueId;
  name: string;
  url: string;
  /** The rule, in the words the file and the complaint page show. */
  rule: string;
  /** Where the rule comes from. */
  source: string;
  /** The day the rule was last checked against its source (YYYY-MM-DD). */
  checked: string;
};

/** Why a venue was picked, as a message key and its facts: the page says it in its language. */
export type VenueWhy =
  | { key: "sent" | "cfpb" | "fosNoAnswer" | "fosRecent" }
  | { key: "thhNoAmount" | "thhBelow" | "trCourt"; limitMinor: number; year: number }
  | { key: "ecc"; home: string; company: string }
  | { key: "fraud"; company: string }
  | { key: "nationalAdvice" | "nationalAuthority"; home: string };

/**
 * The English sentences of `VenueWhy` (the file is one English document); the pages say the same
 * from shared/messages/{en,tr,es}/complaint.ts's `venue.why.*`, which test/escalation/venues.test.ts
 * keeps equal to these in English.
 */
export const VENUE_WHY_EN: Record<VenueWhy["key"], string> = {
  sent: "UCK sent the file here.",
  cfpb: "The company is a US financial company.",
  fosNoAnswer: "The company is a UK financial firm that has sent no final response.",
  fosRecent: "The company is a UK financial firm and answered less than six months ago.",
  thhNoAmount:
    "For amounts below the arbitration limit ({limit} TL for complaints filed in {year}); from it up, the consumer court.",
  thhBelow:
    "The amount is below the arbitration limit ({limit} TL for complaints filed in {year}).",
  trCourt:
    "The amount is at or above the arbitration limit ({limit} TL for complaints filed in {year}): the consumer court, after mandatory mediation.",
  ecc: "You are in {home} and the company is in {company}.",
  fraud: "A fraud by a company in another country ({company}).",
  nationalAdvice: "The official consumer advice service of {home}.",
  nationalAuthority: "The consumer authority of {home}.",
};

/** A `VenueWhy` in English, countries with "the" where English needs it. */
export function venueWhyEnglish(why: VenueWhy) {
  const values: Record<string, string> = {};
  if ("limitMinor" in why) {
    values.limit = formatLimit(why.limitMinor);
    values.year = String(why.year);
  }
  if ("home" in why) values.home = countryInSentence(why.home);
  if ("company" in why) values.company = countryInSentence(why.company);
  return VENUE_WHY_EN[why.key].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "");
}

export type VenueChoice = {
  venue: Venue;
  /** Why this venue, for this complaint, in English (`venueWhyEnglish(why)`). */
  reason: string;
  /** The same, as a key and its facts, for a page in another language. */
  why: VenueWhy;
  /** When the venue takes it, if not yet (ms since the epoch): the FOS's eight weeks. */
  from: number | null;
};

export type VenueCase = {
  /** The complainant's country (from the complaint's location), when known. */
  complainantCountry: string | null;
  /** The company's country (set by a superadmin, or from its domain's country code). */
  companyCountry: string | null;
  /** The complaint's category slug (shared/categories.ts). */
  category: string | null;
  /** The complaint's text, for the signs of fraud. */
  text: string;
  /** When the complaint was filed on UCK: its year picks the Turkish arbitration limit. */
  filedAt: number;
  /** When the company was told (or the complaint was filed, when it never was). */
  toldAt: number;
  /** The company's last answer, when it gave one. */
  lastAnswerAt: number | null;
  /** The amount in dispute, when given. */
  amount: { minor: number; currency: string } | null;
  now: number;
};

const DAY_MS = 86_400_000;
const CHECKED = "2026-11-26";

/** The countries whose European Consumer Centre takes cross-border cases (EU, Iceland, Norway). */
export const ECC_COUNTRIES: ReadonlySet<string> = new Set([
  "Austria",
  "Belgium",
  "Bulgaria",
  "Croatia",
  "Cyprus",
  "Czechia",
  "Denmark",
  "Estonia",
  "Finland",
  "France",
  "Germany",
  "Greece",
  "Hungary",
  "Iceland",
  "Ireland",
  "Italy",
  "Latvia",
  "Lithuania",
  "Luxembourg",
  "Malta",
  "Netherlands",
  "Norway",
  "Poland",
  "Portugal",
  "Romania",
  "Slovakia",
  "Slovenia",
  "Spain",
  "Sweden",
]);

export type ArbitrationLimit = {
  /** The year of filing it holds for, and every later year without its own row. */
  from: number;
  /** Disputes below this amount (minor units of TRY) go to the committee; from it up, the court. */
  minor: number;
  /** Where the figure comes from. */
  source: string;
  /** The day the figure was last checked against its source (YYYY-MM-DD). */
  checked: string;
};

/**
 * The Turkish consumer arbitration committees' limit (Ticaret Bakanlığı's yearly communiqué in
 * the Official Gazette), by the year of filing it holds from; a year without its own row uses
 * the latest earlier one. Disputes whose value is below the limit go to the İl or İlçe Tüketici
 * Hakem Heyeti; at or above it, to the consumer court after mandatory mediation.
 */
export const TR_ARBITRATION_LIMITS: ReadonlyArray<ArbitrationLimit> = [
  {
    from: 2025,
    minor: 149_000_00,
    // Carried over from the first venue table; no source for the 2025 figure was re-read.
    source: "https://tuketici.ticaret.gov.tr/",
    checked: "2026-11-26",
  },
  {
    from: 2026,
    minor: 186_000_00,
    // "01 Ocak 2026 tarihinden itibaren geçerli olmak üzere değeri 186 bin TL'nin altında
    // bulunan uyuşmazlıklarda İl veya İlçe Tüketici Hakem Heyetleri görevli olacak" (news of
    // 23 December 2025 on the communiqué; the Official Gazette text itself not yet read).
    source:
      "https://www.sabah.com.tr/ekonomi/resmi-gazetede-yayimlandi-uyusmazliklarda-parasal-sinir-186-bin-tl-7489110",
    checked: "2026-11-29",
  },
];

/** Turkey keeps UTC+3 all year: the year of filing is Turkey's calendar year. */
const TURKEY_OFFSET_MS = 3 * 3_600_000;

/** The Financial Ombudsman Service's windows: eight weeks after the complaint, six months after a final response. */
export const FOS_WAIT_MS = 56 * DAY_MS;
export const FOS_MONTHS_AFTER_ANSWER = 6;

export const VENUES = {
  cfpb: {
    id: "cfpb",
    name: "Consumer Financial Protection Bureau (CFPB)",
    url: "https://www.consumerfinance.gov/complaint/",
    rule: "Complaints about financial companies in the United States.",
    source: "https://www.consumerfinance.gov/complaint/",
    checked: CHECKED,
  },
  fos: {
    id: "fos",
    name: "Financial Ombudsman Service",
    url: "https://www.financial-ombudsman.org.uk/consumers/how-to-complain",
    rule: "Complaints about UK financial firms, eight weeks after the complaint if the firm has sent no final response, or within six months of its final response.",
    source: "https://www.financial-ombudsman.org.uk/consumers/how-to-complain",
    checked: CHECKED,
  },
  thh: {
    id: "thh",
    name: "Tüketici Hakem Heyeti (consumer arbitration committee)",
    url: "https://tuketici.ticaret.gov.tr/",
    rule: "Disputes between consumers and companies in Turkey below the arbitration limit of the year of filing (186,000 TL for 2026).",
    source: TR_ARBITRATION_LIMITS[TR_ARBITRATION_LIMITS.length - 1]?.source ?? "",
    checked: TR_ARBITRATION_LIMITS[TR_ARBITRATION_LIMITS.length - 1]?.checked ?? CHECKED,
  },
  trcourt: {
    id: "trcourt",
    name: "Tüketici Mahkemesi (consumer court)",
    url: "https://adb.adalet.gov.tr/",
    rule: "Disputes between consumers and companies in Turkey at or above the arbitration limit of the year of filing, after mandatory mediation (arabuluculuk).",
    // TKHK (6502) m. 73/A, since Law 7251 (2020): mediation first is a condition of the action.
    source: "https://www.mondaq.com/turkey/dodd-frank-consumer-protection-act/1751252/",
    checked: "2026-11-29",
  },
  econsumer: {
    id: "econsumer",
    name: "econsumer.gov",
    url: "https://econsumer.gov/",
    rule: "Fraud and scams by a company in another country.",
    source: "https://econsumer.gov/",
    checked: CHECKED,
  },
} satisfies Record<string, Venue>;

const ECC_DIRECTORY =
  "https://commission.europa.eu/live-work-travel-eu/consumer-rights-and-complaints/resolve-your-consumer-complaint/european-consumer-centres-network-ecc-net_en";

/** The European Consumer Centre of a country in the network. */
export function eccVenue(country: string): Venue {
  return {
    id: `ecc:${country}`,
    name: `European Consumer Centre ${country}`,
    url: ECC_DIRECTORY,
    rule: "Cross-border complaints between a consumer and a company in different EU countries, Iceland or Norway, to the centre of the consumer's country.",
    source: ECC_DIRECTORY,
    checked: CHECKED,
  };
}

/**
 * The national venue of a country UCK knows: a consumer authority (a public body that enforces
 * consumer law) or an official consumer advice service (it advises and passes reports on, but
 * enforces nothing), named as what it is.
 */
const NATIONAL: Record<string, { name: string; url: string; kind: "authority" | "advice" }> = {
  "United States": {
    name: "Federal Trade Commission (ReportFraud.ftc.gov)",
    url: "https://reportfraud.ftc.gov/",
    kind: "authority",
  },
  "United Kingdom": {
    name: "Citizens Advice consumer service",
    url: "https://www.citizensadvice.org.uk/consumer/get-more-help/report-to-trading-standards/",
    kind: "advice",
  },
  Turkey: {
    name: "Ticaret Bakanlığı, Tüketicinin Korunması",
    url: "https://tuketici.ticaret.gov.tr/",
    kind: "authority",
  },
  Germany: {
    name: "Verbraucherzentrale",
    url: "https://www.verbraucherzentrale.de/",
    kind: "advice",
  },
  France: { name: "SignalConso (DGCCRF)", url: "https://signal.conso.gouv.fr/", kind: "authority" },
  Spain: {
    name: "Dirección General de Consumo",
    url: "https://www.consumo.gob.es/",
    kind: "authority",
  },
  Ireland: {
    name: "Competition and Consumer Protection Commission",
    url: "https://www.ccpc.ie/consumers/",
    kind: "authority",
  },
  Canada: {
    name: "Office of Consumer Affairs",
    url: "https://ised-isde.canada.ca/site/office-consumer-affairs/en",
    kind: "authority",
  },
  Australia: {
    name: "Australian Competition and Consumer Commission",
    url: "https://www.accc.gov.au/consumers/complaints-and-problems",
    kind: "authority",
  },
  India: {
    name: "National Consumer Helpline",
    url: "https://consumerhelpline.gov.in/",
    kind: "advice",
  },
};

/** Country names English writes with "the". */
const WITH_THE = new Set([
  "United States",
  "United Kingdom",
  "Netherlands",
  "Philippines",
  "United Arab Emirates",
  "Czech Republic",
  "Dominican Republic",
  "Bahamas",
  "Gambia",
]);

/** A country's name as an English sentence needs it: "the United Kingdom", "Germany". */
export const countryInSentence = (country: string) =>
  WITH_THE.has(country) ? `the ${country}` : country;

/** Whether a country's national venue is an authority or an advice service (null: none known). */
export const nationalKind = (country: string) => NATIONAL[country]?.kind ?? null;

export function nationalVenue(country: string): Venue | null {
  const national = NATIONAL[country];
  if (!national) return null;
  return {
    id: `national:${country}`,
    name: national.name,
    url: national.url,
    rule: `Consumer complaints in ${countryInSentence(country)} that no more specific venue takes.`,
    source: national.url,
    checked: CHECKED,
  };
}

/** Every venue the table holds, for the methodology page and the tests. */
export function allVenues(): Venue[] {
  return [
    ...Object.values(VENUES),
    ...[...ECC_COUNTRIES].map(eccVenue),
    ...Object.keys(NATIONAL).flatMap((country) => nationalVenue(country) ?? []),
  ];
}

export function venueById(id: VenueId): Venue | null {
  if (id.startsWith("ecc:")) {
    const country = id.slice(4);
    return ECC_COUNTRIES.has(country) ? eccVenue(country) : null;
  }
  if (id.startsWith("national:")) return nationalVenue(id.slice(9));
  return (VENUES as Record<string, Venue>)[id] ?? null;
}

const FINANCIAL = new Set(["banking"]);
const FRAUD =
  /\b(scam|scammed|scammer|fraud|fraudulent|phishing|counterfeit|fake (shop|store|website))\b/i;

/** The arbitration limit for a complaint filed in a year (Turkey's calendar). */
export function arbitrationLimit(year: number): ArbitrationLimit {
  const known = TR_ARBITRATION_LIMITS.filter((limit) => limit.from <= year);
  return (known[known.length - 1] ?? TR_ARBITRATION_LIMITS[0]) as ArbitrationLimit;
}

/** The year a complaint was filed, as Turkey's calendar counts it. */
export const turkishYear = (at: number) => new Date(at + TURKEY_OFFSET_MS).getUTCFullYear();

/**
 * `months` calendar months after `at` (UTC), as the ombudsman counts them, clamped to the month's
 * last day as shared/clocks.ts's `addMonths` is (31 August + 6 months is 28 or 29 February, not
 * 3 March, which `setUTCMonth` would give).
 */
export function addMonths(at: number, months: number) {
  const date = new Date(at);
  const total = date.getUTCMonth() + months;
  const year = date.getUTCFullYear() + Math.floor(total / 12);
  const month = ((total % 12) + 12) % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  date.setUTCFullYear(year, month, Math.min(date.getUTCDate(), last));
  return date.getTime();
}

/**
 * The venue for a case, or null for the honest "we know no venue for this case". In order: US
 * financial companies (CFPB); UK financial firms (FOS, from eight weeks after the company was
 * told unless it answered, and only within six months of its answer); Turkey up to the
 * arbitration limit (THH); cross-border within the ECC network (the complainant's centre);
 * cross-border fraud (econsumer.gov); otherwise the complainant's national authority.
 */
export function pickVenue(input: VenueCase): VenueChoice | null {
  const { complainantCountry: home, companyCountry: company } = input;
  const financial = input.category !== null && FINANCIAL.has(input.category);
  const choose = (venue: Venue, why: VenueWhy, from: number | null = null): VenueChoice => ({
    venue,
    reason: venueWhyEnglish(why),
    why,
    from,
  });
  if (company === "United States" && financial) return choose(VENUES.cfpb, { key: "cfpb" });
  if (company === "United Kingdom" && financial) {
    if (input.lastAnswerAt === null) {
      const from = input.toldAt + FOS_WAIT_MS;
      return choose(VENUES.fos, { key: "fosNoAnswer" }, from > input.now ? from : null);
    }
    if (input.now <= addMonths(input.lastAnswerAt, FOS_MONTHS_AFTER_ANSWER)) {
      return choose(VENUES.fos, { key: "fosRecent" });
    }
  }
  if (home === "Turkey" && (company === "Turkey" || company === null)) {
    const year = turkishYear(input.filedAt);
    const limit = { limitMinor: arbitrationLimit(year).minor, year };
    const amount = input.amount;
    if (amount === null || amount.currency !== "TRY") {
      return choose(VENUES.thh, { key: "thhNoAmount", ...limit });
    }
    return amount.minor < limit.limitMinor
      ? choose(VENUES.thh, { key: "thhBelow", ...limit })
      : choose(VENUES.trcourt, { key: "trCourt", ...limit });
  }
  const crossBorder = home !== null && company !== null && home !== company;
  if (crossBorder && ECC_COUNTRIES.has(home) && ECC_COUNTRIES.has(company)) {
    return choose(eccVenue(home), { key: "ecc", home, company });
  }
  if (crossBorder && FRAUD.test(input.text)) {
    return choose(VENUES.econsumer, { key: "fraud", company });
  }
  const national = home ? nationalVenue(home) : null;
  if (national && home) {
    const key = nationalKind(home) === "advice" ? "nationalAdvice" : "nationalAuthority";
    return choose(national, { key, home });
  }
  return null;
}

const formatLimit = (minor: number) => (minor / 100).toLocaleString(DEFAULT_LOCALE);

/** The honest answer when no rule holds. */
export const NO_VENUE = "We know no venue for this case.";
