import { SIDEBAR_COOKIE } from "@shared/sidebar-cookie";

const SEVEN_DAYS = 60 * 60 * 24 * 7;

/** The browser's half of the sidebar preference: the server reads it in @shared/sidebar-cookie. */
export function storeSidebarOpen(open: boolean) {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, readable by the server
  document.cookie = `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SEVEN_DAYS}; samesite=lax`;
}
