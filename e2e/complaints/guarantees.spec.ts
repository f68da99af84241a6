import type { Page } from "@playwright/test";
import { registerPerson, uniqueEmail } from "../accounts";
import { ADMIN_EMAIL, fileComplaint, loginAs, menuItem, openMenu } from "../complaints";
import { expect, noScriptPage, otherVisitorPage, test } from "../fixtures";

/** The superadmin reports the complaint, then removes it from the queue with a reason. */
async function removeWithReason(page: Page, id: string, marker: string, reason: string) {
  await page.goto(`/complaint/${id}`);
  await openMenu(page.locator(`[data-complaint-id="${id}"]`));
  await menuItem(page, "Report").click();
  await page.getByLabel("Reason").fill("Breaks the rules.");
  await page.getByRole("button", { name: "Submit report" }).click();
  await expect(page.getByText("Report submitted")).toBeVisible();
  await page.goto("/admin?tab=moderation");
  const item = page.getByTestId("report-item").filter({ hasText: marker });
  await item.getByLabel("Reason for removal (shown on its public stub)").fill(reason);
  await item.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("Complaint removed").first()).toBeVisible();
  await expect(item).toHaveCount(0);
}

test("/guarantees lists each promise with the tests that check it", async ({ page }, testInfo) => {
  await page.goto("/methodology");
  await page.getByRole("link", { name: "the guarantees page" }).click();
  await expect(
    page.getByRole("heading", { name: "What UCK guarantees complainants", level: 1 }),
  ).toBeVisible();
  const promises = page.getByTestId("guarantee");
  await expect(promises).toHaveCount(5);
  await expect(promises.first()).toContainText("No company action hides your complaint.");
  for (const promise of await promises.all()) {
    await expect(promise.getByTestId("backing-test").first()).toContainText(
      /test\/[\w/-]+\.test\.ts: “.+”/,
    );
  }
  await expect(
    page.getByText("a moderator's removal leaves a public stub with the reason"),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("guarantees.png"), fullPage: true });
});

test("a removed complaint shows its stub, and its author appeals once, also without JavaScript", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const author = await otherVisitorPage(browser, baseURL, "appeal-author");
  await registerPerson(author, "Ayla Appeal", uniqueEmail(page, "appeal"));
  const stamp = Date.now().toString(36);
  const first = `Router ${stamp} broke after two days and support hung up.`;
  const second = `Parcel ${stamp} arrived empty and the courier denied it.`;
  const { id: firstId } = await fileComplaint(author, first);
  const { id: secondId } = await fileComplaint(author, second);

  await loginAs(page, ADMIN_EMAIL);
  await removeWithReason(page, firstId, `Router ${stamp}`, "It names a private person.");
  await removeWithReason(page, secondId, `Parcel ${stamp}`, "It repeats another complaint.");

  // Anyone sees the stub: 410, the date, the reason, and that the author has not appealed.
  const visitor = await otherVisitorPage(browser, baseURL, "appeal-visitor");
  const gone = await visitor.goto(`/complaint/${firstId}`);
  expect(gone?.status()).toBe(410);
  await expect(visitor.getByTestId("removal-stub")).toContainText(
    /This complaint was removed by a moderator on .+\. Reason: It names a private person\./,
  );
  await expect(visitor.getByTestId("appeal-state")).toHaveText("The author has not appealed.");
  await expect(visitor.getByLabel("Appeal this removal")).toHaveCount(0);
  await visitor.screenshot({ path: testInfo.outputPath("stub-visitor.png"), fullPage: true });
  await visitor.context().close();

  // The author appeals with JavaScript: once.
  await author.goto(`/complaint/${firstId}`);
  await author.getByLabel("Appeal this removal").fill("It is my own experience; I named nobody.");
  await author.getByRole("button", { name: "Send appeal" }).click();
  await expect(author.getByTestId("appeal-state")).toContainText("Appeal pending");
  await author.reload();
  await expect(author.getByTestId("appeal-state")).toContainText("Appeal pending");
  await expect(author.getByLabel("Appeal this removal")).toHaveCount(0);
  await author.screenshot({ path: testInfo.outputPath("stub-appealed.png"), fullPage: true });

  // And without JavaScript: a plain form post.
  const plain = await noScriptPage(author, browser, baseURL);
  await plain.goto(`/complaint/${secondId}`);
  await plain
    .getByLabel("Appeal this removal")
    .fill("It is a different parcel from the other one.");
  await plain.getByRole("button", { name: "Send appeal" }).click();
  await plain.goto(`/complaint/${secondId}`);
  await expect(plain.getByTestId("appeal-state")).toContainText("Appeal pending");
  await expect(plain.getByLabel("Appeal this removal")).toHaveCount(0);
  await plain.context().close();

  // The superadmin restores the first: public again, saying what happened.
  await page.goto("/admin?tab=moderation");
  const appeal = page.getByTestId("appeal-item").filter({ hasText: `Router ${stamp}` });
  await expect(appeal).toContainText("It is my own experience; I named nobody.");
  await appeal
    .getByLabel("Note (shown on the complaint's page)")
    .fill("It names no private person.");
  await appeal.getByRole("button", { name: "Restore" }).click();
  await expect(
    page.getByText("Appeal upheld: the complaint is public again").first(),
  ).toBeVisible();
  const back = await author.goto(`/complaint/${firstId}`);
  expect(back?.status()).toBe(200);
  await expect(author.getByText(first)).toBeVisible();
  await expect(author.getByTestId("restored-note")).toContainText(
    "Appeal upheld: It names no private person.",
  );
  await author.screenshot({ path: testInfo.outputPath("restored.png"), fullPage: true });
  await author.context().close();
});
