/** The spec's cookie for the side navigation: "true" (expanded) or "false" (icons only). */
export const SIDEBAR_COOKIE = "sidebar:state";
const SEVEN_DAYS = 60 * 60 * 24 * 7;

/** Read on the server, so the first paint already has the visitor's sidebar width. */
export function sidebarOpenFromCookie(cookieHeader: string | null): boolean {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === SIDEBAR_COOKIE) return value !== "false";
  }
  return true;
}

export function storeSidebarOpen(open: boolean) {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, readable by the server
  document.cookie = `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SEVEN_DAYS}; samesite=lax`;
}
