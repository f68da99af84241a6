/**
 * The limits of a legal entity's fields (a superadmin's or an owner's form): the server's schema
 * (worker/services/companies/legal-entity.ts) and the forms read them here.
 */
export const ENTITY_LIMITS = {
  legalName: 300,
  identifier: 40,
  address: 500,
  /** An ISO 3166-1 alpha-2 code, or nothing. */
  country: 2,
} as const;

/**
 * The registers and numbers a legal entity is known by (decision 045), in the forms' order: the
 * schema's column, the server's check and the owner's and superadmin's forms read this one list.
 */
export const ENTITY_REGISTRIES = [
  "lei",
  "gb_company_number",
  "tr_mersis",
  "tr_vkn",
  "br_cnpj",
  "es_nif",
  "other",
] as const;
