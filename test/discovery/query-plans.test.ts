import type { createDb } from "@worker/db/client";
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
import { queryPlanOf } from "../harness/query-plan";
import { NOW } from "./setup";

/**
 * Every discovery list query reads through an index (shared set-up: setup.ts).
 */

// ---------------------------------------------------------------------------------------------
// Every list query reads through an index: the statements the services run are recorded and
// explained, and none scans a whole table (a failure names the list and prints its plan).
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
    const { statements, details } = await queryPlanOf(run);
    expect(statements, name).toBeGreaterThan(0);
    expect(
      details.filter((detail) => fullScan.test(detail)),
      `${name}: ${details.join(" | ")}`,
    ).toEqual([]);
  }
});
