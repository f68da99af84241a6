import { expect, test } from "../fixtures";

test("a visitor opens / and sees the newest seeded complaints", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "All Complaints" })).toBeVisible();

  const cards = page.getByTestId("complaint-card");
  await expect(cards).toHaveCount(10);
  await expect(cards.first().getByTestId("uck-count")).toHaveText(/^\d+$/);
  await expect(cards.first().getByRole("link", { name: /^\d+ comments?$/ })).toBeVisible();
  // The newest seeded complaint was filed within the last hours.
  await expect(cards.first().locator("time")).toHaveText(/Just now|hours? ago/);
  // The exact moment is there on hover and for screen readers.
  await expect(cards.first().locator("time")).toHaveAttribute(
    "title",
    /^\w{3} \d+, \d{4}, .+ UTC$/,
  );
  await expect(cards.first().locator("time .sr-only")).toHaveText(/^, \w{3} \d+, \d{4}, .+ UTC$/);
});

test("an unknown path shows the 404 page with a way home", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(
    page.getByText("Oops! This page seems to have wandered into the forest."),
  ).toBeVisible();
  await page.getByRole("link", { name: "Return Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("complaint-card").first()).toBeVisible();
});

test("the feed fits a 390px-wide phone without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await expect(page.getByTestId("complaint-card").first()).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});

test("author and company names on cards are readable at every width from 320 to 1920 px", async ({
  page,
}) => {
  for (const width of [320, 390, 768, 900, 1024, 1280, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    await expect(page.getByTestId("complaint-card").first()).toBeVisible();
    // Each name shows whole: nothing cut off by the card's width (seeded names are short).
    const clipped = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid="complaint-card"]')].slice(0, 6).flatMap((card) =>
        [
          card.querySelector('[data-testid="author-link"] span'),
          card.querySelector('[data-testid="company-name"]'),
        ]
          .filter((name): name is HTMLElement => name instanceof HTMLElement)
          .filter((name) => name.clientWidth === 0 || name.scrollWidth > name.clientWidth + 1)
          .map((name) => name.textContent),
      ),
    );
    expect(clipped, `at ${width} px`).toEqual([]);
  }
});
