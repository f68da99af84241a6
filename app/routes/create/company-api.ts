/**
 * The company lookup's answers, checked by hand: zod would add ~23 KB gzip to the create page's
 * first load (decision 005). Anything else is treated as a failure.
 */
import type { CompanyInfo } from "@worker/services/companies/lookup";

/** The lookup's words when the server gave none (the page says them in its language). */
export const LOOKUP_NOT_FOUND = "Could not find company information.";

export type { CompanyInfo };

const nullableString = (value: unknown) => value === null || typeof value === "string";

/** A company from the lookup's JSON, or null when it is not one. */
export function readCompanyInfo(value: unknown): CompanyInfo | null {
  const v = value as Record<string, unknown> | null;
  if (
    typeof v?.name !== "string" ||
    typeof v.slug !== "string" ||
    !nullableString(v.domain) ||
    !nullableString(v.logo) ||
    typeof v.existed !== "boolean"
  ) {
    return null;
  }
  return {
    name: v.name,
    slug: v.slug,
    domain: v.domain as string | null,
    logo: v.logo as string | null,
    existed: v.existed,
  };
}

/** POST /api/functions/get-company-info with a JSON body; the parsed JSON answer. */
async function call(body: object, signal?: AbortSignal): Promise<Record<string, unknown> | null> {
  const response = await fetch("/api/functions/get-company-info", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    signal,
  });
  const json: unknown = await response.json();
  return typeof json === "object" ? (json as Record<string, unknown> | null) : null;
}

/** Companies matching a name (database first, then well-known brands). */
export async function searchByName(query: string, signal?: AbortSignal): Promise<CompanyInfo[]> {
  const json = await call({ query }, signal);
  const companies = Array.isArray(json?.companies) ? json.companies.map(readCompanyInfo) : null;
  if (json?.success !== true || !companies || companies.includes(null))
    throw new Error("search failed");
  return companies as CompanyInfo[];
}

/** The company of a domain, created when missing; a message when it cannot be. */
export async function lookupDomain(
  domain: string,
): Promise<{ company: CompanyInfo } | { message: string }> {
  const json = await call({ domain });
  const company = json?.success === true ? readCompanyInfo(json.company) : null;
  if (company) return { company };
  return {
    message:
      json?.success === false && typeof json.message === "string" ? json.message : LOOKUP_NOT_FOUND,
  };
}
