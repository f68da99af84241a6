import { NewPasswordSchema, parseForm } from "@shared/auth-validation";
import { isResetTokenUsable, resetPassword } from "@worker/services/accounts/mail-links";
import { useState } from "react";
import { Form, redirect, useNavigation } from "react-router";
import { AuthCard } from "~/components/auth/auth-card";
import { FormMessage, primaryButtonClass } from "~/components/auth/form-message";
import { PasswordField } from "~/components/auth/password-field";
import { usePageMessages, wordsOf } from "~/i18n/page-messages";
import { say as sayIn } from "~/i18n/say.server";
import { pageMessages, sectionWords } from "~/i18n/sections.server";
import { GENERIC_FAILED_LINE } from "~/i18n/toast-words";
import { formAction, refuse } from "~/kit/action.server";
import { pageMeta, SITE_NAME } from "~/lib/meta";
import type { Route } from "./+types/auth.reset-password";

export const meta: Route.MetaFunction = ({ matches, data: loaded }) => {
  const said: Partial<Record<string, string>> = wordsOf(loaded?.pageMessages);
  return pageMeta(matches, {
    title: said["reset.title"] ?? SITE_NAME,
    description: said["reset.metaDescription"] ?? SITE_NAME,
    path: "/auth/reset-password",
    noindex: true,
  });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = (new URL(request.url).searchParams.get("token") ?? "").slice(0, 128);
  const usable = token ? await isResetTokenUsable(context.db, token, Date.now()) : false;
  return { token, usable, pageMessages: pageMessages("auth", context.locale) };
}

export const action = formAction<Route.ActionArgs>(
  {
    name: "reset_password",
    inline: true,
    failure: GENERIC_FAILED_LINE,
  },
  async ({ form, now }, { context }) => {
    const attemptId = crypto.randomUUID();
    const words = sectionWords("auth", context.locale);
    const parsed = parseForm(NewPasswordSchema, form);
    if (!parsed.ok)
      return refuse("reset", "invalid", undefined, {
        error: sayIn(context.locale, parsed.words.text),
        attemptId,
      });
    const token = parsed.data.token.slice(0, 128);
    const result = await resetPassword(context.db, token, parsed.data.password, now);
    if (!result.ok) {
      return refuse("reset", "invalid", undefined, { error: words["reset.invalid"], attemptId });
    }
    throw redirect("/auth/login", {
      headers: {
        "Set-Cookie": context.flashCookie({
          kind: "success",
          title: words["reset.doneTitle"],
          description: words["reset.doneText"],
        }),
      },
    });
  },
);

export default function ResetPassword({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = answer as { error?: string; attemptId?: string } | undefined;
  const { t } = usePageMessages("auth");
  const navigation = useNavigation();
  const [attempt, setAttempt] = useState(0);
  return (
    <AuthCard
      title={t("reset.title")}
      footer={{ to: "/auth/forgot-password", label: t("reset.askNew") }}
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
            label={t("reset.newPassword")}
            autoComplete="new-password"
            attempt={`${attempt}:${actionData?.attemptId ?? ""}`}
          />
          <p className="-mt-2 text-xs text-neutral-500">{t("auth.passwordHint")}</p>
          {actionData?.error ? <FormMessage kind="error">{actionData.error}</FormMessage> : null}
          <button
            type="submit"
            className={primaryButtonClass}
            disabled={navigation.state !== "idle"}
          >
            {t("reset.save")}
          </button>
        </Form>
      ) : (
        <FormMessage kind="error">{t("reset.invalid")}</FormMessage>
      )}
    </AuthCard>
  );
}
