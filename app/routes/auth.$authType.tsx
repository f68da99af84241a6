import { AUTH_MESSAGES, LoginSchema, parseForm, RegisterSchema } from "@shared/auth-validation";
import { safeRedirect } from "@shared/safe-redirect";
import { expiredCookie, readCookie } from "@worker/auth/cookies";
import { isPreviewHost, PREVIEW_NOTICE } from "@worker/auth/preview";
import type { RefusalCode } from "@worker/http/kit";
import { loginWithPassword } from "@worker/services/accounts/login";
import { registerAccount } from "@worker/services/accounts/register";
import { REFERRER_COOKIE } from "@worker/services/users/invites";
import { ArrowLeft } from "lucide-react";
import { Link, redirect, useNavigate } from "react-router";
import { FormMessage } from "~/components/auth/form-message";
import { type LoginActionData, LoginForm } from "~/components/auth/login-form";
import { type RegisterActionData, RegisterForm } from "~/components/auth/register-form";
import { SocialButtons } from "~/components/auth/social-buttons";
import * as Tabs from "~/components/ui/tabs";
import { formAction, refuse, succeed } from "~/kit/action.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/auth.$authType";

export const meta: Route.MetaFunction = ({ params, matches }) =>
  params.authType === "register"
    ? pageMeta(matches, {
        title: "Create your account",
        description: "Join UCK to post complaints, uck them and follow companies.",
        path: "/auth/register",
      })
    : pageMeta(matches, {
        title: "Log in",
        description: "Log in to UCK to post and follow complaints.",
        path: "/auth/login",
      });

