/** Social sign-in's authorization URL (worker/auth/oauth.ts), and a provider left unconfigured. */
import { env } from "cloudflare:test";
import { authorizationUrl, oauthClient } from "@worker/auth/oauth";
import { parseConfig } from "@worker/config";
import { expect, it } from "vitest";
import { config, VERIFIER } from "./setup";

it("the authorization URL asks for the spec's scopes, offline access, consent and PKCE", () => {
  const google = oauthClient(config, "google");
  const x = oauthClient(config, "twitter");
  if (!google || !x) throw new Error("clients should be configured");
  const g = authorizationUrl(google, "google", "s", VERIFIER);
  expect(g.searchParams.get("scope")).toBe("openid email profile");
  expect(g.searchParams.get("access_type")).toBe("offline");
  expect(g.searchParams.get("prompt")).toBe("consent");
  expect(g.searchParams.get("code_challenge_method")).toBe("S256");
  expect(g.searchParams.get("redirect_uri")).toBe("http://localhost/auth/callback");
  const t = authorizationUrl(x, "twitter", "s", VERIFIER);
  expect(t.searchParams.get("scope")).toBe("tweet.read users.read offline.access");
  expect(t.searchParams.get("prompt")).toBe("consent");
});

it("an unconfigured provider has no client", () => {
  expect(oauthClient(parseConfig(env), "google")).toBeNull();
});
