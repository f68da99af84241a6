import { GENERIC_FAILURE } from "@shared/failure-text";
import { Hono } from "hono";
import { createRequestHandler, type RequestHandler, type ServerBuild } from "react-router";
import { functionsApp } from "./api/functions";
import { apiV1 } from "./api/v1";
import { isApiV1Path, problemBody, problemResponse } from "./api/v1/problem";
import { expiredCookie, sessionCookie, sessionCookieName } from "./auth/cookies";
import { sessionMiddleware } from "./auth/middleware";
import { createSession, deleteSession } from "./auth/session";
import { parseConfig } from "./config";
import { createDb } from "./db/client";
import { bookmarkCookie, countD1, type D1Usage, openD1Session } from "./db/d1-session";
import { whenSent } from "./http/answer-sent";
import type { AppEnv } from "./http/app-env";
import { atomFeed } from "./http/atom-feeds";
import { clientAddressKey } from "./http/client-address";
import { companyBadge } from "./http/company-badge";
import { companyMailForm, companyMailOneClick } from "./http/company-mail";
import { edgeCache } from "./http/edge-cache";
import { clearFlashCookie, FLASH_COOKIE, flashCookie, readFlash } from "./http/flash";
import { chooseLanguage, requestLanguage } from "./http/language";
import { letterLogo } from "./http/letter-logo";
import { mailWebhook } from "./http/mail-webhook";
import { movedCompany } from "./http/moved-companies";
import { openDataFile } from "./http/open-data-files";
import { drawComplaintCard, pictureCard } from "./http/picture-cards";
import { readiness } from "./http/readiness";
import { csrfOriginCheck, securityHeaders } from "./http/security";
import { robots, sitemapIndex, sitemapPart } from "./http/sitemaps";
import { unsubscribePost } from "./http/unsubscribe";
import type { UckLoadContext } from "./load-context";
import { errorText, logEvent } from "./log";
import { reportError } from "./observability/error-reports";
import { actorAddress } from "./services/complaints/ranking";
import { castUck } from "./services/complaints/ucks";
import { createMailer } from "./services/mail/mailer";
import { createPostbox } from "./services/mail/postbox";
import { recordUserAddress } from "./services/users/address-blocks";
import { publishUpload, storeUpload } from "./storage/complaint-images";
import { deleteStoredImage } from "./storage/delete-image";
import { serveImage } from "./storage/serve-image";

/**
 * The runtime has taken an answer's last byte; it still has to write it. Work that depends on
 * who asked (a reset token's lookup) waits this long more, so it never delays those last bytes:
 * with the lookup right after the last byte, the bench still timed known addresses' resets
 * 12 ms slower (median of 200, 34.2 against 21.8 ms) than unknown ones'.
 */
const AFTER_ANSWER_GRACE_MS = 50;
const afterTheLastByte = () =>
  new Promise<void>((resolve) => setTimeout(resolve, AFTER_ANSWER_GRACE_MS));

/** GET responses that render the root loader (documents and React Router data requests). */
function deliversRootData(request: Request, response: Response) {
  if (request.method !== "GET" || response.status !== 200) return false;
  const { pathname } = new URL(request.url);
  return (
    pathname.endsWith(".data") ||
    (response.headers.get("Content-Type") ?? "").startsWith("text/html")
  );
}

/**
 * React Router's request handler. Given a function, React Router builds everything again on each
 * request (the route tree, its static handler, every path's pattern), so that the dev server's
 * reloads are seen; that was about a tenth of a page's server time (scripts/bench/profile.ts).
 * Here the handler is made again only when the build is another object: a built server's never
 * is, the dev server's is after a reload, and the Worker tests' grows a route at a time.
 */
function reactRouterHandler(loadBuild: () => Promise<ServerBuild>, mode: string): RequestHandler {
  let made: { build: ServerBuild; handler: RequestHandler } | undefined;
  return async (request, context) => {
    const build = await loadBuild();
    if (made?.build !== build) made = { build, handler: createRequestHandler(build, mode) };
    return made.handler(request, context);
  };
}

/**
 * The root Hono app. Middleware order: request id, config and db → security headers → CSRF →
 * session; then the JSON functions, the image reader, and React Router for everything else.
 */
