import { registerVerifyAndLogin, uniqueEmail } from "../accounts";
import { ADMIN_EMAIL, cards, loginAs } from "../complaints";
import { expect, otherVisitorPage, test } from "../fixtures";

/** What a careful person still tripped over (issue 36): feeds, titles, spacing, words. */

test("the home, company and category pages show a link to their Atom feed", async ({
  page,
  request,
}) => {
  for (const [path, name] of [
    ["/", "Atom feed of the newest complaints"],
    ["/company/delta-air-lines", "Atom feed of complaints about Delta Air Lines"],
    ["/category/delivery", "Atom feed of Delivery & Parcels complaints"],
  ] as const) {
    await page.goto(path);
    const link = page.getByRole("link", { name });
    await expect(link).toBeVisible();
    // The same feed the head names for feed readers, and it is one.
    const href = await link.getAttribute("href");
    const alternate = await page
      .locator('head link[rel="alternate"][type="application/atom+xml"]')
      .getAttribute("href");
    expect(alternate?.endsWith(href ?? "-")).toBe(true);
    const feed = await request.get(href ?? "");
    expect(feed.headers()["content-type"]).toContain("application/atom+xml");
  }
});

test("the page's title shows once: in the top bar on phones (the h1 kept for screen readers), as the h1 from 768 px", async ({
  page,
  isMobile,
}) => {
  for (const [path, title] of [
    ["/", "All Complaints"],
    ["/create", "New Complaint"],
    ["/search", "Search"],
    ["/most-complained", "Most Complained"],
  ] as const) {
    await page.goto(path);
    const topBar = page.getByTestId("page-title");
    await expect(topBar).toHaveText(title);
    const heading = page.getByRole("heading", { level: 1, name: title });
    await expect(heading).toHaveCount(1);
    const box = await heading.boundingBox();
    if (isMobile) {
      expect(box?.height, path).toBeLessThanOrEqual(1);
      await expect(topBar, path).toBeVisible();
    } else {
      expect(box?.height, path).toBeGreaterThan(20);
      // Issue 60: not a second time in the top bar above it.
      await expect(topBar, path).toBeHidden();
    }
  }
});

test("← Back stands apart from the heading on /developers, /data and /methodology", async ({
  page,
}) => {
  for (const path of ["/developers", "/data", "/methodology", "/privacy-policy"]) {
    await page.goto(path);
    const back = await page.getByRole("link", { name: "← Back" }).boundingBox();
    const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
    expect(back && heading && heading.y - (back.y + back.height), path).toBeGreaterThanOrEqual(16);
    // A thumb-sized target.
    expect(back?.height, path).toBeGreaterThanOrEqual(44);
  }
});

test('a card says "1 comment", never "1 comments"', async ({ page }) => {
  await page.goto("/");
  const labels = await cards(page)
    .getByRole("link", { name: /^\d+ comments?$/ })
    .evaluateAll((links) => links.map((link) => link.getAttribute("aria-label")));
  expect(labels.filter((label) => label === "1 comments")).toEqual([]);
});

test('the admin\'s user cards count "1 comment", and Delete for a breach looks stronger than Block', async ({
  page,
  browser,
  baseURL,
}) => {
  const person = await otherVisitorPage(browser, baseURL, "one-comment");
  const email = uniqueEmail(page, "onecomment");
  await registerVerifyAndLogin(person, "Olive Onecomment", email, "/");
  const id = await cards(person).first().getAttribute("data-complaint-id");
  await person.goto(`/complaint/${id}`);
  await person.getByLabel("Write a comment").fill("Same here, three weeks and counting.");
  await person.getByRole("button", { name: "Send comment" }).click();
  await expect(person.getByText("Your comment has been added to the complaint.")).toBeVisible();
  await person.context().close();

  // The cards are the phone's list of users.
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, ADMIN_EMAIL, `/admin?tab=users&q=${encodeURIComponent(email)}`);
  const card = page.getByTestId("admin-user-card").filter({ hasText: email });
  await expect(card).toContainText("0 complaints · 1 comment");
  await expect(card).not.toContainText("1 comments");
  const background = (name: string) =>
    card.getByRole("link", { name }).evaluate((link) => getComputedStyle(link).backgroundColor);
  // Block is outlined; the irreversible Delete is filled red.
  expect(await background("Block Olive Onecomment")).toBe("rgba(0, 0, 0, 0)");
  expect(await background("Delete Olive Onecomment for a breach")).toMatch(/^(rgb|oklch)\(/);
  expect(await background("Delete Olive Onecomment for a breach")).not.toBe("rgba(0, 0, 0, 0)");
});

