import type { Locale } from "@shared/i18n";
import type { ToastInput } from "@shared/toast";
import { OAuth2RequestError } from "arctic";
import { fetchOAuthProfile, isOAuthProvider, oauthClient } from "../../auth/oauth";
import { constantTimeEqualHex } from "../../auth/tokens";
import type { AppConfig } from "../../config";
import type { Database } from "../../db/client";
import { logEvent } from "../../log";
import type { RefusalWords } from "../refusal";
import { signInWithOAuth } from "./oauth-sign-in";
import { ACCOUNT_REFUSALS } from "./refusals";
import { welcomeNewAccount } from "./register";

/**
 * A failure's toast: the spec's English, and the same toast as words (decision 030) for the page to
 * say in the visitor's language (`saidRefusal`).
 */
export type CallbackToast = ToastInput & { description: string; words: RefusalWords };

/** Where the callback ends: signed in (go to `redirectTo`) or back to the login page. */
export type CallbackOutcome =
  | { ok: true; userId: string; sessionVersion: number; created: boolean; toast: ToastInput }
  | { ok: false; redirect: string; toast: CallbackToast };

const failed = (redirect: string, toast: CallbackToast): CallbackOutcome => ({
  ok: false,
  redirect,
  toast,
});

const AUTH_FAILED_TITLE = "Authentication failed";
const AUTH_FAILED: CallbackToast = {
  kind: "error",
  title: AUTH_FAILED_TITLE,
  description: "There was an error completing your login. Please try again.",
  words: { title: "oauth.title.failed", text: "oauth.failed" },
};
const EMAIL_REQUIRED: CallbackToast = {
  kind: "error",
  title: "Email Required",
  description:
    "This login method requires email access. Please try a different login method or contact support.",
  words: { title: "oauth.title.emailRequired", text: "oauth.emailRequired" },
};

const TWITTER_EMAIL_REQUIRED: CallbackToast = {
  kind: "error",
  title: "Twitter Email Access Required",
  description:
    "X did not share your email address. The app's owner must turn on 'Request email from users' in the X developer portal; until then, please sign in with Google or email.",
  words: { title: "oauth.title.twitterEmail", text: "oauth.twitterEmail" },
};

/** "Authentication failed" with one of the account refusals under it. */
const refusedToast = (refusal: { message: string; words: RefusalWords }): CallbackToast => ({
  kind: "error",
  title: AUTH_FAILED_TITLE,
  description: refusal.message,
  words: { ...refusal.words, title: "oauth.title.failed" },
});

/**
 * The spec's callback flow. Inputs are the provider's query parameters and our state and
 * verifier cookies; every failure maps to one of the spec's toasts and redirects.
 */
export async function completeOAuthCallback(
  deps: {
    db: Database;
    config: AppConfig;
    clientIp?: string | null;
    fetchImpl?: typeof fetch;
    /** The page's language: a new account's mails are written in it (decision 030). */
    locale?: Locale;
  },
  input: {
    code: string | null;
    state: string | null;
    error: string | null;
    errorDescription: string | null;
    stateCookie: string | undefined;
    verifierCookie: string | undefined;
    /** The inviter of a new account (the referrer cookie). */
    referrerId?: string;
  },
  now: number,
): Promise<CallbackOutcome> {
  if (input.error) {
    // The provider refused on its own page (the person cancelled, or X could not share the
    // e-mail address): the spec's callback screen sends that to `error=oauth_failed`; failures
    // after the provider came back (below) go to `error=callback_failed`. X's developer setting
    // is named only when the sign-in was with X.
    const [started] = (input.stateCookie ?? "").split(".");
    const mentionsEmail = /e-?mail/i.test(input.errorDescription ?? "");
    return failed(
      "/auth/login?error=oauth_failed",
      mentionsEmail && started === "twitter"
        ? TWITTER_EMAIL_REQUIRED
        : mentionsEmail
          ? EMAIL_REQUIRED
          : AUTH_FAILED,
    );
  }
  if (!input.code && !input.state) {
    return failed("/auth/login", {
      kind: "info",
      title: "Login incomplete",
      description: "Please try logging in again.",
      words: { title: "oauth.title.incomplete", text: "oauth.incomplete" },
    });
  }
  const [provider, expectedState] = (input.stateCookie ?? "").split(".");
  if (
    !isOAuthProvider(provider) ||
    !expectedState ||
    !input.state ||
    !input.code ||
    !input.verifierCookie ||
    !constantTimeEqualHex(expectedState, input.state)
  ) {
    return failed("/auth/login?error=callback_failed", AUTH_FAILED);
  }
  const client = oauthClient(deps.config, provider);
  if (!client) return failed("/auth/login?error=callback_failed", AUTH_FAILED);

  let profile: Awaited<ReturnType<typeof fetchOAuthProfile>>;
  try {
    const tokens = await client.validateAuthorizationCode(input.code, input.verifierCookie);
    profile = await fetchOAuthProfile(provider, tokens, deps.fetchImpl);
  } catch (error) {
    const message =
      error instanceof OAuth2RequestError
        ? `${error.code} ${error.description ?? ""}`
        : String(error);
    logEvent("oauth_exchange_failed", { provider, message });
    return failed(
      "/auth/login?error=callback_failed",
      /email/i.test(message) ? EMAIL_REQUIRED : AUTH_FAILED,
    );
  }

  const result = await signInWithOAuth(deps.db, profile, now, {
    addressHashKey: deps.config.addressHashKey,
    ip: deps.clientIp ?? null,
    language: deps.locale ?? null,
  });
  if (!result.ok) {
    if (result.code === "email_required")
      return failed("/auth/login?error=callback_failed", EMAIL_REQUIRED);
    if (result.code === "blocked") {
      return failed("/auth/login?error=callback_failed", refusedToast(ACCOUNT_REFUSALS.blocked));
    }
    if (result.code === "scheduled_for_deletion") {
      return failed(
        "/auth/login?error=callback_failed",
        refusedToast(ACCOUNT_REFUSALS.scheduledForDeletion),
      );
    }
    if (result.code === "registration_blocked") {
      return failed("/auth/login?error=callback_failed", {
        kind: "error",
        title: "Registration refused",
        description: ACCOUNT_REFUSALS.registrationBlocked.message,
        words: { title: "oauth.title.registrationRefused", text: "account.registrationBlocked" },
      });
    }
    return failed("/auth/login?error=callback_failed", {
      kind: "error",
      title: AUTH_FAILED_TITLE,
      description:
        "An account with this email already exists. Log in with your password; the provider did not confirm this email.",
      words: { title: "oauth.title.failed", text: "oauth.accountExists" },
    });
  }
  if (result.created) {
    await welcomeNewAccount(
      deps.db,
      deps.config.addressHashKey,
      {
        userId: result.userId,
        email: profile.email,
        ip: deps.clientIp ?? null,
        referrerId: input.referrerId,
      },
      now,
    );
  }
  return {
    ok: true,
    userId: result.userId,
    sessionVersion: result.sessionVersion,
    created: result.created,
    toast: { kind: "success", title: "Login successful", description: "Welcome back!" },
  };
}
