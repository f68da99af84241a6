import { Link } from "react-router";
import { useI18n } from "~/i18n/i18n";

/** A page that cannot be shown: its code (404) if it has one, what went wrong, the way home. */
export function ErrorPage({ code, message }: { code?: string; message: string }) {
  const { t } = useI18n();
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      {code ? <p className="text-6xl font-black text-brand-500">{code}</p> : null}
      <h1 className="text-xl font-semibold">{message}</h1>
      <Link
        to="/"
        className="rounded-md bg-neutral-900 px-4 py-2 text-sm font-medium text-white hover:bg-neutral-700"
      >
        {t("error.returnHome")}
      </Link>
    </main>
  );
}

/** The spec's 404 page. */
export function NotFound() {
  const { t } = useI18n();
  return <ErrorPage code="404" message={t("error.notFound")} />;
}
