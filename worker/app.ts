import { Hono } from "hono";
import type { ServerBuild } from "react-router";
import { createRequestHandler } from "react-router";
import { functionsApp } from "./api/functions";
import { parseConfig } from "./config";
import { createDb } from "./db/client";
import type { AppEnv } from "./http/app-env";
import { csrfOriginCheck, securityHeaders } from "./http/security";
import type { UckLoadContext } from "./load-context";
import { serveImage } from "./storage/serve-image";

/**
 * The root Hono app. Middleware order: request id → config and db → security headers → CSRF;
 * then the JSON functions, the image reader, and React Router for everything else.
 */
export function createApp(loadBuild: () => Promise<ServerBuild>, mode: string) {
  const handleRequest = createRequestHandler(loadBuild, mode);
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    const id = crypto.randomUUID();
    c.set("requestId", id);
    c.set("config", parseConfig(c.env));
    c.set("db", createDb(c.env.DB));
    await next();
    c.res.headers.set("X-Request-Id", id);
  });
  app.use(securityHeaders);
  app.use(csrfOriginCheck);

  app.route("/api/functions", functionsApp);
  app.on(["GET", "HEAD"], "/images/:bucket/:key", serveImage);

  // `all`, not `get`: React Router actions are POSTs.
  app.all("*", (c) => {
    const context: UckLoadContext = {
      db: c.get("db"),
      config: c.get("config"),
      requestId: c.get("requestId"),
      nonce: c.get("secureHeadersNonce") ?? "",
      waitUntil: (promise) => c.executionCtx.waitUntil(promise),
    };
    return handleRequest(c.req.raw, context);
  });

  app.onError((error, c) => {
    console.error(JSON.stringify({ requestId: c.get("requestId"), error: String(error) }));
    const wantsJson = c.req.path.startsWith("/api/");
    return wantsJson
      ? c.json({ success: false, error: "Something went wrong. Please try again." }, 500)
      : c.text("Something went wrong. Please try again.", 500);
  });

  return app;
}
