import { afterEach, expect, it, vi } from "vitest";
import { fetchResponse, ORIGIN } from "../harness/app";
import { brokenEnv, get } from "./setup";

/**
 * One error shape everywhere under /api/v1 (RFC 9457 problem+json): a wrong method with Allow, a
 * failure with the request id, a refused parameter named (shared set-up:
 * setup.ts).
 */

afterEach(() => {
  vi.restoreAllMocks();
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
