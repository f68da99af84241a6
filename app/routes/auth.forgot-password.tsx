import { EmailOnlySchema, parseForm } from "@shared/auth-validation";
import { requestPasswordReset } from "@worker/services/accounts/mail-links";
import { Form, useNavigation } from "react-router";
import { AuthCard } from "~/components/auth/auth-card";
import { FormMessage, primaryButtonClass } from "~/components/auth/form-message";
import { TextField } from "~/components/auth/text-field";
import { usePageMessages, wordsOf } from "~/i18n/page-messages";
import { sayRefusal } from "~/i18n/refusals.server";
import { say as sayIn } from "~/i18n/say.server";
import { pageMessages, sectionWords } from "~/i18n/sections.server";
import { GENERIC_FAILED_LINE } from "~/i18n/toast-words";
import { formAction, refuse, succeed } from "~/kit/action.server";
import { pageMeta, SITE_NAME } from "~/lib/meta";
import type { Route } from "./+types/auth.forgot-password";

export const meta: Route.MetaFunction = ({ matches, data: loaded }) => {
  const said: Partial<Record<string, string>> = wordsOf(loaded?.pageMessages);
  return pageMeta(matches, {
    title: said["forgot.metaTitle"] ?? SITE_NAME,
    description: said["forgot.metaDescription"] ?? SITE_NAME,
    path: "/auth/forgot-password",
    noindex: true,
  });
};

/** The page's words in the request's language (decision 030). */
export function loader({ context }: Route.LoaderArgs) {
  return { pageMessages: pageMessages("auth", context.locale) };
}

/** Answers alike for known and unknown addresses; the mail goes out after the answer. */
export const action = formAction<Route.ActionArgs>(
  {
    name: "forgot_password",
    inline: true,
    failure: GENERIC_FAILED_LINE,
  },
  async ({ form, now }, { context }) => {
    const parsed = parseForm(EmailOnlySchema, form);
    if (!parsed.ok)
      return refuse("forgot-password", "invalid", undefined, {
        error: sayIn(context.locale, parsed.words.text),
      });
    const result = await requestPasswordReset(
      context.postbox,
      parsed.data.email,
      now,
      context.clientIp,
    );
    if (!result.ok) {
      const error = sayRefusal(context.locale, result.words);
      return refuse("forgot-password", result.code, undefined, { error });
    }
    const sent = sectionWords("auth", context.locale)["forgot.sent"];
    return succeed("forgot-password", undefined, { sent });
  },
);

export default function ForgotPassword({ actionData: answer }: Route.ComponentProps) {
  const actionData = answer as { sent?: string; error?: string } | undefined;
  const { t } = usePageMessages("auth");
  const navigation = useNavigation();
  return (
    <AuthCard
      title={t("auth.forgot")}
      intro={t("forgot.intro")}
      footer={{ to: "/auth/login", label: t("forgot.backToLogin") }}
    >
      {actionData?.sent ? (
        <FormMessage kind="success">{actionData.sent}</FormMessage>
      ) : (
        <Form method="post" noValidate className="space-y-4">
          <TextField
            id="forgot-email"
            label={t("auth.email")}
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
            {t("forgot.send")}
          </button>
        </Form>
      )}
    </AuthCard>
  );
}
