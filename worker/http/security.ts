import type { MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "./app-env";

function headersFor(production: boolean) {
  return secureHeaders({
    // A handler that sets its own header (the image reader's sandbox CSP) keeps it.
    overwrite: false,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // React Router's inline hydration scripts carry the nonce; 'strict-dynamic' lets the
      // modules they import load. 'self' is the fallback for browsers without strict-dynamic.
      scriptSrc: [NONCE, "'strict-dynamic'", "'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Company logos come from the logo service configured by LOGO_URL_TEMPLATE.
      imgSrc: ["'self'", "data:", "blob:", "https:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      ...(production ? { upgradeInsecureRequests: [] } : {}),
    },
    strictTransportSecurity: production ? "max-age=31536000; includeSubDomains" : false,
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    crossOriginOpenerPolicy: "same-origin",
    crossOriginResourcePolicy: "same-origin",
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: {
      camera: [],
      microphone: [],
      payment: [],
      usb: [],
      geolocation: ["self"],
    },
  });
}

const productionHeaders = headersFor(true);
const developmentHeaders = headersFor(false);

/** Security headers of docs/architecture.md#security-rules, with HSTS only in production. */
export const securityHeaders: MiddlewareHandler<AppEnv> = (c, next) =>
  (c.get("config").isProduction ? productionHeaders : developmentHeaders)(c, next);

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF: a state-changing request must come from our own origin. Browsers send Origin on every
 * POST; when it is missing we fall back to Sec-Fetch-Site. A request with neither is refused.
 */
export const csrfOriginCheck: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const ownOrigin = new URL(c.req.url).origin;
  const origin = c.req.header("Origin");
  const fetchSite = c.req.header("Sec-Fetch-Site");
  const sameOrigin = origin ? origin === ownOrigin : fetchSite === "same-origin";
  if (!sameOrigin) {
    return c.json({ success: false, error: "Cross-origin request refused." }, 403);
  }
  return next();
};

/**
 * JSON functions accept only JSON bodies (a form post cannot reach them). A body that does not
 * parse is refused here with a 400: left to the validator, it would throw past the route into
 * the app's error handler and answer 500. Hono keeps the text, so the validator reads it again.
 */
export const requireJsonBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const type = c.req.header("Content-Type") ?? "";
  if (!/^application\/json(\s*;|$)/i.test(type)) {
    return c.json({ success: false, error: "Content-Type must be application/json." }, 415);
  }
  try {
    JSON.parse(await c.req.text());
  } catch {
    return c.json({ success: false, error: "The request body is not valid JSON." }, 400);
  }
  return next();
};
