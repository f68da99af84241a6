import { MAIL_LINK_FAILED, NewPasswordSchema, parseForm } from "@shared/auth-validation";
import { isResetTokenUsable, resetPassword } from "@worker/services/accounts/mail-links";
import { useState } from "react";
import { Form, redirect, useNavigation } from "react-router";
import { AuthCard } from "~/components/auth/auth-card";
import { FormMessage, primaryButtonClass } from "~/components/auth/form-message";
import { PasswordField } from "~/components/auth/password-field";
import { formAction, refuse } from "~/kit/action.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/auth.reset-password";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Choose a new password",
    description: "Choose a new password for your UCK account.",
    path: "/auth/reset-password",
    noindex: true,
  });

const INVALID = "This reset link has expired or was already used. Ask for a new one.";

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = (new URL(request.url).searchParams.get("token") ?? "").slice(0, 128);
  const usable = token ? await isResetTokenUsable(context.db, token, Date.now()) : false;
  return { token, usable };
}

export const action = formAction<Route.ActionArgs>(
  { name: "reset_password", inline: true, failure: { title: MAIL_LINK_FAILED } },
  async ({ form, now }, { context }) => {
    const attemptId = crypto.randomUUID();
    const parsed = parseForm(NewPasswordSchema, form);
    if (!parsed.ok)
      return refuse("reset", "invalid", undefined, { error: parsed.error, attemptId });
    const token = parsed.data.token.slice(0, 128);
    const result = await resetPassword(context.db, token, parsed.data.password, now);
    if (!result.ok) return refuse("reset", "invalid", undefined, { error: INVALID, attemptId });
    throw redirect("/auth/login", {
      headers: {
        "Set-Cookie": context.flashCookie({
          kind: "success",
          title: "Password updated",
          description: "You have been signed out everywhere. Log in with your new password.",
        }),
      },
    });
  },
);

export default function ResetPassword({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = answer as { error?: string; attemptId?: string } | undefined;
  const navigation = useNavigation();
  const [attempt, setAttempt] = useState(0);
  return (
    <AuthCard
      title="Choose a new password"
      footer={{ to: "/auth/forgot-password", label: "Ask for a new link" }}
    >
      {loaderData.usable ? (
        <Form
          method="post"
          noValidate
          className="space-y-4"
          onSubmit={() => setAttempt((n) => n + 1)}
        >
          <input type="hidden" name="token" value={loaderData.token} />
          <PasswordField
            id="reset-password"
            label="New password"
            autoComplete="new-password"
            attempt={`${attempt}:${actionData?.attemptId ?? ""}`}
          />
          <p className="-mt-2 text-xs text-neutral-500">
            At least 8 characters with a lowercase letter, an uppercase letter and a number.
          </p>
          {actionData?.error ? <FormMessage kind="error">{actionData.error}</FormMessage> : null}
          <button
            type="submit"
            className={primaryButtonClass}
            disabled={navigation.state !== "idle"}
          >
            Save new password
          </button>
        </Form>
      ) : (
        <FormMessage kind="error">{INVALID}</FormMessage>
      )}
    </AuthCard>
  );
}
