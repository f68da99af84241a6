import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { createApp } from "@worker/app";
import { createSession } from "@worker/auth/session";
import { createUser } from "../factories";
import { buildFor, loadRoutesFor, type Shape } from "./routes";

/**
 * The one way the Worker tests reach routes: the real root Hono app of worker/app.ts (config,
 * CSRF check, session middleware, load context over the bindings, the JSON functions) in front
 * of the real route modules of ./routes.ts, run in workerd with the test env.
 */
export const ORIGIN = "http://localhost";

export type Mode = "test" | "production";
export type Options = {
  /** How the route modules are mounted (./routes.ts); default "resource". */
  shape?: Shape;
  /** React Router's server mode; "production" hides error details and logs them. */
  mode?: Mode;
  /** The bindings and vars; default the test env. */
  env?: object;
  /** Called once the answer is read, before the work left to waitUntil is awaited. */
  onAnswer?: () => void;
};

const apps = new Map<string, ReturnType<typeof createApp>>();

/** The root app for a shape and mode (made once per test file). */
export function appFor(shape: Shape = "resource", mode: Mode = "test") {
  const key = `${shape} ${mode}`;
  let app = apps.get(key);
  if (!app) {
    app = createApp(async () => buildFor(shape), mode);
    apps.set(key, app);
  }
  return app;
}

/** The test env plus Google credentials, so /auth/oauth/google gets as far as the redirect. */
export const OAUTH_ENV = {
  ...env,
  GOOGLE_CLIENT_ID: "authz-google-client",
  GOOGLE_CLIENT_SECRET: "authz-google-secret",
};

/** The test env with `vars` laid over it; an undefined var is removed (its default applies). */
export function envWith(vars: Record<string, string | undefined>): Record<string, unknown> {
  const next: Record<string, unknown> = { ...env };
  for (const [name, value] of Object.entries(vars)) {
    if (value === undefined) delete next[name];
    else next[name] = value;
  }
  return next;
}

/**
 * Sends the request; the response is there before the work it left to waitUntil (image
 * clean-up, mail, addresses) has settled: `settled()` waits for that.
 */
export async function dispatch(request: Request, options: Options = {}) {
  await loadRoutesFor(new URL(request.url).pathname);
  const ctx = createExecutionContext();
  const app = appFor(options.shape, options.mode);
  const response = await app.fetch(request, (options.env ?? env) as Env, ctx);
  return { response, settled: () => waitOnExecutionContext(ctx) };
}

/**
 * One request, its waitUntil work settled, as the raw Response. The body is read first: work
 * left for after the answer starts once its last byte has been taken (worker/http/answer-sent.ts).
 */
export async function fetchResponse(request: Request, options: Options = {}) {
  const { response, settled } = await dispatch(request, options);
  if (!response.body) {
    await settled();
    return response;
  }
  const body = await response.arrayBuffer();
  await settled();
  return new Response(body, response);
}

/** What a browser gets back: status, redirect target, cookies and the body (JSON or text). */
export type Answer = {
  status: number;
  location: string | null;
  cookies: string[];
  body: unknown;
};

export async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the text itself (a generic error page's message).
  }
  return {
    status: response.status,
    location: response.headers.get("Location"),
    cookies: response.headers.getSetCookie(),
    body,
  };
}

/** A field of a JSON object body (undefined for any other body). */
export function field(answer: Answer, name: string): unknown {
  const { body } = answer;
  return body && typeof body === "object" ? (body as Record<string, unknown>)[name] : undefined;
}

/** One request through the app, answered, with its waitUntil work settled. */
export async function fetchApp(request: Request, options: Options = {}): Promise<Answer> {
  const { response, settled } = await dispatch(request, options);
  const answer = await answerOf(response);
  options.onAnswer?.();
  await settled();
  return answer;
}

/** One request through the real Worker (exports.default), as the JSON functions are reached. */
export async function fetchWorker(request: Request): Promise<Answer> {
  return answerOf(await exports.default.fetch(request));
}

export type Body =
  | { form: Record<string, string | Blob> | FormData }
  | { urlencoded: Record<string, string> }
  | { json: unknown }
  | { raw: BodyInit; type: string };

/**
 * A same-origin POST as a browser sends it, with the session cookie if any. `path` is a path
 * on ORIGIN or a whole URL (then the Origin is that URL's).
 */
export function post(path: string, body: Body, cookie?: string | null, headers = {}) {
  const url = path.startsWith("/") ? `${ORIGIN}${path}` : path;
  const init: RequestInit & { headers: Record<string, string> } = {
    method: "POST",
    headers: { Origin: new URL(url).origin, ...headers },
    redirect: "manual",
  };
  if (cookie) init.headers.Cookie = cookie;
  if ("form" in body) {
    if (body.form instanceof FormData) init.body = body.form;
    else {
      const form = new FormData();
      for (const [name, value] of Object.entries(body.form)) form.append(name, value);
      init.body = form;
    }
  } else if ("urlencoded" in body) {
    init.body = new URLSearchParams(body.urlencoded);
  } else if ("json" in body) {
    init.body = JSON.stringify(body.json);
    init.headers["Content-Type"] = "application/json";
  } else {
    init.body = body.raw;
    init.headers["Content-Type"] = body.type;
  }
  return new Request(url, init);
}

/** A GET as a browser sends it, with the session cookie if any. */
export function get(path: string, cookie?: string | null) {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  return new Request(`${ORIGIN}${path}`, { headers, redirect: "manual" });
}

/**
 * The session cookie of a signed-in browser: a session stored in the real KV, as sign-in
 * stores it (`__Host-` prefixed in production), without hashing a password.
 */
export async function sessionCookie(
  userId: string,
  options: { version?: number; production?: boolean } = {},
) {
  const { token } = await sessionFor(userId, options.version);
  return `${options.production ? "__Host-uck_session" : "uck_session"}=${token}`;
}

/** The session itself (its KV key is `session:${session.id}`) and its token. */
export function sessionFor(userId: string, version = 0) {
  return createSession(env.SESSIONS, userId, version, Date.now());
}

/** A fresh user with a profile (test/factories.ts), signed in: the cheap per-test actor. */
export async function signedInUser(overrides: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(overrides);
  return { id: user.id, cookie: await sessionCookie(user.id) };
}
