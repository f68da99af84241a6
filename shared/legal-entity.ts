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
