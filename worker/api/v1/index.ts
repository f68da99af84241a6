import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../../http/app-env";
import { clientAddressKey } from "../../http/client-address";
import { READ_LIMITS, withinReadLimit } from "../../http/read-limits";
import { companySlugRedirect } from "../../services/companies/slugs";
import { cfpbRecord, isCfpbFile } from "../../services/escalation/cfpb";
import { escalationFile, fileFacts } from "../../services/escalation/file";
import {
  apiCompany,
  apiComplaint,
  apiSiteTotals,
  listApiCompanies,
  listApiComplaints,
} from "../../services/public-api";
import { type ProblemBody, type ProblemCode, problemBody, problemResponse } from "./problem";
import {
  API_MAX_AGE,
  API_ROUTES,
  API_TAGS,
  getCompany,
  getComplaint,
  getComplaintCfpbRecord,
  getComplaintFile,
  getStats,
  listCompanies,
  listComplaints,
  RATE_LIMIT_POLICY,
  RATE_LIMITED,
} from "./routes";

export { API_MAX_AGE, RATE_LIMIT_POLICY };

const origin = (c: Context<AppEnv>) => c.get("config").publicHost;

/** What a complaint's escalation file is made from, for its JSON and its CFPB record. */
const fileDeps = (c: Context<AppEnv>) => ({
  db: c.get("db"),
  images: c.env.COMPLAINT_IMAGES,
  publicHost: origin(c),
  config: c.get("config"),
});

/** This request's problem (worker/api/v1/problem.ts), with the headers it needs. */
const problem = (
  c: Context<AppEnv>,
  code: ProblemCode,
  detail: string,
  headers: Record<string, string> = {},
  extra: Pick<ProblemBody, "errors"> = {},
) => problemResponse(problemBody(origin(c), code, detail, c.req.path, extra), headers);

/** What the API answers, besides GET: it only reads. */
const ALLOW = "GET, HEAD, OPTIONS";

/** CORS open for reading: any site's script may GET; nothing here reads a cookie. */
const cors: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set("Access-Control-Allow-Origin", "*");
  c.res.headers.set(
    "Access-Control-Expose-Headers",
    "ETag, Link, RateLimit, RateLimit-Policy, Retry-After",
  );
};

/**
 * The per-address limit (READ_LIMITS.api, the API_LIMITER binding: no D1 write, so API reads
 * can be served by D1 read replicas). The policy is told on every answer; past the limit: 429
 * with Retry-After. A conditional request whose answer is a 304 is not counted, so polling with
 * the ETag is free: it is counted once its answer is known. Any other request is counted before
 * it runs, so a refused one costs no database read.
 */
const rateLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  const address = clientAddressKey(c.req.header("CF-Connecting-IP"));
  const within = () => withinReadLimit(c.env, "api", address);
  const { limit, period } = READ_LIMITS.api;
  const refusal = () =>
    problem(
      c,
      "rate_limited",
      `Too many requests: ${limit} per ${period} seconds per address. Try again in ${period} seconds.`,
      { "Retry-After": String(period), RateLimit: RATE_LIMITED },
    );
  if (c.req.header("If-None-Match") === undefined) {
    if (!(await within())) c.res = refusal();
    else await next();
  } else {
    await next();
    if (c.res.status !== 304 && !(await within())) {
      // Cleared first, so none of the computed answer's headers (ETag…) stay on the refusal.
      c.res = undefined;
      c.res = refusal();
    }
  }
  c.res.headers.set("RateLimit-Policy", RATE_LIMIT_POLICY);
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
  if (sent.includes(tag) || sent.includes(`W/${tag}`) || sent.includes("*")) {
    c.res = undefined;
    c.res = new Response(null, {
      status: 304,
      headers: { ETag: tag, "Cache-Control": cacheControl },
    });
    return;
  }
  c.res.headers.set("ETag", tag);
  c.res.headers.set("Cache-Control", cacheControl);
};

/** RFC 8288: the next page's address, beside `next_cursor` in the body. */
function withNextLink(c: Context<AppEnv>, response: Response, cursor: string | null) {
  if (!cursor) return response;
  const url = new URL(c.req.url);
  url.searchParams.set("cursor", cursor);
  response.headers.set("Link", `<${origin(c)}${url.pathname}${url.search}>; rel="next"`);
  return response;
}

/** The public read API, version 1, under /api/v1 (documented at /developers). */
export const apiV1 = new OpenAPIHono<AppEnv>({
  // A request the schemas refuse: every refused parameter, named.
  defaultHook: (result, c) => {
    if (result.success) return;
    const errors = result.error.issues.map((issue) => ({
      parameter: issue.path.join(".") || "request",
      detail: issue.message,
    }));
    const first = errors[0];
    return problem(
      c,
      "invalid_request",
      first ? `${first.parameter}: ${first.detail}` : "Not valid",
      {},
      { errors },
    );
  },
});

