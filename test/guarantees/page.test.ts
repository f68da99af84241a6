/**
 * /guarantees names, for each promise, the tests that back it (shared/content/guarantees.ts).
 * This reads the test files themselves, so the page can never name a test that does not exist,
 * and renders the page to check every promise and test name is on it, linked from the site.
 */
import { GUARANTEES } from "@shared/content/guarantees";
import { expect, it } from "vitest";
import { navItem } from "~/lib/navigation";
import * as guaranteesRoute from "~/routes/guarantees";
import * as methodologyRoute from "~/routes/methodology";
import { ENGLISH, type RouteModule, renderPage } from "../i18n/render";

// The test files' own text, bundled at build time (workerd reads no files at run time).
const SOURCES = import.meta.glob("/test/**/*.test.ts", {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

/** The names of a file's tests: it("…", …) and test("…", …), in any of the three quotes. */
function testNames(source: string) {
  const names = new Set<string>();
  for (const match of source.matchAll(/\b(?:it|test)\(\s*(["'`])((?:\\.|(?!\1).)*)\1/g)) {
    names.add((match[2] ?? "").replace(/\\(.)/g, "$1"));
  }
  return names;
}

it("every test the guarantees page names exists in the file it names", () => {
  expect(GUARANTEES.length).toBeGreaterThanOrEqual(5);
  for (const guarantee of GUARANTEES) {
    expect(guarantee.tests.length, guarantee.id).toBeGreaterThan(0);
    for (const test of guarantee.tests) {
      const source = SOURCES[`/${test.file}`];
      expect(source, `${test.file} exists`).toBeTypeOf("string");
      expect([...testNames(source ?? "")], `${guarantee.id}: ${test.file}`).toContain(test.name);
    }
  }
  // The check itself can fail: a name that is not a test is not found.
  expect(testNames(SOURCES["/test/guarantees/appeals.test.ts"] ?? "").has("no such test")).toBe(
    false,
  );
});

it("the page shows each promise with the file and name of its tests, and is linked from the site", async () => {
  // The real loaders and components, in English (test/i18n/render.ts).
  const page = await renderPage(guaranteesRoute as unknown as RouteModule, {
    path: "guarantees",
    url: "/guarantees",
    headers: ENGLISH,
  });
  const html = page.html.replace(/<!-- -->/g, "");
  const escaped = (text: string) =>
    text
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/'/g, "&#x27;")
      .replace(/"/g, "&quot;");
  for (const guarantee of GUARANTEES) {
    expect(html).toContain(escaped(guarantee.promise));
    for (const test of guarantee.tests) {
      expect(html).toContain(`${test.file}</code>: “${escaped(test.name)}”`);
    }
  }
  expect(navItem("/guarantees")?.label).toBe("Guarantees");
  const methodology = await renderPage(methodologyRoute as unknown as RouteModule, {
    path: "methodology",
    url: "/methodology",
    headers: ENGLISH,
  });
  expect(methodology.html).toContain('href="/guarantees"');
});
