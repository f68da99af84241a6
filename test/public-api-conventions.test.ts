/**
 * The public API by the conventions integrators expect: every documented operation answers each
 * documented status as its schema says (body and headers), one error shape everywhere
 * (RFC 9457 problem+json, also for a wrong method, an unknown path and a failure), 405 with
 * Allow, RFC 8288 Link beside next_cursor, `country` by code or name in any case, and the
 * per-address limit in the Rate Limiting binding: no D1 write, and a 304 spends nothing.
 */

import { env } from "cloudflare:test";
import { countryCode, countryNamed, KNOWN_COUNTRIES } from "@shared/places";
import { API_ROUTES } from "@worker/api/v1/routes";
import { companies, companySlugAliases, complaints, rateLimits } from "@worker/db/schema";
import { eq } from "drizzle-orm";
import { afterEach, expect, it, vi } from "vitest";
import { z } from "zod";
import { createClaimedCompany, createComplaint, createUser, db } from "./factories";
import { fetchResponse, ORIGIN } from "./harness/app";

afterEach(() => {
  vi.restoreAllMocks();
});

const get = (path: string, headers: Record<string, string> = {}, options = {}) =>
  fetchResponse(new Request(`${ORIGIN}${path}`, { headers }), options);

/** The test env with the API's limiter answering `success` and counting its calls. */
function limiterEnv(success: boolean) {
  const calls: string[] = [];
  const API_LIMITER = {
    limit: async ({ key }: { key: string }) => {
      calls.push(key);
      return { success };
    },
  };
  return { env: { ...env, API_LIMITER }, calls };
}

/** A D1 that fails every query: the handler throws, as on an outage (its log line is expected). */
const brokenEnv = () => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  const fail = () => {
    throw new Error("D1_ERROR: the database is unavailable");
  };
  const session = { prepare: fail, batch: fail, getBookmark: () => null };
  return { env: { ...env, DB: { ...env.DB, withSession: () => session, prepare: fail } } };
};

const isZod = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

async function seeded() {
  const company = await createClaimedCompany();
  const author = await createUser({ name: "Pat Public" });
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) {
    const { id } = await createComplaint({
      userId: author.id,
      companyId: company.id,
      companyName: company.name,
      createdAt: new Date(Date.UTC(2026, 9, 1 + i)),
    });
    ids.push(id);
  }
  await db
    .update(complaints)
    .set({ country: "United States" })
    .where(eq(complaints.id, ids[0] ?? ""));
  await db
    .update(complaints)
    .set({ country: "Australia" })
    .where(eq(complaints.id, ids[1] ?? ""));
  // A slug the company had before: its address answers 301.
  await db
    .insert(companySlugAliases)
    .values({ slug: `${company.slug}-old`, companyId: company.id });
  return { company, ids };
}

