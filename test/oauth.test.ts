import { env } from "cloudflare:test";
import { encodeBase64urlNoPadding } from "@oslojs/encoding";
import { authorizationUrl, oauthClient } from "@worker/auth/oauth";
import { parseConfig } from "@worker/config";
import { invites, oauthAccounts, users } from "@worker/db/schema";
import { completeOAuthCallback } from "@worker/services/accounts/oauth-callback";
import { and, eq } from "drizzle-orm";
import { afterEach, expect, it, vi } from "vitest";
import { createUser, db } from "./factories";

const config = parseConfig({
  ...env,
  GOOGLE_CLIENT_ID: "google-id",
  GOOGLE_CLIENT_SECRET: "google-secret",
  TWITTER_CLIENT_ID: "x-id",
  TWITTER_CLIENT_SECRET: "x-secret",
});
const deps = { db, config };
const VERIFIER = "verifier-verifier-verifier-verifier-verifier";

afterEach(() => vi.restoreAllMocks());

const b64 = (value: object) =>
  encodeBase64urlNoPadding(new TextEncoder().encode(JSON.stringify(value)));
const idToken = (claims: object) => `${b64({ alg: "RS256" })}.${b64(claims)}.signature`;

/** Bodies the stub received, by URL. */
const sent: { url: string; body: string }[] = [];

/** The providers' token and user-info endpoints, stubbed at the fetch boundary. */
function stubProviders(options: { googleClaims?: object; xUser?: object; tokenStatus?: number }) {
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

const callback = (
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

it("Google sign-in creates a verified user once and finds it again by provider id", async () => {
  const sub = crypto.randomUUID();
  const address = `g-${sub.slice(0, 8)}@example.com`;
  stubProviders({
    googleClaims: { sub, email: address, email_verified: true, name: "Gina Google" },
  });
  const first = await callback("google");
  expect(first).toMatchObject({
    ok: true,
    toast: { title: "Login successful", description: "Welcome back!" },
  });
  const [user] = await db.select().from(users).where(eq(users.email, address));
  expect(user?.emailVerifiedAt).not.toBeNull();
  const second = await callback("google");
  expect(second.ok && first.ok && second.userId === first.userId).toBe(true);
  const exchange = sent.find((request) => request.url === "https://oauth2.googleapis.com/token");
  expect(exchange?.body).toContain(`code_verifier=${VERIFIER}`);
  expect(exchange?.body).toContain("code=the-code");
});

it("a new provider account counts for the inviter whose link was followed, once", async () => {
  const inviter = await createUser();
  const sub = crypto.randomUUID();
  stubProviders({
    googleClaims: {
      sub,
      email: `invited-${sub.slice(0, 8)}@example.com`,
      email_verified: true,
      name: "Ivy Invited",
    },
  });
  const first = await callback("google", { referrerId: inviter.id });
  if (!first.ok) throw new Error("the sign-up failed");
  expect(first.created).toBe(true);
  // Signing in again later with the same link's cookie counts nothing more.
  await callback("google", { referrerId: inviter.id });
  const joined = await db.select().from(invites).where(eq(invites.referrerId, inviter.id));
  expect(joined).toMatchObject([{ inviteeUserId: first.userId, status: "joined" }]);
});

it("a provider-verified email links to the existing account; an unverified one does not", async () => {
  const existing = await createUser();
  const [row] = await db.select().from(users).where(eq(users.id, existing.id));
  const address = row?.email ?? "";

  stubProviders({
    googleClaims: {
      sub: `unverified-${existing.id}`,
      email: address,
      email_verified: false,
      name: "X",
    },
  });
  expect(await callback("google")).toMatchObject({
    ok: false,
    toast: { title: "Authentication failed" },
  });

  vi.restoreAllMocks();
  stubProviders({
    googleClaims: {
      sub: `verified-${existing.id}`,
      email: address,
      email_verified: true,
      name: "X",
    },
  });
  const linked = await callback("google");
  expect(linked).toMatchObject({ ok: true, userId: existing.id });
  const identities = await db
    .select()
    .from(oauthAccounts)
    .where(eq(oauthAccounts.userId, existing.id));
  expect(identities.map((i) => i.providerUserId)).toEqual([`verified-${existing.id}`]);
});

it("an X account with a confirmed email signs in; without one the spec's Email Required applies", async () => {
  const id = crypto.randomUUID();
  stubProviders({
    xUser: {
      id,
      name: "Xavier",
      username: "xav",
      confirmed_email: `x-${id.slice(0, 6)}@example.com`,
    },
  });
  expect(await callback("twitter")).toMatchObject({ ok: true });
  const [identity] = await db
    .select()
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.provider, "twitter"), eq(oauthAccounts.providerUserId, id)));
  expect(identity).toBeDefined();

  vi.restoreAllMocks();
  stubProviders({ xUser: { id: crypto.randomUUID(), name: "No Mail", username: "nomail" } });
  expect(await callback("twitter")).toEqual({
    ok: false,
    redirect: "/auth/login?error=callback_failed",
    toast: {
      kind: "error",
      title: "Email Required",
      description:
        "This login method requires email access. Please try a different login method or contact support.",
    },
  });
});

it("a state that does not match the cookie is refused before any exchange", async () => {
  const fetchSpy = stubProviders({ googleClaims: { sub: "s" } });
  const outcome = await callback("google", { state: "forged-state" });
  expect(outcome).toMatchObject({
    ok: false,
    redirect: "/auth/login?error=callback_failed",
    toast: { title: "Authentication failed" },
  });
  expect(fetchSpy).not.toHaveBeenCalled();
});

it("a missing verifier or state cookie is refused", async () => {
  const fetchSpy = stubProviders({ googleClaims: { sub: "s" } });
  expect(await callback("google", { verifierCookie: undefined })).toMatchObject({
    ok: false,
    redirect: "/auth/login?error=callback_failed",
  });
  expect(await callback("google", { stateCookie: undefined })).toMatchObject({
    ok: false,
    redirect: "/auth/login?error=callback_failed",
  });
  expect(fetchSpy).not.toHaveBeenCalled();
});

it("a provider error on the callback goes to /auth/login?error=oauth_failed; X's e-mail setting is named only for X", async () => {
  expect(await callback("google", { error: "access_denied", code: null })).toMatchObject({
    ok: false,
    redirect: "/auth/login?error=oauth_failed",
    toast: { title: "Authentication failed" },
  });
  const noEmail = {
    error: "server_error",
    errorDescription: "Error getting user email",
    code: null,
  };
  expect(await callback("twitter", noEmail)).toMatchObject({
    ok: false,
    redirect: "/auth/login?error=oauth_failed",
    toast: { title: "Twitter Email Access Required" },
  });
  // The same words from Google are Google's problem: no advice about X's developer portal.
  expect(await callback("google", noEmail)).toMatchObject({
    ok: false,
    redirect: "/auth/login?error=oauth_failed",
    toast: { title: "Email Required" },
  });
  // A server error that does not mention e-mail is a plain failure, for X too.
  expect(await callback("twitter", { error: "server_error", code: null })).toMatchObject({
    toast: { title: "Authentication failed" },
  });
});

it("a code the provider rejects, or no code at all, ends the login with the spec's toasts", async () => {
  stubProviders({ tokenStatus: 400 });
  expect(await callback("google")).toMatchObject({
    ok: false,
    toast: { title: "Authentication failed" },
  });
  expect(await callback("google", { code: null, state: null })).toMatchObject({
    ok: false,
    redirect: "/auth/login",
    toast: { title: "Login incomplete", description: "Please try logging in again." },
  });
});
