import { registerVerifyAndLogin, uniqueEmail } from "../accounts";
import { expect, test } from "../fixtures";
import { PNG } from "../images";

// The one spec that lets the service worker register (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

/**
 * Offline, honestly (issue 41): a service worker keeps the built files and an offline page and
 * nothing else; with the network cut (the context's offline mode, which also cuts the service
 * worker's own fetches) a page load shows the offline page, a client-side navigation the same
 * words; a draft on /create survives a reload, another tab and an offline submit, and is offered
 * again when the connection returns.
 */
test("with the network cut, pages say so, and after browsing signed in no page but the offline one is cached", async ({
  page,
  context,
  pageErrors,
  isMobile,
}) => {
  await registerVerifyAndLogin(page, "Olli Offline", uniqueEmail(page, "offline"), "/");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Browse signed in (the service worker now controls the page).
  await page.goto("/trending");
  await page.goto("/notifications");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  await context.setOffline(true);
  // A client-side navigation whose code cannot load: React Router loads the page as a document,
  // and the service worker answers with the offline page (not the browser's error page). When
  // the route was not yet discovered (the phone's menu renders its links only once opened, and
  // their discovery fails offline), React Router cannot even match it and the app's own offline
  // screen says the same words.
  if (isMobile) await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("link", { name: "Most Commented" }).first().click();
  await expect(
    page.getByTestId("offline-page").or(page.getByTestId("offline-screen")),
  ).toContainText("You are offline");
  // A document navigation: the offline page too.
  await page.evaluate(() => window.location.assign("/most-shared"));
  await expect(page.getByTestId("offline-page")).toContainText("You are offline");
  // In the visitor's language: the language switch's choice, read by the service worker.
  await context.addCookies([{ name: "lang", value: "tr", url: page.url() }]);
  await page.evaluate(() => window.location.assign("/viral"));
  await expect(page.getByTestId("offline-page")).toContainText("Çevrimdışısınız");
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  await context.clearCookies({ name: "lang" });
  // React Router says why it reloaded; nothing else may have gone wrong.
  const expected =
    /Error loading route module|Failed to fetch dynamically imported module|Failed to fetch manifest patches/;
  const unexpected = pageErrors.filter((error) => !expected.test(error));
  pageErrors.splice(0, pageErrors.length, ...unexpected);
  await context.setOffline(false);

  // Only the offline pages are kept as HTML; every other entry is a built file.
  const cached = await page.evaluate(async () => {
    const entries: { url: string; type: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        entries.push({
          url: new URL(request.url).pathname,
          type: response?.headers.get("Content-Type") ?? "",
        });
      }
    }
    return entries;
  });
  const html = cached.filter((entry) => entry.type.includes("text/html")).map((entry) => entry.url);
  expect(html.sort()).toEqual(["/offline", "/offline-es", "/offline-tr"]);
  expect(
    cached
      .filter((entry) => !entry.type.includes("text/html"))
      .every((entry) => entry.url.startsWith("/assets/")),
  ).toBe(true);
});

test("a draft survives a reload, another tab and an offline submit, and is offered again online", async ({
  page,
  context,
}) => {
  await registerVerifyAndLogin(page, "Dara Draft", uniqueEmail(page, "draft"), "/create");
  await expect(page.getByTestId("draft-note")).toContainText("kept on this device");
  const text = `Kept on this device whatever happens (${Date.now()}).`;
  await page.getByLabel("Your complaint").fill(text);
  await page.getByLabel("Location (optional)").fill("Lyon, France");
  await page
    .getByTestId("image-input")
    .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByRole("img", { name: "Selected" })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Your complaint")).toHaveValue(text);
  // The photo comes back too: its upload is on the server, a small redrawn copy on the device.
  await expect(page.getByRole("img", { name: "Selected" })).toHaveAttribute(
    "src",
    /^data:image\/jpeg;base64,/,
  );

  const other = await context.newPage();
  await other.goto("/create");
  await expect(other.getByLabel("Your complaint")).toHaveValue(text);
  await expect(other.getByLabel("Location (optional)")).toHaveValue("Lyon, France");
  await other.close();

  await page.getByRole("tab", { name: "Enter Domain" }).click();
  await page.getByLabel("Company domain").fill(`draft${Date.now().toString(36)}.example`);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByTestId("selected-company")).toBeVisible();
  await context.setOffline(true);
  await page.getByRole("button", { name: "Submit complaint" }).click();
  // Offline is said as such: not the spec's failure text with its "contact support".
  await expect(page.getByText("You are offline", { exact: true })).toBeVisible();
  await expect(page.getByText(/kept on this device\. We will offer to send it/)).toBeVisible();
  await expect(page.getByText("Error submitting complaint")).toHaveCount(0);
  await expect(page.getByText(/contact support/)).toHaveCount(0);
  await expect(page.getByLabel("Your complaint")).toHaveValue(text);
  await context.setOffline(false);
  const toast = page.getByText("You are back online", { exact: true });
  await expect(toast).toBeVisible();
  await page.getByRole("button", { name: "Send complaint" }).click();
  await expect(page).toHaveURL(/\/company\//);
  const filed = page.getByTestId("complaint-card").filter({ hasText: text });
  await expect(filed).toBeVisible();
  await expect(filed.locator('img[src^="/images/complaint-images/"]')).toBeVisible();
  // Filed: the draft is gone from the device.
  expect(await page.evaluate(() => window.localStorage.getItem("uck-complaint-draft"))).toBeNull();
});

test("signing out forgets the draft kept on the device", async ({ page }) => {
  await registerVerifyAndLogin(page, "Sol Shared", uniqueEmail(page, "shared-device"), "/create");
  await expect(page.getByTestId("draft-note")).toContainText("until it is sent or you sign out");
  const text = `Typed on a shared computer (${Date.now()}).`;
  await page.getByLabel("Your complaint").fill(text);
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem("uck-complaint-draft")))
    .toContain("shared computer");
  await page.goto("/profile");
  await page.getByRole("main").getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByText("You have been successfully signed out").first()).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem("uck-complaint-draft"))).toBeNull();
  await page.goto("/create");
  await expect(page.getByLabel("Your complaint")).toHaveValue("");
});
