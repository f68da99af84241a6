import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { createApp } from "@worker/app";
import type { ServerBuild } from "react-router";
import * as admin from "~/routes/admin";
import * as authType from "~/routes/auth.$authType";
import * as authCallback from "~/routes/auth.callback";
import * as authForgot from "~/routes/auth.forgot-password";
import * as authLogout from "~/routes/auth.logout";
import * as authOauth from "~/routes/auth.oauth";
import * as authResend from "~/routes/auth.resend-verification";
import * as authReset from "~/routes/auth.reset-password";
import * as company from "~/routes/company.$slug";
import * as complaint from "~/routes/complaint.$id";
import * as complaintActions from "~/routes/complaint-actions";
import * as create from "~/routes/create";
import * as createImage from "~/routes/create.image";
import * as feed from "~/routes/feed";
import * as help from "~/routes/help";
import * as mostComplained from "~/routes/most-complained";
import * as nearMe from "~/routes/near-me";
import * as notifications from "~/routes/notifications";
import * as profile from "~/routes/profile";
import * as search from "~/routes/search";
import * as userPage from "~/routes/u.$username";
import * as viral from "~/routes/viral";
import * as stub from "../stubs/server-build";

/**
 * The Worker of worker/index.ts (the same Hono app: CSRF, session, JSON functions) with a
 * server build that holds the real route modules of every action in app/routes.ts, and of the
 * loaders that parse query parameters. The test config aliases
 * `virtual:react-router/server-build` to a stub without routes, so `exports.default.fetch`
 * cannot reach an action; this build can. The root is a stub without a loader and the document
 * handler is the stub's echo: the hostile tests send React Router data requests (`/path.data`,
 * what a browser with JavaScript sends), which run only the action or the route's loader.
 */
const routeModules = {
  "routes/complaint.$id": ["complaint/:id", complaint],
  "routes/complaint-actions": ["complaint/:id/actions", complaintActions],
  "routes/create": ["create", create],
  "routes/create.image": ["create/image", createImage],
  "routes/company.$slug": ["company/:slug", company],
  "routes/u.$username": ["u/:username", userPage],
  "routes/auth.callback": ["auth/callback", authCallback],
  "routes/auth.oauth": ["auth/oauth/:provider", authOauth],
  "routes/auth.logout": ["auth/logout", authLogout],
  "routes/auth.resend-verification": ["auth/resend-verification", authResend],
  "routes/auth.forgot-password": ["auth/forgot-password", authForgot],
  "routes/auth.reset-password": ["auth/reset-password", authReset],
  "routes/auth.$authType": ["auth/:authType", authType],
  "routes/profile": ["profile", profile],
  "routes/admin": ["admin", admin],
  "routes/notifications": ["notifications", notifications],
  "routes/help": ["help", help],
  "routes/feed": ["feed", feed],
  "routes/viral": ["viral", viral],
  "routes/most-complained": ["most-complained", mostComplained],
  "routes/near-me": ["near-me", nearMe],
  "routes/search": ["search", search],
} as const;

const routes: ServerBuild["routes"] = { ...stub.routes };
for (const [id, [path, module]] of Object.entries(routeModules)) {
  routes[id] = { id, parentId: "root", path, module: module as never };
}

const build = { ...stub, routes } as ServerBuild;
const app = createApp(async () => build, "test");

export const ORIGIN = "http://localhost";

/** One request through the Worker's fetch, waiting for its waitUntil work like the runtime. */
export async function workerFetch(request: Request, bindings: Env = env) {
  const ctx = createExecutionContext();
  const response = await app.fetch(request, bindings, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}
