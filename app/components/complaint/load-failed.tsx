import { useLocation } from "react-router";
import { useI18n } from "~/i18n/i18n";
import { failureMessage, sayFailure } from "~/lib/failure-message";

const tryAgainClass =
  "inline-block rounded-md bg-neutral-900 px-4 py-2 text-sm font-medium text-white hover:bg-neutral-700";

/**
 * The spec's "Error loading complaints: {message}" with Try Again, which loads this address
 * again as a page (a link: it works before and without scripts). `compact` sits in a list's
 * place; otherwise it is the page's own screen.
 */
export function LoadFailed({ error, compact = false }: { error: unknown; compact?: boolean }) {
  const location = useLocation();
  const { t } = useI18n();
  const message = sayFailure(t, typeof error === "string" ? error : failureMessage(error));
  return (
    <div
      className={
        compact
          ? "space-y-3 rounded-xl border border-red-200 bg-red-50 p-4"
          : "mx-auto max-w-xl space-y-4 px-4 py-16 text-center"
      }
      data-testid="load-failed"
    >
      <p role="alert" className={compact ? "text-red-800" : "font-semibold text-red-700"}>
        {t("loadFailed.text", { message })}
      </p>
      <a href={`${location.pathname}${location.search}`} className={tryAgainClass}>
        {t("feed.tryAgain")}
      </a>
    </div>
  );
}
