import { usePageMessages } from "~/i18n/page-messages";
import { PasswordField } from "../../components/auth/password-field";
import { TextField } from "../../components/auth/text-field";

/**
 * The email address and the password, as signing in and registering both ask them: `form` names
 * the fields' ids and which password the browser offers (the saved one, or a new one).
 */
export function CredentialFields({
  form,
  email,
  attempt,
}: {
  form: "login" | "register";
  /** The address the person typed, kept when the server answers a failure. */
  email: string | undefined;
  attempt: unknown;
}) {
  const { t } = usePageMessages("auth");
  return (
    <>
      <TextField
        id={`${form}-email`}
        label={t("auth.email")}
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={email}
      />
      <PasswordField
        id={`${form}-password`}
        label={t("auth.password")}
        autoComplete={form === "login" ? "current-password" : "new-password"}
        attempt={attempt}
      />
    </>
  );
}
