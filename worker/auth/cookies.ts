import { parse, serialize } from "hono/utils/cookie";
import type { AppConfig } from "../config";

/** `__Host-` cookies need Secure, which plain http://localhost cannot carry. */
const secureCookies = (config: AppConfig) => config.isProduction;

export function sessionCookieName(config: AppConfig) {
  return secureCookies(config) ? "__Host-uck_session" : "uck_session";
}

export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("Cookie");
  return header ? parse(header, name)[name] : undefined;
}

export function sessionCookie(config: AppConfig, token: string, expiresAt: number) {
  return serialize(sessionCookieName(config), token, {
    httpOnly: true,
    secure: secureCookies(config),
    sameSite: "Lax",
    path: "/",
    expires: new Date(expiresAt),
  });
}

export function expiredCookie(config: AppConfig, name: string) {
  return serialize(name, "", {
    httpOnly: true,
    secure: secureCookies(config),
    sameSite: "Lax",
    path: "/",
    maxAge: 0,
  });
}

/** Short-lived HttpOnly cookie (OAuth state and PKCE verifier, flash messages). */
/**
 * A preference the browser's own scripts may read (the language: the service worker picks the
 * offline page by it): not HttpOnly, as it holds nothing secret.
 */
export function preferenceCookie(config: AppConfig, name: string, value: string, maxAge: number) {
  return serialize(name, value, {
    secure: secureCookies(config),
    sameSite: "Lax",
    path: "/",
    maxAge,
  });
}

export function shortLivedCookie(config: AppConfig, name: string, value: string, maxAge: number) {
  return serialize(name, value, {
    httpOnly: true,
    secure: secureCookies(config),
    sameSite: "Lax",
    path: "/",
    maxAge,
  });
}
