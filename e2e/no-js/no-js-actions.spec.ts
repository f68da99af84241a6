import { registerPerson, registerVerifyAndLogin, uniqueEmail } from "../accounts";
import { cards, fileComplaint } from "../complaints";
import { expect, noScriptPage, test } from "../fixtures";

/**
 * People whose JavaScript never arrives act with plain forms: the page posts, comes back to
 * where they were and says what happened in the words the toast would use. Here: a complaint's
 * card (uck; the menu's actions page: save, share, report, block, delete); a person's own pages are in
 * no-js-actions-people.spec.ts, a company member's answer in no-js-actions-company.spec.ts.
 */

test("without JavaScript a person ucks a complaint and takes it back, saves it from the card menu and follows its company", async ({
  page,
  browser,
  baseURL,
}) => {
  await registerVerifyAndLogin(page, "Una Uck", uniqueEmail(page, "nojs-uck"), "/");
  const first = cards(page).first();
  const id = (await first.getAttribute("data-complaint-id")) ?? "";
  const companyPath =
    (await first.locator('a[href^="/company/"]').first().getAttribute("href")) ?? "";
  expect(companyPath).toMatch(/^\/company\/[^/]+$/);

  const plain = await noScriptPage(page, browser, baseURL);
  await plain.goto(`/complaint/${id}`);
  const card = cards(plain).first();
  const count = async () => Number(await card.getByTestId("uck-count").textContent());
  const before = await count();
  await card.getByRole("button", { name: /Uck this complaint$/ }).click();
  await expect(plain.getByTestId("flash")).toContainText("Ucked! Your uck has been counted.");
  await expect(plain).toHaveURL(new RegExp(`/complaint/${id}$`));
  await expect(card.getByRole("button", { name: /, Ucked$/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  expect(await count()).toBeGreaterThan(before);
  // The detail page lets the uck be taken back.
  await card.getByRole("button", { name: /, Ucked$/ }).click();
  await expect(plain.getByTestId("flash")).toContainText("Uck removed");
  await expect(card.getByRole("button", { name: /Uck this complaint$/ })).toBeVisible();

  // Without scripts the card's menu button is a link to the card's actions page, plain forms.
  await card.getByRole("link", { name: "Complaint actions" }).click();
  await expect(plain).toHaveURL(new RegExp(`/complaint/${id}/actions\\?back=`));
  const actions = plain.getByTestId("card-actions-page");
  await expect(actions.getByRole("heading", { level: 1 })).toHaveText("Complaint actions");
  // Nothing can reach the clipboard: the page shows the link, to copy by hand.
  await expect(actions.getByLabel("This complaint's link, to copy")).toHaveValue(
    new RegExp(`/complaint/${id}$`),
  );
  // Share counts the share and comes back with the link to pass on.
  const shares = async () => {
    await plain.goto(`/complaint/${id}`);
    return Number((await card.getByTestId("share-count").textContent())?.match(/\d+/)?.[0]);
  };
  const sharedBefore = await shares();
  await plain.goto(`/complaint/${id}/actions`);
  await actions.getByRole("button", { name: "Share", exact: true }).click();
  await expect(plain.getByTestId("flash")).toContainText("Share this link");
  await expect(plain.getByTestId("flash")).toContainText(`/complaint/${id}`);
  await expect(plain).toHaveURL(new RegExp(`/complaint/${id}/actions$`));
  expect(await shares()).toBe(sharedBefore + 1);
  await card.getByRole("link", { name: "Complaint actions" }).click();
  await actions.getByRole("button", { name: "Save", exact: true }).click();
  await expect(plain.getByTestId("flash")).toContainText("Post saved");
  // The page comes back saying what is true now.
  await expect(actions.getByRole("button", { name: "Unsave", exact: true })).toBeVisible();
  await plain.goto("/bookmarked");
  await expect(cards(plain).first()).toHaveAttribute("data-complaint-id", id);

  // Follow on the company page is a form too.
  await plain.goto(companyPath);
  await plain.getByRole("button", { name: "Follow", exact: true }).click();
  await expect(plain.getByTestId("flash")).toContainText("You are now following this company.");
  await expect(plain).toHaveURL(new RegExp(`${companyPath}$`));
  await plain.getByRole("button", { name: "Unfollow", exact: true }).click();
  await expect(plain.getByTestId("flash")).toContainText("Unfollowed");
  await expect(plain.getByRole("button", { name: "Follow", exact: true })).toBeVisible();
  await plain.context().close();
});

test("without JavaScript a visitor's uck asks them to sign in, and the page stays", async ({
  page,
  browser,
  baseURL,
}) => {
  const plain = await noScriptPage(page, browser, baseURL);
  await plain.goto("/trending");
  await cards(plain)
    .first()
    .getByRole("button", { name: /Uck this complaint$/ })
    .click();
  await expect(plain.getByRole("alert")).toContainText("Please sign in to uck complaints.");
  await expect(plain).toHaveURL(/\/trending$/);
  await plain.context().close();
});

test("without JavaScript the card's actions page works: report with a reason, block, and the author deletes", async ({
  page,
  browser,
  baseURL,
}) => {
  await registerPerson(page, "Dora Dialog", uniqueEmail(page, "nojs-dialogs"));
  const { id } = await fileComplaint(page, `Filed to be deleted without scripts, ${Date.now()}.`);
  await page.goto("/trending");
  const other = cards(page)
    .filter({ hasNot: page.locator(`[data-complaint-id="${id}"]`) })
    .first();
  const otherId = (await other.getAttribute("data-complaint-id")) ?? "";

  const plain = await noScriptPage(page, browser, baseURL);
  await plain.goto(`/complaint/${otherId}`);
  const actionsLink = plain.getByRole("link", { name: "Complaint actions" });
  await actionsLink.click();
  const report = plain.getByRole("region", { name: "Report this complaint" });
  await report.getByLabel("Reason").fill("Names a private person.");
  await report.getByRole("button", { name: "Submit report" }).click();
  await expect(plain.getByTestId("flash")).toContainText("Report submitted");
  await expect(plain).toHaveURL(new RegExp(`/complaint/${otherId}/actions\\?back=`));

  const block = plain.getByRole("region", { name: "Block user" });
  await expect(block.locator("p")).toHaveText(/^Block .+\?/);
  await block.getByRole("button", { name: "Block", exact: true }).click();
  // Back to the page the card was on, saying so.
  await expect(plain).toHaveURL(new RegExp(`/complaint/${otherId}$`));
  await expect(plain.getByTestId("flash")).toContainText("User blocked");

  await plain.goto(`/complaint/${id}`);
  await actionsLink.click();
  const remove = plain.getByRole("region", { name: "Delete complaint" });
  await remove.getByRole("button", { name: "Delete", exact: true }).click();
  // The complaint's own page is gone: the delete comes back to the home page.
  await expect(plain).toHaveURL(/\/$/);
  await expect(plain.getByTestId("flash")).toContainText("Complaint has been deleted.");
  expect((await plain.request.get(`/complaint/${id}`)).status()).toBe(404);
  await plain.context().close();
});
