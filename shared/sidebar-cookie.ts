import { LANGUAGE_COOKIE, TIME_ZONE_COOKIE } from "./i18n";

/** Cookies that only choose how a page is shown; the edge cache keys on them (never personal). */
const PRESENTATION_COOKIES = new Set([LANGUAGE_COOKIE, TIME_ZONE_COOKIE]);

/** The spec's cookie for the side navigation: "true" (expanded) or "false" (icons only). */
export const SIDEBAR_COOKIE = "sidebar:state";

/**
 * The sidebar cookie as the server reads it: the first occurrence wins, and `repeated` says the
 * header carried it more than once (the edge cache then keeps no copy, so the page and the cache
 * key can never disagree). `open` is null when the cookie is absent.
 */
export function readSidebarCookie(cookieHeader: string | null): {
  open: boolean | null;
  repeated: boolean;
  others: boolean;
} {
  let open: boolean | null = null;
  let repeated = false;
  let others = false;
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, value] = part.trim().split("=");
    if (!name) continue;
    if (name !== SIDEBAR_COOKIE) {
      if (!PRESENTATION_COOKIES.has(name)) others = true;
    } else if (open === null) open = value !== "false";
    else repeated = true;
  }
  return { open, repeated, others };
}

/** Read on the server, so the first paint already has the visitor's sidebar width. */
export function sidebarOpenFromCookie(cookieHeader: string | null): boolean {
  return readSidebarCookie(cookieHeader).open ?? true;
}
