import { companies } from "../../db/schema";

/** How a company is named and linked wherever it is mentioned: its page (slug) and domain. */
export const companyLinkColumns = {
  id: companies.id,
  name: companies.name,
  slug: companies.slug,
  domain: companies.domain,
};

/** A company's tile in a list: named and linked, with its logo (the domain's icon without one). */
export const companyTileColumns = { ...companyLinkColumns, logo: companies.logo };
