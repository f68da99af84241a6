/**
 * The registers a person may enter a legal entity's number in, by hand (an owner's form, a
 * superadmin's form): worker/db/schema/companies.ts ENTITY_REGISTRIES, in the forms' order.
 */
export const REGISTRIES = [
  "lei",
  "gb_company_number",
  "tr_mersis",
  "tr_vkn",
  "br_cnpj",
  "es_nif",
  "other",
] as const;
