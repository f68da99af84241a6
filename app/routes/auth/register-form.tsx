import { AUTH_RULES, NAME_MAX } from "@shared/auth-rules";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { usePageMessages } from "~/i18n/page-messages";
import type { Answer } from "~/kit/action.server";
import { FormMessage, primaryButtonClass } from "../../components/auth/form-message";
import { TextField } from "../../components/auth/text-field";
import { useClientValidation } from "../../components/auth/use-client-validation";
import { CredentialFields } from "./credential-fields";

/** The registration answer's own fields (the auth route declares its answer with them). */
export type RegisterActionData = Answer<{ success: string; name: string; email: string }>;

/** Where the browser keeps the date the User Agreement was accepted (the spec's local record). */
export const AGREEMENT_STORAGE_KEY = "uck-user-agreement-accepted";

/** Name and e-mail typed so far (never the password), kept while the person reads the agreement. */
const DRAFT_KEY = "uck-register-draft";
type Draft = { name?: string; email?: string; agreement?: boolean };

function readDraft(): Draft {
  try {
    return JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? "{}") as Draft;
  } catch {
    return {};
  }
}

/**
 * Keeps what was typed in the registration form across a visit to the User Agreement and back
 * (or a reload): the fields are written to this tab's session storage as they change and put back
 * when the form shows again. The password is never stored.
 */
function useRegisterDraft(done: boolean) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (done) {
      window.sessionStorage.removeItem(DRAFT_KEY);
      return;
    }
    const fields = form.current?.elements;
    if (!fields) return;
    const draft = readDraft();
    const name = fields.namedItem("name");
    const email = fields.namedItem("email");
    const agreement = fields.namedItem("agreement");
    if (name instanceof HTMLInputElement && !name.value && draft.name) name.value = draft.name;
    if (email instanceof HTMLInputElement && !email.value && draft.email) email.value = draft.email;
    if (agreement instanceof HTMLInputElement && draft.agreement) agreement.checked = true;
  }, [done]);
  const save = () => {
    const fields = form.current?.elements;
    if (!fields) return;
    const value = (field: string) => {
      const input = fields.namedItem(field);
      return input instanceof HTMLInputElement ? input : null;
    };
    const draft: Draft = {
      name: value("name")?.value,
      email: value("email")?.value,
      agreement: value("agreement")?.checked,
    };
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  };
  return { form, save };
}

export function RegisterForm({
  actionData,
  disabled,
  showMailboxLink,
}: {
  actionData: RegisterActionData | undefined;
  disabled: boolean;
  showMailboxLink: boolean;
}) {
  const { t, rich } = usePageMessages("auth");
  const navigation = useNavigation();
  const submitting =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "register";
  const { error, attemptKey, onSubmit } = useClientValidation(
    AUTH_RULES.register,
    actionData,
    t,
    () =>
      window.localStorage.setItem(
        AGREEMENT_STORAGE_KEY,
        JSON.stringify({ accepted: true, date: new Date().toISOString() }),
      ),
  );

  const draft = useRegisterDraft(Boolean(actionData?.success));

  if (actionData?.success) {
    return (
      <div className="space-y-3">
        <FormMessage kind="success">{actionData.success}</FormMessage>
        {showMailboxLink ? (
          <p className="text-sm text-neutral-600">
            {rich("auth.mailbox", {
              mailbox: (
                <a href="/dev/mailbox" className="font-medium text-brand-600 hover:underline">
                  {t("auth.mailboxLink")}
                </a>
              ),
            })}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <Form
      ref={draft.form}
      method="post"
      noValidate
      className="space-y-4"
      onSubmit={onSubmit}
      onChange={draft.save}
    >
      <input type="hidden" name="intent" value="register" />
      <TextField
        id="register-name"
        label={t("auth.name")}
        name="name"
        autoComplete="name"
        maxLength={NAME_MAX}
        defaultValue={actionData?.name}
      />
      <CredentialFields form="register" email={actionData?.email} attempt={attemptKey} />
      <p className="-mt-2 text-xs text-neutral-500">{t("auth.passwordHint")}</p>
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" name="agreement" className="mt-0.5 size-4 accent-brand-500" />
        <span>
          {rich("auth.accept", {
            agreement: (
              <Link to="/user-agreement" className="font-medium text-brand-600 hover:underline">
                {t("auth.agreement")}
              </Link>
            ),
          })}
        </span>
      </label>
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      <button type="submit" className={primaryButtonClass} disabled={disabled || submitting}>
        {submitting ? t("auth.creating") : t("auth.create")}
      </button>
    </Form>
  );
}
