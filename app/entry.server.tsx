import { errorText, logEvent } from "@worker/log";
import { reportError } from "@worker/observability/error-reports";
import { isbot } from "isbot";
// The build's own renderer: React's Node build (app/lib/react-dom-server-render.ts, decision 059).
import { renderToReadableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import { InlineStylesProvider } from "~/components/inline-styles";
import { catalogueFor } from "~/i18n/catalogue.server";
import { ServerWords } from "~/i18n/i18n";
import { NonceProvider } from "~/lib/nonce";
import styles from "./app.css?inline";

export const streamTimeout = 5_000;

/**
 * A loader or action that threw: one structured line (the path, never the query: that is what
 * someone typed) and an error report when SENTRY_DSN is set. Replaces React Router's default
 * console.error of the whole error, whose text can carry a failed query's bound values.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  logEvent("route_failed", { path: new URL(request.url).pathname, error: errorText(error) });
  reportError(error, { event: "route_failed" });
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { nonce } = loadContext;
  let shellRendered = false;
  const userAgent = request.headers.get("user-agent");

  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <InlineStylesProvider value={styles}>
        <ServerWords value={catalogueFor(loadContext.locale)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ServerWords>
      </InlineStylesProvider>
    </NonceProvider>,
    {
      nonce,
      // A Suspense boundary that has finished is written in place, never "outlined" behind a
      // script that moves it (React does that past 12,800 bytes of page by default): a page
      // without JavaScript would keep it hidden (the members' tools, lazyAfterServer; decision 059).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      signal: AbortSignal.timeout(streamTimeout + 1_000),
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors before the shell are rethrown by renderToReadableStream itself.
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;

  // Crawlers and SPA mode get the whole document at once.
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) {
    await body.allReady;
  }

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
