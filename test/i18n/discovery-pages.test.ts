import { CATEGORIES } from "@shared/categories";
import { unpackWords } from "@shared/messages/wire";
import { describe, expect, it } from "vitest";
import { SECTIONS } from "~/i18n/sections.server";
import * as byCountry from "~/routes/by-country";
import * as byIndustry from "~/routes/by-industry";
import * as categories from "~/routes/categories";
import * as category from "~/routes/category.$name";
import * as mostComplained from "~/routes/most-complained";
import * as nearMe from "~/routes/near-me";
import * as resolved from "~/routes/resolved";
import * as sortedFeed from "~/routes/sorted-feed";
import * as trending from "~/routes/trending";
import * as viral from "~/routes/viral";
import * as yourFeed from "~/routes/your-feed";
import { createComplaint, createUser } from "../factories";
import { type RouteModule, renderPage, TURKISH } from "./render";

/**
 * Issue 40's budget: the twelve discovery pages share one section, and each sends only its own
 * keys (`pageMessages("discovery", locale, prefixes)`). Each page, rendered in Turkish with a
 * complaint to list, shows no discovery key in place of a word (a key it needs but does not
 * send would show as itself) and carries no other page's keys.
 */
const PAGES: [string, unknown, string, string[], Record<string, string>?][] = [
  ["by-country", byCountry, "/by-country", ["byCountry."]],
  ["by-friends", yourFeed, "/by-friends", ["byFriends.", "disc."]],
  ["by-industry", byIndustry, "/by-industry", ["byIndustry."]],
  ["categories", categories, "/categories", ["categories."]],
  [
    "category/:name",
    category,
    `/category/${CATEGORIES[0]?.slug}`,
    ["category."],
    { name: CATEGORIES[0]?.slug ?? "" },
  ],
  ["most-commented", sortedFeed, "/most-commented", ["mostCommented."]],
  ["most-complained", mostComplained, "/most-complained", ["mostComplained.", "disc."]],
  ["most-shared", sortedFeed, "/most-shared", ["mostShared."]],
  ["near-me", nearMe, "/near-me?city=London", ["nearMe."]],
  ["resolved", resolved, "/resolved", ["resolved."]],
  ["trending", trending, "/trending", ["trending."]],
  ["viral", viral, "/viral", ["viral.", "disc."]],
];
const KEYS = Object.keys(SECTIONS.discovery.en);

describe("each discovery page sends only its own words", () => {
  for (const [path, route, url, prefixes, params] of PAGES) {
    it(`${url} (Turkish)`, async () => {
      const author = await createUser();
      await createComplaint({ userId: author.id, text: "The parcel never came." });
      const page = await renderPage(route as RouteModule, {
        path,
        url,
        params,
        headers: TURKISH,
      });
      // The section as the loader sent it: one JSON text (PageMessages).
      const loaded = page.loaded as { pageMessages?: { words: string } };
      const sent = Object.keys(unpackWords(loaded.pageMessages?.words ?? ""));
      expect(sent.length).toBeGreaterThan(0);
      expect(sent.filter((key) => !prefixes.some((p) => key.startsWith(p)))).toEqual([]);
      expect(KEYS.filter((key) => page.html.includes(key.replace(/_(one|other)$/, "")))).toEqual(
        [],
      );
    });
  }
});
