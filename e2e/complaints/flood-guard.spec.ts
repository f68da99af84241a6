import { dropChunk, expectOnlyDroppedChunk, restoreChunk } from "../failure-ways";
import { expect, test } from "../fixtures";

/**
 * The public flood guard (issue 37), on a phone and a desktop: the local server's /dev/flood
 * gives a company a quiet history and then thirty complaints in an hour from thirty new
 * accounts, and runs the hourly job's own code. The company page shows the neutral banner naming
 * the rule that held (docs/decisions/038), the
 * 90-day histogram with the day shaded (and its legend and table for screen readers), and the
 * metrics with and without the flagged window; the complaints are all still there.
 */
test("a flood of complaints from new accounts: banner, shaded histogram and both metrics", async ({
  page,
  pageErrors,
}) => {
  const run = Date.now().toString(36);
  const name = `Floodco ${run}`;
  await page.goto("/dev/flood");
  await page.getByLabel("Company name").fill(name);
  await page.getByRole("button", { name: "Flood now" }).click();
  await expect(page).toHaveURL(new RegExp(`/company/floodco-${run}$`));

  const banner = page.getByTestId("flood-banner");
  await expect(banner.getByRole("heading", { name: "Unusual activity" })).toBeVisible();
  // The rule that held, with its figures: thirty complaints, and no word of ucks.
  await expect(banner.locator('[data-rule="volume"]')).toHaveText(
    /^30 complaints in 24 hours \(usually 0 a day\)\. Complaints from accounts under a week old or sharing a network address, or with near-identical texts, are being reviewed\./,
  );
  await expect(banner.locator('[data-rule="young_ucks"]')).toHaveCount(0);
  await expect(banner).toContainText("Nothing has been deleted; every complaint stays public.");
  const histogram = page.getByTestId("flood-histogram");
  await expect(histogram).toBeVisible();
  await expect(histogram.locator('rect[data-flagged="true"]')).not.toHaveCount(0);
  await expect(histogram).toContainText("Shaded: days in a window of unusual activity");
  await expect(histogram.getByRole("table")).toContainText("Complaints");

  const metrics = page.getByTestId("flood-metrics");
  await expect(metrics.getByRole("columnheader", { name: "All complaints" })).toBeVisible();
  await expect(
    metrics.getByRole("columnheader", { name: "Without flagged windows" }),
  ).toBeVisible();
  const total = metrics.getByRole("row", { name: /Total complaints/ });
  await expect(total.getByTestId("metric-all")).toHaveText("42");
  await expect(total.getByTestId("metric-without")).toHaveText("12");
  // Nothing was hidden: the tab still counts all 42.
  await expect(page.getByRole("tab", { name: "Complaints (42)" })).toBeVisible();

  // Each flagged complaint says so on its card (the same card in every list; the home feed is
  // shared with the journeys beside this one, so it is not read here); the quiet history's
  // complaints (established accounts, before the window) do not.
  const cards = page.getByTestId("complaint-card");
  const wave = cards.filter({ hasText: `${name} is the worst, complaint 30 of the wave` });
  await expect(wave.getByTestId("in-flood-review")).toContainText(
    "In review: filed during unusual activity on this company's page.",
  );
  await expect(
    wave.getByRole("link", { name: "How unusual activity is detected" }),
  ).toHaveAttribute("href", "/methodology#flood-guard");
  const companyPage = new URL(page.url()).pathname;
  await page.goto(`${companyPage}?sort=oldest`);
  const history = cards.filter({ hasText: `from ${name} arrived 80 days late` });
  await expect(history).toHaveCount(1);
  await expect(history.getByTestId("in-flood-review")).toHaveCount(0);
  await page.goto(companyPage);

  // The histogram and the two columns are a chunk of their own (flood-charts.tsx, decision 059):
  // when it cannot be fetched, each says so in its place, and the banner and the cards stay.
  await dropChunk(page, "flood-charts");
  await page.reload();
  await expect(
    page.getByRole("alert").filter({ hasText: "This part of the company's page could not load." }),
  ).toHaveCount(2);
  await expect(histogram).toHaveCount(0);
  await expect(page.getByTestId("flood-banner")).toBeVisible();
  await expect(wave.getByTestId("in-flood-review")).toBeVisible();
  expectOnlyDroppedChunk(pageErrors, "flood-charts");
  await restoreChunk(page, "flood-charts");
  await page.reload();
  await expect(histogram).toBeVisible();

  const shots = test.info();
  await page.getByTestId("flood-banner").scrollIntoViewIfNeeded();
  await page.screenshot({ path: shots.outputPath("flood-company.png"), fullPage: true });
  await histogram.screenshot({ path: shots.outputPath("flood-histogram.png") });

  // The histogram's words are the page's language's, its table's too (for screen readers).
  await page.goto(`${companyPage}?lang=tr`);
  await expect(histogram).toContainText("Son 90 günde günlük şikâyetler");
  await expect(histogram).toContainText("Gölgeli: olağan dışı hareketlilik dönemindeki günler");
  await expect(histogram.getByRole("table")).toContainText("Evet");
});
