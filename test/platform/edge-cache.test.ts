import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { createApp } from "@worker/app";
import { createSession } from "@worker/auth/session";
import { D1_BOOKMARK_COOKIE } from "@worker/db/d1-session";
import type { UckLoadContext } from "@worker/load-context";
import type { ServerBuild } from "react-router";
import { expect, it } from "vitest";
import { createComplaint, createUser } from "../factories";

/**
 * The Worker with the stub server build, whose document handler here renders a small HTML page
 * naming the viewer, the request and the CSP nonce (as a real page does in its scripts).
 */
const app = createApp(async () => {
  const build = await import("../stubs/server-build");
  return {
    ...build,
    entry: {
      module: {
        default: async (
          request: Request,
          status: number,
          headers: Headers,
          _c: unknown,
          load: UckLoadContext,
        ) => {
          const url = new URL(request.url);
          if (url.searchParams.get("do") === "sign-out")
            headers.append("Set-Cookie", await load.auth.signOut());
          headers.set("Content-Type", "text/html; charset=utf-8");
          const body = JSON.stringify({
            userId: load.user?.id ?? null,
            requestId: load.requestId,
            nonce: load.nonce,
          });
          return new Response(`<!doctype html><script nonce="${load.nonce}">${body}</script>`, {
            status,
            headers,
          });
        },
      },
    },
  } as unknown as ServerBuild;
}, "test");
const cachedEnv = { ...env, EDGE_CACHE_SECONDS: "10" };
const ORIGIN = "http://localhost";

type Body = { userId: string | null; nonce: string; requestId: string };

async function request(path: string, init: RequestInit = {}, bindings: Env = cachedEnv) {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`${ORIGIN}${path}`, init), bindings, ctx);
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  const text = /<script[^>]*>(.*)<\/script>/.exec(html)?.[1] ?? "{}";
  return { response, text };
}

const cspNonce = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];

async function signedInCookie() {
  const user = await createUser();
  const { token } = await createSession(env.SESSIONS, user.id, 0, Date.now());
  return { user, cookie: `uck_session=${token}` };
}

// `page=` keeps the tests' cache entries apart.
it("an anonymous page view is served from the edge cache, with a fresh CSP nonce each time", async () => {
  const first = await request("/?page=cached-page");
  expect(first.response.headers.get("X-Edge-Cache")).toBe("MISS");
  const second = await request("/?page=cached-page");
  expect(second.response.headers.get("X-Edge-Cache")).toBe("HIT");
  const [a, b] = [JSON.parse(first.text) as Body, JSON.parse(second.text) as Body];
  // The same stored render (its request id)…
  expect(b.requestId).toBe(a.requestId);
  // …but never the same nonce: the stored one is replaced by this response's CSP nonce.
  expect(b.nonce).not.toBe(a.nonce);
  expect(b.nonce).toBe(cspNonce(second.response));
  expect(second.response.headers.get("Cache-Control")).toBe("no-cache");
});

it("a signed-in user never gets a cached page, and their page is never stored", async () => {
  const { user, cookie } = await signedInCookie();
  // An anonymous visitor fills the cache for this address…
  await request("/?page=shared-page");
  expect((await request("/?page=shared-page")).response.headers.get("X-Edge-Cache")).toBe("HIT");
  // …the signed-in user still gets their own render.
  const mine = await request("/?page=shared-page", { headers: { Cookie: cookie } });
  expect(mine.response.headers.get("X-Edge-Cache")).toBeNull();
  expect((JSON.parse(mine.text) as Body).userId).toBe(user.id);

  // A page first rendered for a signed-in user is not kept for the next visitor.
  const personal = await request("/?page=personal-page", { headers: { Cookie: cookie } });
  expect((JSON.parse(personal.text) as Body).userId).toBe(user.id);
  const visitor = await request("/?page=personal-page");
  expect(visitor.response.headers.get("X-Edge-Cache")).toBe("MISS");
  expect((JSON.parse(visitor.text) as Body).userId).toBeNull();
});

it("responses that set cookies, and requests with any cookie but the sidebar's, bypass the cache", async () => {
  // The stub signs out on ?do=sign-out, which sets an expired session cookie.
  await request("/?page=sets-cookie&do=sign-out");
  const again = await request("/?page=sets-cookie&do=sign-out");
  expect(again.response.headers.getSetCookie().length).toBeGreaterThan(0);
  expect(again.response.headers.get("X-Edge-Cache")).toBeNull();
  await request("/?page=flash");
  const withFlash = await request("/?page=flash", {
    headers: { Cookie: "uck_flash=abc" },
  });
  expect(withFlash.response.headers.get("X-Edge-Cache")).toBeNull();
  // The sidebar cookie is allowed and keys its own copy.
  const open = await request("/?page=sidebar", {
    headers: { Cookie: "sidebar:state=true" },
  });
  const closed = await request("/?page=sidebar", {
    headers: { Cookie: "sidebar:state=false" },
  });
  expect(open.response.headers.get("X-Edge-Cache")).toBe("MISS");
  expect(closed.response.headers.get("X-Edge-Cache")).toBe("MISS");
  const cached = await request("/?page=sidebar", {
    headers: { Cookie: "sidebar:state=false" },
  });
  expect(cached.response.headers.get("X-Edge-Cache")).toBe("HIT");
});

it("with EDGE_CACHE_SECONDS=0 (local runs) nothing is cached", async () => {
  const plain = { ...env, EDGE_CACHE_SECONDS: "0" };
  await request("/?page=uncached", {}, plain);
  const again = await request("/?page=uncached", {}, plain);
  expect(again.response.headers.get("X-Edge-Cache")).toBeNull();
});

it("a write carries its D1 bookmark back in a cookie; reads with it skip the edge cache", async () => {
  const { cookie } = await signedInCookie();
  const author = await createUser();
  const complaint = await createComplaint({ userId: author.id });
  const vote = await request("/api/functions/handle-uck-vote", {
    method: "POST",
    headers: { Origin: ORIGIN, "Content-Type": "application/json", Cookie: cookie },
    body: JSON.stringify({ complaintId: complaint.id }),
  });
  expect(vote.response.status).toBe(200);
  const carried = vote.response.headers
    .getSetCookie()
    .find((value) => value.startsWith(`${D1_BOOKMARK_COOKIE}=`));
  expect(carried).toMatch(new RegExp(`^${D1_BOOKMARK_COOKIE}=[0-9a-zA-Z-]+;.*HttpOnly`));
  const bookmark = carried?.split(";")[0] ?? "";

  // Reads are not given a new bookmark (nothing was written), and never a cached page.
  await request("/?page=after-write");
  const read = await request("/?page=after-write", { headers: { Cookie: bookmark } });
  expect(read.response.headers.get("X-Edge-Cache")).toBeNull();
  expect(read.response.headers.getSetCookie().some((v) => v.startsWith(D1_BOOKMARK_COOKIE))).toBe(
    false,
  );
  // A tampered bookmark is ignored rather than failing the request.
  const tampered = await request("/", { headers: { Cookie: `${D1_BOOKMARK_COOKIE}=../../etc` } });
  expect(tampered.response.status).toBe(200);
});
