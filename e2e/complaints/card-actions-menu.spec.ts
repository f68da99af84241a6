import type { Locator, Page } from "@playwright/test";
import { registerPerson, registerVerifyAndLogin, uniqueEmail } from "../accounts";
import {
  ADMIN_EMAIL,
  cards,
  confirmIn,
  fileComplaint,
  loginAs,
  menuItem,
  openMenu,
} from "../complaints";
import { dropChunk, expectOnlyDroppedChunk, restoreChunk } from "../failure-ways";
import { expect, test } from "../fixtures";
import { customerFilesAboutNewCompany, ownerOf } from "../members";
import { ADMIN_DELETE_CONFIRM_TEXT, DELETE_CONFIRM_TEXT } from "../texts";

/**
 * The card menu's actions persist: save, report and block; the author edits and deletes; a
 * superadmin deletes any complaint; the complainant answers the company's response.
 */

test("save, report and block from the card menu persist", async ({ page }) => {
  // An author and a complaint of this journey's own: no other journey's deletion can take the
  // card away (the feed's first card may be one another journey is about to delete).
  await registerPerson(page, "Bo Author", uniqueEmail(page, "card-menu-author"));
  const { id, username: author } = await fileComplaint(
    page,
    `The parcel ${Date.now().toString(36)} never arrived and nobody answers.`,
  );
  // A fresh reader, signed in in the author's place.
  await registerVerifyAndLogin(page, "Rosa Reader", uniqueEmail(page, "card-menu"));
  await page.goto(`/complaint/${id}`);
  const target = page.locator(`[data-complaint-id="${id}"]`);

  await openMenu(target);
  await menuItem(page, "Save").click();
  await expect(page.getByText("Post saved")).toBeVisible();
  await page.reload();
  await openMenu(target);
  await expect(menuItem(page, "Unsave")).toBeVisible();
  await page.keyboard.press("Escape");

  await openMenu(target);
  await menuItem(page, "Report").click();
  await page.getByLabel("Reason").fill("Contains a private phone number.");
  await page.getByRole("button", { name: "Submit report" }).click();
  // Sent: the dialog closes on the answer (a refusal keeps it open with its reason). Its toast
  // is not read here: on a busy phone run it has come and gone before the check.
  await expect(page.getByLabel("Reason")).toBeHidden();

  // Blocked from the card on the author's page, where their complaints are listed.
  await page.goto(`/u/${author}`);
  const blockedCards = page.locator(`[data-author-username="${author}"]`);
  // Block asks first; Cancel changes nothing.
  await openMenu(target);
  await menuItem(page, "Block user").click();
  expect(await confirmIn(page, "Block user", "Cancel")).toMatch(
    /^Block .+\? Their complaints will be hidden from you\./,
  );
  await expect(page.getByRole("dialog", { name: "Block user" })).toBeHidden();
  await expect(target).toBeVisible();
  await block(page, target);
  await expect(page.getByText("User blocked")).toBeVisible();
  await expect(blockedCards).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("blocked-notice")).toBeVisible();
  await expect(blockedCards).toHaveCount(0);

  // Their page says they are blocked (not "has not posted a complaint") and offers Unblock.
  await expect(page.getByTestId("blocked-notice")).toContainText("You blocked");
  await expect(page.getByText(/has not posted a complaint/)).toHaveCount(0);
  await page
    .getByTestId("blocked-notice")
    .getByRole("button", { name: /^Unblock/ })
    .click();
  await expect(page.getByText("User unblocked")).toBeVisible();
  await expect(blockedCards.first()).toBeVisible();

  // Blocked again from their page, the block is listed in the profile and undone there.
  await block(page, blockedCards.first());
  await expect(page.getByText("User blocked")).toBeVisible();
  // Its page says so once it has read the block back (the toast comes with the answer).
  await expect(page.getByTestId("blocked-notice")).toContainText("You blocked");
  const row = page
    .getByTestId("blocked-list")
    .getByRole("listitem")
    .filter({ hasText: `@${author}` });
  await expect(async () => {
    await page.goto("/profile?tab=following");
    await expect(row).toBeVisible({ timeout: 2000 });
  }).toPass();
  // By keyboard: on a phone the floating New complaint button may sit over the row's end.
  await row.getByRole("button", { name: /^Unblock/ }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("User unblocked")).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.goto("/");
  await expect(blockedCards.first()).toBeVisible();
});

