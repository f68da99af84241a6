import { isPreviewHost } from "@worker/auth/preview";
import { ArrowLeft } from "lucide-react";
import { Link, redirect, useNavigate } from "react-router";
import { FormMessage } from "~/components/auth/form-message";
import * as Tabs from "~/components/ui/tabs";
import { type SectionKey, usePageMessages, wordsOf } from "~/i18n/page-messages";
import { pageMessages } from "~/i18n/sections.server";
import { pageMeta, SITE_NAME } from "~/lib/meta";
import type { Route } from "./+types/route";
import { authAction } from "./action.server";
import { LoginForm } from "./login-form";
import { RegisterForm } from "./register-form";
import { SocialButtons } from "./social-buttons";

export const meta: Route.MetaFunction = ({ params, matches, data: loaded }) => {
  // The page's language (English: the spec's words, as before).
  const said: Partial<Record<string, string>> = wordsOf(loaded?.pageMessages);
  return params.authType === "register"
    ? pageMeta(matches, {
        title: said["auth.meta.registerTitle"] ?? SITE_NAME,
        description:
          said["auth.meta.registerDescription"] ??
          "Join UCK to post complaints, uck them and follow companies.",
        path: "/auth/register",
      })
    : pageMeta(matches, {
        title: said["auth.meta.loginTitle"] ?? SITE_NAME,
        description: said["auth.meta.loginDescription"] ?? SITE_NAME,
        path: "/auth/login",
      });
};

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
    pageMessages: pageMessages("auth", context.locale),
  };
}

/** Sign-in and registration (app/routes/auth/action.server.ts). */
export const action = authAction;

const ERROR_NOTICES: Record<string, SectionKey<"auth">> = {
  // The provider came back but the sign-in could not be finished here.
  callback_failed: "auth.error.callbackFailed",
  // The provider refused on its own page (cancelled, no e-mail shared).
  oauth_failed: "problem.socialFailed",
  unexpected: "auth.error.unexpected",
};

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { t, rich } = usePageMessages("auth");
  const { tab, redirectTo, error, preview } = loaderData;
  const suffix = redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : "";
  const notice = error ? ERROR_NOTICES[error] : undefined;
  return (
    <main className="mx-auto max-w-md px-4 py-8">
      <Link
        to="/"
        className="mb-6 inline-flex items-center gap-1 text-sm text-neutral-600 hover:text-neutral-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {t("auth.backHome")}
      </Link>
      <div className="space-y-5 rounded-xl border border-neutral-200 bg-white p-6 shadow-sm">
        <div>
          <h1 className="text-2xl font-bold">{t("auth.welcome")}</h1>
          <p className="text-sm text-neutral-600">{t("auth.intro")}</p>
        </div>
        {notice ? <FormMessage kind="error">{t(notice)}</FormMessage> : null}
        {preview ? (
          <FormMessage kind="info">
            {t("auth.preview")}{" "}
            <a
              href={loaderData.publicLoginUrl}
              target="_blank"
              rel="noreferrer"
              className="font-medium underline"
            >
              {t("auth.previewLink")}
            </a>
          </FormMessage>
        ) : (
          <SocialButtons redirectTo={redirectTo} />
        )}
        <p className="text-center text-xs text-neutral-500">
          {rich("auth.socialAgreement", {
            agreement: (
              <Link to="/user-agreement" className="underline">
                {t("auth.agreement")}
              </Link>
            ),
          })}
        </p>
        <div className="flex items-center gap-3 text-xs text-neutral-400">
          <span className="h-px flex-1 bg-neutral-200" /> {t("auth.orEmail")}{" "}
          <span className="h-px flex-1 bg-neutral-200" />
        </div>
        <Tabs.Root
          value={tab}
          onValueChange={(value) => navigate(`/auth/${value}${suffix}`, { replace: true })}
        >
          <Tabs.List
            aria-label={t("auth.tabsLabel")}
            className="mb-4 grid grid-cols-2 rounded-lg bg-neutral-100 p-1"
          >
            {(["login", "register"] as const).map((value) => (
              <Tabs.Trigger
                key={value}
                value={value}
                href={`/auth/${value}${suffix}`}
                className="rounded-md py-1.5 text-sm font-medium text-neutral-600 data-[state=active]:bg-white data-[state=active]:text-neutral-900 data-[state=active]:shadow-sm"
              >
                {value === "login" ? t("auth.tabLogin") : t("auth.tabRegister")}
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
