import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { createApp } from "@worker/app";
import { createSession } from "@worker/auth/session";
import type { ServerBuild } from "react-router";
import * as authRoute from "~/routes/auth.$authType";
import * as companyRoute from "~/routes/company.$slug";
import * as claimLinkRoute from "~/routes/company.$slug.claim";
import * as complaintRoute from "~/routes/complaint.$id";
import * as createRoute from "~/routes/create";
import * as imageRoute from "~/routes/create.image";
import * as stub from "../stubs/server-build";
import { FaultPlan, faultyEnv } from "./failing-bindings";

/**
 * The Worker's real Hono app (worker/app.ts: config, CSRF, session from KV, load context over the
 * bindings) in front of the real route modules. Each route exposes only its action (the claim
 * link also its loader), so React Router answers as for a resource route: the action's data as JSON, a
 * thrown error as a 500 "Unexpected Server Error" (what the route's error boundary shows).
 */
type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];
const route = (id: string, path: string, module: object) => ({
  id,
  parentId: "root",
  path,
  // Without a default component the route answers like a resource route (see above).
  module: module as RouteModule,
});
const build: ServerBuild = {
  ...stub,
  routes: {
    ...stub.routes,
    create: route("create", "create", { action: createRoute.action }),
    image: route("image", "create/image", { action: imageRoute.action }),
    complaint: route("complaint", "complaint/:id", { action: complaintRoute.action }),
    company: route("company", "company/:slug", { action: companyRoute.action }),
    claim: route("claim", "company/:slug/claim", {
      loader: claimLinkRoute.loader,
      action: claimLinkRoute.action,
    }),
    auth: route("auth", "auth/:authType", { action: authRoute.action }),
  },
};
const app = createApp(async () => build, "production");

export const ORIGIN = "http://localhost";

/** A signed-in browser: a session stored in the real KV, sent as the cookie. */
export async function sessionFor(userId: string) {
  const { token } = await createSession(env.SESSIONS, userId, 0, Date.now());
  return `uck_session=${token}`;
}

/** What a browser gets back: status, body (parsed when JSON), redirect target and cookies. */
export type Answer = {
  status: number;
  body: unknown;
  location: string | null;
  cookies: string[];
};

/**
 * One request through the app with every storage binding wrapped by `plan`; waits for the
 * work the request left to waitUntil (image clean-up) before answering.
 */
export async function send(
  plan: FaultPlan,
  path: string,
  init: { cookie?: string; form?: FormData | Record<string, string>; json?: unknown } = {},
): Promise<Answer> {
  const headers = new Headers({ Origin: ORIGIN });
  if (init.cookie) headers.set("Cookie", init.cookie);
  let body: BodyInit | undefined;
  if (init.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(init.json);
  } else if (init.form instanceof FormData) {
    body = init.form;
  } else if (init.form) {
    body = new URLSearchParams(init.form);
  }
  const request = new Request(`${ORIGIN}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers,
    body,
    redirect: "manual",
  });
  const ctx = createExecutionContext();
  const response = await app.fetch(request, faultyEnv(env, plan), ctx);
  await waitOnExecutionContext(ctx);
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: the text itself (a generic error page's message).
  }
  return {
    status: response.status,
    body: parsed,
    location: response.headers.get("Location"),
    cookies: response.headers.getSetCookie(),
  };
}

/** The generic answers of an unexpected failure (Hono's onError; React Router's error route). */
export const GENERIC_ERRORS = [
  "Something went wrong. Please try again.",
  "Unexpected Server Error",
  { success: false, error: "Something went wrong. Please try again." },
];

/**
 * Fails each storage call of `act` in turn. A healthy run counts the calls; then for each call
 * n: a fresh `arrange()`, `act` with the nth call failing, `check` of what the user saw and what
 * is stored, and, unless that attempt succeeded anyway, a healthy retry that must succeed.
 * Returns how many calls were failed in turn and how many of those failed the request.
 */
export async function sweepFaults<S>(flow: {
  arrange: () => Promise<S>;
  act: (plan: FaultPlan, setup: S) => Promise<Answer>;
  succeeded: (answer: Answer) => boolean;
  check: (setup: S, answer: Answer, plan: FaultPlan) => Promise<void>;
}) {
  const counting = new FaultPlan();
  const first = await flow.act(counting, await flow.arrange());
  if (!flow.succeeded(first)) throw new Error(`healthy run failed: ${JSON.stringify(first)}`);
  const calls = counting.calls.length;
  let failed = 0;
  for (let n = 1; n <= calls; n++) {
    const setup = await flow.arrange();
    const plan = new FaultPlan().failNth(n);
    const answer = await flow.act(plan, setup);
    await flow.check(setup, answer, plan);
    if (flow.succeeded(answer)) continue;
    failed += 1;
    const retry = await flow.act(new FaultPlan(), setup);
    if (!flow.succeeded(retry))
      throw new Error(`retry after ${plan.failed.join()} failed: ${JSON.stringify(retry)}`);
    await flow.check(setup, retry, plan);
  }
  return { calls, failed };
}
