import { loadSessionUser } from "@worker/auth/current-user";
import { requestLanguage } from "@worker/http/language";
import {
  type ComponentType,
  createContext,
  createElement,
  type ReactNode,
  useContext,
} from "react";
import { renderToReadableStream } from "react-dom/server";
import { createRoutesStub, Outlet, useLoaderData } from "react-router";
import {
  catalogueFor,
  catalogueScript,
  headWordsFor,
  LANGUAGE_CHOICES,
} from "~/i18n/catalogue.server";
import { type I18nData, I18nProvider, type I18nWire } from "~/i18n/i18n";
import type { SectionName } from "~/i18n/page-messages";
import { pageMessages } from "~/i18n/sections.server";
import { db } from "../factories";
import { type RouteModule as HarnessRoute, renderPage as renderRoute } from "../harness/render";

/**
 * Renders a route's real loader and component (test/harness/render.ts) in the language the
 * Worker chooses for the request's headers, signed in as `userId` when given: the page's HTML
 * and its words as a reader sees them.
 */
export const ORIGIN = "http://localhost";
export const TURKISH = { "Accept-Language": "tr-TR,tr;q=0.9,en;q=0.5" };
export const SPANISH = { "Accept-Language": "es-ES,es;q=0.9" };
export const ENGLISH = { "Accept-Language": "en-GB,en;q=0.9" };

const Provider = I18nProvider as ComponentType<{ data: I18nData; children?: ReactNode }>;

/** The root: the page's language from the root data, as app/root.tsx's Layout gives it. */
function Root() {
  const { i18n } = useLoaderData() as { i18n: I18nData };
  return createElement(Provider, { data: i18n }, createElement(Outlet));
}

/** The catalogue data a page in `locale` gets from the root loader. */
export const i18nData = (locale: I18nData["locale"], timeZone = "UTC"): I18nData => ({
  locale,
  timeZone,
  messages: catalogueFor(locale),
  choices: LANGUAGE_CHOICES,
});

/** The language data as the root loader sends it (decision 037: the catalogue by its script). */
export const rootWire = (locale: I18nData["locale"], timeZone = "UTC"): I18nWire => ({
  locale,
  timeZone,
  choices: LANGUAGE_CHOICES,
  src: catalogueScript(locale).src,
  head: headWordsFor(locale),
});

export type RouteModule = { default: unknown; loader: (args: never) => Promise<unknown> | unknown };

/** The words of rendered HTML as a reader sees them: no comments between parts, entities undone. */
export const wordsOf = (html: string) =>
  html
    .replaceAll("<!-- -->", "")
    .replace(/<[^>]+>/g, "")
    .replaceAll("&amp;", "&")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"');

export async function renderPage(
  route: RouteModule,
  options: {
    path: string;
    url: string;
    params?: Record<string, string>;
    headers: Record<string, string>;
    userId?: string;
    /** More of the load context than the language (a bucket the loader reads). */
    context?: Record<string, unknown>;
  },
) {
  const request = new Request(`${ORIGIN}${options.url}`, { headers: options.headers });
  const { locale, timeZone } = requestLanguage(request, false);
  const viewer = options.userId ? await loadSessionUser(db, options.userId) : null;
  const { html, loaded } = await renderRoute(route as HarnessRoute, {
    path: options.path,
    url: options.url,
    params: options.params,
    headers: options.headers,
    viewer,
    context: { ...options.context, locale, timeZone },
    rootData: { i18n: i18nData(locale, timeZone) },
    Root,
  });
  return {
    html,
    text: wordsOf(html),
    loaded: loaded as { pageMessages?: { section: string } },
  };
}

/** The `{name}`s of a message, sorted. */
export const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** The element renderWithWords shows, handed to its route's component through context. */
const SlotContext = createContext<ReactNode>(null);
const Slot = () => useContext(SlotContext);

/**
 * A component rendered to HTML as the server would, with the root catalogue of `locale` and,
 * when named, a page section in the loader data (as a route's loader sends it), inside a router
 * for its links: for components whose words come from a section (e.g. the company page's).
 */
export async function renderWithWords(
  element: ReactNode,
  { locale = "en", section }: { locale?: I18nData["locale"]; section?: SectionName } = {},
) {
  const Stub = createRoutesStub([{ id: "page", path: "/", Component: Slot }]);
  const loaderData = { page: section ? { pageMessages: pageMessages(section, locale) } : {} };
  const stream = await renderToReadableStream(
    createElement(
      Provider,
      { data: i18nData(locale) },
      createElement(
        SlotContext.Provider,
        { value: element },
        createElement(Stub, { initialEntries: ["/"], hydrationData: { loaderData } }),
      ),
    ),
  );
  await stream.allReady;
  return (await new Response(stream).text()).replaceAll("<!-- -->", "");
}
