import {
  isLocale,
  LANGUAGE_COOKIE,
  type Locale,
  PREFERENCE_COOKIE_SECONDS,
  pickLocale,
  pickTimeZone,
} from "@shared/i18n";
import type { Context } from "hono";
import { preferenceCookie } from "../auth/cookies";
import type { AppEnv } from "./app-env";

/**
 * A request's language and time zone, read from the request alone (decision 030): every request
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
    locale: pickLocale(cookie, request.headers.get("Accept-Language")),
    timeZone: pickTimeZone(cookie, edge),
  };
}

/** Only a path of this site (never `//elsewhere`) is a place to go back to. */
function backTo(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//")) return "/";
  if (value.startsWith("/\\") || value.length > 2000) return "/";
  return value;
}

/**
 * POST /language (the switch in the sidebar and the footer, a plain form): keeps the choice in
 * the `lang` cookie for a year and goes back to the page it was made on.
 */
export async function chooseLanguage(c: Context<AppEnv>) {
  const form = await c.req.formData().catch(() => null);
  const locale = form?.get("locale");
  const back = backTo(form?.get("back"));
  if (!isLocale(locale)) return c.text("Unknown language.", 400);
  const cookie = preferenceCookie(
    c.get("config"),
    LANGUAGE_COOKIE,
    locale,
    PREFERENCE_COOKIE_SECONDS,
  );
  return c.body(null, 303, { Location: back, "Set-Cookie": cookie, "Cache-Control": "no-store" });
}
