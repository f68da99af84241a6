/** A made-up origin to resolve a path against: only its own paths keep it. */
const SAME_SITE = "http://same-site.invalid";

/**
 * Whether a string reads as a path of this site: "/" then not a second slash or a backslash
 * (`//x` and `/\x` are other hosts to a browser), and no control character anywhere (browsers
 * drop tabs and newlines from a Location, so "/\t/evil.example" would arrive as "//evil.example").
 */
function looksLikeOwnPath(to: string) {
  return (
    to.startsWith("/") &&
    !to.startsWith("//") &&
    !to.startsWith("/\\") &&
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point.
    !/[\u0000-\u001f\u007f]/.test(to)
  );
}

/**
 * A same-site path to go to (after sign-in, after the language switch); anything else becomes
 * `fallback`. The path is checked, then normalised the way a browser resolves it (dot segments,
 * `%2e`, backslashes), then checked again, and the normalised path is what is returned: a check
 * made only before normalising let "/.//evil.example" through, which normalises to
 * "//evil.example", another host once it is written back into a Location.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/") {
  if (typeof to !== "string" || !looksLikeOwnPath(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, SAME_SITE);
  } catch {
    return fallback;
  }
  if (url.origin !== SAME_SITE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return looksLikeOwnPath(path) ? path : fallback;
}
