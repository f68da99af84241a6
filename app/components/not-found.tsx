import { Link } from "react-router";
import { useI18n } from "~/i18n/i18n";

/** The spec's 404 page. */
export function NotFound() {
  const { t } = useI18n();
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-6xl font-black text-brand-500">404</p>
      <h1 className="text-xl font-semibold">{t("error.notFound")}</h1>
      <Link
        to="/"
        className="rounded-md bg-neutral-900 px-4 py-2 text-sm font-medium text-white hover:bg-neutral-700"
      >
        {t("error.returnHome")}
      </Link>
    </main>
  );
}
