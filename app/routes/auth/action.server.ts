import { AUTH_MESSAGES, LoginSchema, parseForm, RegisterSchema } from "@shared/auth-validation";
import { safeRedirect } from "@shared/safe-redirect";
import { expiredCookie, readCookie } from "@worker/auth/cookies";
import { isPreviewHost } from "@worker/auth/preview";
import type { RefusalCode } from "@worker/http/kit";
import type { UckLoadContext } from "@worker/load-context";
import { loginWithPassword } from "@worker/services/accounts/login";
import { registerAccount } from "@worker/services/accounts/register";
import { REFERRER_COOKIE } from "@worker/services/users/invites";
import { redirect } from "react-router";
import { sayRefusal } from "~/i18n/refusals.server";
import { say as sayIn } from "~/i18n/say.server";
import { sectionWords } from "~/i18n/sections.server";
import { formAction, refuse, succeed } from "~/kit/action.server";
import type { Route } from "./+types/route";
import type { LoginActionData } from "./login-form";
import type { RegisterActionData } from "./register-form";

/**
 * The spec's "logged in" toast, carried to the next page as a flash in the request's language:
 * after a password sign-in here and after a provider's (app/routes/auth.callback.tsx).
 */
export function signedInFlash(context: Pick<UckLoadContext, "flashCookie" | "locale">) {
  const words = sectionWords("auth", context.locale);
  return context.flashCookie({
    kind: "success",
    title: words["auth.loggedInTitle"],
    description: words["auth.loggedInText"],
  });
}

/** The account services' refusals, by the status each answers with. */
const LOGIN_REFUSAL = {
  rate_limited: "rate_limited",
  invalid: "unauthenticated",
  unverified: "forbidden",
  blocked: "forbidden",
  scheduled_for_deletion: "forbidden",
} as const satisfies Record<string, RefusalCode>;
const REGISTER_REFUSAL = {
  rate_limited: "rate_limited",
  registration_blocked: "forbidden",
  mail_unavailable: "unavailable",
  already_registered: "conflict",
  failed: "failed",
} as const satisfies Record<string, RefusalCode>;

/**
 * Sign-in and registration: errors are shown in place, under the form that was sent. What the
 * action words itself and the services' refusals are said in the request's language here; the
 * forms' own problems (shared/auth-validation.ts) carry their keys: said here, and in the browser by the forms.
 */
export const authAction = formAction<
  Route.ActionArgs,
  Pick<LoginActionData, "code"> & Pick<RegisterActionData, "success" | "name" | "email">
>(
  {
    name: "auth",
    inline: true,
    failure: (intent) =>
      intent === "register"
        ? {
            title: AUTH_MESSAGES.registrationFailed,
            words: { title: "problem.registrationFailed" },
          }
        : { title: AUTH_MESSAGES.loginFailed, words: { title: "problem.loginFailed" } },
  },
  async ({ form, intent, now }, { request, context }) => {
    const attemptId = crypto.randomUUID();
    const preview = isPreviewHost(context.config, request);
    const words = sectionWords("auth", context.locale);

    if (intent === "login") {
      const email = String(form.get("email") ?? "").slice(0, 320);
      const fail = (code: RefusalCode, error: string, reason: LoginActionData["code"]) =>
        refuse("login", code, undefined, { attemptId, error, code: reason, email });
      if (preview) return fail("forbidden", words["auth.preview"], "preview");
      const parsed = parseForm(LoginSchema, form);
      if (!parsed.ok)
        return fail("invalid", sayIn(context.locale, parsed.words.text), "invalid_input");
      const result = await loginWithPassword(context.db, parsed.data, now, context.clientIp);
      if (!result.ok) {
        const error = sayRefusal(context.locale, result.words);
        return fail(LOGIN_REFUSAL[result.code], error, result.code);
      }
      const headers = new Headers();
      headers.append("Set-Cookie", await context.auth.signIn(result.userId, result.sessionVersion));
      headers.append("Set-Cookie", signedInFlash(context));
      return redirect(safeRedirect(form.get("redirectTo")), { headers });
    }

    if (intent === "register") {
      const name = String(form.get("name") ?? "").slice(0, 200);
      const email = String(form.get("email") ?? "").slice(0, 320);
      const fail = (code: RefusalCode, error: string) =>
        refuse("register", code, undefined, { attemptId, error, name, email });
      if (preview) return fail("forbidden", words["auth.preview"]);
      const parsed = parseForm(RegisterSchema, form);
      if (!parsed.ok) return fail("invalid", sayIn(context.locale, parsed.words.text));
      const result = await registerAccount(
        { ...context.postbox, addressHashKey: context.config.addressHashKey },
        // The page's language: the new member's mails are written in it (decision 030).
        { ...parsed.data, language: context.locale },
        { ip: context.clientIp, referrerId: readCookie(request, REFERRER_COOKIE) },
        now,
      );
      if (!result.ok) {
        return fail(REGISTER_REFUSAL[result.code], sayRefusal(context.locale, result.words));
      }
      return succeed(
        "register",
        undefined,
        { attemptId, success: words["problem.registered"], name: "", email: "" },
        { "Set-Cookie": expiredCookie(context.config, REFERRER_COOKIE) },
      );
    }

    // Only a forged post gets here (the page's forms name their intent).
    return refuse("unknown", "invalid", undefined, { error: words["auth.forgedPost"] });
  },
);