export function createApp(loadBuild: () => Promise<ServerBuild>, mode: string) {
  const handleRequest = reactRouterHandler(loadBuild, mode);
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    const id = crypto.randomUUID();
    c.set("requestId", id);
    const config = parseConfig(c.env);
    c.set("config", config);
    const session = openD1Session(c.env.DB, c.req.raw);
    // Bench mode only: count (and on request trace) what this request sends to D1.
    const usage: D1Usage | null =
      c.env.BENCH_D1_COUNT === "1"
        ? {
            roundTrips: 0,
            statements: 0,
            writes: 0,
            trace: c.req.header("X-Bench-Trace") === "1",
          }
        : null;
    // drizzle needs only prepare and batch, which a D1 session has.
    const d1 = (usage ? countD1(session, usage) : session) as unknown as D1Database;
    const db = createDb(d1);
    c.set("db", db);
    // Read only, outside the session: nothing writes to the archive but the move-out.
    c.set("archiveDb", createDb(c.env.ARCHIVE_DB));
    const postbox = createPostbox({ db, mailer: createMailer(config, db), config });
    c.set("postbox", postbox);
    c.set("ucks", c.env.UCKS);
    await next();
    c.res.headers.set("X-Request-Id", id);
    const carried = bookmarkCookie(config, c.req.raw, session);
    if (carried) c.res.headers.append("Set-Cookie", carried);
    if (usage) {
      c.res.headers.set("X-D1-Round-Trips", String(usage.roundTrips));
      c.res.headers.set("X-D1-Statements", String(usage.statements));
      c.res.headers.set("X-D1-Writes", String(usage.writes));
    }
    // What the request left for after its answer: mail it queued, a reset token, … Delivery
    // hangs on this postbox, so no route or function can forget to send what it queued. It
    // starts once the answer's last byte has left (docs/performance.md's timing findings: a reset request's lookup, run
    // while the page still streamed, told known addresses by time).
    if (!postbox.waiting()) {
      c.executionCtx.waitUntil(postbox.settle());
      return;
    }
    const { response, sent } = whenSent(c.res);
    c.res = response;
    c.executionCtx.waitUntil(postbox.settle(sent.then(afterTheLastByte)));
  });
  // Before the security headers: the badge is for other sites' pages and sets its own.
  app.get(
    "/company/:slug/badge.svg",
    movedCompany((slug) => `/company/${slug}/badge.svg`),
    companyBadge,
  );
  // Also before them: the picture a shared link shows, fetched by other sites' crawlers.
  app.get("/cards/:kind/:file", pictureCard);
  app.use(securityHeaders);
  // The public read API: no session (nothing personal), its own CORS, limits, ETags and problem
  // answers. Before the Origin check: it changes nothing (every method but GET, HEAD and OPTIONS
  // answers 405 there), so that check has nothing to guard, and a server-side client, which
  // sends no Origin, gets the 405 with Allow rather than a cross-origin refusal.
  app.route("/api/v1", apiV1);
  // Nothing else answers a preflight or OPTIONS probe (no other cross-origin API): say so
  // plainly instead of letting a route action try to read a form from it.
  app.options("*", (c) => c.body(null, 405, { Allow: "GET, HEAD, POST" }));
  // Before the Origin check: mail clients post one-click unsubscribes without one (RFC 8058).
  app.post("/unsubscribe", unsubscribePost);
  app.post("/company-mail", companyMailOneClick);
  // The mail provider's bounce and complaint events: a server posts them, signed (Svix).
  app.post("/webhooks/mail", mailWebhook);
  app.use(csrfOriginCheck);
  // A mail's "confirm" and "not ours" links, from their page only (after the Origin check).
  app.post("/company-mail", companyMailForm);
  app.use(edgeCache);
  app.on(["GET", "HEAD"], "/images/:bucket/:key", serveImage);
  app.get("/logos/letter/:name", letterLogo);
  app.get("/robots.txt", robots);
  app.get("/sitemap.xml", sitemapIndex);
  app.get("/sitemaps/:file", sitemapPart);
  app.get(
    "/feed.atom",
    atomFeed(() => ({ kind: "all" })),
  );
  app.get(
    "/company/:slug/feed.atom",
    movedCompany((slug) => `/company/${slug}/feed.atom`),
    atomFeed((c) => ({ kind: "company", slug: c.req.param("slug") ?? "" })),
  );
  app.get(
    "/category/:slug/feed.atom",
    atomFeed((c) => ({ kind: "category", slug: c.req.param("slug") ?? "" })),
  );
  app.get("/data/files/:period/:file", openDataFile);
  app.use(sessionMiddleware);
  // The language switch (a plain form: it works without JavaScript). After the session: a
  // signed-in member's choice is also kept on their account, for their mails.
  app.post("/language", chooseLanguage);
  // Liveness for monitors, and the bench's floor: every middleware a page passes, no D1, no React.
  app.get("/healthz", (c) => c.text("ok", 200, { "Cache-Control": "no-store" }));
  app.get("/readyz", readiness);

  app.route("/api/functions", functionsApp);

  // `all`, not `get`: React Router actions are POSTs.
  app.all("*", async (c) => {
    const config = c.get("config");
    const db = c.get("db");
    const flash = readFlash(c.req.raw);
    const context: UckLoadContext = {
      db,
      archiveDb: c.get("archiveDb"),
      config,
      postbox: c.get("postbox"),
      requestId: c.get("requestId"),
      nonce: c.get("secureHeadersNonce") ?? "",
      ...requestLanguage(c.req.raw, config.isProduction),
      clientIp: clientAddressKey(c.req.header("CF-Connecting-IP")),
      user: c.get("user"),
      flash,
      auth: {
        async signIn(userId, sessionVersion) {
          const previous = c.get("session");
          if (previous) await deleteSession(c.env.SESSIONS, previous.id);
          const { token, session } = await createSession(
            c.env.SESSIONS,
            userId,
            sessionVersion,
            Date.now(),
          );
          const ip = clientAddressKey(c.req.header("CF-Connecting-IP"));
          c.executionCtx.waitUntil(
            recordUserAddress(db, config.addressHashKey, userId, ip, Date.now()).catch((error) =>
              console.error(
                JSON.stringify({ event: "record_address_failed", error: String(error) }),
              ),
            ),
          );
          return sessionCookie(config, token, session.expiresAt);
        },
        async signOut() {
          const session = c.get("session");
          if (session) await deleteSession(c.env.SESSIONS, session.id);
          return expiredCookie(config, sessionCookieName(config));
        },
      },
      flashCookie: (toast) => flashCookie(config, toast),
      complaintImages: {
        storeUpload: (userId, file) => storeUpload(c.env.COMPLAINT_IMAGES, userId, file),
        publish: (userId, key) => publishUpload(c.env.COMPLAINT_IMAGES, userId, key),
      },
      buckets: {
        avatars: c.env.AVATARS,
        backgrounds: c.env.BACKGROUNDS,
        complaintImages: c.env.COMPLAINT_IMAGES,
      },
      profileImageBucket: (kind) => (kind === "avatar" ? c.env.AVATARS : c.env.BACKGROUNDS),
      castUck: (userId, complaintId, undo, now) =>
        castUck(
          db,
          c.env.UCKS,
          userId,
          complaintId,
          undo,
          now,
          actorAddress(config.addressHashKey, clientAddressKey(c.req.header("CF-Connecting-IP"))),
        ),
      // Started once the answer has left, and not waited for by the mail after it.
      drawComplaintCard: (id) =>
        c.get("postbox").afterAnswer(async () => {
          const locale = requestLanguage(c.req.raw, config.isProduction).locale;
          const waitUntil = (work: Promise<unknown>) => c.executionCtx.waitUntil(work);
          waitUntil(
            drawComplaintCard(c.env, waitUntil, db, id, locale).catch((error) =>
              logEvent("picture_card_failed", { error: errorText(error) }),
            ),
          );
        }),
      deleteStoredImage: (url) => c.executionCtx.waitUntil(deleteStoredImage(c.env, url)),
      waitUntil: (promise) => c.executionCtx.waitUntil(promise),
    };
    const response = await handleRequest(c.req.raw, context);
    const setsFlash = response.headers.getSetCookie().some((v) => v.startsWith(`${FLASH_COOKIE}=`));
    if (flash && !setsFlash && deliversRootData(c.req.raw, response)) {
      response.headers.append("Set-Cookie", clearFlashCookie(config));
    }
    return response;
  });

  app.onError((error, c) => {
    logEvent("request_failed", { requestId: c.get("requestId"), error: errorText(error) });
    reportError(error, { event: "request_failed" });
    // The public API answers every failure in its one shape (RFC 9457), readable cross-origin.
    if (isApiV1Path(c.req.path)) {
      const origin = c.get("config")?.publicHost ?? new URL(c.req.url).origin;
      const detail = { request_id: c.get("requestId") };
      return problemResponse(
        problemBody(origin, "server_error", GENERIC_FAILURE, c.req.path, detail),
        {
          "Access-Control-Allow-Origin": "*",
        },
      );
    }
    const wantsJson = c.req.path.startsWith("/api/");
    return wantsJson
      ? c.json({ success: false, error: GENERIC_FAILURE }, 500)
      : c.text(GENERIC_FAILURE, 500);
  });

  return app;
}
