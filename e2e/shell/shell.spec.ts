import { ADMIN_EMAIL, loginAs } from "../complaints";
import { dropChunk, expectOnlyDroppedChunk } from "../failure-ways";
import { expect, test } from "../fixtures";

/** Every route of the navigation, the top bar and the bottom bar (issue #8 built them all). */
const NAVIGATION_PATHS = [
  "/most-complained",
  "/most-commented",
  "/viral",
  "/most-shared",
  "/trending",
  "/resolved",
  "/by-industry",
  "/by-country",
  "/categories",
  "/by-friends",
  "/near-me",
  "/my-complaints",
  "/bookmarked",
  "/help",
  "/search",
  "/notifications",
  "/category/travel",
];

test("Ctrl+B collapses the sidebar, the server remembers it, and Ctrl+B opens it again", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "the sidebar is a sheet on phones");
  await page.goto("/");
  const sidebar = page.getByTestId("sidebar");
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
  await expect(sidebar.getByRole("link", { name: "Most Complained" })).toBeVisible();
  await page.keyboard.press("Control+b");
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  // The width animates for 200 ms.
  await expect.poll(async () => Math.round((await sidebar.boundingBox())?.width ?? 0)).toBe(48);

  // Collapsed items show their name in a tooltip at once.
  await sidebar.getByRole("link", { name: "Trending" }).hover();
  await expect(page.getByRole("tooltip", { name: "Trending" })).toBeVisible();

  // The cookie reaches the server: the HTML already has the collapsed sidebar (no flash).
  const html = await (await page.request.get("/")).text();
  expect(html).toContain('data-state="collapsed"');
  await page.reload();
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  const cookie = (await page.context().cookies()).find((c) => c.name === "sidebar:state");
  expect(cookie?.value).toBe("false");
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(6.9);
  expect(days).toBeLessThanOrEqual(7);

  await page.keyboard.press("Meta+b");
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
  // The width animates for 200 ms.
  await expect.poll(async () => Math.round((await sidebar.boundingBox())?.width ?? 0)).toBe(256);
  await page.getByRole("button", { name: "Collapse sidebar" }).click();
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  await page.getByRole("button", { name: "Expand sidebar" }).click();
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
});

test("the top bar names the page and links search, notifications, profile and create", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "phones use the bottom bar and the floating button");
  await page.goto("/");
  await expect(page.getByTestId("page-title")).toHaveText("All Complaints");
  const bar = page.getByRole("banner");
  await bar.getByRole("link", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search$/);
  await bar.getByRole("link", { name: "Notifications" }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await bar.getByRole("link", { name: "New Complaint" }).click();
  await expect(page).toHaveURL(/\/create$/);
  await expect(page.getByTestId("page-title")).toHaveText("New Complaint");
  await loginAs(page, ADMIN_EMAIL);
  await page.getByTestId("header-user").click();
  await page.getByRole("menuitem", { name: "Profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { level: 1, name: "UCK Admin" })).toBeVisible();
});

test("the phone menu is a sheet that traps focus and closes with Escape", async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, "desktop has the side navigation");
  await page.goto("/");
  const open = page.getByRole("button", { name: "Open menu" });
  await open.click();
  const sheet = page.getByRole("dialog", { name: "Menu" });
  await expect(sheet).toBeVisible();
  await expect.poll(async () => Math.round((await sheet.boundingBox())?.width ?? 0)).toBe(288);
  for (let i = 0; i < 30; i += 1) {
    await page.keyboard.press("Tab");
    // A native modal dialog: focus stays in the sheet, passing the browser's own controls (the
    // document body here) between its last and first element, never the page under it.
    expect(
      await sheet.evaluate(
        (el) => el.contains(document.activeElement) || document.activeElement === document.body,
      ),
    ).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await expect(open).toBeFocused();

  await page.keyboard.press("Control+b");
  await expect(sheet).toBeVisible();
  await sheet.getByRole("link", { name: "Investor Center" }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/investor-center$/);
  await expect(page.getByTestId("page-title")).toHaveText("Investor Center");

  // The browser's close event is a task Chromium runs after input: Ctrl+B pressed before it
  // arrives opens the sheet (it had toggled React's stale "open" and closed it instead), and the
  // late event does not close it again.
  await open.click();
  await expect(sheet).toBeVisible();
  await page.evaluate(() => {
    document.querySelector<HTMLDialogElement>("dialog#mobile-nav")?.close();
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "b", ctrlKey: true }));
  });
  await page.evaluate(() => new Promise((done) => setTimeout(done)));
  await expect(sheet).toBeVisible();
  await page.keyboard.press("Control+b");
  await expect(sheet).toBeHidden();
});

