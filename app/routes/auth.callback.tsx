import { safeRedirect } from "@shared/safe-redirect";
import { expiredCookie, readCookie } from "@worker/auth/cookies";
import { OAUTH_STATE_COOKIE, OAUTH_VERIFIER_COOKIE } from "@worker/auth/oauth";
import { completeOAuthCallback } from "@worker/services/accounts/oauth-callback";
import { REFERRER_COOKIE } from "@worker/services/users/invites";
import { useEffect, useRef } from "react";
import { Form, redirect, useSubmit } from "react-router";
import { usePageMessages, wordsOf } from "~/i18n/page-messages";
import { saidRefusal } from "~/i18n/refusals.server";
import { pageMessages, sectionWords } from "~/i18n/sections.server";
import { formAction } from "~/kit/action.server";
import { pageMeta, SITE_NAME } from "~/lib/meta";
import type { Route } from "./+types/auth.callback";
import { signedInFlash } from "./auth/action.server";
import { OAUTH_REDIRECT_COOKIE } from "./auth.oauth";

export const meta: Route.MetaFunction = ({ matches, data: loaded }) => {
  const said: Partial<Record<string, string>> = wordsOf(loaded?.pageMessages);
  return pageMeta(matches, {
    title: said["callback.metaTitle"] ?? SITE_NAME,
    description: said["callback.metaDescription"] ?? SITE_NAME,
    path: "/auth/callback",
    noindex: true,
  });
};

const FIELDS = ["code", "state", "error", "error_description"] as const;

export function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return {
    fields: Object.fromEntries(
      FIELDS.map((field) => [field, (params.get(field) ?? "").slice(0, 2048)]),
    ) as Record<(typeof FIELDS)[number], string>,
    pageMessages: pageMessages("auth", context.locale),
  };
}

/** Finishes the login the page started: exchange, profile, session, then the spec's toasts. */
export const action = (args: Route.ActionArgs) => {
  // An unexpected failure's flash in the request's language.
  const said = sectionWords("auth", args.context.locale);
  return formAction<Route.ActionArgs>(
    {
      name: "oauth_callback",
      failure: { title: said["callback.failed"], description: said["auth.error.unexpected"] },
      failureRedirect: "/auth/login?error=unexpected",
    },
    async ({ fields, now }, { request, context }) => {
      const field = (name: (typeof FIELDS)[number]) => fields[name]?.slice(0, 2048) || null;
      const headers = new Headers();
      for (const name of [OAUTH_STATE_COOKIE, OAUTH_VERIFIER_COOKIE, OAUTH_REDIRECT_COOKIE]) {
        headers.append("Set-Cookie", expiredCookie(context.config, name));
      }
      const outcome = await completeOAuthCallback(
        {
          db: context.db,
          config: context.config,
          clientIp: context.clientIp,
          locale: context.locale,
        },
        {
          code: field("code"),
          state: field("state"),
          error: field("error"),
          errorDescription: field("error_description"),
          stateCookie: readCookie(request, OAUTH_STATE_COOKIE),
          verifierCookie: readCookie(request, OAUTH_VERIFIER_COOKIE),
          referrerId: readCookie(request, REFERRER_COOKIE),
        },
        now,
      );
      if (!outcome.ok) {
        // The service's toast in the request's language (decision 030).
        const toast = { ...saidRefusal(context.locale, outcome.toast), kind: outcome.toast.kind };
        headers.append("Set-Cookie", context.flashCookie(toast));
        return redirect(outcome.redirect, { headers });
      }
      headers.append("Set-Cookie", signedInFlash(context));
      if (outcome.created) {
        headers.append("Set-Cookie", expiredCookie(context.config, REFERRER_COOKIE));
      }
      headers.append(
        "Set-Cookie",
        await context.auth.signIn(outcome.userId, outcome.sessionVersion),
      );
      return redirect(safeRedirect(readCookie(request, OAUTH_REDIRECT_COOKIE)), { headers });
    },
  )(args);
};

export default function AuthCallback({ loaderData }: Route.ComponentProps) {
  const { t } = usePageMessages("auth");
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  useEffect(() => {
    if (formRef.current) submit(formRef.current, { replace: true });
  }, [submit]);
  return (
    <main
      className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4"
      aria-busy="true"
    >
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-neutral-200 border-t-brand-500 motion-reduce:animate-none"
      />
      <p role="status" className="text-neutral-700">
        {t("callback.processing")}
      </p>
      <Form ref={formRef} method="post" replace>
        {FIELDS.map((field) => (
          <input key={field} type="hidden" name={field} value={loaderData.fields[field] ?? ""} />
        ))}
        <noscript>
          <button type="submit" className="rounded-md bg-neutral-900 px-4 py-2 text-sm text-white">
            {t("callback.continue")}
          </button>
        </noscript>
      </Form>
    </main>
  );
}
