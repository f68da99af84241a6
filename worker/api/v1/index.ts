import { createRoute, OpenAPIHono, type z } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { hitRateLimit, RATE_LIMITS } from "../../auth/rate-limit";
import type { AppEnv } from "../../http/app-env";
import { clientAddressKey } from "../../http/client-address";
import {
  apiCompany,
  apiComplaint,
  apiSiteTotals,
  listApiCompanies,
  listApiComplaints,
} from "../../services/public-api";
import {
  ApiError,
  CompaniesQuery,
  Company,
  CompanySummary,
  Complaint,
  ComplaintDetail,
  ComplaintsQuery,
  IdParam,
  one,
  page,
  SiteTotals,
  SlugParam,
} from "./schemas";

/** A minute in shared caches and browsers; an ETag makes the next poll a cheap 304. */
export const API_MAX_AGE = 60;

const apiError = <S extends 400 | 404 | 429>(
  c: Context,
  status: S,
  code: z.infer<typeof ApiError>["error"]["code"],
  message: string,
) => c.json({ error: { code, message } }, status);

/** CORS open for reading: any site's script may GET; nothing here reads a cookie. */
const cors: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set("Access-Control-Allow-Origin", "*");
  c.res.headers.set(
    "Access-Control-Expose-Headers",
    "ETag, RateLimit, RateLimit-Policy, Retry-After",
  );
};

/**
 * Per-address limits (RATE_LIMITS.apiByAddress), told in the IETF RateLimit headers on every
 * answer; past the limit: 429 with Retry-After. Local runs without an address are not limited.
 */
const rateLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  const who = clientAddressKey(c.req.header("CF-Connecting-IP"));
  if (!who) return next();
  const rule = RATE_LIMITS.apiByAddress;
  const result = await hitRateLimit(c.get("db"), "apiByAddress", who, Date.now());
  const window = Math.round(rule.windowMs / 1000);
  const headers = {
    "RateLimit-Policy": `"per-address";q=${rule.limit};w=${window}`,
    RateLimit: `"per-address";r=${Math.max(0, rule.limit - result.count)};t=${result.retryAfterSeconds}`,
  };
  if (!result.allowed) {
    const refused = apiError(
      c,
      429,
      "rate_limited",
      `Too many requests: ${rule.limit} per ${window} seconds per address. Try again in ${result.retryAfterSeconds} seconds.`,
    );
    for (const [name, value] of Object.entries(headers)) refused.headers.set(name, value);
    refused.headers.set("Retry-After", String(result.retryAfterSeconds));
    return refused;
  }
  await next();
  for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
};

/** A strong ETag of the JSON body; a matching If-None-Match is answered 304 without it. */
const etag: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status !== 200) return;
  const body = await c.res.clone().arrayBuffer();
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
  const tag = `"${[...digest.slice(0, 12)].map((b) => b.toString(16).padStart(2, "0")).join("")}"`;
  const cacheControl = `public, max-age=${API_MAX_AGE}`;
  const sent = (c.req.header("If-None-Match") ?? "").split(",").map((value) => value.trim());
  if (sent.includes(tag) || sent.includes(`W/${tag}`)) {
    c.res = new Response(null, {
      status: 304,
      headers: { ETag: tag, "Cache-Control": cacheControl },
    });
    return;
  }
  c.res.headers.set("ETag", tag);
  c.res.headers.set("Cache-Control", cacheControl);
};

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { "application/json": { schema } },
  description,
});

const errors = {
  400: json(ApiError, "A parameter is not valid"),
  429: json(ApiError, "Too many requests from this address (see the RateLimit headers)"),
};

const listComplaints = createRoute({
  method: "get",
  path: "/complaints",
  summary: "Public complaints, newest first",
  description:
    "Pages by `next_cursor`. Filters combine: a company, a category, a country, a status and the days they were filed.",
  request: { query: ComplaintsQuery },
  responses: { 200: json(page(Complaint, "ComplaintPage"), "A page of complaints"), ...errors },
});