test("the bottom bar and the floating button navigate on phones", async ({ page, isMobile }) => {
  test.skip(!isMobile, "the bottom bar is for phones");
  await page.goto("/investor-center");
  const tabs = page.getByTestId("bottom-bar");
  await tabs.getByRole("link", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(tabs.getByRole("link", { name: "Search" })).toHaveAttribute("aria-current", "page");
  await tabs.getByRole("link", { name: "Alerts" }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await tabs.getByRole("link", { name: "Profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText("Please sign in to view your profile.")).toBeVisible();
  await tabs.getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByTestId("new-complaint-fab").click();
  await expect(page).toHaveURL(/\/create$/);
  await expect(page.getByTestId("page-title")).toHaveText("New Complaint");
  await expect(page.getByTestId("new-complaint-fab")).toHaveCount(0);
  await tabs.getByRole("button", { name: "Add to Home" }).click();
  await expect(page.getByRole("dialog", { name: "Add UCK to your Home Screen" })).toBeVisible();
});

test.describe("home-screen sheet", () => {
  test.use({
    homeScreenSeen: false,
    userAgent:
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  });

  test("appears once on phones 3 s after load and not again after Got it!", async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, "phones only");
    // The page's clock is Playwright's: time moves when the test says so, not by waiting. Page
    // loads here resolve once React has hydrated, so the sheet's timer is set by then.
    await page.clock.install();
    await page.goto("/");
    const sheet = page.getByRole("dialog", { name: "Add UCK to your Home Screen" });
    await page.clock.runFor(2000);
    await expect(sheet).toBeHidden();
    await page.clock.runFor(1000);
    await expect(sheet).toBeVisible();
    await expect(sheet.getByText("Tap Install app or Add to Home screen.")).toBeVisible();
    await sheet.getByRole("button", { name: "Got it!" }).click();
    await expect(sheet).toBeHidden();
    expect(
      await page.evaluate(() => localStorage.getItem("uck-home-screen-instruction-seen")),
    ).not.toBeNull();
    await page.reload();
    await page.clock.runFor(3500);
    await expect(sheet).toBeHidden();

    // The hidden reset button clears the flag and shows the steps again.
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Show the home-screen instructions again" }).focus();
    await page.keyboard.press("Enter");
    await expect(sheet).toBeVisible();
    await sheet.getByRole("button", { name: "Close" }).click();
    await expect(sheet).toBeHidden();
    await page.reload();
    await page.clock.runFor(3500);
    await expect(sheet).toBeHidden();
  });

  test("says so where it would open when its chunk cannot load", async ({
    page,
    isMobile,
    pageErrors,
  }) => {
    test.skip(!isMobile, "phones only");
    await dropChunk(page, "home-screen-dialog");
    await page.clock.install();
    await page.goto("/");
    await page.clock.runFor(3000);
    await expect(
      page.getByRole("alert").filter({
        hasText: "This could not load. Check your connection and try again.",
      }),
    ).toBeVisible();
    await expect(page.getByTestId("home-screen-sheet")).toHaveCount(0);
    expectOnlyDroppedChunk(pageErrors, "home-screen-dialog");
  });

  test("never opens by itself on desktop", async ({ page, isMobile }) => {
    test.skip(isMobile, "desktop only");
    await page.clock.install();
    await page.goto("/");
    await page.clock.runFor(3500);
    await expect(page.getByTestId("home-screen-sheet")).toBeHidden();
  });
});

test("the tagline rotates every 5 s and holds still for reduced motion", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  const tagline = page.getByRole("banner").getByTestId("tagline").filter({ visible: true });
  const first = await tagline.textContent();
  await page.clock.runFor(4000);
  await expect(tagline).toHaveText(first ?? "");
  await page.clock.runFor(1500);
  await expect(tagline).not.toHaveText(first ?? "");

  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.reload();
  const still = await tagline.textContent();
  await page.clock.runFor(11_000);
  await expect(tagline).toHaveText(still ?? "");
});

test("no route of the navigation shows placeholder text any more", async ({ page }) => {
  for (const path of NAVIGATION_PATHS) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).not.toContain("currently under development");
    expect(html, path).toMatch(/<h1[^>]*>/);
  }
  const response = await page.goto("/trending");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Trending" })).toBeVisible();
  expect((await page.request.get("/category/not-a-category")).status()).toBe(404);
});

test("an unknown path answers 404 with the forest page and a way home", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole("heading", { name: "Oops! This page seems to have wandered into the forest." }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Return Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the site is installable: manifest, icons and theme colour", async ({ page }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const manifest = await (await page.request.get(href ?? "")).json();
  expect(manifest).toMatchObject({ short_name: "UCK", display: "standalone", start_url: "/" });
  for (const icon of manifest.icons) {
    const response = await page.request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()["content-type"]).toContain("image/png");
  }
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", /^#/);
});