apiV1.use("*", cors);
// A preflight for GET with If-None-Match: allowed from anywhere, nothing else is.
apiV1.options("*", (c) =>
  c.body(null, 204, {
    "Access-Control-Allow-Methods": ALLOW,
    "Access-Control-Allow-Headers": "If-None-Match",
    "Access-Control-Max-Age": "86400",
  }),
);
apiV1.use("*", rateLimit);
apiV1.use("*", etag);

apiV1.openapi(listComplaints, async (c) => {
  const result = await listApiComplaints(c.get("db"), c.req.valid("query"), origin(c), Date.now());
  if (result === "bad_cursor")
    return problem(
      c,
      "invalid_request",
      "cursor: Not a cursor of this list",
      {},
      {
        errors: [{ parameter: "cursor", detail: "Not a cursor of this list" }],
      },
    );
  return withNextLink(c, c.json(result, 200), result.next_cursor);
});

apiV1.openapi(getComplaint, async (c) => {
  const id = c.req.valid("param").id;
  const complaint =
    (await apiComplaint(c.get("db"), id, origin(c), Date.now())) ??
    // A complaint of a year moved to the archive (decision 048) answers as it did.
    (await apiComplaint(c.get("archiveDb"), id, origin(c), Date.now()));
  if (!complaint) return problem(c, "not_found", "No public complaint has this id.");
  return c.json({ data: complaint }, 200);
});

apiV1.openapi(getComplaintFile, async (c) => {
  const id = c.req.valid("param").id;
  const deps = fileDeps(c);
  const facts = await fileFacts(deps.db, id);
  if (!facts) return problem(c, "not_found", "No public complaint has this id.");
  return c.json({ data: await escalationFile(deps, facts, "public", Date.now()) }, 200);
});

apiV1.openapi(getComplaintCfpbRecord, async (c) => {
  const id = c.req.valid("param").id;
  const deps = fileDeps(c);
  const facts = await fileFacts(deps.db, id);
  const file = facts ? await escalationFile(deps, facts, "public", Date.now()) : null;
  if (!file || !isCfpbFile(file))
    return problem(c, "not_found", "No public complaint about a US financial company has this id.");
  return c.json({ data: cfpbRecord(file) }, 200);
});

apiV1.openapi(listCompanies, async (c) => {
  const result = await listApiCompanies(c.get("db"), c.req.valid("query"), origin(c));
  return withNextLink(c, c.json(result, 200), result.next_cursor);
});

apiV1.openapi(getCompany, async (c) => {
  const db = c.get("db");
  const slug = c.req.valid("param").slug.toLowerCase();
  const company = await apiCompany(db, slug, origin(c), Date.now());
  if (company) return c.json({ data: company }, 200);
  // A slug the company had before (company_slug_aliases): the same request at its new address.
  const moved = await companySlugRedirect(db, slug);
  if (!moved) return problem(c, "not_found", "No company has this slug.");
  const { search } = new URL(c.req.url);
  return c.body(null, 301, {
    Location: `/api/v1/companies/${encodeURIComponent(moved)}${search}`,
  });
});

apiV1.openapi(getStats, async (c) =>
  c.json({ data: await apiSiteTotals([c.get("archiveDb"), c.get("db")], c.get("db")) }, 200),
);

/** The OpenAPI 3.1 document of this API, generated from the same schemas. */
export function apiV1Document(serverUrl: string) {
  return apiV1.getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: "UCK public API",
      version: "1.0.0",
      description:
        "Read the public complaints of UCK and the companies' numbers. No key is needed; each address may make a limited number of requests per minute (`RateLimit-Policy`). The API only reads: any method but GET, HEAD and OPTIONS answers 405 with `Allow`. Every error is an RFC 9457 problem (`application/problem+json`). Complaints are public-domain data (CC0); authors appear by their public display name only.",
      contact: { name: "UCK", url: `${serverUrl}/developers` },
      license: { name: "CC0 1.0", url: "https://creativecommons.org/publicdomain/zero/1.0/" },
    },
    servers: [{ url: `${serverUrl}/api/v1` }],
    tags: API_TAGS,
  });
}

apiV1.get("/openapi.json", (c) => c.json(apiV1Document(origin(c))));

// Every other method on a path that exists: the API only reads.
for (const path of [
  ...API_ROUTES.map((route) => route.path.replace(/\{(\w+)\}/g, ":$1")),
  "/openapi.json",
]) {
  apiV1.all(path, (c) =>
    problem(c, "method_not_allowed", `${c.req.method} is not allowed: the API only reads.`, {
      Allow: ALLOW,
    }),
  );
}

// Anything else under /api/v1.
apiV1.all("*", (c) => problem(c, "not_found", "No such endpoint. See /developers."));
