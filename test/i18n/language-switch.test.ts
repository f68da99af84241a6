import { safeRedirect } from "@shared/safe-redirect";
import { expect, it } from "vitest";
import { fetchApp, ORIGIN, post } from "../harness/app";

/**
 * The language switch (POST /language) goes back to the page it was used on, and only to a page
 * of this site: its `back` is checked after it is normalised, with the site's one safe-redirect
 * rule (shared/safe-redirect.ts). Before, `/.//evil.example/x` passed the check and normalised
 * to `//evil.example/x`, which a browser follows to another host.
 */

/** Each way a path can turn into another host once its dot segments and slashes are resolved. */
const OFF_SITE = [
  "/.//evil.example/x",
  "/./\\evil.example/x",
  "/..//evil.example/x",
  "/a/..//evil.example/x",
  "/a/b/../..//evil.example/x",
  "/%2e//evil.example/x",
  "/%2E%2E//evil.example/x",
  "/.%2f/evil.example/x",
  "/\t/evil.example/x",
  "/.\n//evil.example/x",
  "//evil.example/x",
  "/\\evil.example/x",
  "https://evil.example/x",
  "javascript:alert(1)",
];

/** Where a browser goes when it follows this Location from a page of the site. */
const followed = (location: string) => new URL(location, `${ORIGIN}/help`);

it.each(OFF_SITE)("the switch with back=%j stays on the site", async (back) => {
  const answer = await fetchApp(post("/language", { form: { locale: "tr", back } }));
  expect(answer.status).toBe(303);
  const location = answer.location ?? "";
  expect(followed(location).origin).toBe(ORIGIN);
  expect(location.startsWith("//")).toBe(false);
  // The same rule as every other redirect of the site says the same.
  expect(followed(safeRedirect(back)).origin).toBe(ORIGIN);
});

it("the switch goes back to the page it was used on, without its ?lang=, dot segments resolved", async () => {
  for (const [back, expected] of [
    ["/help", "/help"],
    ["/company/acme?lang=es&tab=analytics#top", "/company/acme?tab=analytics#top"],
    ["/a/./b/../help", "/a/help"],
    ["/.//", "/"],
  ] as const) {
    const answer = await fetchApp(post("/language", { form: { locale: "es", back } }));
    expect(answer.location, back).toBe(expected);
  }
});
