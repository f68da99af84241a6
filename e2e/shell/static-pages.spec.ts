import { expect, test } from "../fixtures";

// The spec's five press release paths, written out so a renamed slug fails here.
const PRESS_PATHS = [
  "/press/uck-transforms-customer-complaints",
  "/press/silicon-valley-ceos-embrace-uck",
  "/press/uck-ai-powered-complaint-resolution",
  "/press/global-expansion-customer-rights",
  "/press/uck-partnership-consumer-organizations",
];

const PAGES: [path: string, heading: string | RegExp][] = [
  ["/investor-center", /./],
  ["/press-media", "Press & Media"],
  ...PRESS_PATHS.map((path): [string, RegExp] => [path, /./]),
  ["/privacy-policy", "Privacy Policy"],
  ["/user-agreement", "User Agreement"],
];

for (const [path, heading] of PAGES) {
  test(`${path} answers 200 with its heading`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  });
}

test("the press room lists five articles that lead to their pages and back to the investors", async ({
  page,
}) => {
  await page.goto("/press-media");
  const readLinks = page.getByRole("link", { name: "Read Article" });
  await expect(readLinks).toHaveCount(5);
  for (const href of await readLinks.evaluateAll((links) =>
    links.map((link) => link.getAttribute("href")),
  )) {
    expect(PRESS_PATHS).toContain(href);
  }

  const href = await readLinks.first().getAttribute("href");
  const title = await page.getByRole("article").first().getByRole("heading").textContent();
  await readLinks.first().click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title ?? "");
  await expect(page.getByRole("link", { name: "File a complaint" })).toHaveAttribute(
    "href",
    "/create",
  );

  await page.getByRole("link", { name: "Back to Investor Center" }).click();
  await expect(page).toHaveURL(/\/investor-center$/);
  await expect(page.getByRole("heading", { level: 2, name: "Ready to Launch?" })).toBeVisible();
});

test("an unknown press release is a 404 page", async ({ page }) => {
  const response = await page.goto("/press/nope");
  expect(response?.status()).toBe(404);
  await expect(
    page.getByText("Oops! This page seems to have wandered into the forest."),
  ).toBeVisible();
});

test("the Back button of the privacy policy returns to the previous page", async ({ page }) => {
  await page.goto("/user-agreement");
  // Followed from the agreement: the browser sends it as the referrer.
  await page.goto("/privacy-policy", { referer: page.url() });
  await page.getByRole("link", { name: "← Back", exact: true }).click();
  await expect(page).toHaveURL(/\/user-agreement$/);
  await expect(page.getByRole("heading", { level: 1, name: "User Agreement" })).toBeVisible();
});

test("Back on a legal page opened from elsewhere goes home, not off the site", async ({ page }) => {
  await page.goto("/privacy-policy");
  await page.getByRole("link", { name: "← Back", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("complaint-card").first()).toBeVisible();
});

test("a press release carries a canonical link and NewsArticle structured data", async ({
  page,
}) => {
  const path = "/press/uck-transforms-customer-complaints";
  await page.goto(path);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`${path}$`),
  );
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  const scripts = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ""));
  const article = scripts
    .map((text) => JSON.parse(text))
    .find((data) => data["@type"] === "NewsArticle");
  expect(article, "a NewsArticle JSON-LD script").toBeDefined();
  expect(article.headline).toBe(await page.getByRole("heading", { level: 1 }).textContent());
  expect(article.datePublished).toMatch(/^2024-06-0[5-9]$/);
  expect(article.publisher).toMatchObject({ "@type": "Organization", name: "UCK" });
});
