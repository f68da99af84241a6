import { env } from "cloudflare:test";
import type { SessionUser } from "@worker/auth/current-user";
import { parseConfig } from "@worker/config";
import { type ComponentType, createElement } from "react";
import { renderToReadableStream } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { db } from "../factories";

/**
 * The one way the Worker tests read a page's words (the harness does not SSR the app): a route's
 * real loader runs over the test database, then its real component renders under a root route
 * with React's streaming server renderer (as entry.server.tsx uses it, so deferred data is
 * included), to HTML.
 */
const ORIGIN = "http://localhost";

export type RouteModule = {
  default: unknown;
  loader: (args: never) => Promise<unknown>;
  meta?: unknown;
};

export type RenderOptions = {
  /** The route's path pattern under the root ("complaint/:id"). */
  path: string;
  /** The address asked for ("/complaint/abc"). */
  url: string;
  params?: Record<string, string>;
  /** The signed-in person, or null for a reader. */
  viewer?: SessionUser | null;
  /** The request's headers (Accept-Language, …). */
  headers?: Record<string, string>;
  /** More of the load context than db, user and config (locale, clientIp, …). */
  context?: Record<string, unknown>;
  /** More of the root's data than the user, public config and defaults (i18n, …). */
  rootData?: Record<string, unknown>;
  /** The root's component; by default it renders only the page (an <Outlet>). */
  Root?: ComponentType;
  /** The CSP nonce the renderer puts on its scripts. */
  nonce?: string;
};

function OutletOnly() {
  return createElement(Outlet);
}

/**
 * Runs `route`'s loader for `options.url`, then renders its component (and its `meta`, if the
 * root draws <Meta>). A loader that throws an answer with a status (`throw data(…, 404)`)
 * gives that status and no HTML; any other throw fails the test.
 */
export async function renderPage(route: RouteModule, options: RenderOptions) {
  const viewer = options.viewer ?? null;
  const request = new Request(`${ORIGIN}${options.url}`, { headers: options.headers });
  const context = { db, user: viewer, config: parseConfig(env), ...options.context };
  let loaded: unknown;
  try {
    const result = (await route.loader({
      request,
      params: options.params ?? {},
      context,
    } as never)) as { type?: string; data?: unknown };
    loaded = result?.type === "DataWithResponseInit" ? result.data : result;
  } catch (thrown) {
    const status = (thrown as { init?: { status?: number } } | null)?.init?.status;
    if (status === undefined) throw thrown;
    return { status, html: "", loaded: undefined };
  }
  const rootData = {
    user: viewer && {
      id: viewer.id,
      name: viewer.profile?.fullName ?? viewer.email,
      username: viewer.profile?.username ?? null,
      avatarUrl: null,
      role: viewer.role,
    },
    publicConfig: { logoUrlTemplate: "", publicHost: ORIGIN, publicShortHost: ORIGIN },
    unreadNotifications: 0,
    flash: null,
    nonce: "",
    sidebarOpen: true,
    ...options.rootData,
  };
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => rootData,
      Component: options.Root ?? OutletOnly,
      children: [
        {
          id: "page",
          path: options.path,
          loader: () => loaded,
          meta: route.meta as never,
          Component: route.default as ComponentType,
        },
      ],
    },
  ]);
  const stream = await renderToReadableStream(
    createElement(Stub, {
      initialEntries: [options.url],
      hydrationData: { loaderData: { root: rootData, page: loaded } },
    }),
    options.nonce === undefined ? undefined : { nonce: options.nonce },
  );
  await stream.allReady;
  return { status: 200, html: await new Response(stream).text(), loaded };
}
