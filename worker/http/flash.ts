import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";
import { type Toast, type ToastInput, ToastSchema } from "@shared/toast";
import { expiredCookie, readCookie, shortLivedCookie } from "../auth/cookies";
import type { AppConfig } from "../config";

/**
 * A toast carried across a redirect in a short-lived cookie ("Signed out", "Login successful").
 * The root loader hands it to the page; the request that delivered it clears the cookie.
 */
export const FLASH_COOKIE = "uck_flash";

export function flashCookie(config: AppConfig, toast: ToastInput): string {
  const value: Toast = { id: crypto.randomUUID(), ...toast };
  const encoded = encodeBase64urlNoPadding(new TextEncoder().encode(JSON.stringify(value)));
  return shortLivedCookie(config, FLASH_COOKIE, encoded, 60);
}

export function readFlash(request: Request): Toast | null {
  const raw = readCookie(request, FLASH_COOKIE);
  if (!raw) return null;
  try {
    const json = new TextDecoder().decode(decodeBase64urlIgnorePadding(raw));
    const parsed = ToastSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const clearFlashCookie = (config: AppConfig) => expiredCookie(config, FLASH_COOKIE);
