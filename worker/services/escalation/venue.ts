import { countryOfDomain } from "@shared/places";
import { pickVenue, type VenueChoice } from "@shared/venues";

/** What the venue rules read of a complaint and its company. */
export type VenueFacts = {
  country: string | null;
  category: string | null;
  text: string;
  createdAt: Date;
  sentToCompanyAt: Date | null;
  responseAt: Date | null;
  disputeMinor: number | null;
  disputeCurrency: string | null;
  companyCountry: string | null;
  companyDomain: string | null;
};

/** A company's country: as a superadmin set it, else from its domain's country code. */
export const companyCountryOf = (company: { country: string | null; domain: string | null }) =>
  company.country ?? countryOfDomain(company.domain);

/** The venue for a complaint now (shared/venues.ts), or null when UCK knows none. */
export function venueFor(facts: VenueFacts, now: number): VenueChoice | null {
  return pickVenue({
    complainantCountry: facts.country,
    companyCountry: companyCountryOf({
      country: facts.companyCountry,
      domain: facts.companyDomain,
    }),
    category: facts.category,
    text: facts.text,
    filedAt: facts.createdAt.getTime(),
    toldAt: (facts.sentToCompanyAt ?? facts.createdAt).getTime(),
    lastAnswerAt: facts.responseAt?.getTime() ?? null,
    amount:
      facts.disputeMinor !== null && facts.disputeCurrency
        ? { minor: facts.disputeMinor, currency: facts.disputeCurrency }
        : null,
    now,
  });
}
