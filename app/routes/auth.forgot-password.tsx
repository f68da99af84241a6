import { EmailOnlySchema, MAIL_LINK_FAILED, parseForm } from "@shared/auth-validation";
import { requestPasswordReset } from "@worker/services/accounts/mail-links";
import { Form, useNavigation } from "react-router";
import { AuthCard } from "~/components/auth/auth-card";
import { FormMessage, primaryButtonClass } from "~/components/auth/form-message";
import { TextField } from "~/components/auth/text-field";
import { formAction, refuse, succeed } from "~/kit/action.server";
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

/** Answers alike for known and unknown addresses; the mail goes out after the answer. */
export const action = formAction<Route.ActionArgs>(
  { name: "forgot_password", inline: true, failure: { title: MAIL_LINK_FAILED } },
  async ({ form, now }, { context }) => {
    const parsed = parseForm(EmailOnlySchema, form);
    if (!parsed.ok) return refuse("forgot-password", "invalid", undefined, { error: parsed.error });
    const result = await requestPasswordReset(
      context.postbox,
      parsed.data.email,
      now,
      context.clientIp,
    );
    if (!result.ok) {
      return refuse("forgot-password", result.code, undefined, { error: result.message });
    }
    return succeed("forgot-password", undefined, { sent: SENT });
  },
);

export default function ForgotPassword({ actionData: answer }: Route.ComponentProps) {
  const actionData = answer as { sent?: string; error?: string } | undefined;
  const navigation = useNavigation();
  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter your email and we'll send you a link to choose a new one."
      footer={{ to: "/auth/login", label: "Back to login" }}
    >
      {actionData?.sent ? (
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
          {actionData?.error ? <FormMessage kind="error">{actionData.error}</FormMessage> : null}
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