it("every documented operation answers each documented status as its schema says", async () => {
  const { company, ids } = await seeded();
  const valid: Record<string, string> = {
    listComplaints: `/api/v1/complaints?company=${company.slug}&limit=2`,
    getComplaint: `/api/v1/complaints/${ids[0]}`,
    getComplaintFile: `/api/v1/complaints/${ids[0]}/file`,
    listCompanies: `/api/v1/companies?q=${encodeURIComponent(company.name)}`,
    getCompany: `/api/v1/companies/${company.slug}`,
    getStats: "/api/v1/stats",
  };
  // How to make each documented status happen, per operation.
  const cases: Record<string, (operationId: string) => Promise<Response>> = {
    200: (op) => get(valid[op] ?? ""),
    304: async (op) => {
      const tag = (await get(valid[op] ?? "")).headers.get("ETag") ?? "";
      return get(valid[op] ?? "", { "If-None-Match": tag });
    },
    301: () => get(`/api/v1/companies/${company.slug}-old`),
    400: (op) =>
      get(
        {
          listComplaints: "/api/v1/complaints?limit=500",
          getComplaint: `/api/v1/complaints/${"x".repeat(65)}`,
          getComplaintFile: `/api/v1/complaints/${"x".repeat(65)}/file`,
          listCompanies: `/api/v1/companies?q=${"q".repeat(101)}`,
          getCompany: `/api/v1/companies/${"s".repeat(201)}`,
        }[op] ?? "",
      ),
    404: (op) =>
      get(
        op === "getComplaint"
          ? "/api/v1/complaints/no-such-id"
          : op === "getComplaintFile"
            ? "/api/v1/complaints/no-such-id/file"
            : "/api/v1/companies/nobody",
      ),
    429: (op) => get(valid[op] ?? "", { "CF-Connecting-IP": "203.0.113.9" }, limiterEnv(false)),
    500: (op) => get(valid[op] ?? "", {}, brokenEnv()),
  };

  const document = (await (await get("/api/v1/openapi.json")).json()) as {
    paths: Record<string, { get: { operationId: string; responses: Record<string, unknown> } }>;
  };
  const documented = Object.values(document.paths).map((item) => item.get.operationId);
  expect(documented.sort()).toEqual(API_ROUTES.map((route) => route.operationId).sort());

  let checked = 0;
  for (const route of API_ROUTES) {
    const op = route.operationId;
    expect(Object.keys(document.paths[route.path]?.get.responses ?? {}).sort(), op).toEqual(
      Object.keys(route.responses).sort(),
    );
    for (const [status, declared] of Object.entries(route.responses)) {
      const make = cases[status];
      expect(make, `${op} ${status}: no way to make it happen`).toBeDefined();
      if (!make || !("description" in declared)) continue;
      const response = await make(op);
      const where = `${op} ${status}`;
      expect(response.status, where).toBe(Number(status));
      for (const name of Object.keys(declared.headers ?? {})) {
        // Link is there exactly when there is a next page (checked below).
        if (name !== "Link") expect(response.headers.get(name), `${where} ${name}`).toBeTruthy();
      }
      const content: Record<string, { schema?: unknown }> =
        "content" in declared ? declared.content : {};
      const [media, body] = Object.entries(content)[0] ?? [];
      if (!media || !body) {
        expect(await response.text(), where).toBe("");
      } else {
        expect(response.headers.get("Content-Type")?.split(";")[0], where).toBe(media);
        const schema = body.schema;
        expect(isZod(schema), where).toBe(true);
        if (isZod(schema)) {
          const parsed = schema.safeParse(await response.json());
          expect(parsed.error?.issues ?? [], where).toEqual([]);
        }
      }
      checked += 1;
    }
  }
  expect(checked).toBe(
    API_ROUTES.reduce((sum, route) => sum + Object.keys(route.responses).length, 0),
  );
});

it("a wrong method answers 405 problem+json with Allow, from any origin or none", async () => {
  for (const path of ["/api/v1/complaints", "/api/v1/companies/x", "/api/v1/openapi.json"]) {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const origins: Record<string, string>[] = [
        {},
        { Origin: "https://elsewhere.example" },
        { Origin: ORIGIN },
      ];
      for (const headers of origins) {
        const response = await fetchResponse(
          new Request(`${ORIGIN}${path}`, {
            method,
            headers,
            body: method === "DELETE" ? null : "{}",
          }),
        );
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.get("Allow")).toBe("GET, HEAD, OPTIONS");
        expect(response.headers.get("Content-Type")).toBe("application/problem+json");
        expect(await response.json()).toMatchObject({
          status: 405,
          code: "method_not_allowed",
          type: `${ORIGIN}/developers#problem-method_not_allowed`,
          instance: path,
        });
      }
    }
  }
  // An unknown path is a 404 problem whatever the method.
  const unknown = await fetchResponse(new Request(`${ORIGIN}/api/v1/nothing`, { method: "POST" }));
  expect(unknown.status).toBe(404);
  expect(await unknown.json()).toMatchObject({ code: "not_found", instance: "/api/v1/nothing" });
  // HEAD reads like GET, without a body.
  const head = await fetchResponse(new Request(`${ORIGIN}/api/v1/stats`, { method: "HEAD" }));
  expect(head.status).toBe(200);
  expect(await head.text()).toBe("");
});

it("a failure under /api/v1 is a problem with the request id; elsewhere the site's shape stays", async () => {
  const { env: broken } = brokenEnv();
  const response = await get("/api/v1/stats", {}, { env: broken });
  expect(response.status).toBe(500);
  expect(response.headers.get("Content-Type")).toBe("application/problem+json");
  expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
  const body = (await response.json()) as { request_id?: string };
  expect(body).toMatchObject({ status: 500, code: "server_error", instance: "/api/v1/stats" });
  expect(body.request_id).toBe(response.headers.get("X-Request-Id"));
  // The JSON functions keep theirs.
  const functions = await fetchResponse(
    new Request(`${ORIGIN}/api/functions/handle-uck-vote`, { method: "POST" }),
  );
  expect(functions.headers.get("Content-Type")).toMatch(/^application\/json/);
});

it("a refused parameter names every parameter it refused", async () => {
  const response = await get("/api/v1/complaints?status=lost&limit=500");
  expect(response.status).toBe(400);
  const body = (await response.json()) as { errors: { parameter: string }[] };
  expect(body).toMatchObject({ code: "invalid_request", title: "A parameter is not valid" });
  expect(body.errors.map((error) => error.parameter).sort()).toEqual(["limit", "status"]);
});

