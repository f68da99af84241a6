import { describe, expect, it } from "vitest";
import { SECTIONS } from "~/i18n/sections.server";
import * as categoriesRoute from "~/routes/categories";
import * as searchRoute from "~/routes/search/route";
import * as trendingRoute from "~/routes/trending";
import { ENGLISH, type RouteModule, renderPage, TURKISH } from "./render";

/**
 * Issue 40's sweep: the discovery pages and search speak the request's language from their
 * sections (the keyword categories as the feeds name them); English stays word for word.
 */
describe("discovery pages", () => {
  const trending = trendingRoute as unknown as RouteModule;
  const args = { path: "trending", url: "/trending" };

  it("Accept-Language: tr renders /trending's heading, explanation and empty list in Turkish", async () => {
    const page = await renderPage(trending, { ...args, headers: TURKISH });
    expect(page.loaded.pageMessages?.section).toBe("discovery");
    const words = SECTIONS.discovery.tr;
    for (const key of ["trending.description", "trending.howTitle", "trending.formula"] as const)
      expect(page.text).toContain(words[key]);
    expect(page.text).toContain("Yükselenler");
    expect(page.text).not.toContain("How trending is calculated");
  });

  it("English keeps /trending's exact words", async () => {
    const page = await renderPage(trending, { ...args, headers: ENGLISH });
    expect(page.text).toContain("How trending is calculated");
    expect(page.text).toContain(
      "score = (ucks + 2 × comments + 3 × shares) ÷ (age in hours + 2)^1.5",
    );
    expect(page.text).toContain("Complaints with the most recent ucks, comments and shares.");
  });

  it("/categories names the keyword categories in Turkish as the feeds do", async () => {
    const route = categoriesRoute as unknown as RouteModule;
    const turkish = await renderPage(route, {
      path: "categories",
      url: "/categories",
      headers: TURKISH,
    });
    expect(turkish.text).toContain("Seyahat ve Havayolları");
    expect(turkish.text).not.toContain("Travel & Airlines");
    const english = await renderPage(route, {
      path: "categories",
      url: "/categories",
      headers: ENGLISH,
    });
    expect(english.text).toContain("Travel & Airlines");
    expect(english.text).toContain("Every complaint is sorted into a topic by the words it uses.");
  });
});

describe("/search", () => {
  const route = searchRoute as unknown as RouteModule;

  it("Turkish: the form and the empty state; English: the exact words", async () => {
    const turkish = await renderPage(route, { path: "search", url: "/search", headers: TURKISH });
    expect(turkish.text).toContain(SECTIONS.search.tr["search.tooShort"]);
    expect(turkish.text).toContain(SECTIONS.search.tr["search.allStatuses"]);
    expect(turkish.text).not.toContain("Type at least two letters to search.");
    const english = await renderPage(route, { path: "search", url: "/search", headers: ENGLISH });
    expect(english.text).toContain("Type at least two letters to search.");
    expect(english.text).toContain("All statuses");
    expect(english.html).toContain('placeholder="Search complaints and companies"');
  });
});
