import { bookmarks } from "@worker/db/schema";
import { FeedCursorParam, listFeed } from "@worker/services/complaints/feed";
import { listBookmarked } from "@worker/services/discovery";
import { categoryCounts, countryCounts, industryCounts } from "@worker/services/discovery-facets";
import { listNearby } from "@worker/services/nearby";
import { expect, it } from "vitest";
import { createCompany, createUser, db } from "../factories";
import { complaintAt, HOUR, NOW } from "./setup";

/**
 * The filtered lists: feeds by category, country, industry and resolution with their counters,
 * a person's bookmarks, and complaints near a place (shared set-up: setup.ts).
 */

const DAY = 24 * HOUR;

it("feeds by category, country, industry, confirmed resolution and counters page without repeats", async () => {
  const company = await createCompany({ name: "Facet Airways" });
  await db.run(
    // The industry is a company attribute (seeded for the directory).
    `update companies set industry = 'Facet Testing' where id = '${company.id}'` as never,
  );
  const ids: string[] = [];
  for (let i = 0; i < 13; i++) {
    ids.push(
      await complaintAt(
        i,
        {
          category: "facet-test",
          country: "Facetland",
          commentsCount: 100 + (i % 4),
          shareCount: 50 + (i % 3),
          isSatisfied: i % 2 === 0,
          resolvedAt: i % 2 === 0 ? new Date(NOW - i * HOUR) : null,
          status: i % 2 === 0 ? "resolved" : "open",
        },
        company.id,
      ),
    );
  }
  for (const filter of [
    { category: "facet-test" },
    { country: "Facetland" },
    { industry: "Facet Testing" },
  ]) {
    const first = await listFeed(db, { viewerId: null, ...filter });
    expect(first.items).toHaveLength(10);
    const cursor = FeedCursorParam.parse(first.nextCursor);
    const second = await listFeed(db, { viewerId: null, cursor, ...filter });
    const all = [...first.items, ...second.items].map((c) => c.id);
    expect(new Set(all).size).toBe(13);
    expect(all).toEqual(ids); // newest first
  }
  const commented = await listFeed(db, {
    viewerId: null,
    sort: "most_commented",
    country: "Facetland",
  });
  const counts = commented.items.map((c) => c.commentsCount);
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
  const rest = await listFeed(db, {
    viewerId: null,
    sort: "most_commented",
    country: "Facetland",
    cursor: FeedCursorParam.parse(commented.nextCursor),
  });
  expect(new Set([...commented.items, ...rest.items].map((c) => c.id)).size).toBe(13);

  const resolved = await listFeed(db, {
    viewerId: null,
    confirmedResolved: true,
    sort: "recently_resolved",
    country: "Facetland",
  });
  expect(resolved.items.map((c) => c.id)).toEqual(ids.filter((_, i) => i % 2 === 0));

  expect((await categoryCounts(db)).get("facet-test")).toBe(13);
  expect((await countryCounts(db)).find((c) => c.country === "Facetland")?.complaints).toBe(13);
  expect((await industryCounts(db)).find((c) => c.industry === "Facet Testing")).toEqual({
    industry: "Facet Testing",
    companies: 1,
    complaints: 13,
  });
});

it("bookmarked lists the newest saves first, only the viewer's", async () => {
  const viewer = await createUser();
  const other = await createUser();
  const [a, b, c] = [await complaintAt(3), await complaintAt(2), await complaintAt(1)];
  await db.insert(bookmarks).values([
    { userId: viewer.id, complaintId: a, createdAt: new Date(NOW) },
    { userId: viewer.id, complaintId: c, createdAt: new Date(NOW - DAY) },
    { userId: other.id, complaintId: b, createdAt: new Date(NOW) },
  ]);
  const page = await listBookmarked(db, viewer.id, null);
  expect(page.items.map((card) => card.id)).toEqual([a, c]);
  expect(page.items[0]?.viewer.isSaved).toBe(true);
});

it("near me: within the radius, nearest first, with distances", async () => {
  const chicago = await complaintAt(1, { latitude: 41.8781, longitude: -87.6298 });
  const evanston = await complaintAt(2, { latitude: 42.0451, longitude: -87.6877 });
  const milwaukee = await complaintAt(3, { latitude: 43.0389, longitude: -87.9065 });
  const origin = { latitude: 41.88, longitude: -87.63, viewerId: null };
  const near = await listNearby(db, { ...origin, radiusKm: 50 });
  const ids = near.map((c) => c.id);
  expect(ids.indexOf(chicago)).toBeLessThan(ids.indexOf(evanston));
  expect(ids).not.toContain(milwaukee);
  expect(near.find((c) => c.id === evanston)?.distanceKm).toBeCloseTo(18.6, 0);
  const wide = await listNearby(db, { ...origin, radiusKm: 200 });
  expect(wide.map((c) => c.id)).toContain(milwaukee);
});
