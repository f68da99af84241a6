/** A same-site path to go to after sign-in; anything else (other hosts, `//x`) becomes "/". */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/") {
  if (
    typeof to !== "string" ||
    !to.startsWith("/") ||
    to.startsWith("//") ||
    to.startsWith("/\\")
  ) {
    return fallback;
  }
  return to;
}
