import { registerVerifyAndLogin, uniqueEmail } from "../accounts";
import { cards, menuItem, openMenu } from "../complaints";
import { GENERIC_FAILURE, ways } from "../failure-ways";
import { expect, test } from "../fixtures";

/**
 * Reading and following when a request fails (e2e/failure-ways.ts): the page, its cards and what
 * was typed stay, the spec's words say what happened, and the same action then works. Writes that
 * fail are in failures-writes.spec.ts.
 */

for (const [way, fail] of Object.entries(ways)) {
  test(`${way} on a card menu action: the feed stays and says so`, async ({ page }) => {
    await registerVerifyAndLogin(page, "Nadia Network", uniqueEmail(page, "card-failure"), "/");
    const shown = await cards(page).count();
    const card = cards(page).first();
    const id = await card.getAttribute("data-complaint-id");
    const target = page.locator(`[data-complaint-id="${id}"]`);

    await fail(page, "**/complaint/*/actions*");
    await openMenu(target);
    await menuItem(page, "Save").click();
    await expect(page.getByText(GENERIC_FAILURE)).toBeVisible();
    await expect(page.getByText(/Error loading complaints/)).toHaveCount(0);
    await expect(cards(page)).toHaveCount(shown);

    await page.unrouteAll();
    await openMenu(target);
    await menuItem(page, "Save").click();
    await expect(page.getByText("Post saved")).toBeVisible();
  });

  test(`${way} on a comment: the complaint and the typed comment stay`, async ({ page }) => {
    await registerVerifyAndLogin(page, "Colin Comment", uniqueEmail(page, "comment-failure"), "/");
    const id = await cards(page).first().getAttribute("data-complaint-id");
    await page.goto(`/complaint/${id}`);
    const text = `Lost on the way? ${Date.now()}`;
    const box = page.getByLabel("Write a comment");
    await box.fill(text);

    await fail(page, `**/complaint/${id}.data*`);
    await page.getByRole("button", { name: "Send comment" }).click();
    await expect(page.getByText("Failed to post comment. Please try again.")).toBeVisible();
    await expect(page.getByText("This complaint could not be loaded")).toHaveCount(0);
    await expect(page.getByTestId("complaint-card")).toHaveCount(1);
    await expect(box).toHaveValue(text);

    await page.unrouteAll();
    await page.getByRole("button", { name: "Send comment" }).click();
    await expect(page.getByText("Your comment has been added to the complaint.")).toBeVisible();
    await expect(page.getByTestId("comment").filter({ hasText: text })).toBeVisible();
    await expect(box).toHaveValue("");
  });
}

test("the network drops on Follow on a company page: the page stays, the button too", async ({
  page,
}) => {
  await registerVerifyAndLogin(
    page,
    "Fay Follow",
    uniqueEmail(page, "follow-failure"),
    "/company/delta-air-lines",
  );
  const follow = page.getByRole("button", { name: "Follow", exact: true });
  await ways["the network drops"](page, "**/company/delta-air-lines.data*");
  await follow.click();
  await expect(page.getByText("Failed to update follow status. Please try again.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Delta Air Lines");
  await expect(follow).toBeVisible();

  await page.unrouteAll();
  await follow.click();
  await expect(page.getByText("You are now following this company.")).toBeVisible();
});

test("Show More that cannot load keeps the cards shown and offers to try again", async ({
  page,
}) => {
  await page.goto("/");
  const shown = await cards(page).count();
  await ways["the network drops"](page, "**/feed.data*");
  const more = page.getByRole("link", { name: /Show More Complaints|Load More/ });
  await more.click();
  await expect(page.getByText("Could not load more complaints. Please try again.")).toBeVisible();
  await expect(cards(page)).toHaveCount(shown);

  await page.unrouteAll();
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect.poll(() => cards(page).count()).toBeGreaterThan(shown);
  await expect(page.getByText("Could not load more complaints. Please try again.")).toHaveCount(0);
});

test("Unfollow from a card in the Following feed takes that company's cards away at once", async ({
  page,
}) => {
  await registerVerifyAndLogin(
    page,
    "Una Unfollow",
    uniqueEmail(page, "unfollow"),
    "/company/delta-air-lines",
  );
  await page.getByRole("button", { name: "Follow", exact: true }).click();
  await expect(page.getByText("You are now following this company.")).toBeVisible();

  await page.goto("/?feed=following");
  const delta = cards(page).filter({
    has: page.getByTestId("company-name").getByText("Delta Air Lines"),
  });
  await expect(delta.first()).toBeVisible();
  await openMenu(delta.first());
  await menuItem(page, "Unfollow Delta Air Lines").click();
  await expect(delta).toHaveCount(0);
});

test("a company page or the feed whose data cannot load shows the spec's error screen", async ({
  page,
}) => {
  await page.goto("/");
  const company = cards(page).first().getByTestId("company-name");
  await ways["the network drops"](page, "**/company/*.data*");
  await company.click();
  await expect(page.getByRole("heading", { name: "Error Loading Company" })).toBeVisible();
  // What happened in a person's words, never the browser's "Failed to fetch".
  await expect(page.getByRole("alert")).toHaveText(
    "UCK could not be reached. Check your connection and try again.",
  );
  await page.unrouteAll();
  await page.getByRole("link", { name: "Try Again" }).click();
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Error Loading Company");
  // Try Again loads a document: the next click must land on the hydrated page, or it would be a
  // document load too and never ask for the dropped data.
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

  // The feed: the spec's "Error loading complaints: {message}" with Try Again.
  await ways["the network drops"](page, "**/_root.data*");
  await page.getByRole("link", { name: "UCK home" }).filter({ visible: true }).first().click();
  await expect(page.getByText(/^Error loading complaints: /)).toBeVisible();
  await expect(page.getByText(/^Error loading complaints: /)).toHaveText(
    "Error loading complaints: UCK could not be reached. Check your connection and try again.",
  );
  await page.unrouteAll();
  await page.getByRole("link", { name: "Try Again" }).click();
  await expect(cards(page).first()).toBeVisible();
});
