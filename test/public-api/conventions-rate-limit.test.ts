import { companies, rateLimits } from "@worker/db/schema";
import { eq } from "drizzle-orm";
import { afterEach, expect, it, vi } from "vitest";
import { db } from "../factories";
import { get, limiterEnv, seeded } from "./setup";

/**
 * The per-address limit lives in the Rate Limiting binding: API reads write nothing to D1, and a
 * 304 spends no unit (shared set-up: setup.ts).
 */

afterEach(() => {
  vi.restoreAllMocks();
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
