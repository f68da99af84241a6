/**
 * Social sign-in's callback refuses what it cannot trust (a forged state, a missing cookie, a
 * provider's error, a rejected code) with the spec's toasts, before any exchange where it can.
 */
import { afterEach, expect, it, vi } from "vitest";
import { callback, stubProviders } from "./setup";

afterEach(() => vi.restoreAllMocks());

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
