import { ADMIN_EMAIL, cards, loginAs, menuItem, openMenu } from "../complaints";
import { expect, test } from "../fixtures";
import { customerFilesAboutNewCompany } from "../members";

test("Show More Complaints adds the next ten, with skeletons while they load", async ({
  page,
  isMobile,
}) => {
  await page.goto("/");
  await expect(cards(page)).toHaveCount(10);
  const label = isMobile ? "Load More" : "Show More Complaints";
  await page.getByRole("link", { name: label }).click();
  await expect(page.getByTestId("card-skeleton").first()).toBeVisible();
  await expect(cards(page)).toHaveCount(20);
  await expect(page.getByTestId("card-skeleton")).toHaveCount(0);
  const ids = await cards(page).evaluateAll((nodes) =>
    nodes.map((n) => n.getAttribute("data-complaint-id")),
  );
  expect(new Set(ids).size).toBe(20);
});

test("a card shows the spec's parts and opens its detail page", async ({ page }) => {
  await page.goto("/");
  await expect(
    cards(page)
      .first()
      .getByRole("img", { name: /No response from company yet|Company responded|Resolved/ }),
  ).toBeVisible();

  // A long complaint of the journey's own, so its card folds the text (the newest on / may all
  // be short ones other journeys filed), seen on its company's page.
  const text = `The router ${Date.now()} dropped the connection every evening for three weeks. ${"Support asked me to restart it again and again, then closed the ticket without a word. ".repeat(3)}`;
  const { companyPath, ids } = await customerFilesAboutNewCompany(
    page,
    { name: "Lena Longread", label: "longread" },
    [text],
  );
  await page.goto(companyPath);
  const card = page.locator(`[data-complaint-id="${ids[0]}"]`);
  await expect(card.getByRole("img", { name: "No response from company yet" })).toBeVisible();
  const collapsed = await card.getByTestId("complaint-text").innerText();
  await card.getByRole("button", { name: "Read more" }).click();
  await expect(card.getByRole("button", { name: "Show less" })).toBeVisible();
  expect((await card.getByTestId("complaint-text").innerText()).length).toBeGreaterThan(
    collapsed.length,
  );

  await card.getByRole("link", { name: "Open complaint details" }).click();
  await expect(page).toHaveURL(new RegExp(`/complaint/${ids[0]}$`));
  await expect(page.getByRole("heading", { name: "Complaint Details" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Comments \(\d+\)/ })).toBeVisible();
});

test("a missing complaint is a 404 page", async ({ page }) => {
  const response = await page.goto("/complaint/does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(
    page.getByText("Oops! This page seems to have wandered into the forest."),
  ).toBeVisible();
});

test("visitors are asked to sign in before ucking", async ({ page }) => {
  await page.goto("/");
  await cards(page)
    .first()
    .getByRole("button", { name: /Uck this complaint/ })
    .click();
  await expect(page.getByText("Sign in to uck")).toBeVisible();
});

test("the Following tab shows followed companies' complaints, or how to get some", async ({
  page,
}) => {
  await page.goto("/?feed=following");
  await expect(page.getByText("Sign in to see the complaints you follow")).toBeVisible();
  await loginAs(page, ADMIN_EMAIL, "/");
  await page.getByRole("link", { name: "Following" }).click();
  await expect(
    page.getByText("Start following companies or users to see their complaints here!"),
  ).toBeVisible();
  await page.goto("/");
  const card = cards(page).first();
  const company = await card.getByTestId("company-name").innerText();
  await openMenu(card);
  await menuItem(page, `Follow ${company}`).click();
  await expect(page.getByText("You are now following this company.")).toBeVisible();
  await page.goto("/?feed=following");
  await expect(cards(page).first()).toContainText(company);
  // Leave the admin following nothing, for the other runs.
  await openMenu(cards(page).first());
  await menuItem(page, `Unfollow ${company}`).click();
  await expect(page.getByText("Unfollowed", { exact: true })).toBeVisible();
});
