import { safeRedirect } from "@shared/safe-redirect";
import { shortLivedCookie } from "@worker/auth/cookies";
import {
  authorizationUrl,
  isOAuthProvider,
  notConfiguredMessage,
  OAUTH_COOKIE_MAX_AGE,
  OAUTH_STATE_COOKIE,
  OAUTH_VERIFIER_COOKIE,
  oauthClient,
} from "@worker/auth/oauth";
import { isPreviewHost, PREVIEW_NOTICE } from "@worker/auth/preview";
import { exceededRateLimit } from "@worker/auth/rate-limit";
import { readForm } from "@worker/http/kit";
import { generateCodeVerifier, generateState } from "arctic";
import { data, redirect } from "react-router";
import type { Route } from "./+types/auth.oauth";

export const OAUTH_REDIRECT_COOKIE = "uck_oauth_redirect";

/** POST /auth/oauth/{provider}: state and PKCE verifier into 10-minute cookies, then away. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { provider } = params;
  if (!isOAuthProvider(provider))
    return data({ error: "Unknown sign-in provider." }, { status: 404 });
  if (isPreviewHost(context.config, request))
    return data({ error: PREVIEW_NOTICE }, { status: 403 });
  const limited = await exceededRateLimit(
    context.db,
    [["oauthByIp", context.clientIp]],
    Date.now(),
  );
  if (limited) return data({ error: limited }, { status: 429 });
  const client = oauthClient(context.config, provider);
  if (!client) return data({ error: notConfiguredMessage(provider) }, { status: 503 });

  // A body that is not a readable form (JSON, text, broken multipart) reads as an empty one.
  const form = await readForm(request);
  const state = generateState();
  const verifier = generateCodeVerifier();
  const headers = new Headers();
  const cookie = (name: string, value: string) =>
    headers.append(
      "Set-Cookie",
      shortLivedCookie(context.config, name, value, OAUTH_COOKIE_MAX_AGE),
    );
  cookie(OAUTH_STATE_COOKIE, `${provider}.${state}`);
  cookie(OAUTH_VERIFIER_COOKIE, verifier);
  cookie(OAUTH_REDIRECT_COOKIE, safeRedirect(form.get("redirectTo")));
  return redirect(authorizationUrl(client, provider, state, verifier).toString(), { headers });
}

export function loader() {
  throw redirect("/auth/login");
}
