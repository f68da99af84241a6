import { expect, test } from "@playwright/test";
import { signedInUser } from "./client";

test("static assets carry the security headers, and built files are immutable", async ({
  request,
}) => {
  const home = await request.get("/");
  const html = await home.text();
  const script = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  for (const path of ["/favicon.svg", "/manifest.webmanifest", script ?? ""]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["x-frame-options"], path).toBe("DENY");
    expect(headers["strict-transport-security"], path).toContain("max-age=31536000");
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
  }
  const built = await request.get(script ?? "");
  expect(built.headers()["cache-control"]).toContain("immutable");
});

test("OPTIONS on a page, an action route or a function answers 405, not a 400", async ({
  request,
}) => {
  for (const path of [
    "/",
    "/complaint/00000000-0000-0000-0000-000000000000/actions",
    "/create/image",
    "/api/functions/handle-uck-vote",
  ]) {
    const response = await request.fetch(path, { method: "OPTIONS" });
    expect(response.status(), path).toBe(405);
    expect(response.headers().allow, path).toBe("GET, HEAD, POST");
  }
});

test("pages rendered for a signed-in person are private and never stored; the admin page too", async ({
  request,
  baseURL,
  playwright,
}) => {
  const { cookie } = await signedInUser(request, baseURL ?? "", "nostore");
  for (const path of ["/", "/profile", "/admin", "/notifications", "/?_data=root"]) {
    const response = await request.get(path, { headers: { Cookie: cookie } });
    expect(response.status(), path).toBeLessThan(500);
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
  }
  // A fresh context: the first one's cookie jar keeps the session.
  const visitor = await playwright.request.newContext({ baseURL });
  const anonymous = await visitor.get("/");
  expect(anonymous.headers()["cache-control"]).not.toBe("private, no-store");
  await visitor.dispose();
});
