import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { LANGUAGE_COOKIE, type Locale, TIME_ZONE_COOKIE } from "@shared/i18n";
import { en } from "@shared/messages/en/root";
import { es } from "@shared/messages/es/root";
import { tr } from "@shared/messages/tr/root";
import { createApp } from "@worker/app";
import type { UckLoadContext } from "@worker/load-context";
import {
  createContext,
  type FC,
  createElement as h,
  type ReactNode,
  Suspense,
  use,
  useContext,
} from "react";
import { renderToReadableStream } from "react-dom/server";
import { createRoutesStub, type ServerBuild } from "react-router";
import { expect, it } from "vitest";
import { NotFound } from "~/components/not-found";
import { catalogueFor } from "~/i18n/catalogue.server";
import { type I18nData, I18nProvider, MOMENT, useI18n } from "~/i18n/i18n";
import { pageMessages, SECTIONS } from "~/i18n/sections.server";
import { loader as rootLoader } from "~/root";
import { FloodNote } from "~/routes/complaint/flood-note";

/**
 * Decision 030: a request's language never reaches another request's page. The Worker's real
 * Hono app (its load context) and the real root loader feed a server render of real components
 * (the 404 page) and a probe of the formatters; every render waits on its own promise in a
 * Suspense boundary, so 200 renders in one isolate interleave. Each answer must carry its own
 * request's language and zone, and none of another language's words. A page section (the
 * complaint page's, third slice) comes with each request's own route data, read by a real
 * component that uses it (the flood note).
 */
const CATALOGUES = { en, tr, es } satisfies Record<Locale, unknown>;
const ZONES = ["UTC", "Europe/Istanbul", "America/Mexico_City", "Asia/Tokyo"] as const;
const MOMENT_AT = Date.UTC(2026, 10, 25, 22, 4);

function Probe({ ready }: { ready: Promise<void> }) {
  use(ready);
  const { locale, timeZone, t, plural, date } = useI18n();
  const text = `${locale}|${timeZone}|${t("nav:/")}|${plural("card.comments", 2)}|${date(MOMENT_AT, MOMENT)}`;
  return h("p", { "data-probe": true }, text);
}

/** What one request's render gets: its root data's language and its own wait. */
const PageData = createContext<{ i18n: I18nData; ready: Promise<void> } | null>(null);
const Provider = I18nProvider as FC<{ data: I18nData | null; children?: ReactNode }>;

function Page() {
  const page = useContext(PageData);
  if (!page) throw new Error("no page data");
  return h(
    Provider,
    { data: page.i18n },
    h(NotFound),
    h(FloodNote),
    h(Suspense, { fallback: null }, h(Probe, { ready: page.ready })),
  );
}

const app = createApp(async () => {
  const build = await import("../stubs/server-build");
  return {
    ...build,
    entry: {
      module: {
        default: async (
          request: Request,
          status: number,
          headers: Headers,
          _c: unknown,
          load: UckLoadContext,
        ) => {
          const data = await rootLoader({ request, context: load, params: {} } as never);
          // The page's route data, as a route's loader gives it: its section in this language.
          const page = { pageMessages: pageMessages("complaint", load.locale) };
          const Stub = createRoutesStub([
            { id: "page", path: "/", loader: () => page, Component: Page },
          ]);
          // Each render resumes after its own wait, while the others are mid-render.
          const ready = new Promise<void>((resolve) => setTimeout(resolve, Math.random() * 20));
          const stream = await renderToReadableStream(
            h(
              "html",
              { lang: data.i18n.locale },
              h(
                "body",
                null,
                h(
                  PageData.Provider,
                  { value: { i18n: { ...data.i18n, messages: catalogueFor(load.locale) }, ready } },
                  h(Stub, { hydrationData: { loaderData: { page } } }),
                ),
              ),
            ),
          );
          await stream.allReady;
          headers.set("Content-Type", "text/html; charset=utf-8");
          return new Response(stream, { status, headers });
        },
      },
    },
  } as unknown as ServerBuild;
}, "test");