const getComplaint = createRoute({
  method: "get",
  path: "/complaints/{id}",
  summary: "One complaint, with the company's response and the public comments",
  request: { params: IdParam },
  responses: {
    200: json(one(ComplaintDetail, "ComplaintAnswer"), "The complaint"),
    404: json(ApiError, "No public complaint has this id"),
    ...errors,
  },
});

const listCompanies = createRoute({
  method: "get",
  path: "/companies",
  summary: "Companies, by name or domain",
  description:
    "Companies in use only: claimed, or named in at least one complaint (a page nobody used is in no list of the site). Ordered by slug; pages by `next_cursor`.",
  request: { query: CompaniesQuery },
  responses: { 200: json(page(CompanySummary, "CompanyPage"), "A page of companies"), ...errors },
});

const getCompany = createRoute({
  method: "get",
  path: "/companies/{slug}",
  summary: "One company with the metrics of its page",
  request: { params: SlugParam },
  responses: {
    200: json(one(Company, "CompanyAnswer"), "The company"),
    404: json(ApiError, "No company has this slug"),
    ...errors,
  },
});

const getStats = createRoute({
  method: "get",
  path: "/stats",
  summary: "The site's totals",
  responses: { 200: json(one(SiteTotals, "StatsAnswer"), "The totals"), ...errors },
});

/** The public read API, version 1, under /api/v1 (documented at /developers). */
export const apiV1 = new OpenAPIHono<AppEnv>({
  defaultHook: (result, c) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      const where = issue?.path.join(".") ?? "";
      return apiError(
        c,
        400,
        "invalid_request",
        `${where ? `${where}: ` : ""}${issue?.message ?? "Not valid"}`,
      );
    }
  },
});

apiV1.use("*", cors);
// A preflight for GET with If-None-Match: allowed from anywhere, nothing else is.
apiV1.options("*", (c) =>
  c.body(null, 204, {
    "Access-Control-Allow-Methods": "GET, HEAD, OPTIONS",
    "Access-Control-Allow-Headers": "If-None-Match",
    "Access-Control-Max-Age": "86400",
  }),
);
apiV1.use("*", rateLimit);
apiV1.use("*", etag);

const origin = (c: Context<AppEnv>) => c.get("config").publicHost;

apiV1.openapi(listComplaints, async (c) => {
  const result = await listApiComplaints(c.get("db"), c.req.valid("query"), origin(c), Date.now());
  if (result === "bad_cursor")
    return apiError(c, 400, "invalid_request", "cursor: Not a cursor of this list");
  return c.json(result, 200);
});

apiV1.openapi(getComplaint, async (c) => {
  const complaint = await apiComplaint(c.get("db"), c.req.valid("param").id, origin(c), Date.now());
  if (!complaint) return apiError(c, 404, "not_found", "No public complaint has this id.");
  return c.json({ data: complaint }, 200);
});

apiV1.openapi(listCompanies, async (c) => {
  return c.json(await listApiCompanies(c.get("db"), c.req.valid("query"), origin(c)), 200);
});

apiV1.openapi(getCompany, async (c) => {
  const company = await apiCompany(c.get("db"), c.req.valid("param").slug, origin(c), Date.now());
  if (!company) return apiError(c, 404, "not_found", "No company has this slug.");
  return c.json({ data: company }, 200);
});

apiV1.openapi(getStats, async (c) => c.json({ data: await apiSiteTotals(c.get("db")) }, 200));

/** The OpenAPI 3.1 document of this API, generated from the same schemas. */
export function apiV1Document(serverUrl: string) {
  return apiV1.getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: "UCK public API",
      version: "1.0.0",
      description:
        "Read the public complaints of UCK and the companies' numbers. No key is needed; each address may make a limited number of requests per minute. Complaints are public-domain data (CC0); authors appear by their public display name only.",
      license: { name: "CC0 1.0", url: "https://creativecommons.org/publicdomain/zero/1.0/" },
    },
    servers: [{ url: `${serverUrl}/api/v1` }],
  });
}

apiV1.get("/openapi.json", (c) => c.json(apiV1Document(origin(c))));

// Anything else under /api/v1.
apiV1.all("*", (c) => apiError(c, 404, "not_found", "No such endpoint. See /developers."));
