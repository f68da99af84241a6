import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { createApp } from "@worker/app";
import type { ServerBuild } from "react-router";
import * as stub from "../stubs/server-build";

export const ORIGIN = "http://localhost";

/**
 * Every route module of app/routes.ts that exports an action, at its real path. The Worker tests'
 * stub build has no routes, so this build mounts the real actions (and nothing else: no loaders,
 * no components) behind the real root app of worker/app.ts, with its CSRF check and session
 * middleware. Each route is served as a resource route, so an action's answer comes back as
 * JSON with its status, and a redirect as a redirect. A module is imported on its first call,
 * so a test file pays only for the routes it posts to.
 */
export const ACTION_ROUTES = {
  "routes/admin.tsx": ["admin", () => import("~/routes/admin")],
  "routes/auth.$authType.tsx": ["auth/:authType", () => import("~/routes/auth.$authType")],
  "routes/auth.callback.tsx": ["auth/callback", () => import("~/routes/auth.callback")],
  "routes/auth.forgot-password.tsx": [
    "auth/forgot-password",
    () => import("~/routes/auth.forgot-password"),
  ],
  "routes/auth.logout.tsx": ["auth/logout", () => import("~/routes/auth.logout")],
  "routes/auth.oauth.tsx": ["auth/oauth/:provider", () => import("~/routes/auth.oauth")],
  "routes/auth.resend-verification.tsx": [
    "auth/resend-verification",
    () => import("~/routes/auth.resend-verification"),
  ],
  "routes/auth.reset-password.tsx": [
    "auth/reset-password",
    () => import("~/routes/auth.reset-password"),
  ],
  "routes/company.$slug.tsx": ["company/:slug", () => import("~/routes/company.$slug")],
  "routes/company.$slug.claim.tsx": [
    "company/:slug/claim",
    () => import("~/routes/company.$slug.claim"),
  ],
  "routes/complaint.$id.tsx": ["complaint/:id", () => import("~/routes/complaint.$id")],
  "routes/complaint-actions.tsx": [
    "complaint/:id/actions",
    () => import("~/routes/complaint-actions"),
  ],
  "routes/create.tsx": ["create", () => import("~/routes/create")],
  "routes/create.image.tsx": ["create/image", () => import("~/routes/create.image")],
  "routes/help.tsx": ["help", () => import("~/routes/help")],
  "routes/notifications.tsx": ["notifications", () => import("~/routes/notifications")],
  "routes/profile.tsx": ["profile", () => import("~/routes/profile")],
  "routes/u.$username.tsx": ["u/:username", () => import("~/routes/u.$username")],
} satisfies Record<string, [path: string, load: () => Promise<{ action: unknown }>]>;

/** The action routes' paths, for the tests that must reach every one of them. */
export const ACTION_PATHS = Object.values(ACTION_ROUTES).map(([path]) => path);

type ActionFunction = (args: unknown) => Promise<unknown>;

const routes: ServerBuild["routes"] = { root: stub.routes.root };
for (const [id, [path, load]] of Object.entries(ACTION_ROUTES)) {
  const action = async (args: unknown) => ((await load()).action as ActionFunction)(args);
  routes[id] = { id, parentId: "root", path, module: { action } as never };
}

const build: ServerBuild = { ...stub, routes };

/** The real root Hono app of worker/app.ts in front of the real route actions. */
export const actionsApp = createApp(async () => build, "test");

/** The test env plus Google credentials, so /auth/oauth/google gets as far as the redirect. */
const appEnv = {
  ...env,
  GOOGLE_CLIENT_ID: "authz-google-client",
  GOOGLE_CLIENT_SECRET: "authz-google-secret",
};

export type Answer = {
  status: number;
  location: string | null;
  setCookie: string[];
  body: Record<string, unknown> | null;
};

async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  let body: Record<string, unknown> | null = null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object") body = parsed as Record<string, unknown>;
  } catch {
    body = null;
  }
  return {
    status: response.status,
    location: response.headers.get("Location"),
    setCookie: response.headers.getSetCookie(),
    body,
  };
}

/** One request through actionsApp; waits for its waitUntil work (image deletes, addresses). */
export async function fetchApp(request: Request): Promise<Answer> {
  const ctx = createExecutionContext();
  const response = await actionsApp.fetch(request, appEnv, ctx);
  const answer = await answerOf(response);
  await waitOnExecutionContext(ctx);
  return answer;
}

/** One request through the real Worker (exports.default), as the JSON functions are reached. */
export async function fetchWorker(request: Request): Promise<Answer> {
  return answerOf(await exports.default.fetch(request));
}

export type Body =
  | { form: Record<string, string | Blob> }
  | { json: unknown }
  | { raw: BodyInit; type: string };

/** A same-origin POST as a browser sends it, with the actor's session cookie if any. */
export function post(path: string, body: Body, cookie: string | null, headers = {}) {
  const init: RequestInit & { headers: Record<string, string> } = {
    method: "POST",
    headers: { Origin: ORIGIN, ...headers },
  };
  if (cookie) init.headers.Cookie = cookie;
  if ("form" in body) {
    const form = new FormData();
    for (const [name, value] of Object.entries(body.form)) form.append(name, value);
    init.body = form;
  } else if ("json" in body) {
    init.body = JSON.stringify(body.json);
    init.headers["Content-Type"] = "application/json";
  } else {
    init.body = body.raw;
    init.headers["Content-Type"] = body.type;
  }
  return new Request(`${ORIGIN}${path}`, init);
}
