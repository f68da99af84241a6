import type { ReactNode } from "react";
import { type ErrorResponse, isRouteErrorResponse, useRouteError } from "react-router";
import { NotFound } from "~/components/not-found";
import { useI18n } from "~/i18n/i18n";
import { isNetworkFailure } from "~/lib/failure-message";

type StatusHandler = (error: ErrorResponse) => ReactNode;

/**
 * A route's own error screen, for when its data request failed as a whole (the root's share
 * too): the root's boundary shows it instead of the generic screen.
 */
export type ErrorScreenHandle = { errorScreen?: (error: unknown) => ReactNode };

/**
 * The one error boundary: a thrown status goes to its handler (404 shows the spec's not-found
 * page unless the route says otherwise), everything else to the route's fallback, by default a
 * plain alert that says what could not be loaded.
 */
export function GeneralErrorBoundary({
  statusHandlers,
  fallback,
  message,
}: {
  statusHandlers?: Partial<Record<number, StatusHandler>>;
  /** Any other error response or a thrown exception. */
  fallback?: (error: unknown) => ReactNode;
  /** The default fallback's text (the root catalogue's generic failure when not given). */
  message?: string;
}) {
  const error = useRouteError();
  const { t } = useI18n();
  if (isRouteErrorResponse(error)) {
    const handler = statusHandlers?.[error.status] ?? (error.status === 404 ? notFound : undefined);
    if (handler) return handler(error);
  } else if (typeof document !== "undefined") {
    // Server-side, the Worker's handleError logs it once with the request id. A request that
    // never got an answer (offline, a dropped connection) is the network's doing, not a bug.
    if (isNetworkFailure(error)) console.warn(error);
    else console.error(error);
  }
  // A page the browser could not fetch while offline: the offline page's words, not an error.
  if (isNetworkFailure(error) && typeof navigator !== "undefined" && !navigator.onLine) {
    return <OfflineScreen />;
  }
  if (fallback) return fallback(error);
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <p role="alert" className="font-semibold text-red-700">
        {message ?? t("error.generic")}
      </p>
    </main>
  );
}

function OfflineScreen() {
  const { t } = useI18n();
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center" data-testid="offline-screen">
      <h1 className="text-xl font-bold">{t("offline.title")}</h1>
      <p className="mt-2 text-neutral-700">{t("offline.text")}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-4 rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white"
      >
        {t("error.tryAgain")}
      </button>
    </main>
  );
}

const notFound = () => <NotFound />;

/** For pages whose every failure reads as "not here". */
export const alwaysNotFound = () => <NotFound />;
