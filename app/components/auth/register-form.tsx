import { RegisterSchema } from "@shared/auth-validation";
import { Form, Link, useNavigation } from "react-router";
import { FormMessage, primaryButtonClass } from "./form-message";
import { PasswordField } from "./password-field";
import { TextField } from "./text-field";
import { useClientValidation } from "./use-client-validation";

export type RegisterActionData = {
  intent: "register";
  attemptId: string;
  error?: string;
  success?: string;
  name: string;
  email: string;
};

/** Where the browser keeps the date the User Agreement was accepted (the spec's local record). */
export const AGREEMENT_STORAGE_KEY = "uck-user-agreement-accepted";

export function RegisterForm({
  actionData,
  disabled,
  showMailboxLink,
}: {
  actionData: RegisterActionData | undefined;
  disabled: boolean;
  showMailboxLink: boolean;
}) {
  const navigation = useNavigation();
  const submitting =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "register";
  const { error, attemptKey, onSubmit } = useClientValidation(RegisterSchema, actionData, () =>
    window.localStorage.setItem(
      AGREEMENT_STORAGE_KEY,
      JSON.stringify({ accepted: true, date: new Date().toISOString() }),
    ),
  );

  if (actionData?.success) {
    return (
      <div className="space-y-3">
        <FormMessage kind="success">{actionData.success}</FormMessage>
        {showMailboxLink ? (
          <p className="text-sm text-neutral-600">
            Running locally: the mail is in the{" "}
            <a href="/dev/mailbox" className="font-medium text-brand-600 hover:underline">
              local mailbox
            </a>
            .
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <Form method="post" noValidate className="space-y-4" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="register" />
      <TextField
        id="register-name"
        label="Full name"
        name="name"
        autoComplete="name"
        maxLength={100}
        defaultValue={actionData?.name}
      />
      <TextField
        id="register-email"
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={actionData?.email}
      />
      <PasswordField
        id="register-password"
        label="Password"
        autoComplete="new-password"
        attempt={attemptKey}
      />
      <p className="-mt-2 text-xs text-neutral-500">
        At least 8 characters with a lowercase letter, an uppercase letter and a number.
      </p>
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" name="agreement" className="mt-0.5 size-4 accent-brand-500" />
        <span>
          I accept the{" "}
          <Link to="/user-agreement" className="font-medium text-brand-600 hover:underline">
            User Agreement
          </Link>
        </span>
      </label>
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      <button type="submit" className={primaryButtonClass} disabled={disabled || submitting}>
        {submitting ? "Creating account…" : "Create account"}
      </button>
    </Form>
  );
}
