/**
 * A same-site path to go to after sign-in; anything else (other hosts, `//x`) becomes "/". A
 * control character anywhere is refused too: browsers drop tabs and newlines from a Location,
 * so "/\t/evil.example" would arrive as "//evil.example".
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/") {
  if (
    typeof to !== "string" ||
    !to.startsWith("/") ||
    to.startsWith("//") ||
    to.startsWith("/\\") ||
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point.
    /[\u0000-\u001f\u007f]/.test(to)
  ) {
    return fallback;
  }
  return to;
}