async function block(page: Page, card: Locator) {
  await openMenu(card);
  await menuItem(page, "Block user").click();
  await confirmIn(page, "Block user", "Block");
}

test("the author edits and deletes their own complaint", async ({ page }) => {
  // The author's own complaint, filed here.
  await registerPerson(page, "Edda Editor", uniqueEmail(page, "edit-own"));
  const { id } = await fileComplaint(page, `My refund ${Date.now().toString(36)} never came.`);
  await page.goto(`/complaint/${id}`);

  await openMenu(page.getByTestId("complaint-card"));
  await menuItem(page, "Edit").click();
  const text = `Updated: still no refund after ${Date.now()} attempts.`;
  await page.getByLabel("Complaint text").fill(text);
  await expect(page.getByText(`${text.length}/500`)).toBeVisible();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Your changes have been saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByText("(edited)")).toBeVisible();

  await openMenu(page.getByTestId("complaint-card"));
  await menuItem(page, "Delete").click();
  expect(await confirmIn(page, "Delete complaint", "Delete")).toBe(DELETE_CONFIRM_TEXT);
  await expect(page.getByText("Complaint has been deleted.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // An author's own deletion leaves nothing behind (decision 033): no public stub.
  const response = await page.goto(`/complaint/${id}`);
  expect(response?.status()).toBe(404);
});

test("a superadmin deletes any complaint", async ({ page }) => {
  // Someone else's complaint, filed here: on its own ones the superadmin gets the author's Delete.
  await registerPerson(page, "Otto Other", uniqueEmail(page, "admin-deletes"));
  const { id } = await fileComplaint(page, `Seat ${Date.now().toString(36)} was sold twice.`);
  await page.context().clearCookies();
  await loginAs(page, ADMIN_EMAIL, `/complaint/${id}`);
  const target = page.locator(`[data-complaint-id="${id}"]`);
  await openMenu(target);
  await menuItem(page, "Delete (Admin)").click();
  expect(await confirmIn(page, "Delete complaint (Admin)", "Delete")).toBe(
    ADMIN_DELETE_CONFIRM_TEXT,
  );
  await expect(page.getByText("Complaint deleted by superadmin.")).toBeVisible();
  await expect(target).toHaveCount(0);
  // A moderator's deletion leaves the public stub (decision 033), not a bare 404.
  const response = await page.goto(`/complaint/${id}`);
  expect(response?.status()).toBe(410);
  await expect(page.getByRole("heading", { name: "Complaint removed" })).toBeVisible();
});

test("the complainant answers the company response and it stays resolved", async ({
  page,
  pageErrors,
}, testInfo) => {
  // A complaint and the company's answer, made here.
  const text = `Charger ${Date.now().toString(36)} stopped working within a week.`;
  const { email, domain, companyPath, ids } = await customerFilesAboutNewCompany(
    page,
    { name: "Cleo Complainant", label: "answered" },
    [text],
  );
  await ownerOf(page, domain, "Owen Owner", testInfo);
  await page.goto(companyPath);
  await cards(page).filter({ hasText: text }).getByRole("button", { name: "Respond" }).click();
  const dialog = page.getByRole("dialog", { name: /^Respond to/ });
  await dialog.getByLabel("Your response").fill("A new charger is on its way to you.");
  await dialog.getByRole("radio", { name: /^Non-monetary relief/ }).check();
  await dialog.getByRole("button", { name: "Submit response" }).click();
  await expect(
    page.getByText("Your response has been posted and the customer has been notified."),
  ).toBeVisible();
  await page.context().clearCookies();
  await loginAs(page, email, `/complaint/${ids[0]}`);
  await page.getByRole("button", { name: "Yes, mark as resolved" }).click();
  await expect(
    page.getByText("Thank you for your feedback! We're glad the company resolved your issue."),
  ).toBeVisible();
  // On the complaint's page the verdict stays open to change for 30 days (decision 041).
  const panel = page.getByTestId("response-panel");
  await expect(panel).toContainText("Change your answer");
  await page.reload();
  await expect(page.locator('[data-status="full"]')).toBeVisible();
  await expect(panel).toContainText("Change your answer");

  // The complainant's questions are a chunk only their own cards load (decision 059): when it
  // cannot be fetched, the card says so in their place and the rest of it stays.
  await dropChunk(page, "complainant-panels");
  await page.reload();
  await expect(
    page.getByRole("alert").filter({
      hasText: "This could not load. Check your connection and try again.",
    }),
  ).toBeVisible();
  await expect(panel).toHaveCount(0);
  await expect(page.getByText(text)).toBeVisible();
  expectOnlyDroppedChunk(pageErrors, "complainant-panels");
});

test("a card's actions page works with scripts too: save, report, and the author's edit", async ({
  page,
}) => {
  // Where the menu button leads when tapped before the page's scripts run (decision 071).
  await registerPerson(page, "Ada Author", uniqueEmail(page, "card-page-author"));
  const { id } = await fileComplaint(
    page,
    `My refund ${Date.now().toString(36)} was promised twice and never came.`,
  );
  const actionsPage = `/complaint/${id}/actions?back=${encodeURIComponent(`/complaint/${id}`)}`;
  await page.goto(actionsPage);
  const edit = page.getByRole("region", { name: "Edit complaint" });
  const edited = `Edited on the actions page ${Date.now().toString(36)}: still no refund.`;
  await edit.getByLabel("Complaint text").fill(edited);
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Your changes have been saved.")).toBeVisible();
  await expect(page.getByTestId("card-actions-page").locator("blockquote")).toHaveText(edited);

  await registerVerifyAndLogin(page, "Rae Reader", uniqueEmail(page, "card-page-reader"));
  await page.goto(actionsPage);
  const actions = page.getByTestId("card-actions-page");
  await actions.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Post saved")).toBeVisible();
  // The page's data is read again: the button says what is true now.
  await expect(actions.getByRole("button", { name: "Unsave", exact: true })).toBeVisible();

  const report = page.getByRole("region", { name: "Report this complaint" });
  await report.getByLabel("Reason").fill("Names someone who is not a party to it.");
  await report.getByRole("button", { name: "Submit report" }).click();
  // Sent: the form is drawn again, empty.
  await expect(report.getByLabel("Reason")).toHaveValue("");
  await actions.getByRole("link", { name: "← Back" }).click();
  await expect(page).toHaveURL(new RegExp(`/complaint/${id}$`));
});

test("the card menu's code loads on the first tap, and a chunk that cannot load says so", async ({
  page,
  pageErrors,
}) => {
  await registerPerson(page, "Tia Tapper", uniqueEmail(page, "card-menu-chunk"));
  const text = `The locker ${Date.now().toString(36)} ate my parcel and the app says it was collected.`;
  const { id } = await fileComplaint(page, text);
  // The menu's chunk is no part of the page's first load; the first tap fetches it and opens it.
  await dropChunk(page, "card-menu-items");
  await page.goto(`/complaint/${id}`);
  const card = page.locator(`[data-complaint-id="${id}"]`);
  await openMenu(card);
  await expect(
    card.getByRole("alert").filter({
      hasText: "This could not load. Check your connection and try again.",
    }),
  ).toBeVisible();
  // The rest of the card stays.
  await expect(card.getByText(text)).toBeVisible();
  expectOnlyDroppedChunk(pageErrors, "card-menu-items");

  await restoreChunk(page, "card-menu-items");
  await page.reload();
  await openMenu(card);
  // Opened by that tap, with focus on its first item (the menu button's pattern).
  await expect(menuItem(page, "Save")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(card.getByRole("button", { name: "Complaint actions" })).toBeFocused();
});

test("Copy link puts the complaint's link on the clipboard and counts a share", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await registerPerson(page, "Cy Copier", uniqueEmail(page, "card-menu-copy"));
  const { id } = await fileComplaint(
    page,
    `The gym ${Date.now().toString(36)} kept charging me after I cancelled in person.`,
  );
  await page.goto(`/complaint/${id}`);
  const card = page.locator(`[data-complaint-id="${id}"]`);
  const shares = card.getByTestId("share-count");
  await expect(shares).toContainText("0");
  await openMenu(card);
  // The share is counted by a request after the copy: the page is read again once it is answered
  // (a reload before would cancel it).
  const counted = page.waitForResponse(
    (response) =>
      response.url().includes(`/complaint/${id}/actions`) && response.request().method() === "POST",
  );
  await menuItem(page, "Copy link").click();
  await expect(page.getByText("Link copied!")).toBeVisible();
  expect((await counted).ok()).toBe(true);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`/complaint/${id}$`),
  );
  // Counted on the server: the page read again says so.
  await page.reload();
  await expect(shares).toContainText("1");
});
