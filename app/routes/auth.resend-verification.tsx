import { data, redirect } from "react-router";
import { EmailOnlySchema, parseForm } from "~/lib/auth-validation";
import { exceededRateLimit } from "../../worker/auth/rate-limit";
import { resendVerification } from "../../worker/services/accounts";
import type { Route } from "./+types/auth.resend-verification";

export async function action({ request, context }: Route.ActionArgs) {
  // A body that is not a readable form (JSON, text, broken multipart) reads as an empty one.
  const form = await request.formData().catch(() => new FormData());
  const parsed = parseForm(EmailOnlySchema, form);
  if (!parsed.ok) return data({ message: parsed.error }, { status: 400 });
  const now = Date.now();
  const limited = await exceededRateLimit(context.db, [["resendByEmail", parsed.data.email]], now);
  if (limited) return data({ message: limited }, { status: 429 });
  await resendVerification(
    { db: context.db, mailer: context.mailer, publicUrl: new URL(request.url).origin },
    parsed.data.email,
    now,
  );
  return {
    message: "If that account still needs verifying, a new link is on its way. Check your inbox.",
  };
}

export function loader() {
  throw redirect("/auth/login");
}
