import { env } from "cloudflare:test";
import { complaintFacets } from "@shared/complaint-facets";
import { parsePlace } from "@shared/places";
import { createDb } from "@worker/db/client";
import { bookmarks, complaints, ucks } from "@worker/db/schema";
import { backfillComplaintFacets } from "@worker/jobs/complaint-facets";
import { FeedCursorParam, listFeed } from "@worker/services/complaints/feed";
import {
  listBookmarked,
  listMostComplained,
  listTrending,
  listViral,
  RankCursorParam,
} from "@worker/services/discovery";
import { categoryCounts, countryCounts, industryCounts } from "@worker/services/discovery-facets";
import { listNearby } from "@worker/services/nearby";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { createCompany, createComplaint, createUser, db } from "./factories";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
// A fixed "now" far from the other test files' data (they use the real clock).
const NOW = Date.UTC(2031, 0, 15, 12);

async function complaintAt(
  hoursAgo: number,
  fields: Partial<typeof complaints.$inferInsert> = {},
  companyId?: string,
) {
  const { id } = await createComplaint({
    createdAt: new Date(NOW - hoursAgo * HOUR),
    ...(companyId ? { companyId, companyName: "Ranked Co" } : {}),
  });
  if (Object.keys(fields).length)
    await db.update(complaints).set(fields).where(eq(complaints.id, id));
  // Counters written here are established accounts' activity: the rankings count it too
  // (docs/decisions/028).
  await db
    .update(complaints)
    .set({
      rankedUckCount: complaints.uckCount,
      rankedCommentsCount: complaints.commentsCount,
      rankedShareCount: complaints.shareCount,
    })
    .where(eq(complaints.id, id));
  return id;
}

async function addUcks(complaintId: string, hoursAgo: number[]) {
  for (const ago of hoursAgo) {
    const voter = await createUser();
    await db
      .insert(ucks)
      // An established account's uck: ranked when it was given (docs/decisions/028).
      .values({
        complaintId,
        userId: voter.id,
        createdAt: new Date(NOW - ago * HOUR),
        rankedAt: new Date(NOW - ago * HOUR),
      });
  }
}

it("places: countries from names, codes and cities; coordinates from known cities", () => {
  expect(parsePlace("Chicago, IL, USA")).toEqual({
    country: "United States",
    latitude: 41.8781,
    longitude: -87.6298,
  });
  expect(parsePlace("San Jose, CA").country).toBe("United States");
  expect(parsePlace("Calgary, AB, CA").country).toBe("Canada");
  expect(parsePlace("Berlin").country).toBe("Germany");
  expect(parsePlace("Springfield, IL")).toEqual({
    country: "United States",
    latitude: null,
    longitude: null,
  });
  expect(parsePlace("Paris, TX, USA").latitude).toBeNull();
  expect(parsePlace("nowhere special").country).toBeNull();
  expect(parsePlace(null).country).toBeNull();
  const facets = complaintFacets(
    { companyName: "Delta Air Lines", text: "My flight was cancelled", location: "London, UK" },
    { latitude: 51.5, longitude: -0.12 },
  );
  expect(facets).toEqual({
    category: "travel",
    country: "United Kingdom",
    latitude: 51.5,
    longitude: -0.12,
  });
});

it("viral ranks by ucks gained per hour in the window, pages by (score, id)", async () => {
  const hot = await complaintAt(72);
  const warm = await complaintAt(72);
  const old = await complaintAt(400);
  await addUcks(hot, [1, 2, 3, 4, 5, 6]); // 6 in the last day
  await addUcks(warm, [1, 30, 40]); // 1 in the last day, 3 in the week
  await addUcks(old, [200, 300]); // none recent
  const day = await listViral(db, { viewerId: null, window: "24h", cursor: null, now: NOW });
  expect(day.items.map((c) => c.id).slice(0, 2)).toEqual([hot, warm]);
  expect(day.scores[hot]).toBeCloseTo(6 / 24, 6);
  expect(day.scores[warm]).toBeCloseTo(1 / 24, 6);
  expect(day.items.map((c) => c.id)).not.toContain(old);
  const week = await listViral(db, { viewerId: null, window: "7d", cursor: null, now: NOW });
  expect(week.scores[warm]).toBeCloseTo(3 / 168, 6);

  // Keyset paging: the page after `hot` starts with `warm`, never repeats.
  const cursor = RankCursorParam.parse(`${day.scores[hot]}_${hot}`);
  const next = await listViral(db, { viewerId: null, window: "24h", cursor, now: NOW });
  expect(next.items[0]?.id).toBe(warm);
  expect(next.items.map((c) => c.id)).not.toContain(hot);
});

