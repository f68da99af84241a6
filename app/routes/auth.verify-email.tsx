import { verifyEmail } from "@worker/services/accounts/mail-links";
import { redirect } from "react-router";
import type { Route } from "./+types/auth.verify-email";

/** The link in the verification mail: claims the token once, then on to the login page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const result =
    token.length > 0 && token.length <= 128
      ? await verifyEmail(context.db, token, Date.now())
      : { ok: false };
  const toast = result.ok
    ? { kind: "success" as const, title: "Email verified", description: "You can now log in." }
    : {
        kind: "error" as const,
        title: "Verification link invalid",
        description: "This link has expired or was already used. Log in to get a new one.",
      };
  throw redirect("/auth/login", { headers: { "Set-Cookie": context.flashCookie(toast) } });
}
