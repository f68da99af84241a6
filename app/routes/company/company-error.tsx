import { isRouteErrorResponse, Link, useLocation } from "react-router";
import { useI18n } from "~/i18n/i18n";
import { failureMessage, sayFailure } from "~/lib/failure-message";

export const COMPANY_NOT_FOUND = "Company not found";

/**
 * The spec's company error screen: Error Loading Company with the error text (a 404 reads
 * "Company not found"), in words a person reads, never "Failed to fetch", and a way to try again.
 */
export function companyError(error: unknown) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return <CompanyError message={notFound ? null : failureMessage(error)} retry={!notFound} />;
}

/** `message` null: the 404's "Company not found", in the page's language. */
function CompanyError({ message, retry }: { message: string | null; retry: boolean }) {
  const location = useLocation();
  const { t } = useI18n();
  return (
    <main className="mx-auto max-w-xl space-y-4 px-4 py-16 text-center">
      <h1 className="text-xl font-semibold">{t("companyError.title")}</h1>
      <p role="alert" className="text-red-700">
        {message === null ? t("companyError.notFound") : sayFailure(t, message)}
      </p>
      <p className="flex flex-wrap items-center justify-center gap-3">
        {retry ? (
          // A link to this same address, loaded as a document: works with scripts or without.
          <a
            href={`${location.pathname}${location.search}`}
            className="rounded-md bg-neutral-900 px-4 py-2 text-sm font-medium text-white hover:bg-neutral-700"
          >
            {t("companyError.tryAgain")}
          </a>
        ) : null}
        <Link to="/" className="text-sm font-medium text-brand-700 hover:underline">
          {t("companyError.home")}
        </Link>
      </p>
    </main>
  );
}
