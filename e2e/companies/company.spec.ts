import { registerVerifyAndLogin, uniqueEmail } from "../accounts";
import { ADMIN_EMAIL, cards, loginAs } from "../complaints";
import { expect, noScriptPage, otherVisitorPage, test } from "../fixtures";

test("a company page shows its metrics, trending issues and complaints with their status", async ({
  page,
}) => {
  await page.goto("/company/delta-air-lines");
  await expect(page.getByRole("heading", { name: "Delta Air Lines", level: 1 })).toBeVisible();
  await expect(page.getByTestId("metric")).toHaveCount(7);
  await expect(page.getByTestId("metric").first()).toContainText(/Total complaints\s*\d+/);
  await expect(page.getByTestId("metric").last()).toContainText("Money returned");
  await expect(page.getByRole("heading", { name: "Trending issues" })).toBeVisible();
  await expect(page.getByRole("tab", { name: /Complaints \(\d+\)/ })).toBeVisible();
  await expect(cards(page).first().getByTestId("status-badge")).toBeVisible();
});

test("without JavaScript the filters are a form: Apply shows the chosen status", async ({
  browser,
  baseURL,
  page,
}) => {
  const plain = await noScriptPage(page, browser, baseURL);
  await plain.goto("/company/delta-air-lines");
  await plain.getByLabel("Status").selectOption("resolved");
  await plain.getByRole("button", { name: "Apply" }).click();
  await expect(plain).toHaveURL(/status=resolved/);
  const badges = plain.getByTestId("status-badge");
  await expect(badges.first()).toHaveText("Resolved");
  // Retried: the address changes before the new list is drawn.
  await expect(badges.filter({ hasNotText: "Resolved" })).toHaveCount(0);
  await expect(plain.getByLabel("Status")).toHaveValue("resolved");
  await plain.context().close();
  // With JavaScript the change applies at once; there is no Apply button.
  await page.goto("/company/delta-air-lines");
  await expect(page.getByRole("button", { name: "Apply" })).toBeHidden();
});

test("filters and sorts change the list", async ({ page }) => {
  await page.goto("/company/delta-air-lines");
  await page.getByLabel("Status").selectOption("resolved");
  await expect(page).toHaveURL(/status=resolved/);
  const badges = page.getByTestId("status-badge");
  await expect(badges.first()).toHaveText("Resolved");
  // Retried: the address changes before the new list is drawn.
  await expect(badges.filter({ hasNotText: "Resolved" })).toHaveCount(0);

  await page.getByLabel("Status").selectOption("all");
  await page.getByLabel("Sort").selectOption("most_ucks");
  await expect(page).toHaveURL(/sort=most_ucks/);
  const counts = async () => (await page.getByTestId("uck-count").allInnerTexts()).map(Number);
  await expect
    .poll(async () => {
      const now = await counts();
      return now.length > 1 && now.every((n, i) => i === 0 || (now[i - 1] ?? 0) >= n);
    })
    .toBe(true);

  await page.getByLabel("Sort").selectOption("oldest");
  await expect(page).toHaveURL(/sort=oldest/);
  const times = () =>
    cards(page)
      .locator("time")
      .evaluateAll((nodes) => nodes.map((n) => Date.parse(n.getAttribute("datetime") ?? "")));
  await expect
    .poll(async () => {
      const now = await times();
      return now.length > 1 && now.every((t, i) => i === 0 || (now[i - 1] ?? 0) <= t);
    })
    .toBe(true);

  await page.getByLabel("Status").selectOption("escalated");
  await expect(page.getByTestId("escalated-notice").first()).toBeVisible();
});

