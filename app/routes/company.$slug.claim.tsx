import { redirect } from "react-router";
import { verifyClaim } from "../../worker/services/companies/claims";
import type { Route } from "./+types/company.$slug.claim";

/** The link in the claim mail: makes the requester a member and the page claimed, once. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const token = (new URL(request.url).searchParams.get("token") ?? "").slice(0, 128);
  const result = token ? await verifyClaim(context.db, token, Date.now()) : { ok: false as const };
  const toast = result.ok
    ? {
        kind: "success" as const,
        title: "Company page claimed",
        description: "You can now respond to complaints and see analytics.",
      }
    : {
        kind: "error" as const,
        title: "Claim link invalid",
        description: "This link has expired or was already used. Submit the claim again.",
      };
  throw redirect(`/company/${result.ok ? result.slug : params.slug}`, {
    headers: { "Set-Cookie": context.flashCookie(toast) },
  });
}
