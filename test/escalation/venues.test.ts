import { countryOfDomain } from "@shared/places";
import {
  addMonths,
  allVenues,
  arbitrationLimit,
  FOS_WAIT_MS,
  pickVenue,
  TR_ARBITRATION_LIMITS,
  VENUE_WHY_EN,
  type VenueCase,
  venueById,
} from "@shared/venues";
import { describe, expect, it } from "vitest";
import { say } from "~/i18n/say.server";
import { venueReasonIn } from "~/routes/complaint/page.server";

const NOW = Date.UTC(2026, 10, 26, 12);
const DAY = 86_400_000;

const base: VenueCase = {
  complainantCountry: "United States",
  companyCountry: "United States",
  category: "shopping",
  text: "The order never arrived.",
  filedAt: NOW - 3 * DAY,
  toldAt: NOW - 3 * DAY,
  lastAnswerAt: null,
  amount: null,
  now: NOW,
};
const pick = (change: Partial<VenueCase>) => pickVenue({ ...base, ...change });

describe("the venue rules", () => {
  it("US financial companies go to the CFPB; other US cases to the FTC", () => {
    expect(pick({ category: "banking" })?.venue.id).toBe("cfpb");
    expect(pick({ category: "banking", complainantCountry: "Canada" })?.venue.id).toBe("cfpb");
    expect(pick({})?.venue.id).toBe("national:United States");
  });

  it("UK financial firms: the FOS from eight weeks after the complaint without a final answer", () => {
    const uk = {
      complainantCountry: "United Kingdom",
      companyCountry: "United Kingdom",
      category: "banking",
    };
    const justUnder = pick({ ...uk, toldAt: NOW - FOS_WAIT_MS + 1 });
    expect(justUnder?.venue.id).toBe("fos");
    expect(justUnder?.from).toBe(NOW + 1);
    const justOver = pick({ ...uk, toldAt: NOW - FOS_WAIT_MS });
    expect(justOver?.venue.id).toBe("fos");
    expect(justOver?.from).toBeNull();
  });

  it("UK financial firms: the FOS within six months of the firm's answer, not after", () => {
    const uk = {
      complainantCountry: "United Kingdom",
      companyCountry: "United Kingdom",
      category: "banking",
    };
    const answered = Date.UTC(2026, 4, 26, 12); // six calendar months before NOW
    expect(pick({ ...uk, lastAnswerAt: answered })?.venue.id).toBe("fos");
    const tooLate = pick({ ...uk, lastAnswerAt: answered - 1 });
    expect(tooLate?.venue.id).toBe("national:United Kingdom");
  });

  describe("Turkey: the arbitration limit of the year of filing", () => {
    const tr = { complainantCountry: "Turkey", companyCountry: "Turkey" };
    const tl = (lira: number) => ({ minor: Math.round(lira * 100), currency: "TRY" });
    const in2025 = Date.UTC(2025, 5, 1);
    const in2026 = Date.UTC(2026, 5, 1);

    it("180,000 TL filed in 2026 goes to the arbitration committee; 190,000 TL to the court", () => {
      expect(pick({ ...tr, filedAt: in2026, amount: tl(180_000) })?.venue.id).toBe("thh");
      const court = pick({ ...tr, filedAt: in2026, amount: tl(190_000) });
      expect(court?.venue.id).toBe("trcourt");
      expect(court?.venue.name).toMatch(/Tüketici Mahkemesi/);
      expect(court?.reason).toMatch(/186,000 TL for complaints filed in 2026/);
    });

    it("2026: below 186,000 TL the committee, from 186,000 TL the court", () => {
      const at = (lira: number) => pick({ ...tr, filedAt: in2026, amount: tl(lira) })?.venue.id;
      expect(at(185_999.99)).toBe("thh");
      expect(at(186_000)).toBe("trcourt");
    });

    it("2025: below 149,000 TL the committee, from 149,000 TL the court", () => {
      const at = (lira: number) => pick({ ...tr, filedAt: in2025, amount: tl(lira) })?.venue.id;
      expect(at(148_999.99)).toBe("thh");
      expect(at(149_000)).toBe("trcourt");
      expect(at(180_000)).toBe("trcourt");
    });

    it("the year of filing decides, not the year the rule is read, in Turkey's calendar", () => {
      // Filed in 2025, read in November 2026: 2025's limit.
      const filed2025 = pick({ ...tr, filedAt: in2025, amount: tl(180_000), now: NOW });
      expect(filed2025?.venue.id).toBe("trcourt");
      // Filed in 2026, read in 2027 with no 2027 row: 2026's limit still.
      const later = Date.UTC(2027, 2, 1);
      expect(pick({ ...tr, filedAt: in2026, amount: tl(180_000), now: later })?.venue.id).toBe(
        "thh",
      );
      // 31 December 2025 at 22:00 UTC is 1 January 2026 in Turkey.
      const newYear = Date.UTC(2025, 11, 31, 22);
      expect(pick({ ...tr, filedAt: newYear, amount: tl(180_000) })?.venue.id).toBe("thh");
      expect(arbitrationLimit(2026).minor).toBe(186_000_00);
      expect(arbitrationLimit(2025).minor).toBe(149_000_00);
      expect(arbitrationLimit(2031).minor).toBe(186_000_00);
    });

    it("every limit names its source and the day it was checked", () => {
      for (const limit of TR_ARBITRATION_LIMITS) {
        expect(limit.source).toMatch(/^https:\/\//);
        expect(limit.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      expect(arbitrationLimit(2026).source).toMatch(/186-bin-tl/);
    });

    it("no amount, or one in another currency: the committee, for amounts below the limit", () => {
      expect(pick({ ...tr, filedAt: in2026 })?.reason).toMatch(
        /below the arbitration limit \(186,000 TL for complaints filed in 2026\)/,
      );
      const euros = { minor: 500_000_00, currency: "EUR" };
      expect(pick({ ...tr, filedAt: in2026, amount: euros })?.venue.id).toBe("thh");
    });
  });

  it("advice services are named as advice services, authorities as authorities, with 'the' where English needs it", () => {
    const uk = pick({ complainantCountry: "United Kingdom", companyCountry: "United Kingdom" });
    expect(uk?.venue.name).toBe("Citizens Advice consumer service");
    expect(uk?.reason).toBe("The official consumer advice service of the United Kingdom.");
    expect(uk?.venue.rule).toMatch(/^Consumer complaints in the United Kingdom /);
    const de = pick({ complainantCountry: "Germany", companyCountry: "Germany" });
    expect(de?.reason).toBe("The official consumer advice service of Germany.");
    expect(pick({ complainantCountry: "India", companyCountry: "India" })?.reason).toBe(
      "The official consumer advice service of India.",
    );
    expect(pick({})?.reason).toBe("The consumer authority of the United States.");
    expect(pick({ complainantCountry: "France", companyCountry: "France" })?.reason).toBe(
      "The consumer authority of France.",
    );
    expect(pick({ complainantCountry: "Netherlands", companyCountry: "Germany" })?.reason).toBe(
      "You are in the Netherlands and the company is in Germany.",
    );
    for (const venue of allVenues()) {
      expect(`${venue.name} ${venue.rule}`).not.toMatch(/\bin (United|Netherlands)/);
      // No venue's name carries another venue's words.
      expect(venue.name).not.toMatch(/\(above the arbitration limit/);
    }
  });

  it("EU cross-border: the European Consumer Centre of the complainant's country", () => {
    const choice = pick({ complainantCountry: "Germany", companyCountry: "France" });
    expect(choice?.venue.id).toBe("ecc:Germany");
    expect(choice?.venue.name).toBe("European Consumer Centre Germany");
    // The same country is not cross-border; the UK is no longer in the network.
    expect(pick({ complainantCountry: "Germany", companyCountry: "Germany" })?.venue.id).toBe(
      "national:Germany",
    );
    expect(
      pick({ complainantCountry: "Germany", companyCountry: "United Kingdom" })?.venue.id,
    ).toBe("national:Germany");
  });

  it("cross-border fraud goes to econsumer.gov; fraud at home does not", () => {
    const scam = { text: "This shop is a scam: I paid and nothing came." };
    expect(
      pick({ ...scam, complainantCountry: "Australia", companyCountry: "China" })?.venue.id,
    ).toBe("econsumer");
    expect(
      pick({ ...scam, complainantCountry: "Australia", companyCountry: "Australia" })?.venue.id,
    ).toBe("national:Australia");
  });

  it("otherwise the honest answer: no venue known", () => {
    expect(pick({ complainantCountry: null, companyCountry: null })).toBeNull();
    expect(pick({ complainantCountry: "Kenya", companyCountry: "Kenya" })).toBeNull();
  });

  it("never the EU's closed ODR platform; every venue has a source and the day it was checked", () => {
    for (const venue of allVenues()) {
      expect(venue.url).not.toMatch(/ec\.europa\.eu\/consumers\/odr/);
      expect(venue.source).toMatch(/^https:\/\//);
      expect(venue.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(venueById(venue.id)).toEqual(venue);
    }
  });

  it("a company's country from its domain's country code, never from generic ones", () => {
    expect(countryOfDomain("hepsiburada.com.tr")).toBe("Turkey");
    expect(countryOfDomain("tesco.co.uk")).toBe("United Kingdom");
    expect(countryOfDomain("zalando.de")).toBe("Germany");
    expect(countryOfDomain("amazon.com")).toBeNull();
    expect(countryOfDomain("linear.io")).toBeNull();
    expect(countryOfDomain(null)).toBeNull();
  });
});

describe("why a venue, in the page's language (issue 59, item 4)", () => {
  it("the English messages are the file's sentences, word for word", () => {
    for (const [key, english] of Object.entries(VENUE_WHY_EN)) {
      expect(say("en", `venue.why.${key}`)).toBe(english);
    }
  });

  it("a Turkish and a Spanish page say the reason in their language, countries by their own names", () => {
    // Failed before: the page showed the English sentence whatever its language.
    const ecc = pick({ complainantCountry: "Germany", companyCountry: "France" });
    expect(ecc?.why).toEqual({ key: "ecc", home: "Germany", company: "France" });
    if (!ecc) throw new Error("no venue");
    expect(venueReasonIn("en", ecc.why)).toBe(ecc.reason);
    expect(venueReasonIn("tr", ecc.why)).toBe(
      "Siz Almanya ülkesindesiniz, şirket ise Fransa ülkesinde.",
    );
    expect(venueReasonIn("es", ecc.why)).toBe(
      "Usted está en Alemania y la empresa está en Francia.",
    );

    const court = pick({
      complainantCountry: "Turkey",
      companyCountry: "Turkey",
      filedAt: Date.UTC(2026, 2, 1),
      amount: { minor: 190_000_00, currency: "TRY" },
    });
    if (!court) throw new Error("no venue");
    expect(court.venue.id).toBe("trcourt");
    expect(venueReasonIn("tr", court.why)).toBe(
      "Tutar, tüketici hakem heyeti sınırında veya üzerinde (2026 yılında yapılan şikâyetlerde 186.000 TL): zorunlu arabuluculuktan sonra tüketici mahkemesi.",
    );
    expect(venueReasonIn("en", court.why)).toBe(court.reason);

    const uk = pick({ complainantCountry: "United Kingdom", companyCountry: "United Kingdom" });
    if (!uk) throw new Error("no venue");
    expect(venueReasonIn("en", uk.why)).toBe(
      "The official consumer advice service of the United Kingdom.",
    );
    expect(venueReasonIn("es", uk.why)).toBe(
      "El servicio oficial de asesoramiento al consumidor de Reino Unido.",
    );
  });
});

it("the ombudsman's six months end on the month's last day, never spill into the next (31 August → 28 February)", () => {
  // Failed before: setUTCMonth made 31 August + 6 months the 3rd of March.
  expect(new Date(addMonths(Date.UTC(2025, 7, 31, 10), 6)).toISOString()).toBe(
    "2026-02-28T10:00:00.000Z",
  );
  expect(new Date(addMonths(Date.UTC(2027, 7, 31), 6)).toISOString().slice(0, 10)).toBe(
    "2028-02-29",
  );
  expect(new Date(addMonths(Date.UTC(2026, 0, 15), 6)).toISOString().slice(0, 10)).toBe(
    "2026-07-15",
  );
});
