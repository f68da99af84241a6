/** How much of a person's text a mail quotes. */
const QUOTE = 240;

// A host name: labels joined by dots, ending in a label that starts with a letter (so "3.5" and
// "e.g" stay as they are). Letters of every script: mail clients link internationalised hosts.
const HOST = /(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}[\p{L}\p{N}-]*[\p{L}\p{N}]/gu;
const SCHEME = /\b([a-z][a-z0-9+.-]*):\/\//gi;

/**
 * Text another person wrote, made unclickable for a mail: mail clients turn host names, URLs
 * and addresses into links on their own, so a comment's "verify at evil.example" would arrive as
 * a link UCK never chose to send. Dots in host names become "[.]" and "://" becomes "[:]//", the
 * form security mail uses for addresses meant to be read, not followed.
 */
export function defang(text: string) {
  return text.replace(SCHEME, "$1[:]//").replace(HOST, (host) => host.replaceAll(".", "[.]"));
}

/** A person's text quoted in a mail: one line, cut at a word near QUOTE characters, defanged. */
export function quoteUserText(text: string, max = QUOTE) {
  const flat = text.replace(/\s+/g, " ").trim();
  const cut = flat.length <= max ? flat : `${flat.slice(0, max).replace(/\s+\S*$/, "")}…`;
  return defang(cut);
}
