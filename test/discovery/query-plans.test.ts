import { env } from "cloudflare:test";
import { createDb } from "@worker/db/client";
import { listFeed } from "@worker/services/complaints/feed";
import {
  listBookmarked,
  listMostComplained,
  listTrending,
  listViral,
} from "@worker/services/discovery";
import { categoryCounts, countryCounts, industryCounts } from "@worker/services/discovery-facets";
import { listNearby } from "@worker/services/nearby";
import { expect, it } from "vitest";
import { createUser } from "../factories";
import { NOW } from "./setup";

/**
 * Every discovery list query reads through an index (shared set-up: setup.ts).
 */

// ---------------------------------------------------------------------------------------------
// Every list query reads through an index: the statements the services run are recorded and
// explained, and none scans a whole table (a failure names the list and prints its plan).
type Recorded = { sql: string; params: unknown[] };

function recordingDatabase(recorded: Recorded[]) {
  const binding = new Proxy(env.DB, {
    get(target, property) {
      if (property === "prepare") {
        return (query: string) => {
          const statement = target.prepare(query);
          return new Proxy(statement, {
            get(inner, key) {
              if (key === "bind") {
                return (...params: unknown[]) => {
                  recorded.push({ sql: query, params });
                  return inner.bind(...params);
                };
              }
              const value = Reflect.get(inner, key);
              return typeof value === "function" ? value.bind(inner) : value;
            },
          });
        };
      }
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return createDb(binding);
}

it("every discovery list query is index-backed (no full table scan)", async () => {
  const viewer = await createUser();
  const lists: Record<string, (d: ReturnType<typeof createDb>) => Promise<unknown>> = {
    "most-commented": (d) => listFeed(d, { viewerId: null, sort: "most_commented" }),
    "most-shared": (d) => listFeed(d, { viewerId: null, sort: "most_shared" }),
    resolved: (d) =>
      listFeed(d, { viewerId: null, confirmedResolved: true, sort: "recently_resolved" }),
    category: (d) => listFeed(d, { viewerId: null, category: "travel" }),
    country: (d) => listFeed(d, { viewerId: null, country: "United States" }),
    industry: (d) => listFeed(d, { viewerId: null, industry: "Airlines" }),
    "by-friends": (d) => listFeed(d, { viewerId: viewer.id, following: true }),
    "my-complaints": (d) => listFeed(d, { viewerId: viewer.id, userId: viewer.id }),
    bookmarked: (d) => listBookmarked(d, viewer.id, null),
    viral: (d) => listViral(d, { viewerId: null, window: "24h", cursor: null, now: NOW }),
    trending: (d) => listTrending(d, { viewerId: null, cursor: null, now: NOW }),
    "most-complained 7d": (d) => listMostComplained(d, "7d", NOW),
    "most-complained all": (d) => listMostComplained(d, "all", NOW),
    categories: (d) => categoryCounts(d),
    countries: (d) => countryCounts(d),
    industries: (d) => industryCounts(d),
    "near-me": (d) =>
      listNearby(d, { viewerId: null, latitude: 41.88, longitude: -87.63, radiusKm: 50 }),
  };
  const fullScan = /^SCAN (complaints|comments|ucks|bookmarks|companies|profiles)(?! USING)/;
  for (const [name, run] of Object.entries(lists)) {
    const recorded: Recorded[] = [];
    await run(recordingDatabase(recorded));
    expect(recorded.length, name).toBeGreaterThan(0);
    const details: string[] = [];
    for (const statement of recorded) {
      const plan = await env.DB.prepare(`explain query plan ${statement.sql}`)
        .bind(...statement.params)
        .all<{ detail: string }>();
      details.push(...plan.results.map((row) => row.detail));
    }
    expect(
      details.filter((detail) => fullScan.test(detail)),
      `${name}: ${details.join(" | ")}`,
    ).toEqual([]);
  }
});