test("follow and unfollow a company, with the spec's toasts, after signing in", async ({
  page,
}) => {
  await page.goto("/company/ryanair");
  await page.getByRole("button", { name: "Follow" }).click();
  await expect(page.getByText("Please sign in to follow companies.")).toBeVisible();

  const email = uniqueEmail(page, "follower");
  await registerVerifyAndLogin(page, "Fiona Follower", email, "/company/ryanair");
  const before = Number((await page.getByTestId("followers").innerText()).split(" ")[0]);
  await page.getByRole("button", { name: "Follow", exact: true }).click();
  await expect(page.getByText("You are now following this company.")).toBeVisible();
  await expect(page.getByTestId("followers")).toHaveText(
    `${before + 1} follower${before + 1 === 1 ? "" : "s"}`,
  );
  await page.reload();
  await page.getByRole("button", { name: "Unfollow" }).click();
  await expect(page.getByText("You are no longer following this company.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("button", { name: "Follow", exact: true })).toBeVisible();
});

test("an unknown company address shows visitors the spec's error screen, and a signed-in visit creates the page", async ({
  page,
  browser,
  baseURL,
}) => {
  const slug = `corner-shop-${Date.now().toString(36)}`;
  for (const path of [`/company/${slug}`, "/company/a"]) {
    const visit = await page.goto(path);
    expect(visit?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Error Loading Company" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText("Company not found");
  }

  await loginAs(page, ADMIN_EMAIL, `/company/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Corner Shop [A-Za-z0-9]+$/);
  await expect(page.getByText("Unclaimed page")).toBeVisible();
  await expect(page.getByText("No complaints found with the selected filters.")).toBeVisible();

  // From then on visitors see the page, with the spec's card for claiming it.
  const visitor = await otherVisitorPage(browser, baseURL, "company-visitor");
  await visitor.goto(`/company/${slug}`);
  await expect(visitor.getByRole("heading", { name: "Company Account Required" })).toBeVisible();
  await expect(visitor.getByRole("link", { name: "Register" }).last()).toHaveAttribute(
    "href",
    "/auth/register",
  );
  await visitor.getByRole("tab", { name: "Analytics" }).click();
  await expect(visitor.getByText(/Analytics are available for claimed pages/)).toBeVisible();
  await visitor.context().close();
});

test("a company page shows its skeleton while it loads", async ({ page }) => {
  await page.goto("/");
  await page.route("**/company/*.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await cards(page).first().getByTestId("company-name").click();
  await expect(page.getByTestId("company-skeleton")).toBeVisible();
  // What a screen reader hears meanwhile, from the page's catalogue.
  await expect(page.getByTestId("company-skeleton").getByRole("status")).toHaveText(
    "Loading company…",
  );
  await expect(page.getByRole("tab", { name: /Complaints \(\d+\)/ })).toBeVisible();
  await expect(page.getByTestId("company-skeleton")).toHaveCount(0);
});

test("a complaint's author links to their public page, where people can follow them", async ({
  page,
}) => {
  await page.goto("/company/delta-air-lines");
  const author = cards(page).first().getByTestId("author-link");
  const name = (await author.getByTestId("author-name").innerText()).trim();
  await author.click();
  await expect(page).toHaveURL(/\/u\/[a-z0-9_]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(cards(page).first()).toBeVisible();
  await page.getByRole("button", { name: "Follow" }).click();
  await expect(page.getByText("Please sign in to follow people.")).toBeVisible();
});

test("a company page offers its honest badge: the last 12 months, the same numbers as the page", async ({
  page,
}) => {
  await page.goto("/company/delta-air-lines");
  const metric = (label: string) =>
    page.getByTestId("metric").filter({ hasText: label }).locator("p").nth(1);
  const embed = page.getByTestId("badge-embed");
  const badge = embed.getByRole("img", { name: /UCK record over the last 12 months/ });
  await badge.scrollIntoViewIfNeeded();
  await expect
    .poll(() => badge.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(100);
  // The preview is whole, inside its card: scaled to the column where it is narrower, never cut.
  const [box, card] = [await badge.boundingBox(), await embed.boundingBox()];
  expect(box && card && box.x >= card.x && box.x + box.width <= card.x + card.width).toBe(true);
  expect(
    await badge.evaluate((img: HTMLImageElement) => img.parentElement?.parentElement?.scrollWidth),
  ).toBeLessThanOrEqual(Math.ceil(card?.width ?? 0));
  await embed.locator("summary", { hasText: "HTML to copy" }).click();
  const snippet = await embed.getByLabel("HTML to copy").inputValue();
  expect(snippet).toMatch(
    /^<a href="http:\/\/localhost:\d+\/company\/delta-air-lines"><img src="http:\/\/localhost:\d+\/company\/delta-air-lines\/badge\.svg" alt="Delta Air Lines on UCK" height="52"><\/a>$/,
  );
  // The seeded complaints are all from the last two months, so the badge equals the cards; its
  // visible text names the company. The page and the badge are read again until both are of one
  // moment: a journey beside this one may file about Delta between the two reads.
  const badgeSays = async () => {
    await page.reload();
    const total = (await metric("Total complaints").textContent()) ?? "";
    const rate = (await metric("Response rate").textContent()) ?? "";
    const svg = await (await page.request.get("/company/delta-air-lines/badge.svg")).text();
    return [
      /<text[^>]*>Delta Air Lines on UCK<\/text>/.test(svg) || "the company's name",
      svg.includes(`>Last 12 months: ${total} complaints</text>`) || `${total} complaints`,
      svg.includes(`>${rate} answered · `) || `${rate} answered`,
    ];
  };
  await expect.poll(badgeSays).toEqual([true, true, true]);
});

test("the metric cards link to the published formulas, 90th percentile included", async ({
  page,
}) => {
  await page.goto("/company/delta-air-lines");
  await expect(
    page.getByTestId("metric").filter({ hasText: "Average response time" }),
  ).toContainText(/median .+ · 90% within .+/);
  await page.getByRole("link", { name: "How each one is computed" }).click();
  await expect(page).toHaveURL(/\/methodology$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "How the numbers are computed" }),
  ).toBeVisible();
  const responseTime = page.getByRole("region", { name: "Response time" });
  await expect(responseTime).toContainText("Version 2");
  await expect(responseTime).toContainText("90th percentile");
  await expect(page.getByRole("region", { name: "Answered within 48 h (SLA)" })).toBeVisible();
});