export function loader({ request, params, context }: Route.LoaderArgs) {
  if (context.user) throw redirect("/");
  const url = new URL(request.url);
  return {
    tab: params.authType === "register" ? ("register" as const) : ("login" as const),
    redirectTo: url.searchParams.get("redirectTo"),
    // One message at a time: when the failed sign-in left its toast, the toast says it.
    error: context.flash ? null : url.searchParams.get("error"),
    preview: isPreviewHost(context.config, request),
    publicLoginUrl: `${context.config.publicHost}/auth/login`,
    showMailboxLink: context.config.env === "development",
  };
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

/** Sign-in and registration: errors are shown in place, under the form that was sent. */
export const action = formAction<
  Route.ActionArgs,
  Pick<LoginActionData, "code"> & Pick<RegisterActionData, "success" | "name" | "email">
>(
  {
    name: "auth",
    inline: true,
    failure: (intent) => ({
      title: intent === "register" ? AUTH_MESSAGES.registrationFailed : AUTH_MESSAGES.loginFailed,
    }),
  },
  async ({ form, intent, now }, { request, context }) => {
    const attemptId = crypto.randomUUID();
    const preview = isPreviewHost(context.config, request);

    if (intent === "login") {
      const email = String(form.get("email") ?? "").slice(0, 320);
      const fail = (code: RefusalCode, error: string, reason: LoginActionData["code"]) =>
        refuse("login", code, undefined, { attemptId, error, code: reason, email });
      if (preview) return fail("forbidden", PREVIEW_NOTICE, "preview");
      const parsed = parseForm(LoginSchema, form);
      if (!parsed.ok) return fail("invalid", parsed.error, "invalid_input");
      const result = await loginWithPassword(context.db, parsed.data, now, context.clientIp);
      if (!result.ok) return fail(LOGIN_REFUSAL[result.code], result.message, result.code);
      const headers = new Headers();
      headers.append("Set-Cookie", await context.auth.signIn(result.userId, result.sessionVersion));
      headers.append(
        "Set-Cookie",
        context.flashCookie({
          kind: "success",
          title: "Login successful",
          description: "Welcome back!",
        }),
      );
      return redirect(safeRedirect(form.get("redirectTo")), { headers });
    }

    if (intent === "register") {
      const name = String(form.get("name") ?? "").slice(0, 200);
      const email = String(form.get("email") ?? "").slice(0, 320);
      const fail = (code: RefusalCode, error: string) =>
        refuse("register", code, undefined, { attemptId, error, name, email });
      if (preview) return fail("forbidden", PREVIEW_NOTICE);
      const parsed = parseForm(RegisterSchema, form);
      if (!parsed.ok) return fail("invalid", parsed.error);
      const result = await registerAccount(
        { ...context.postbox, addressHashKey: context.config.addressHashKey },
        // The page's language: the new member's mails are written in it (decision 030).
        { ...parsed.data, language: context.locale },
        { ip: context.clientIp, referrerId: readCookie(request, REFERRER_COOKIE) },
        now,
      );
      if (!result.ok) return fail(REGISTER_REFUSAL[result.code], result.message);
      return succeed(
        "register",
        undefined,
        { attemptId, success: AUTH_MESSAGES.registered, name: "", email: "" },
        { "Set-Cookie": expiredCookie(context.config, REFERRER_COOKIE) },
      );
    }

    // Only a forged post gets here (the page's forms name their intent).
    return refuse("unknown", "invalid", undefined, { error: "Send the Log in or Register form." });
  },
);

const ERROR_NOTICES: Record<string, string> = {
  // The provider came back but the sign-in could not be finished here.
  callback_failed: "We couldn't complete your sign-in. Please try again.",
  // The provider refused on its own page (cancelled, no e-mail shared).
  oauth_failed: AUTH_MESSAGES.socialFailed,
  unexpected: "An unexpected error occurred. Please try again.",
};

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { tab, redirectTo, error, preview } = loaderData;
  const suffix = redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : "";
  return (
    <main className="mx-auto max-w-md px-4 py-8">
      <Link
        to="/"
        className="mb-6 inline-flex items-center gap-1 text-sm text-neutral-600 hover:text-neutral-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to home
      </Link>
      <div className="space-y-5 rounded-xl border border-neutral-200 bg-white p-6 shadow-sm">
        <div>
          <h1 className="text-2xl font-bold">Welcome to UCK</h1>
          <p className="text-sm text-neutral-600">Sign in to post, uck and follow complaints.</p>
        </div>
        {error && ERROR_NOTICES[error] ? (
          <FormMessage kind="error">{ERROR_NOTICES[error]}</FormMessage>
        ) : null}
        {preview ? (
          <FormMessage kind="info">
            {PREVIEW_NOTICE}{" "}
            <a
              href={loaderData.publicLoginUrl}
              target="_blank"
              rel="noreferrer"
              className="font-medium underline"
            >
              Open the published site
            </a>
          </FormMessage>
        ) : (
          <SocialButtons redirectTo={redirectTo} />
        )}
        <p className="text-center text-xs text-neutral-500">
          By continuing with Google or X you accept the{" "}
          <Link to="/user-agreement" className="underline">
            User Agreement
          </Link>
          .
        </p>
        <div className="flex items-center gap-3 text-xs text-neutral-400">
          <span className="h-px flex-1 bg-neutral-200" /> or with email{" "}
          <span className="h-px flex-1 bg-neutral-200" />
        </div>
        <Tabs.Root
          value={tab}
          onValueChange={(value) => navigate(`/auth/${value}${suffix}`, { replace: true })}
        >
          <Tabs.List
            aria-label="Log in or register"
            className="mb-4 grid grid-cols-2 rounded-lg bg-neutral-100 p-1"
          >
            {(["login", "register"] as const).map((value) => (
              <Tabs.Trigger
                key={value}
                value={value}
                href={`/auth/${value}${suffix}`}
                className="rounded-md py-1.5 text-sm font-medium text-neutral-600 data-[state=active]:bg-white data-[state=active]:text-neutral-900 data-[state=active]:shadow-sm"
              >
                {value === "login" ? "Login" : "Register"}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="login">
            <LoginForm
              actionData={actionData?.intent === "login" ? actionData : undefined}
              redirectTo={redirectTo}
              disabled={preview}
            />
          </Tabs.Content>
          <Tabs.Content value="register">
            <RegisterForm
              actionData={actionData?.intent === "register" ? actionData : undefined}
              disabled={preview}
              showMailboxLink={loaderData.showMailboxLink}
            />
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </main>
  );
}
