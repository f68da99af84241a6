// First of all: before any module defines a zod schema (see the module).
import "./lib/zod-jitless";
import {
  DEFAULT_LOCALE,
  DIRECTION,
  PREFERENCE_COOKIE_SECONDS,
  TIME_ZONE_COOKIE,
} from "@shared/i18n";
import { sidebarOpenFromCookie } from "@shared/sidebar-cookie";
import { useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
  useNavigation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { CompanySkeleton } from "./components/company/company-skeleton";
import { type ErrorScreenHandle, GeneralErrorBoundary } from "./components/general-error-boundary";
import { InlineStyles } from "./components/inline-styles";
import { ErrorPage } from "./components/not-found";
import { AppShell } from "./components/shell/app-shell";
import { FlashNotice, Toaster } from "./components/toaster";
import { catalogueScript, headWordsFor, LANGUAGE_CHOICES } from "./i18n/catalogue.server";
import { type I18nData, I18nProvider, type I18nWire, useI18n, useWireI18n } from "./i18n/i18n";
import { reachedServer } from "./kit/client-action";
import { pageMeta, rootMessage, SITE_NAME } from "./lib/meta";
import { useNonce } from "./lib/nonce";

/** The fallback for routes without their own metadata. */
export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, {
    title: SITE_NAME,
    description:
      rootMessage(matches, "meta.description") ??
      "Read and post public complaints about companies, and see who answers.",
    path: location.pathname,
  });

