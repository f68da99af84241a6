import { UserRound } from "lucide-react";
import { Link } from "react-router";
import { usePageMessages } from "~/i18n/page-messages";

/** The profile page for a visitor: sign in or register, then come back here. */
export function LoginPrompt() {
  const { t } = usePageMessages("profile");
  return (
    <main className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
      <UserRound aria-hidden="true" className="size-10 text-brand-500" />
      <h1 className="text-2xl font-bold">{t("profile.yourProfile")}</h1>
      <p className="text-neutral-700">{t("profile.signInText")}</p>
      <div className="flex gap-3">
        <Link
          to="/auth/login?redirectTo=/profile"
          className="rounded-md bg-brand-500 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600"
        >
          {t("profile.login")}
        </Link>
        <Link
          to="/auth/register?redirectTo=/profile"
          className="rounded-md border border-neutral-300 px-4 py-2 text-sm font-medium hover:bg-neutral-50"
        >
          {t("profile.register")}
        </Link>
      </div>
    </main>
  );
}
