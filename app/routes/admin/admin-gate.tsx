import { LogIn } from "lucide-react";
import { Link } from "react-router";
import { PageHeading } from "~/components/shell/page-heading";
import { usePageMessages } from "~/i18n/page-messages";

/** /admin for a visitor: the spec's message and a way to sign in and come back. */
export function AdminSignIn({ message }: { message: string }) {
  const { t } = usePageMessages("admin");
  return (
    <main className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
      <PageHeading className="text-2xl font-bold">{t("admin.title")}</PageHeading>
      <p role="alert" className="text-neutral-700">
        {message}
      </p>
      <Link
        to="/auth/login?redirectTo=/admin"
        className="inline-flex items-center gap-2 rounded-md bg-brand-500 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600"
      >
        <LogIn aria-hidden="true" className="size-4" /> {t("admin.login")}
      </Link>
    </main>
  );
}

/** /admin when its data could not be read (the spec's "Failed to fetch user statistics."). */
export function AdminError({ message }: { message: string }) {
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <p role="alert" className="font-semibold text-red-700">
        {message}
      </p>
    </main>
  );
}
