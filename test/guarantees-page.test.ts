/**
 * /guarantees names, for each promise, the tests that back it (shared/content/guarantees.ts).
 * This reads the test files themselves, so the page can never name a test that does not exist,
 * and renders the page to check every promise and test name is on it, linked from the site.
 */
import { GUARANTEES } from "@shared/content/guarantees";
import { createElement } from "react";
import { renderToReadableStream } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { expect, it } from "vitest";
import { navItem } from "~/lib/navigation";
import Guarantees from "~/routes/guarantees";
import Methodology from "~/routes/methodology";

// The test files' own text, bundled at build time (workerd reads no files at run time).
const SOURCES = import.meta.glob("./*.test.ts", {
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

async function render(Component: () => unknown) {
  const Stub = createRoutesStub([{ path: "/x", Component: Component as never }]);
  const stream = await renderToReadableStream(createElement(Stub, { initialEntries: ["/x"] }));
  await stream.allReady;
  return (await new Response(stream).text()).replace(/<!-- -->/g, "");
}

it("every test the guarantees page names exists in the file it names", () => {
  expect(GUARANTEES.length).toBeGreaterThanOrEqual(5);
  for (const guarantee of GUARANTEES) {
    expect(guarantee.tests.length, guarantee.id).toBeGreaterThan(0);
    for (const test of guarantee.tests) {
      const source = SOURCES[test.file.replace(/^test\//, "./")];
      expect(source, `${test.file} exists`).toBeTypeOf("string");
      expect([...testNames(source ?? "")], `${guarantee.id}: ${test.file}`).toContain(test.name);
    }
  }
  // The check itself can fail: a name that is not a test is not found.
  expect(testNames(SOURCES["./guarantees-appeals.test.ts"] ?? "").has("no such test")).toBe(false);
});

it("the page shows each promise with the file and name of its tests, and is linked from the site", async () => {
  const html = await render(Guarantees);
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
  const methodology = await render(() =>
    createElement(Methodology as never, {
      loaderData: {
        minSample: 5,
        slaHours: 48,
        trendingDays: 7,
        viralHours: [1, 24],
        badgeDays: 90,
      },
    }),
  );
  expect(methodology).toContain('href="/guarantees"');
});
