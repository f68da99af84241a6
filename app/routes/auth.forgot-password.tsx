import { EmailOnlySchema, parseForm } from "@shared/auth-validation";
import { readForm, statusOf } from "@worker/http/kit";
import { requestPasswordReset } from "@worker/services/accounts/mail-links";
import { data, Form, useNavigation } from "react-router";
import { AuthCard } from "~/components/auth/auth-card";
import { FormMessage, primaryButtonClass } from "~/components/auth/form-message";
import { TextField } from "~/components/auth/text-field";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/auth.forgot-password";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Forgot password",
    description: "Get a link to choose a new password.",
    path: "/auth/forgot-password",
    noindex: true,
  });

const SENT =
  "If an account exists for that email, we've sent a link to reset the password. It is valid for one hour.";

export async function action({ request, context }: Route.ActionArgs) {
  // A body that is not a readable form (JSON, text, broken multipart) reads as an empty one.
  const form = await readForm(request);
  const parsed = parseForm(EmailOnlySchema, form);
  if (!parsed.ok) return data({ error: parsed.error }, { status: 400 });
  const result = await requestPasswordReset(
    {
      db: context.db,
      mailer: context.mailer,
      publicHost: context.config.publicHost,
      waitUntil: context.waitUntil,
    },
    parsed.data.email,
    Date.now(),
    context.clientIp,
  );
  if (!result.ok) return data({ error: result.message }, { status: statusOf(result.code) });
  return { sent: SENT };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter your email and we'll send you a link to choose a new one."
      footer={{ to: "/auth/login", label: "Back to login" }}
    >
      {actionData && "sent" in actionData ? (
        <FormMessage kind="success">{actionData.sent}</FormMessage>
      ) : (
        <Form method="post" noValidate className="space-y-4">
          <TextField
            id="forgot-email"
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
          />
          {actionData && "error" in actionData ? (
            <FormMessage kind="error">{actionData.error}</FormMessage>
          ) : null}
          <button
            type="submit"
            className={primaryButtonClass}
            disabled={navigation.state !== "idle"}
          >
            Send reset link
          </button>
        </Form>
      )}
    </AuthCard>
  );
}
