import { env, exports } from "cloudflare:workers";
import { expect, it } from "vitest";

const worker = exports.default;
const ORIGIN = "http://localhost";

it("every response carries the security headers of docs/architecture.md#security-rules and a request id", async () => {
  const response = await worker.fetch(`${ORIGIN}/`);
  const csp = response.headers.get("Content-Security-Policy") ?? "";
  expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("Permissions-Policy")).toContain("camera=()");
  expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(response.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
  // HSTS only in production; the tests run with APP_ENV=test.
  expect(response.headers.get("Strict-Transport-Security")).toBeNull();
});

it("pages are handed to React Router with the CSP nonce and the request id", async () => {
  const response = await worker.fetch(`${ORIGIN}/`);
  const body = await response.json<{
    reachedReactRouter: boolean;
    nonce: string;
    requestId: string;
  }>();
  expect(body.reachedReactRouter).toBe(true);
  expect(response.headers.get("Content-Security-Policy")).toContain(`'nonce-${body.nonce}'`);
  expect(body.requestId).toBe(response.headers.get("X-Request-Id"));
});

it("a same-origin POST reaches React Router (actions are not dropped by a GET-only route)", async () => {
  const response = await worker.fetch(`${ORIGIN}/`, {
    method: "POST",
    headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
    body: "intent=test",
  });
  const body = await response.json<{ reachedReactRouter: boolean }>();
  expect(body.reachedReactRouter).toBe(true);
});

it("a cross-origin POST is refused before it reaches any handler", async () => {
  const response = await worker.fetch(`${ORIGIN}/`, {
    method: "POST",
    headers: {
      Origin: "https://evil.example",
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: "intent=test",
  });
  expect(response.status).toBe(403);
  expect(await response.json()).toEqual({ success: false, error: "Cross-origin request refused." });
});

it("a POST without Origin is judged by Sec-Fetch-Site", async () => {
  const crossSite = await worker.fetch(`${ORIGIN}/`, {
    method: "POST",
    headers: { "Sec-Fetch-Site": "cross-site" },
  });
  expect(crossSite.status).toBe(403);
  const neither = await worker.fetch(`${ORIGIN}/`, { method: "POST" });
  expect(neither.status).toBe(403);
  const sameOrigin = await worker.fetch(`${ORIGIN}/`, {
    method: "POST",
    headers: { "Sec-Fetch-Site": "same-origin" },
  });
  expect(sameOrigin.status).not.toBe(403);
});

it("an unknown JSON function answers a JSON 404", async () => {
  const response = await worker.fetch(`${ORIGIN}/api/functions/no-such-function`, {
    method: "POST",
    headers: { Origin: ORIGIN, "Content-Type": "application/json" },
    body: "{}",
  });
  expect(response.status).toBe(404);
  expect(response.headers.get("Content-Type")).toContain("application/json");
  expect(await response.json()).toEqual({ success: false, error: "Unknown function." });
});

it("JSON functions refuse a body that is not JSON", async () => {
  const response = await worker.fetch(`${ORIGIN}/api/functions/handle-uck-vote`, {
    method: "POST",
    headers: { Origin: ORIGIN, "Content-Type": "text/plain" },
    body: "complaintId=1",
  });
  expect(response.status).toBe(415);
});

it("stored images are served with their type, nosniff and a sandboxing policy", async () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  await env.COMPLAINT_IMAGES.put("a1.png", png, { httpMetadata: { contentType: "image/png" } });
  const response = await worker.fetch(`${ORIGIN}/images/complaint-images/a1.png`);
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("image/png");
  expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(response.headers.get("Content-Security-Policy")).toBe("default-src 'none'; sandbox");
  expect(response.headers.get("Cache-Control")).toBe("public, max-age=3600");
  expect(new Uint8Array(await response.arrayBuffer())).toEqual(png);

  const again = await worker.fetch(`${ORIGIN}/images/complaint-images/a1.png`, {
    headers: { "If-None-Match": response.headers.get("ETag") ?? "" },
  });
  expect(again.status).toBe(304);
});

it("an object stored with a non-image type is never served as that type", async () => {
  await env.AVATARS.put("evil.html", "<script>alert(1)</script>", {
    httpMetadata: { contentType: "text/html" },
  });
  const response = await worker.fetch(`${ORIGIN}/images/avatars/evil.html`);
  expect(response.headers.get("Content-Type")).toBe("application/octet-stream");
  expect(response.headers.get("Content-Disposition")).toBe("attachment");
  await response.arrayBuffer();
});

it("unknown buckets, odd keys and missing objects are JSON 404s", async () => {
  for (const path of [
    "/images/secrets/a.png",
    "/images/avatars/..%2Fx.png",
    "/images/avatars/.hidden",
    "/images/backgrounds/missing.png",
  ]) {
    const response = await worker.fetch(`${ORIGIN}${path}`);
    expect(response.status, path).toBe(404);
    expect(await response.json(), path).toEqual({ success: false, error: "Image not found." });
  }
});
