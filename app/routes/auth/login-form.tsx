import { AUTH_RULES } from "@shared/auth-rules";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import { usePageMessages } from "~/i18n/page-messages";
import type { Answer } from "~/kit/action.server";
import type { ResendAnswer } from "~/routes/auth.resend-verification";
import { FormMessage, primaryButtonClass } from "../../components/auth/form-message";
import { useClientValidation } from "../../components/auth/use-client-validation";
import { CredentialFields } from "./credential-fields";

/** The log-in answer's own fields (the auth route declares its answer with them). */
export type LoginActionData = Answer<{
  code:
    | "invalid"
    | "unverified"
    | "blocked"
    | "scheduled_for_deletion"
    | "rate_limited"
    | "invalid_input"
    | "preview";
  email: string;
}>;

export function LoginForm({
  actionData,
  redirectTo,
  disabled,
}: {
  actionData: LoginActionData | undefined;
  redirectTo: string | null;
  disabled: boolean;
}) {
  const { t } = usePageMessages("auth");
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === "login";
  const { error, clientFailed, attemptKey, onSubmit } = useClientValidation(
    AUTH_RULES.login,
    actionData,
    t,
  );

  return (
    <div className="space-y-4">
      <Form method="post" noValidate className="space-y-4" onSubmit={onSubmit}>
        <input type="hidden" name="intent" value="login" />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <CredentialFields form="login" email={actionData?.email} attempt={attemptKey} />
        {error ? <FormMessage kind="error">{error}</FormMessage> : null}
        <button type="submit" className={primaryButtonClass} disabled={disabled || submitting}>
          {submitting ? t("auth.loggingIn") : t("auth.logIn")}
        </button>
        <p className="text-center text-sm">
          <Link to="/auth/forgot-password" className="text-brand-600 hover:underline">
            {t("auth.forgot")}
          </Link>
        </p>
      </Form>
      {!clientFailed && actionData?.code === "unverified" ? (
        <ResendVerification email={actionData.email ?? ""} />
      ) : null}
    </div>
  );
}

function ResendVerification({ email }: { email: string }) {
  const { t } = usePageMessages("auth");
  const fetcher = useFetcher<ResendAnswer>();
  return (
    <fetcher.Form method="post" action="/auth/resend-verification" className="text-sm">
      <input type="hidden" name="email" value={email} />
      {fetcher.data ? (
        <FormMessage kind={fetcher.data.ok ? "info" : "error"}>
          {fetcher.data.message ?? fetcher.data.error}
        </FormMessage>
      ) : (
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className="font-medium text-brand-600 hover:underline"
        >
          {t("auth.resend")}
        </button>
      )}
    </fetcher.Form>
  );
}
