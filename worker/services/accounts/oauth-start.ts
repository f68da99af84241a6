import { generateCodeVerifier, generateState } from "arctic";
import {
  authorizationUrl,
  isOAuthProvider,
  notConfiguredMessage,
  type OAuthProvider,
  oauthClient,
  PROVIDER_LABELS,
} from "../../auth/oauth";
import { rateLimitRefusal } from "../../auth/rate-limit";
import type { AppConfig } from "../../config";
import type { Database } from "../../db/client";
import { type Failure, failure } from "./types";

export type OAuthStart =
  | { ok: true; provider: OAuthProvider; url: string; state: string; verifier: string }
  | Failure<"not_found" | "rate_limited" | "unavailable">;

/**
 * The first leg of a provider sign-in: the per-address limit, the provider's configuration, and
 * a fresh state and PKCE verifier for the caller to keep in short-lived cookies.
 */
export async function beginOAuthSignIn(
  deps: { db: Database; config: AppConfig },
  provider: string | undefined,
  clientIp: string | null,
  now: number,
): Promise<OAuthStart> {
  if (!isOAuthProvider(provider)) {
    return failure("not_found", {
      message: "Unknown sign-in provider.",
      words: { text: "oauth.unknownProvider" },
    });
  }
  const limited = await rateLimitRefusal(deps.db, [["oauthByIp", clientIp]], now);
  if (limited) return failure("rate_limited", limited);
  const client = oauthClient(deps.config, provider);
  if (!client) {
    const prefix = provider === "google" ? "GOOGLE" : "TWITTER";
    return failure("unavailable", {
      message: notConfiguredMessage(provider),
      words: {
        text: "oauth.notConfigured",
        values: { provider: PROVIDER_LABELS[provider], prefix },
      },
    });
  }
  const state = generateState();
  const verifier = generateCodeVerifier();
  const url = authorizationUrl(client, provider, state, verifier).toString();
  return { ok: true, provider, url, state, verifier };
}
