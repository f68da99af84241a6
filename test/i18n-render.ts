import { env } from "cloudflare:test";
import { loadSessionUser } from "@worker/auth/current-user";
import { parseConfig } from "@worker/config";
import { requestLanguage } from "@worker/http/language";
import { type ComponentType, createElement, type ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { createRoutesStub, Outlet, useLoaderData } from "react-router";
import { catalogueFor, LANGUAGE_CHOICES } from "~/i18n/catalogue.server";
import { type I18nData, I18nProvider } from "~/i18n/i18n";
import { db } from "./factories";

/**
 * Renders a route's real loader and component in the language the Worker chooses for the
 * request's headers (as test/i18n-sections.test.ts does), signed in as `userId` when given: the
 * page's HTML and its words as a reader sees them.
 */
export const ORIGIN = "http://localhost";
export const TURKISH = { "Accept-Language": "tr-TR,tr;q=0.9,en;q=0.5" };
export const SPANISH = { "Accept-Language": "es-ES,es;q=0.9" };
export const ENGLISH = { "Accept-Language": "en-GB,en;q=0.9" };

const Provider = I18nProvider as ComponentType<{ data: I18nData; children?: ReactNode }>;

function Root() {
  const { i18n } = useLoaderData() as { i18n: I18nData };
  return createElement(Provider, { data: i18n }, createElement(Outlet));
}

export type RouteModule = { default: unknown; loader: (args: never) => Promise<unknown> | unknown };

export async function renderPage(
  route: RouteModule,
  options: {
    path: string;
    url: string;
    params?: Record<string, string>;
    headers: Record<string, string>;
    userId?: string;
  },
) {
  const { path, url, params = {}, headers } = options;
  const request = new Request(`${ORIGIN}${url}`, { headers });
  const { locale, timeZone } = requestLanguage(request, false);
  const user = options.userId ? await loadSessionUser(db, options.userId) : null;
  const context = { db, user, config: parseConfig(env), locale, timeZone };
  const result = (await route.loader({ request, params, context } as never)) as {
    type?: string;
    data?: unknown;
  };
  const loaded = result?.type === "DataWithResponseInit" ? result.data : result;
  const i18n: I18nData = {
    locale,
    timeZone,
    messages: catalogueFor(locale),
    choices: LANGUAGE_CHOICES,
  };
  const rootData = {
    i18n,
    user: null,
    viewer: null,
    publicConfig: { logoUrlTemplate: "", publicHost: ORIGIN, publicShortHost: ORIGIN },
    unreadNotifications: 0,
    flash: null,
    nonce: "",
    sidebarOpen: true,
  };
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => rootData,
      Component: Root,
      children: [
        { id: "page", path, loader: () => loaded, Component: route.default as ComponentType },
      ],
    },
  ]);
  const stream = await renderToReadableStream(
    createElement(Stub, {
      initialEntries: [url],
      hydrationData: { loaderData: { root: rootData, page: loaded } },
    }),
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  const text = html
    .replaceAll("<!-- -->", "")
    .replace(/<[^>]+>/g, "")
    .replaceAll("&amp;", "&")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"');
  return { html, text, loaded: loaded as { pageMessages?: { section: string } } };
}

/** The `{name}`s of a message, sorted. */
export const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
