import type { ServerBuild } from "react-router";

/**
 * A minimal React Router server build for the Worker tests. Its document handler answers with
 * what it received, so tests can see that a request reached React Router and with which context.
 */
export const entry: ServerBuild["entry"] = {
  module: {
    default: (_request, status, _headers, _routerContext, loadContext) =>
      Response.json(
        {
          reachedReactRouter: true,
          status,
          nonce: loadContext.nonce,
          requestId: loadContext.requestId,
        },
        { status },
      ),
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
