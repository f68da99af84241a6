import { seriousViolations } from "../axe";
import { expect, test } from "../fixtures";

const PAGES = [
  "/",
  "/investor-center",
  "/press-media",
  "/press/uck-transforms-customer-complaints",
  "/privacy-policy",
  "/methodology",
  "/developers",
  "/data",
  "/user-agreement",
  "/trending",
  "/most-complained",
  "/categories",
  "/by-country",
  "/near-me",
  "/viral",
  "/profile",
  "/no/such/page",
];

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