test("the toast library is fetched with the first toast, not on a page that shows none", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  // Just after the first load too: nothing prefetched at idle. Waits for the browser's idle
  // moment itself (where a prefetch would start) and for the network to settle after it.
  await page.waitForLoadState("networkidle");
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 10_000 })),
  );
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => path.includes("sonner"))).toEqual([]);

  // The first toast brings it: a visitor's uck asks to sign in.
  await cards(page)
    .first()
    .getByRole("button", { name: /Uck this complaint/ })
    .click();
  await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
  expect(scripts.filter((path) => path.includes("sonner"))).toHaveLength(1);
});

test("on a phone a toast shows under the top bar, off the comment box and its Send button", async ({
  page,
  isMobile,
}, testInfo) => {
  test.skip(!isMobile, "from 768 px toasts sit at the bottom right, beside the column");
  await registerVerifyAndLogin(page, "Tess Toast", uniqueEmail(page, "toast-phone"), "/");
  const id = await cards(page).nth(2).getAttribute("data-complaint-id");
  await page.goto(`/complaint/${id}`);
  const box = page.getByLabel("Write a comment");
  const send = page.getByRole("button", { name: "Send comment" });
  const newComplaint = page.getByTestId("new-complaint-fab");
  await expect(newComplaint).toBeVisible();
  await box.fill(`Toast placement check ${Date.now()}`);
  // While a comment is written the new-complaint button steps aside: nothing sits over Send.
  await expect(newComplaint).toBeHidden();
  await send.scrollIntoViewIfNeeded();
  expect(
    await send.evaluate((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      const top = document.elementFromPoint(x + width - 4, y + height - 4);
      return top === element || element.contains(top);
    }),
  ).toBe(true);
  await send.click();
  const toast = page
    .locator("[data-sonner-toast]")
    .filter({ hasText: "Your comment has been added" });
  await expect(toast).toBeVisible();
  // Where it comes to rest once it has slid in: under the top bar, never over the page's title.
  const header = page.locator("header").first();
  const topBar = await header.boundingBox();
  await expect
    .poll(async () => (await toast.boundingBox())?.y ?? 0)
    .toBeGreaterThanOrEqual((topBar?.y ?? 0) + (topBar?.height ?? 0));
  await page.screenshot({ path: testInfo.outputPath("toast-phone.png") });
  const overlaps = (
    a: { x: number; y: number; width: number; height: number } | null,
    b: { x: number; y: number; width: number; height: number } | null,
  ) =>
    Boolean(
      a &&
        b &&
        a.x < b.x + b.width &&
        b.x < a.x + a.width &&
        a.y < b.y + b.height &&
        b.y < a.y + a.height,
    );
  const [toastBox, boxBox, sendBox] = await Promise.all([
    toast.boundingBox(),
    box.boundingBox(),
    send.boundingBox(),
  ]);
  expect(overlaps(toastBox, boxBox), "toast over the comment box").toBe(false);
  expect(overlaps(toastBox, sendBox), "toast over Send").toBe(false);
  await expect(newComplaint).toBeVisible();
});

test('"Add my current position (optional)" is a quiet grey button, not red text that reads as an error', async ({
  page,
}, testInfo) => {
  await page.goto("/create");
  const button = page.getByRole("button", { name: "Add my current position (optional)" });
  await expect(button).toBeVisible();
  await button.screenshot({ path: testInfo.outputPath("add-position.png") });
  // Neutral greys: its text and border have no colour (chroma), where red would.
  for (const property of ["color", "border-top-color"]) {
    const value = await button.evaluate(
      (element, name) => getComputedStyle(element).getPropertyValue(name),
      property,
    );
    const [first = 0, second = 0, third = 0] = (value.match(/[\d.]+/g) ?? []).map(Number);
    const colour = value.startsWith("oklch")
      ? second
      : (Math.max(first, second, third) - Math.min(first, second, third)) / 255;
    expect(colour, `${property} ${value}`).toBeLessThan(0.05);
  }
  expect(await button.evaluate((element) => element.tagName)).toBe("BUTTON");
});
