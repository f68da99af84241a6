import { UserRound } from "lucide-react";
import { SignInPrompt } from "~/components/auth/sign-in-prompt";
import { usePageMessages } from "~/i18n/page-messages";

/** The profile page for a visitor: sign in or register, then come back here. */
export function LoginPrompt() {
  const { t } = usePageMessages("profile");
  return (
    <SignInPrompt
      icon={<UserRound aria-hidden="true" className="size-10 text-brand-500" />}
      heading={<h1 className="text-2xl font-bold">{t("profile.yourProfile")}</h1>}
      text={t("profile.signInText")}
      back="/profile"
      login={t("profile.login")}
      register={t("profile.register")}
    />
  );
}
