import { safeRedirect } from "@shared/safe-redirect";
import { shortLivedCookie } from "@worker/auth/cookies";
import {
  OAUTH_COOKIE_MAX_AGE,
  OAUTH_STATE_COOKIE,
  OAUTH_VERIFIER_COOKIE,
} from "@worker/auth/oauth";
import { isPreviewHost } from "@worker/auth/preview";
import { beginOAuthSignIn } from "@worker/services/accounts/oauth-start";
import { redirect } from "react-router";
import { sayRefusal } from "~/i18n/refusals.server";
import { sectionWords } from "~/i18n/sections.server";
import { type Answer, formAction, refuse } from "~/kit/action.server";
import type { Route } from "./+types/auth.oauth";

export const OAUTH_REDIRECT_COOKIE = "uck_oauth_redirect";

/** A redirect to the provider, or why not in `error`. */
export type OAuthStartAnswer = Answer;

/** POST /auth/oauth/{provider}: state and PKCE verifier into 10-minute cookies, then away. */
export const action = (args: Route.ActionArgs) =>
  formAction<Route.ActionArgs>(
    {
      name: "oauth_start",
      inline: true,
      // The spec's AUTH_MESSAGES.socialFailed in the request's language.
      failure: {
        title: sectionWords("auth", args.context.locale)["problem.socialFailed"],
      },
    },
    async ({ form, now }, { request, params, context }) => {
      // Said in the request's language (decision 030); the social buttons show it as it comes.
      if (isPreviewHost(context.config, request)) {
        const error = sectionWords("auth", context.locale)["auth.preview"];
        return refuse("oauth", "forbidden", undefined, { error });
      }
      const started = await beginOAuthSignIn(context, params.provider, context.clientIp, now);
      if (!started.ok) {
        const error = sayRefusal(context.locale, started.words);
        return refuse("oauth", started.code, undefined, { error });
      }
      const headers = new Headers();
      const cookie = (name: string, value: string) =>
        headers.append(
          "Set-Cookie",
          shortLivedCookie(context.config, name, value, OAUTH_COOKIE_MAX_AGE),
        );
      cookie(OAUTH_STATE_COOKIE, `${started.provider}.${started.state}`);
      cookie(OAUTH_VERIFIER_COOKIE, started.verifier);
      cookie(OAUTH_REDIRECT_COOKIE, safeRedirect(form.get("redirectTo")));
      return redirect(started.url, { headers });
    },
  )(args);

export function loader() {
  throw redirect("/auth/login");
}
