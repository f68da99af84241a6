/**
 * What the social sign-in tests share: a config with Google and X configured, the providers'
 * token and user-info endpoints stubbed at the fetch boundary, and the callback as the route
 * calls it.
 */
import { env } from "cloudflare:test";
import { encodeBase64urlNoPadding } from "@oslojs/encoding";
import { parseConfig } from "@worker/config";
import { completeOAuthCallback } from "@worker/services/accounts/oauth-callback";
import { vi } from "vitest";
import { db } from "../factories";

export const config = parseConfig({
  ...env,
  GOOGLE_CLIENT_ID: "google-id",
  GOOGLE_CLIENT_SECRET: "google-secret",
  TWITTER_CLIENT_ID: "x-id",
  TWITTER_CLIENT_SECRET: "x-secret",
});
const deps = { db, config };
export const VERIFIER = "verifier-verifier-verifier-verifier-verifier";

const b64 = (value: object) =>
  encodeBase64urlNoPadding(new TextEncoder().encode(JSON.stringify(value)));
const idToken = (claims: object) => `${b64({ alg: "RS256" })}.${b64(claims)}.signature`;

/** Bodies the stub received, by URL. */
export const sent: { url: string; body: string }[] = [];

/** The providers' token and user-info endpoints, stubbed at the fetch boundary. */
export function stubProviders(options: {
  googleClaims?: object;
  xUser?: object;
  tokenStatus?: number;
}) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const body = input instanceof Request ? await input.clone().text() : String(init?.body ?? "");
    sent.push({ url, body });
    if (
      url === "https://oauth2.googleapis.com/token" ||
      url === "https://api.twitter.com/2/oauth2/token"
    ) {
      if (options.tokenStatus && options.tokenStatus !== 200) {
        return Response.json(
          { error: "invalid_grant", error_description: "Bad code" },
          { status: options.tokenStatus },
        );
      }
      return Response.json({
        access_token: "access-token",
        token_type: "Bearer",
        expires_in: 3600,
        refresh_token: "refresh-token",
        ...(options.googleClaims ? { id_token: idToken(options.googleClaims) } : {}),
      });
    }
    if (url.startsWith("https://api.twitter.com/2/users/me"))
      return Response.json({ data: options.xUser });
    throw new Error(`unexpected outbound request to ${url}`);
  });
}

export const callback = (
  provider: "google" | "twitter",
  overrides: Partial<Parameters<typeof completeOAuthCallback>[1]> = {},
) =>
  completeOAuthCallback(
    deps,
    {
      code: "the-code",
      state: "the-state",
      error: null,
      errorDescription: null,
      stateCookie: `${provider}.the-state`,
      verifierCookie: VERIFIER,
      ...overrides,
    },
    Date.now(),
  );