it("trending follows the documented formula: engagement over (age + 2)^1.5", async () => {
  const fresh = await complaintAt(1, { uckCount: 3, commentsCount: 1, shareCount: 0 });
  const older = await complaintAt(48, { uckCount: 40, commentsCount: 10, shareCount: 5 });
  const outside = await complaintAt(15 * 24, { uckCount: 900 });
  const page = await listTrending(db, { viewerId: null, cursor: null, now: NOW });
  const score = (engagement: number, hours: number) => engagement / (hours + 2) ** 1.5;
  expect(page.scores[fresh]).toBeCloseTo(score(3 + 2, 1), 5);
  expect(page.scores[older]).toBeCloseTo(score(40 + 20 + 15, 48), 5);
  const ids = page.items.map((c) => c.id);
  // 5 / 3^1.5 = 0.96 beats 75 / 50^1.5 = 0.21: fresh activity outranks old totals.
  expect(ids.indexOf(fresh)).toBeLessThan(ids.indexOf(older));
  expect(ids).not.toContain(outside);
});

it("most complained counts complaints per company in the window", async () => {
  const busy = await createCompany({ name: "Busy Complaints Ltd" });
  const quiet = await createCompany({ name: "Quiet Complaints Ltd" });
  for (const ago of [1, 2, 3, 24 * 10]) await complaintAt(ago, {}, busy.id);
  await complaintAt(5, { hasResponse: true }, quiet.id);
  await complaintAt(24 * 20, {}, quiet.id);
  await complaintAt(24 * 21, {}, quiet.id);
  await complaintAt(24 * 22, {}, quiet.id);
  await complaintAt(24 * 40, {}, quiet.id);

  const week = await listMostComplained(db, "7d", NOW);
  const inWeek = (id: string) => week.find((c) => c.id === id);
  expect(inWeek(busy.id)).toMatchObject({ complaints: 3, answered: 0 });
  expect(inWeek(quiet.id)).toMatchObject({ complaints: 1, answered: 1 });
  expect(week.findIndex((c) => c.id === busy.id)).toBeLessThan(
    week.findIndex((c) => c.id === quiet.id),
  );
  const month = await listMostComplained(db, "30d", NOW);
  expect(month.find((c) => c.id === quiet.id)?.complaints).toBe(4);
  expect(month.find((c) => c.id === busy.id)?.complaints).toBe(4);
  const all = await listMostComplained(db, "all", NOW);
  expect(all.find((c) => c.id === quiet.id)?.complaints).toBe(5);
});

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

it("complaints filed before the columns existed are filled by the backfill", async () => {
  const id = await complaintAt(1);
  await db
    .update(complaints)
    .set({ location: "Dublin, Ireland", category: null, country: null })
    .where(eq(complaints.id, id));
  while ((await backfillComplaintFacets(db)) > 0);
  const [row] = await db.select().from(complaints).where(eq(complaints.id, id));
  expect(row).toMatchObject({ country: "Ireland", latitude: 53.3498 });
  expect(row?.category).toBeTruthy();
});

// ---------------------------------------------------------------------------------------------
// Every list query reads through an index: the statements the services run are recorded and
// explained, and none scans a whole table. The plans are printed for the closing note.

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

let plans: Record<string, string[]> = {};
beforeAll(() => {
  plans = {};
});

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
    plans[name] = details;
    expect(
      details.filter((detail) => fullScan.test(detail)),
      `${name}: ${details.join(" | ")}`,
    ).toEqual([]);
  }
  console.log(`QUERY PLANS ${JSON.stringify(plans, null, 1)}`);
});
