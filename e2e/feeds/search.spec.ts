import type { Page } from "@playwright/test";
import { seriousViolations } from "../axe";
import { expect, test } from "../fixtures";

const searchBox = (page: Page) =>
  page.getByRole("searchbox", { name: "Search complaints and companies" });
const results = (page: Page) => page.getByTestId("complaint-result");

/** Nothing wider than the screen (390 px phones, 1280 px desktops). */
async function expectNoSideways(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test("a search marks the words found, filters by status and opens a complaint", async ({
  page,
}) => {
  await page.goto("/search");
  await expect(page.getByText("Type at least two letters to search.")).toBeVisible();
  await expect(searchBox(page)).toBeFocused();

  await searchBox(page).fill("refund");
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL(/\/search\?q=refund$/);
  await expect(page.getByRole("heading", { name: /^Complaints \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Companies \(\d+\)$/ })).toBeVisible();
  await expect(results(page).first()).toBeVisible();
  for (const mark of await page.getByTestId("complaint-result").locator("mark").all()) {
    await expect(mark).toHaveText(/^refund/i);
  }
  await expect(results(page).first().locator("mark").first()).toBeVisible();
  await expectNoSideways(page);

  await page.getByLabel("Status").selectOption("escalated");
  await expect(page).toHaveURL(/\/search\?q=refund&status=escalated$/);
  await expect(searchBox(page)).toHaveValue("refund");
  const badges = results(page).getByTestId("status-badge");
  await expect(badges.first()).toHaveText("Escalated");
  // Retried: the address changes before the new list is drawn.
  await expect(badges.filter({ hasNotText: "Escalated" })).toHaveCount(0);

  const link = results(page).first().getByTestId("complaint-result-link");
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/complaint\/[\w-]+$/);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByTestId("page-title")).toHaveText("Complaint Details");
});

test("companies are found by the start of their name and link to their page", async ({ page }) => {
  await page.goto("/search?q=delt");
  const company = page.getByTestId("company-result").filter({ hasText: "Delta Air Lines" });
  await expect(company.locator("mark")).toHaveText("Delta");
  await expect(company).toContainText(/\d+ complaints?/);
  await company.click();
  await expect(page).toHaveURL(/\/company\/delta-air-lines$/);
});

test("Load more appends the next page of complaints", async ({ page }) => {
  await page.goto("/search?q=days");
  await expect(results(page)).toHaveCount(20);
  await page.getByRole("link", { name: "Load more" }).click();
  await expect.poll(() => results(page).count()).toBeGreaterThan(20);
  await expect(page).toHaveURL(/\/search\?q=days$/);
  const hrefs = await page
    .getByTestId("complaint-result-link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(new Set(hrefs).size).toBe(hrefs.length);
});

test("a hostile query shows the empty state, not an error", async ({ page }) => {
  const hostile = `NEAR("zzqx* OR ) ^ -- '; drop table complaints; {a:b}`;
  await page.goto("/search");
  await searchBox(page).fill(hostile);
  await searchBox(page).press("Enter");
  await expect(page.getByText(`No complaints match “${hostile}”.`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Complaints (0)" })).toBeVisible();
  const response = await page.request.get(`/search?q=${encodeURIComponent('"*(')}&page=99`);
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain("Type at least two letters to search.");
});

test("the bare search page may be indexed, result pages may not", async ({ page }) => {
  const noindex = /<meta name="robots" content="noindex"\s*\/?>/;
  expect(await (await page.request.get("/search")).text()).not.toMatch(noindex);
  expect(await (await page.request.get("/search?q=refund")).text()).toMatch(noindex);
});

test("the phone's Search tab opens the search page", async ({ page, isMobile }) => {
  test.skip(!isMobile, "phones only");
  await page.goto("/");
  await page.getByTestId("bottom-bar").getByRole("link", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByTestId("page-title")).toHaveText("Search");
  await expect(searchBox(page)).toBeFocused();
});

test("axe finds no serious violation on the search page and its results", async ({ page }) => {
  await page.goto("/search");
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto("/search?q=refund");
  await expect(results(page).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expectNoSideways(page);
});
