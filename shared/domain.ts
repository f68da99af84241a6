/** The longest company domain a form takes as typed (a whole address, "https://…/help"). */
export const DOMAIN_INPUT_MAX = 300;
/** The longest company name the picker searches for (/api/functions/get-company-info). */
export const COMPANY_QUERY_MAX = 100;

/**
 * A company domain as people type it ("https://www.Delta.com/help") → "delta.com", or null when
 * it is not a plausible public host name.
 */
export function normalizeDomain(input: string): string | null {
  let value = input.trim().toLowerCase();
  if (!value || value.length > DOMAIN_INPUT_MAX) return null;
  value = value.replace(/^[a-z][a-z0-9+.-]*:\/\//, "");
  value = value.split(/[/?#]/)[0] ?? "";
  value = value
    .replace(/^[^@]*@/, "")
    .replace(/:\d+$/, "")
    .replace(/\.$/, "")
    .replace(/^www\d*\./, "");
  const valid = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(value);
  return valid ? value : null;
}

/** "best-buy.co.uk" → "Best Buy": the registrable label, split on hyphens, words capitalised. */
export function nameFromDomain(domain: string): string {
  const labels = domain.split(".");
  const secondLevel = new Set(["co", "com", "org", "net", "gov", "ac", "edu"]);
  const tld = labels.length;
  const label =
    tld >= 3 && secondLevel.has(labels[tld - 2] ?? "") ? labels[tld - 3] : labels[tld - 2];
  return (label ?? domain)
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** Name derived from a slug (the spec's auto-created company): split on hyphens, capitalise. */
export function nameFromSlug(slug: string): string {
  return slug
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}
