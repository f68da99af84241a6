/**
 * Text for XML documents (sitemap, Atom feeds): the five markup characters escaped, and the
 * characters XML 1.0 does not allow at all (C0 controls but tab, newline and return; U+FFFE and
 * U+FFFF) left out, so user text can never make a document unreadable.
 */
export function escapeXml(value: string) {
  return (
    value
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the ones XML forbids.
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&apos;")
  );
}
