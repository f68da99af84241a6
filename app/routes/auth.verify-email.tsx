import { verifyEmail } from "@worker/services/accounts/mail-links";
import { redirect } from "react-router";
import { sectionWords } from "~/i18n/sections.server";
import type { Route } from "./+types/auth.verify-email";

/** The link in the verification mail: claims the token once, then on to the login page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const result =
    token.length > 0 && token.length <= 128
      ? await verifyEmail(context.db, token, Date.now())
      : { ok: false };
  // In the request's language (decision 030): the login page shows it as a toast.
  const words = sectionWords("auth", context.locale);
  const toast = result.ok
    ? {
        kind: "success" as const,
        title: words["verify.doneTitle"],
        description: words["verify.doneText"],
      }
    : {
        kind: "error" as const,
        title: words["verify.badTitle"],
        description: words["verify.badText"],
      };
  throw redirect("/auth/login", { headers: { "Set-Cookie": context.flashCookie(toast) } });
}
