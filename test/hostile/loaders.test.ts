/**
 * Hostile query strings through the Worker (issue #11): the loaders whose parameters are parsed
 * by route-local schemas (feed FiltersSchema, ViralWindowParam and the cursors; viral and
 * most-complained WindowParam; near-me SearchSchema; search SearchParamsSchema), 500 generated
 * queries each (admin and profile: hostile-loaders-account).
 * Malformed parameters fall back to their defaults (200) or the route refuses (a 4xx such as
 * "Invalid cursor"); never a 5xx; a page view writes nothing (test/hostile/db.ts).
 */
import { beforeEach, it } from "vitest";
import { createComplaint, createUser } from "../factories";
import { sessionCookie } from "../harness/app";
import { assertLoaderSurvives } from "./loaders";

let userCookie = "";

// Each test gets its own actor (test/factories.ts and a session in KV, no password hashing):
// nothing signed in is shared between tests.
beforeEach(async () => {
  const user = await createUser();
  userCookie = await sessionCookie(user.id);
  for (let i = 0; i < 3; i++)
    await createComplaint({ userId: user.id, text: `The order ${i} never came.` });
});

const cursors = [
  "1_abc",
  "123456789012345_123456789012345_a",
  "0.5_x",
  `1_${"a".repeat(64)}`,
  "999999999999.999999999999_z",
];
const windows = ["24h", "7d", "30d", "all"];

it("the feed loader survives 500 hostile queries", async () => {
  await assertLoaderSurvives({
    name: "feed",
    path: "/feed",
    cookie: userCookie,
    params: {
      cursor: cursors,
      list: ["viral", "trending", "bookmarked", "following"],
      window: windows,
      category: ["Airlines", "Retail"],
      country: ["US", "United Kingdom"],
      industry: ["Retail"],
      feed: ["following"],
      status: ["open", "resolved", "escalated"],
      sort: ["newest", "most_ucks", "recently_resolved"],
      resolved: ["1", "true"],
      company: ["acme"],
      user: ["someone"],
    },
  });
}, 300_000);

it("the viral and most-complained loaders survive 500 hostile queries each", async () => {
  await assertLoaderSurvives({
    name: "viral",
    path: "/viral",
    cookie: null,
    params: { window: windows, cursor: cursors },
  });
  await assertLoaderSurvives({
    name: "most-complained",
    path: "/most-complained",
    cookie: null,
    params: { window: windows },
  });
}, 300_000);

it("the near-me loader survives 500 hostile queries", async () => {
  await assertLoaderSurvives({
    name: "near-me",
    path: "/near-me",
    cookie: userCookie,
    params: {
      lat: ["40.7", "-33.9", "90"],
      lng: ["-74", "151.2", "180"],
      city: ["London, UK", "Chicago", "Z\u00FCrich"],
      radius: ["10", "50", "100"],
    },
  });
}, 300_000);

it("the search loader survives 500 hostile queries", async () => {
  await assertLoaderSurvives({
    name: "search",
    path: "/search",
    cookie: null,
    params: {
      q: ["order", "never came", '"order" OR 1', "NEAR(a b)", "*"],
      status: ["open", "resolved"],
      company: ["acme", "company-1"],
      page: ["1", "2", "10"],
    },
  });
}, 300_000);
