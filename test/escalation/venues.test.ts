import { countryOfDomain } from "@shared/places";
import {
  allVenues,
  arbitrationLimit,
  FOS_WAIT_MS,
  pickVenue,
  type VenueCase,
  venueById,
} from "@shared/venues";
import { describe, expect, it } from "vitest";

const NOW = Date.UTC(2026, 10, 26, 12);
const DAY = 86_400_000;

const base: VenueCase = {
  complainantCountry: "United States",
  companyCountry: "United States",
  category: "shopping",
  text: "The order never arrived.",
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

  it("Turkey: the consumer arbitration committee up to 149,000 TL (2025 limit), above it not", () => {
    const tr = { complainantCountry: "Turkey", companyCountry: "Turkey" };
    expect(arbitrationLimit(2026)).toEqual({ from: 2025, minor: 149_000_00 });
    expect(pick({ ...tr, amount: { minor: 149_000_00, currency: "TRY" } })?.venue.id).toBe("thh");
    expect(pick({ ...tr, amount: { minor: 148_999_99, currency: "TRY" } })?.venue.id).toBe("thh");
    expect(pick({ ...tr, amount: { minor: 149_000_01, currency: "TRY" } })?.venue.id).toBe(
      "national:Turkey",
    );
    // No amount, or one in another currency: the committee, for amounts within the limit.
    expect(pick(tr)?.reason).toMatch(/up to the arbitration limit \(149,000 TL from 2025\)/);
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
