import type { ServerBuild } from "react-router";

/**
 * A minimal React Router server build for the Worker tests. Its document handler answers with
 * what it received, so tests can see that a request reached React Router and with which context;
 * `?do=sign-in&user=ID&version=N` and `?do=sign-out` call the context's session helpers.
 */
export const entry: ServerBuild["entry"] = {
  module: {
    default: async (request, status, _headers, _routerContext, loadContext) => {
      const url = new URL(request.url);
      const headers = new Headers();
      if (url.searchParams.get("do") === "sign-in") {
        const userId = url.searchParams.get("user") ?? "";
        const version = Number(url.searchParams.get("version") ?? 0);
        headers.append("Set-Cookie", await loadContext.auth.signIn(userId, version));
      }
      if (url.searchParams.get("do") === "sign-out") {
        headers.append("Set-Cookie", await loadContext.auth.signOut());
      }
      return Response.json(
        {
          reachedReactRouter: true,
          status,
          nonce: loadContext.nonce,
          requestId: loadContext.requestId,
          userId: loadContext.user?.id ?? null,
          role: loadContext.user?.role ?? null,
          flash: loadContext.flash,
        },
        { status, headers },
      );
    },
  },
};
export const routes: ServerBuild["routes"] = {
  root: { id: "root", path: "", module: { default: () => null } },
};
export const assets: ServerBuild["assets"] = {
  entry: { module: "/entry.client.js", imports: [] },
  routes: {},
  url: "/manifest.js",
  version: "test",
};
export const publicPath = "/";
export const assetsBuildDirectory = "build/client";
export const future: ServerBuild["future"] = {
  v8_middleware: false,
  v8_passThroughRequests: false,
  v8_trailingSlashAwareDataRequests: false,
};
export const ssr = true;
export const isSpaMode = false;
export const prerender: string[] = [];
export const routeDiscovery: ServerBuild["routeDiscovery"] = {
  mode: "lazy",
  manifestPath: "/__manifest",
};
