/** What stands where an address was. */
export const EMAIL_REMOVED = "[email removed]";

const EMAIL = /[\p{L}\p{N}._%+-]+@([\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+)/gu;

/** An address at the company's own domain (or a subdomain of it) is the company's, not a person's. */
const atCompany = (host: string, companyDomain: string | null) => {
  if (!companyDomain) return false;
  const domain = companyDomain.toLowerCase();
  const at = host.toLowerCase();
  return at === domain || at.endsWith(`.${domain}`);
};

/**
 * Text a person wrote, as the public may read it: an e-mail address typed into it is replaced by
 * "[email removed]", except an address at the company's own domain (its support address is
 * public, and readers need it). Every public surface (pages, API, feeds, picture cards, open
 * data) shows this, so what is hidden is decided once.
 */
export function publicText(text: string, companyDomain: string | null): string {
  return text.replace(EMAIL, (address, host: string) =>
    atCompany(host, companyDomain) ? address : EMAIL_REMOVED,
  );
}

/** `publicText` of an optional text. */
export const publicTextOrNull = (text: string | null, companyDomain: string | null) =>
  text === null ? null : publicText(text, companyDomain);
