import { registerPerson, registerVerifyAndLogin, uniqueEmail } from "../accounts";
import { cards, confirmIn, fileComplaint } from "../complaints";
import { expect, noScriptPage, test } from "../fixtures";

/**
 * People whose JavaScript never arrives act with plain forms: the page posts, comes back to
 * where they were and says what happened in the words the toast would use. Here: a complaint's
 * card (uck, save, follow, the menu's dialogs); a person's own pages are in
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

  // The card menu is a native popover: it opens without scripts, and Save is a form.
  await card.getByRole("button", { name: "Complaint actions" }).click();
  const menu = plain.getByRole("menu", { name: "Complaint actions" });
  await expect(menu).toBeVisible();
  // Copy link shows the link, since nothing can reach the clipboard.
  await expect(menu.getByRole("menuitem", { name: /Copy link/ })).toContainText(`/complaint/${id}`);
  // Share counts the share and comes back with the link to pass on.
  const shares = async () =>
    Number((await card.getByTestId("share-count").textContent())?.match(/\d+/)?.[0]);
  const sharedBefore = await shares();
  await menu.getByRole("menuitem", { name: "Share", exact: true }).click();
  await expect(plain.getByTestId("flash")).toContainText("Share this link");
  await expect(plain.getByTestId("flash")).toContainText(`/complaint/${id}`);
  expect(await shares()).toBe(sharedBefore + 1);
  await card.getByRole("button", { name: "Complaint actions" }).click();
  await menu.getByRole("menuitem", { name: "Save", exact: true }).click();
  await expect(plain.getByTestId("flash")).toContainText("Post saved");
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

test("without JavaScript the card menu's dialogs work: report with a reason, block, and the author deletes", async ({
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
  const menu = plain.getByRole("menu", { name: "Complaint actions" });
  await plain.getByRole("button", { name: "Complaint actions" }).click();
  await menu.getByRole("menuitem", { name: "Report" }).click();
  const report = plain.getByRole("dialog", { name: "Report this complaint" });
  await report.getByLabel("Reason").fill("Names a private person.");
  await report.getByRole("button", { name: "Submit report" }).click();
  await expect(plain.getByTestId("flash")).toContainText("Report submitted");

  await plain.getByRole("button", { name: "Complaint actions" }).click();
  await menu.getByRole("menuitem", { name: "Block user" }).click();
  expect(await confirmIn(plain, "Block user", "Block")).toMatch(/^Block .+\?/);
  await expect(plain.getByTestId("flash")).toContainText("User blocked");

  await plain.goto(`/complaint/${id}`);
  await plain.getByRole("button", { name: "Complaint actions" }).click();
  await menu.getByRole("menuitem", { name: "Delete" }).click();
  await confirmIn(plain, "Delete complaint", "Delete");
  await expect(plain).toHaveURL(/\/$/);
  await expect(plain.getByTestId("flash")).toContainText("Complaint has been deleted.");
  expect((await plain.request.get(`/complaint/${id}`)).status()).toBe(404);
  await plain.context().close();
});
