/**
 * The read paths' per-address limits live in Cloudflare's Rate Limiting binding, never in D1
 * (docs/decisions/021): the numbers the code tells agree with wrangler.toml's [[ratelimits]],
 * the badge and the feeds answer 429 past their limit, and reading them writes no D1 row.
 */

import { env } from "cloudflare:test";
import { rateLimits } from "@worker/db/schema";
import { READ_LIMITS } from "@worker/http/read-limits";
import { expect, it } from "vitest";
import wranglerToml from "../../wrangler.toml?raw";
import { createClaimedCompany, createComplaint, db } from "../factories";
import { fetchResponse, ORIGIN } from "../harness/app";

const get = (path: string, headers: Record<string, string> = {}, options = {}) =>
  fetchResponse(new Request(`${ORIGIN}${path}`, { headers }), options);

/** The [[ratelimits]] tables of wrangler.toml: name → limit and period. */
function configuredLimits() {
  const found = new Map<string, { limit: number; period: number }>();
  for (const block of wranglerToml.split("[[ratelimits]]").slice(1)) {
    const name = /^\s*name\s*=\s*"(\w+)"/m.exec(block)?.[1];
    const simple = /simple\s*=\s*\{\s*limit\s*=\s*(\d+)\s*,\s*period\s*=\s*(\d+)\s*\}/.exec(block);
    if (name && simple) found.set(name, { limit: Number(simple[1]), period: Number(simple[2]) });
  }
  return found;
}

it("each read limit the code tells is the one wrangler.toml configures", () => {
  const configured = configuredLimits();
  expect([...configured.keys()].sort()).toEqual(["API_LIMITER", "CARD_LIMITER", "READ_LIMITER"]);
  for (const [name, rule] of Object.entries(READ_LIMITS)) {
    expect(configured.get(rule.binding), name).toEqual({ limit: rule.limit, period: rule.period });
  }
});

/** The test env with READ_LIMITER refusing and counting its keys. */
function refusingReads() {
  const keys: string[] = [];
  const READ_LIMITER = {
    limit: async ({ key }: { key: string }) => {
      keys.push(key);
      return { success: false };
    },
  };
  return { env: { ...env, READ_LIMITER }, keys };
}

it("the badge and the feeds answer 429 with Retry-After past the address's limit", async () => {
  const company = await createClaimedCompany();
  await createComplaint({ companyId: company.id, companyName: company.name });
  const address = { "CF-Connecting-IP": "198.51.100.4" };
  const { env: refusing, keys } = refusingReads();
  for (const path of [
    `/company/${company.slug}/badge.svg`,
    "/feed.atom",
    `/company/${company.slug}/feed.atom`,
  ]) {
    expect((await get(path, address)).status, path).toBe(200);
    const refused = await get(path, address, { env: refusing });
    expect(refused.status, path).toBe(429);
    expect(refused.headers.get("Retry-After"), path).toBe("60");
    expect(refused.headers.get("Cache-Control"), path).toBe("no-store");
  }
  expect(keys).toEqual(["badge:198.51.100.4", "feed:198.51.100.4", "feed:198.51.100.4"]);
  // Without an address (local runs) nothing is limited.
  expect((await get("/feed.atom", {}, { env: refusing })).status).toBe(200);
});

it("reading the API, the badge and the feeds from an address writes no D1 row", async () => {
  const company = await createClaimedCompany();
  await createComplaint({ companyId: company.id, companyName: company.name });
  const address = { "CF-Connecting-IP": "198.51.100.5" };
  for (const path of [
    "/api/v1/complaints",
    `/api/v1/companies/${company.slug}`,
    `/company/${company.slug}/badge.svg`,
    "/feed.atom",
    `/company/${company.slug}/feed.atom`,
  ]) {
    expect((await get(path, address)).status, path).toBe(200);
  }
  expect(await db.$count(rateLimits)).toBe(0);
});
