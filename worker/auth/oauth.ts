import { decodeIdToken, Google, type OAuth2Tokens, Twitter } from "arctic";
import { z } from "zod";
import type { AppConfig } from "../config";

export const OAUTH_PROVIDERS = ["google", "twitter"] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];
export const PROVIDER_LABELS: Record<OAuthProvider, string> = {
  google: "Google",
  twitter: "X/Twitter",
};

/** The spec's scopes; every request also asks for offline access with a consent prompt. */
export const OAUTH_SCOPES: Record<OAuthProvider, string[]> = {
  google: ["openid", "email", "profile"],
  twitter: ["tweet.read", "users.read", "offline.access"],
};

export const OAUTH_STATE_COOKIE = "uck_oauth_state";
export const OAUTH_VERIFIER_COOKIE = "uck_oauth_verifier";
export const OAUTH_COOKIE_MAX_AGE = 600;

export function isOAuthProvider(value: string | undefined): value is OAuthProvider {
  return value === "google" || value === "twitter";
}

export function notConfiguredMessage(provider: OAuthProvider) {
  const prefix = provider === "google" ? "GOOGLE" : "TWITTER";
  return `${PROVIDER_LABELS[provider]} sign-in is not configured on this server yet. The operator needs to set ${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET (see README). You can sign in with email and password meanwhile.`;
}

/**
 * The arctic client for a provider, or null when its credentials are not configured. The
 * redirect_uri is PUBLIC_HOST's (the one registered with the provider), never the request's
 * host, so a request with a forged Host header cannot send the code elsewhere.
 */
export function oauthClient(config: AppConfig, provider: OAuthProvider) {
  const credentials = config[provider];
  if (!credentials) return null;
  const redirectUri = `${config.publicHost}/auth/callback`;
  return provider === "google"
    ? new Google(credentials.clientId, credentials.clientSecret, redirectUri)
    : new Twitter(credentials.clientId, credentials.clientSecret, redirectUri);
}

export function authorizationUrl(
  client: Google | Twitter,
  provider: OAuthProvider,
  state: string,
  codeVerifier: string,
) {
  const url = client.createAuthorizationURL(state, codeVerifier, OAUTH_SCOPES[provider]);
  url.searchParams.set("prompt", "consent");
  if (provider === "google") url.searchParams.set("access_type", "offline");
  return url;
}

/** What we learn about a person from a provider. */
export type OAuthProfile = {
  provider: OAuthProvider;
  providerUserId: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
  avatarUrl: string | null;
};

const GoogleClaims = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.boolean().optional(),
  name: z.string().optional(),
  picture: z.string().optional(),
});

const TwitterMe = z.object({
  data: z.object({
    id: z.string().min(1),
    name: z.string().optional(),
    username: z.string().optional(),
    profile_image_url: z.string().optional(),
    confirmed_email: z.string().optional(),
  }),
});

export const TWITTER_ME_URL =
  "https://api.twitter.com/2/users/me?user.fields=profile_image_url,confirmed_email";

export async function fetchOAuthProfile(
  provider: OAuthProvider,
  tokens: OAuth2Tokens,
  fetchImpl: typeof fetch = fetch,
): Promise<OAuthProfile> {
  if (provider === "google") {
    // The ID token comes straight from Google's token endpoint over TLS.
    const claims = GoogleClaims.parse(decodeIdToken(tokens.idToken()));
    return {
      provider,
      providerUserId: claims.sub,
      email: claims.email?.trim().toLowerCase() ?? null,
      emailVerified: claims.email_verified === true,
      name: claims.name ?? claims.email?.split("@")[0] ?? "Google user",
      avatarUrl: claims.picture ?? null,
    };
  }
  const response = await fetchImpl(TWITTER_ME_URL, {
    headers: { Authorization: `Bearer ${tokens.accessToken()}` },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`X user lookup failed with ${response.status}`);
  const { data } = TwitterMe.parse(await response.json());
  return {
    provider,
    providerUserId: data.id,
    // X only returns confirmed (verified) addresses, and only when the app requests email.
    email: data.confirmed_email?.trim().toLowerCase() ?? null,
    emailVerified: Boolean(data.confirmed_email),
    name: data.name ?? data.username ?? "X user",
    avatarUrl: data.profile_image_url ?? null,
  };
}
