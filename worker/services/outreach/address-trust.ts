import type { ReviewReason } from "../../db/schema";

/**
 * Which addresses may speak for a company by themselves (decision 034). A mailed link proves only
 * that someone reads the mailbox: at a webmail or internet provider's domain that is any of its
 * customers, and at the company's own domain it is whoever owns that one mailbox. So a link
 * confirms a complaints address only for a role mailbox at the company's own domain, never at a
 * domain that hands out personal mailboxes; and such an address never verifies a claim either.
 */

/**
 * The role mailboxes a link may confirm. RFC 2142 §3 names INFO and SUPPORT for customer
 * relations (rfc-editor.org/rfc/rfc2142, checked 2026-11-29); the others are the names companies
 * give their complaints desks, in English, Turkish and Spanish. Everything else at the domain
 * (a person's mailbox) goes to a superadmin.
 */
export const ROLE_LOCAL_PARTS: ReadonlySet<string> = new Set([
  "support",
  "info",
  "complaints",
  "complaint",
  "customerservice",
  "customer.service",
  "customer-service",
  "customerservices",
  "customercare",
  "customer.care",
  "customer-care",
  "customerrelations",
  "care",
  "help",
  "helpdesk",
  "service",
  "contact",
  "feedback",
  "consumer",
  "consumeraffairs",
  "destek",
  "musterihizmetleri",
  "sikayet",
  "soporte",
  "atencionalcliente",
  "reclamaciones",
]);

/** The part before "@", without a "+tag". */
const localPart = (address: string) => (address.split("@")[0] ?? "").split("+")[0] ?? "";

export const isRoleAddress = (address: string) => ROLE_LOCAL_PARTS.has(localPart(address));

let personalDomains: Promise<ReadonlySet<string>> | null = null;

/**
 * Whether a domain (or a domain it belongs to: "mail.yahoo.co.uk") hands out personal mailboxes.
 * The list (worker/data/personal-mail-domains.md) is loaded on first use, so a request that never
 * asks does not parse it.
 */
export async function isPersonalMailDomain(domain: string) {
  personalDomains ??= import("../../data/personal-mail-domains.json").then(
    (list) => new Set(list.default),
  );
  const domains = await personalDomains;
  const labels = domain.toLowerCase().split(".");
  for (let i = 0; i < labels.length - 1; i += 1) {
    if (domains.has(labels.slice(i).join("."))) return true;
  }
  return false;
}

export const domainOf = (address: string) => (address.split("@")[1] ?? "").toLowerCase();

/** An address at the domain or one of its subdomains ("ops@eu.delta.com" for delta.com). */
export function emailMatchesDomain(email: string, domain: string) {
  const host = domainOf(email);
  return host === domain || host.endsWith(`.${domain}`);
}

/** Why an address needs a superadmin before complaints go there; null when its link may confirm it. */
export async function contactReviewReason(
  address: string,
  companyDomain: string | null,
): Promise<ReviewReason | null> {
  if (await isPersonalMailDomain(domainOf(address))) return "personal_mailbox";
  if (!companyDomain || !emailMatchesDomain(address, companyDomain)) return "other_domain";
  return isRoleAddress(address) ? null : "not_role";
}
