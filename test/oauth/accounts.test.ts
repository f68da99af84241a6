/**
 * Social sign-in's callback finds or makes the account: a Google or X identity signs in once per
 * provider account, a provider-verified email links to an existing account, an invitation counts.
 */
import { invites, oauthAccounts, users } from "@worker/db/schema";
import { and, eq } from "drizzle-orm";
import { afterEach, expect, it, vi } from "vitest";
import { createUser, db } from "../factories";
import { callback, sent, stubProviders, VERIFIER } from "./setup";

afterEach(() => vi.restoreAllMocks());

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
      words: { text: "oauth.emailRequired", title: "oauth.title.emailRequired" },
    },
  });
});