/**
 * The CSP nonce also reaches the browser through loader data: React Router puts it on elements
 * whose attribute the browser keeps (stylesheet and modulepreload links), and hydration must
 * render the same value.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = context;
  // The page's language and the visitor's zone, chosen per request in the Worker (decision
  // 030); the browser loads this language's catalogue from its script (decision 037).
  const i18n: I18nWire = {
    locale: context.locale,
    timeZone: context.timeZone,
    choices: LANGUAGE_CHOICES,
    src: catalogueScript(context.locale).src,
    head: headWordsFor(context.locale),
  };
  return {
    i18n,
    nonce: context.nonce,
    sidebarOpen: sidebarOpenFromCookie(request.headers.get("Cookie")),
    flash: context.flash,
    publicConfig: {
      logoUrlTemplate: context.config.logoUrlTemplate,
      publicHost: context.config.publicHost,
      publicShortHost: context.config.publicShortHost,
    },
    user: user
      ? {
          id: user.id,
          name: user.profile?.fullName ?? user.email,
          username: user.profile?.username ?? null,
          avatarUrl: user.profile?.avatarUrl ?? null,
          role: user.role,
        }
      : null,
    // The bell's badge, counted with the session's user row (no round trip of its own).
    unreadNotifications: user?.unreadNotifications ?? 0,
  };
}

// The root loader is cheap (the session and the bell's count are resolved before React Router
// runs, in one D1 round trip) and carries the flash toast and the unread count, so it runs on
// every navigation to another page and after every action (marking notifications read), except
// an action that never reached the server: asking again would fail the same way and replace the
// page. Another page of the same list (?page=, ?tab=, a filter: the same path, another query,
// no form posted) keeps the frame as it is: a list that cannot load then fails in its own place
// (the profile's "Error loading complaints"), and never takes the signed-in header with it.
export const shouldRevalidate = ({
  actionResult,
  formMethod,
  currentUrl,
  nextUrl,
}: ShouldRevalidateFunctionArgs) => {
  if (!reachedServer(actionResult)) return false;
  const anotherPageOfTheList =
    (formMethod === undefined || formMethod.toUpperCase() === "GET") &&
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.search !== nextUrl.search;
  return !anotherPageOfTheList;
};

/** The browser's last language data (see Layout); the server never sets it. */
let browserI18n: I18nData | null = null;

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  // A navigation whose data never arrived (the network dropped) leaves the root without data
  // while the root's error screen shows: in the browser the page keeps the language it was read
  // in, so the frame and the error screen still have their words. Never kept on the server,
  // where every request renders with its own data.
  const inBrowser = typeof document !== "undefined";
  const wire = data?.i18n;
  const read = useWireI18n(wire);
  if (read && inBrowser) browserI18n = read;
  const i18n = read ?? (inBrowser ? browserI18n : null);
  // A client-side navigation into a language whose catalogue this page never loaded: the page
  // is loaded as a document, which brings it.
  const missing = Boolean(wire && !read && inBrowser);
  useEffect(() => {
    if (missing) window.location.reload();
  }, [missing]);
  const contextNonce = useNonce();
  const nonce = data?.nonce ?? contextNonce;
  const locale = i18n?.locale ?? DEFAULT_LOCALE;
  return (
    <html lang={locale} dir={DIRECTION[locale]}>
      <head>
        <meta charSet="utf-8" />
        {/* The visitor's time zone for the next page the server renders (decision 030). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this file, no input. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: TIME_ZONE_SCRIPT }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#dc2f2a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="icon" href="/icons/icon-192.png" type="image/png" sizes="192x192" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <meta name="apple-mobile-web-app-title" content="UCK" />
        <Meta />
        <InlineStyles />
        <Links nonce={nonce} />
      </head>
      <body className="min-h-dvh font-sans">
        <I18nProvider data={i18n}>{children}</I18nProvider>
        {/* The catalogue, before the page's modules run (they are deferred; this is not). */}
        {wire ? <script nonce={nonce} src={wire.src} /> : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // Marks the document interactive (browser tests wait for it before clicking).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    // Offline, honestly (public/sw.js): the built files cached, pages always from the network,
    // the offline page when it is gone. Built sites only: the dev server's modules change.
    if (import.meta.env.PROD && "serviceWorker" in navigator) {
      navigator.serviceWorker.register("/sw.js").catch(() => {});
    }
    // A page's code that cannot be fetched offline: load the page as a document, which the
    // service worker answers with the offline page.
    const offlineReload = (event: Event) => {
      if (navigator.onLine) return;
      event.preventDefault();
      window.location.reload();
    };
    window.addEventListener("vite:preloadError", offlineReload);
    return () => window.removeEventListener("vite:preloadError", offlineReload);
  }, []);
  const navigation = useNavigation();
  const location = useLocation();
  const toCompany =
    navigation.state === "loading" &&
    navigation.location.pathname.startsWith("/company/") &&
    navigation.location.pathname !== location.pathname;
  return (
    <>
      <AppShell user={loaderData.user} sidebarOpen={loaderData.sidebarOpen}>
        <FlashNotice flash={loaderData.flash} />
        {toCompany ? <CompanySkeleton /> : <Outlet />}
      </AppShell>
      <Toaster flash={loaderData.flash} />
    </>
  );
}

export function ErrorBoundary() {
  const data = useRouteLoaderData<typeof loader>("root");
  // A page whose data could not be fetched at all (the network dropped, the server failed) fails
  // here, with the root's share of the same request: it still gets its own error screen when it
  // names one in its handle ("Error Loading Company").
  const screen = useMatches()
    .map((match) => (match.handle as ErrorScreenHandle | undefined)?.errorScreen)
    .findLast(Boolean);
  return (
    <AppShell user={data?.user ?? null} sidebarOpen={data?.sidebarOpen ?? true}>
      <GeneralErrorBoundary fallback={screen ?? somethingWentWrong} />
    </AppShell>
  );
}

const somethingWentWrong = () => <SomethingWentWrong />;

function SomethingWentWrong() {
  const { t } = useI18n();
  return <ErrorPage message={t("error.generic")} />;
}

/** Sets the `tz` cookie when the browser's zone is not the one it holds (a few bytes, inline). */
const TIME_ZONE_SCRIPT = `try{var z=encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone);if(z&&(";"+document.cookie.replace(/ /g,"")+";").indexOf(";${TIME_ZONE_COOKIE}="+z+";")<0)document.cookie="${TIME_ZONE_COOKIE}="+z+";path=/;max-age=${PREFERENCE_COOKIE_SECONDS};samesite=lax"}catch(e){}`;
