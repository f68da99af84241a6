import {
  isLocale,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  type Locale,
  PREFERENCE_COOKIE_SECONDS,
  pickLocale,
  pickTimeZone,
} from "@shared/i18n";
import { safeRedirect } from "@shared/safe-redirect";
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { preferenceCookie } from "../auth/cookies";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import type { AppEnv } from "./app-env";

/**
 * A request's language and time zone, read from the request alone (decision 030): its address's
 * `?lang=`, then the cookie, then Accept-Language; every request
 * gets its own, so one visitor's language can never reach another's page.
 */
export function requestLanguage(
  request: Request,
  trustEdgeZone: boolean,
): { locale: Locale; timeZone: string } {
  const cookie = request.headers.get("Cookie");
  // Local runs get a made-up `cf` object (its zone is not the visitor's): deployed only.
  const edge = trustEdgeZone
    ? (request as Request & { cf?: { timezone?: unknown } }).cf?.timezone
    : undefined;
  return {
    locale: pickLocale(
      cookie,
      request.headers.get("Accept-Language"),
      new URL(request.url).searchParams.get(LANGUAGE_PARAM),
    ),
    timeZone: pickTimeZone(cookie, edge),
  };
}

/**
 * Where the switch goes back to: a path of this site (the site's one rule, safeRedirect, which
 * checks the path after normalising it), without its `?lang=` (that address would override the
 * choice just made), checked again once that is removed.
 */
function backTo(value: unknown): string {
  if (typeof value !== "string" || value.length > 2000) return "/";
  const url = new URL(safeRedirect(value), "http://back.invalid");
  url.searchParams.delete(LANGUAGE_PARAM);
  return safeRedirect(`${url.pathname}${url.search}${url.hash}`);
}

/** Keeps a member's language on their account (the language of their mails, decision 030). */
export async function rememberLanguage(db: Database, userId: string, locale: Locale) {
  await db.update(users).set({ language: locale }).where(eq(users.id, userId));
}

/**
 * POST /language (the switch in the sidebar and the footer, a plain form): keeps the choice in
 * the `lang` cookie for a year (and on a signed-in member's account) and goes back to the page
 * it was made on.
 */
export async function chooseLanguage(c: Context<AppEnv>) {
  const form = await c.req.formData().catch(() => null);
  const locale = form?.get("locale");
  const back = backTo(form?.get("back"));
  if (!isLocale(locale)) return c.text("Unknown language.", 400);
  // A member's choice is theirs everywhere: their mails are written in it from now on.
  const user = c.get("user");
  if (user) await rememberLanguage(c.get("db"), user.id, locale);
  const cookie = preferenceCookie(
    c.get("config"),
    LANGUAGE_COOKIE,
    locale,
    PREFERENCE_COOKIE_SECONDS,
  );
  return c.body(null, 303, { Location: back, "Set-Cookie": cookie, "Cache-Control": "no-store" });
}