it("pages carry an RFC 8288 Link to the next page beside next_cursor, and none on the last", async () => {
  const { company, ids } = await seeded();
  const seen: string[] = [];
  let path: string | null = `/api/v1/complaints?company=${company.slug}&limit=2`;
  while (path) {
    const response = await get(path);
    const body = (await response.json()) as { data: { id: string }[]; next_cursor: string | null };
    seen.push(...body.data.map((complaint) => complaint.id));
    const link = response.headers.get("Link");
    if (body.next_cursor === null) {
      expect(link).toBeNull();
      path = null;
    } else {
      const [, target] = /^<([^>]+)>; rel="next"$/.exec(link ?? "") ?? [];
      const next = new URL(target ?? "");
      expect(next.origin).toBe(ORIGIN);
      expect(next.searchParams.get("cursor")).toBe(body.next_cursor);
      expect(next.searchParams.get("company")).toBe(company.slug);
      path = `${next.pathname}${next.search}`;
    }
  }
  expect(seen.sort()).toEqual([...ids].sort());
  // The companies list pages the same way.
  const first = await get("/api/v1/companies?limit=1");
  const page = (await first.json()) as { next_cursor: string | null };
  if (page.next_cursor) expect(first.headers.get("Link")).toContain(`cursor=${page.next_cursor}`);
});

it("country takes an ISO 3166 code or a name in any case", async () => {
  const { company, ids } = await seeded();
  const found = async (country: string) => {
    const response = await get(
      `/api/v1/complaints?company=${company.slug}&country=${encodeURIComponent(country)}`,
    );
    expect(response.status, country).toBe(200);
    return ((await response.json()) as { data: { id: string }[] }).data.map((c) => c.id);
  };
  for (const us of ["us", "US", "United States", "united states", "UNITED STATES", "usa"])
    expect(await found(us), us).toEqual([ids[0]]);
  for (const au of ["AU", "au", "australia", "Australia"])
    expect(await found(au), au).toEqual([ids[1]]);
  expect(await found("Narnia")).toEqual([]);
  // Every country the site derives has its code, and the code finds it.
  for (const country of KNOWN_COUNTRIES) {
    const code = countryCode(country) ?? "";
    expect(code, country).toMatch(/^[A-Z]{2}$/);
    expect(countryNamed(code.toLowerCase()), country).toBe(country);
  }
});

it("the limit lives in the Rate Limiting binding: API reads write nothing to D1", async () => {
  const { company } = await seeded();
  const address = { "CF-Connecting-IP": "203.0.113.77" };
  for (const path of ["/api/v1/stats", `/api/v1/companies/${company.slug}`, "/api/v1/complaints"]) {
    const response = await get(path, address);
    expect(response.status, path).toBe(200);
    expect(response.headers.get("RateLimit-Policy")).toBe('"per-address";q=300;w=60');
  }
  expect(await db.$count(rateLimits)).toBe(0);

  const { env: counted, calls } = limiterEnv(true);
  await get("/api/v1/stats", address, { env: counted });
  expect(calls).toEqual(["api:203.0.113.77"]);
  // Without an address (local runs) nothing is counted.
  await get("/api/v1/stats", {}, { env: counted });
  expect(calls).toHaveLength(1);
});

it("a 304 spends no unit of the limit; a changed answer to a conditional request does", async () => {
  const { company } = await seeded();
  const address = { "CF-Connecting-IP": "2001:db8:1:2:3:4:5:6" };
  const path = `/api/v1/companies/${company.slug}`;
  const tag = (await get(path)).headers.get("ETag") ?? "";
  const { env: counted, calls } = limiterEnv(true);
  const fresh = await get(path, { ...address, "If-None-Match": tag }, { env: counted });
  expect(fresh.status).toBe(304);
  expect(calls).toEqual([]);
  const stale = await get(path, { ...address, "If-None-Match": '"old"' }, { env: counted });
  expect(stale.status).toBe(200);
  expect(calls).toEqual(["api:2001:db8:1:2::/64"]);

  // Past the limit a conditional request whose answer changed is refused, with no ETag of it.
  const { env: refusing } = limiterEnv(false);
  await db.update(companies).set({ description: "Changed" }).where(eq(companies.id, company.id));
  const refused = await get(path, { ...address, "If-None-Match": tag }, { env: refusing });
  expect(refused.status).toBe(429);
  expect(refused.headers.get("ETag")).toBeNull();
  expect(refused.headers.get("Retry-After")).toBe("60");
  expect(refused.headers.get("RateLimit")).toBe('"per-address";r=0;t=60');
  expect(await refused.json()).toMatchObject({ code: "rate_limited", status: 429 });
});
