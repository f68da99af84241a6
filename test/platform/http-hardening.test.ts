import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { createApp } from "@worker/app";
import { createSession } from "@worker/auth/session";
import { clientAddressKey } from "@worker/http/client-address";
import type { UckLoadContext } from "@worker/load-context";
import type { ServerBuild } from "react-router";
import { expect, it } from "vitest";
import { createComplaint, createUser } from "../factories";
import { fetchApp, post } from "../harness/app";
import * as stub from "../stubs/server-build";

/**
 * Findings of issue 17 at the HTTP layer: per-IP limits by IPv6 /64, Cache-Control for pages
 * rendered for a signed-in person, the edge cache and the sidebar cookie read the same way,
 * OPTIONS on action routes.
 */

/** A document handler that renders the sidebar state the way the root loader reads it. */
const app = createApp(async () => {
  const { sidebarOpenFromCookie } = await import("@shared/sidebar-cookie");
  return {
    ...stub,
    entry: {
      module: {
        default: async (
          request: Request,
          status: number,
          headers: Headers,
          _c: unknown,
          load: UckLoadContext,
        ) => {
          headers.set("Content-Type", "text/html; charset=utf-8");
          const open = sidebarOpenFromCookie(request.headers.get("Cookie"));
          return new Response(
            `<!doctype html><p data-user="${load.user?.id ?? ""}">sidebar ${open ? "open" : "closed"}</p>`,
            { status, headers },
          );
        },
      },
    },
  } as unknown as ServerBuild;
}, "test");

async function get(path: string, headers: Record<string, string> = {}, bindings: Env = env) {
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request(`http://localhost${path}`, { headers }),
    bindings,
    ctx,
  );
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, text };
}

it("an IPv6 visitor is limited by its /64 network, an IPv4 visitor by its address", () => {
  expect(clientAddressKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
  expect(clientAddressKey("2001:0db8:0001:0002::1")).toBe("2001:db8:1:2::/64");
  expect(clientAddressKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
  expect(clientAddressKey("::ffff:192.0.2.7")).toBe("192.0.2.7");
  expect(clientAddressKey("192.0.2.7")).toBe("192.0.2.7");
  for (const bad of ["", "  ", "999.1.1.1", "1:2:3", "1::2::3", "evil.example", "::g", null]) {
    expect(clientAddressKey(bad)).toBeNull();
  }
});

it("sixty-one shares from sixty-one addresses of one IPv6 /64 hit the per-address limit", async () => {
  const complaint = await createComplaint();
  const statuses: number[] = [];
  for (let i = 0; i < 61; i++) {
    const answer = await fetchApp(
      post(
        `/complaint/${complaint.id}/actions`,
        { form: { intent: "share", channel: "copy_link" } },
        null,
        {
          "CF-Connecting-IP": `2001:db8:77:1:${i.toString(16)}::1`,
        },
      ),
    );
    statuses.push(answer.status);
  }
  expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
  expect(statuses[60]).toBe(429);
  // Another /64 is another visitor.
  const other = await fetchApp(
    post(
      `/complaint/${complaint.id}/actions`,
      { form: { intent: "share", channel: "copy_link" } },
      null,
      {
        "CF-Connecting-IP": "2001:db8:77:2::1",
      },
    ),
  );
  expect(other.status).toBe(200);
});

it("every response rendered for a signed-in person is private and never stored", async () => {
  const user = await createUser();
  const { token } = await createSession(env.SESSIONS, user.id, 0, Date.now());
  const signedIn = await get("/admin", { Cookie: `uck_session=${token}` });
  expect(signedIn.text).toContain(`data-user="${user.id}"`);
  expect(signedIn.response.headers.get("Cache-Control")).toBe("private, no-store");
  const anonymous = await get("/admin");
  expect(anonymous.response.headers.get("Cache-Control")).not.toBe("private, no-store");
});

it("the edge cache and the page read a repeated sidebar cookie alike, and such a request is not cached", async () => {
  const cached = { ...env, EDGE_CACHE_SECONDS: "10" };
  const cookie = "sidebar:state=false; sidebar:state=true";
  const first = await get("/?page=sidebar-dup", { Cookie: cookie }, cached);
  expect(first.text).toContain("sidebar closed");
  expect(first.response.headers.get("X-Edge-Cache")).toBeNull();
  // A visitor whose only cookie says "closed" must not get a copy stored for the other order.
  const second = await get(
    "/?page=sidebar-dup",
    { Cookie: "sidebar:state=true; sidebar:state=false" },
    cached,
  );
  expect(second.text).toContain("sidebar open");
  expect(second.response.headers.get("X-Edge-Cache")).toBeNull();
  const single = await get("/?page=sidebar-dup", { Cookie: "sidebar:state=false" }, cached);
  expect(single.text).toContain("sidebar closed");
  expect(single.response.headers.get("X-Edge-Cache")).toBe("MISS");
});

it("OPTIONS on a page or an action route answers 405 with the methods it allows", async () => {
  const complaint = await createComplaint();
  for (const path of [
    `/complaint/${complaint.id}/actions`,
    "/create/image",
    "/",
    "/api/functions/handle-uck-vote",
  ]) {
    const answer = await fetchApp(new Request(`http://localhost${path}`, { method: "OPTIONS" }));
    expect(answer.status, path).toBe(405);
  }
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request("http://localhost/complaint/x/actions", { method: "OPTIONS" }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  expect(response.headers.get("Allow")).toBe("GET, HEAD, POST");
});
