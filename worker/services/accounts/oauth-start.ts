import { generateCodeVerifier, generateState } from "arctic";
import {
  authorizationUrl,
  isOAuthProvider,
  notConfiguredMessage,
  type OAuthProvider,
  oauthClient,
} from "../../auth/oauth";
import { exceededRateLimit } from "../../auth/rate-limit";
import type { AppConfig } from "../../config";
import type { Database } from "../../db/client";
import type { Failure } from "./types";

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
    return { ok: false, code: "not_found", message: "Unknown sign-in provider." };
  }
  const limited = await exceededRateLimit(deps.db, [["oauthByIp", clientIp]], now);
  if (limited) return { ok: false, code: "rate_limited", message: limited };
  const client = oauthClient(deps.config, provider);
  if (!client) return { ok: false, code: "unavailable", message: notConfiguredMessage(provider) };
  const state = generateState();
  const verifier = generateCodeVerifier();
  const url = authorizationUrl(client, provider, state, verifier).toString();
  return { ok: true, provider, url, state, verifier };
}