const ACCEPT: Record<Locale, string> = {
  en: "en-GB,en;q=0.9",
  tr: "tr-TR,tr;q=0.9,en;q=0.5",
  es: "es-MX,es;q=0.9,en;q=0.4",
};
const LOCALES: Locale[] = ["en", "tr", "es"];

it("200 concurrent requests in mixed languages and zones each get their own", async () => {
  const cases = Array.from({ length: 200 }, (_, i) => {
    const wanted = LOCALES[i % 3] as Locale;
    const zone = ZONES[i % 4] as string;
    const other = LOCALES[(i + 1) % 3] as Locale;
    const cookies = [`${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}`];
    const headers: Record<string, string> = {};
    // By the cookie (with a browser asking for another language), or by Accept-Language alone.
    if (i % 2 === 0) {
      cookies.push(`${LANGUAGE_COOKIE}=${wanted}`);
      headers["Accept-Language"] = ACCEPT[other];
    } else {
      headers["Accept-Language"] = ACCEPT[wanted];
    }
    headers.Cookie = cookies.join("; ");
    return { wanted, zone, headers };
  });
  const answers = await Promise.all(
    cases.map(async ({ headers }) => {
      const ctx = createExecutionContext();
      const response = await app.fetch(new Request("http://localhost/", { headers }), env, ctx);
      const html = await response.text();
      await waitOnExecutionContext(ctx);
      return { status: response.status, html };
    }),
  );
  const decoded = (html: string) =>
    html.replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');
  answers.forEach(({ status, html }, i) => {
    const { wanted, zone } = cases[i] as (typeof cases)[number];
    const page = decoded(html);
    expect(status, `request ${i}`).toBe(200);
    expect(page, `request ${i}`).toContain(`<html lang="${wanted}">`);
    const words = CATALOGUES[wanted];
    expect(page, `request ${i}`).toContain(words["error.notFound"]);
    const moment = new Intl.DateTimeFormat(wanted, { ...MOMENT, timeZone: zone }).format(MOMENT_AT);
    const comments = words["card.comments_other"].replace("{count}", "2");
    expect(page, `request ${i}`).toContain(
      `${wanted}|${zone}|${words["nav:/"]}|${comments}|${moment}`,
    );
    expect(page, `request ${i}`).toContain(SECTIONS.complaint[wanted]["flood.note"]);
    for (const other of LOCALES.filter((l) => l !== wanted)) {
      expect(page, `request ${i}`).not.toContain(CATALOGUES[other]["error.notFound"]);
      expect(page, `request ${i}`).not.toContain(SECTIONS.complaint[other]["flood.note"]);
    }
  });
  // Every language and zone was asked for, so a leak had somewhere to show.
  expect(new Set(cases.map((c) => c.wanted)).size).toBe(3);
  expect(new Set(cases.map((c) => c.zone)).size).toBe(4);
});

it("the language cookie wins over Accept-Language, which wins over English; an unknown one is ignored", async () => {
  const lang = async (headers: Record<string, string>) => {
    const ctx = createExecutionContext();
    const response = await app.fetch(new Request("http://localhost/", { headers }), env, ctx);
    const html = await response.text();
    await waitOnExecutionContext(ctx);
    return /<html lang="(\w+)">/.exec(html)?.[1];
  };
  expect(await lang({})).toBe("en");
  expect(await lang({ "Accept-Language": "de-DE,es;q=0.5" })).toBe("es");
  expect(await lang({ "Accept-Language": "fr, tr;q=0.2, es;q=0.1" })).toBe("tr");
  expect(await lang({ Cookie: `${LANGUAGE_COOKIE}=tr`, "Accept-Language": "es" })).toBe("tr");
  expect(await lang({ Cookie: `${LANGUAGE_COOKIE}=xx`, "Accept-Language": "es" })).toBe("es");
});
