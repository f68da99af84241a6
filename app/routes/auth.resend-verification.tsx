import { EmailOnlySchema, parseForm } from "@shared/auth-validation";
import { readForm, statusOf } from "@worker/http/kit";
import { resendVerification } from "@worker/services/accounts/mail-links";
import { data, redirect } from "react-router";
import type { Route } from "./+types/auth.resend-verification";

export async function action({ request, context }: Route.ActionArgs) {
  // A body that is not a readable form (JSON, text, broken multipart) reads as an empty one.
  const form = await readForm(request);
  const parsed = parseForm(EmailOnlySchema, form);
  if (!parsed.ok) return data({ ok: false, message: parsed.error }, { status: 400 });
  const result = await resendVerification(
    {
      db: context.db,
      mailer: context.mailer,
      publicHost: context.config.publicHost,
      waitUntil: context.waitUntil,
    },
    parsed.data.email,
    Date.now(),
  );
  if (!result.ok) {
    return data({ ok: false, message: result.message }, { status: statusOf(result.code) });
  }
  return {
    ok: true,
    message: "If that account still needs verifying, a new link is on its way. Check your inbox.",
  };
}

export function loader() {
  throw redirect("/auth/login");
}
