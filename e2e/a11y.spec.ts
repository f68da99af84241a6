import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const PAGES = [
  "/",
  "/investor-center",
  "/press-media",
  "/press/uck-transforms-customer-complaints",
  "/privacy-policy",
  "/user-agreement",
  "/trending",
  "/profile",
  "/no/such/page",
];

/** Serious and critical WCAG 2 A/AA violations, as "rule: target" lines. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(" ")}`));
}

for (const path of PAGES) {
  test(`axe finds no serious violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("axe finds no serious violation in the open navigation", async ({ page, isMobile }) => {
  await page.goto("/");
  if (isMobile) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  } else {
    await page.keyboard.press("Control+b");
    await expect(page.getByTestId("sidebar")).toHaveAttribute("data-state", "collapsed");
  }
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe("home-screen sheet", () => {
  test.use({ homeScreenSeen: false });
  test("axe finds no serious violation in the home-screen sheet", async ({ page, isMobile }) => {
    test.skip(!isMobile, "phones only");
    await page.goto("/");
    await page.getByTestId("bottom-bar").getByRole("button", { name: "Add to Home" }).click();
    await expect(page.getByTestId("home-screen-sheet")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
