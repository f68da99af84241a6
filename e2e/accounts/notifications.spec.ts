import type { Page } from "@playwright/test";
import { registerVerifyAndLogin, uniqueEmail } from "../accounts";
import { seriousViolations } from "../axe";
import { fileComplaint } from "../complaints";
import { expect, otherVisitorPage, test } from "../fixtures";

/** Files a complaint about Delta as the signed-in user; returns its id. */
/** The bell of the top bar, or the Alerts tab of the bottom bar on phones. */
const bellOf = (page: Page, isMobile: boolean) =>
  isMobile
    ? page.getByTestId("bottom-bar").getByRole("link", { name: /^Alerts/ })
    : page.getByRole("banner").getByRole("link", { name: /^Notifications/ });

test("a comment and a follow reach the complainant's bell; reading them clears it", async ({
  page,
  browser,
  baseURL,
  isMobile,
}) => {
  const label = isMobile ? "Alerts" : "Notifications";
  await registerVerifyAndLogin(page, "Nora Notified", uniqueEmail(page, "notified"));
  const stamp = Date.now().toString(36);
  const filed = await fileComplaint(page, `Bags ${stamp} went missing on both flights.`);
  const bell = bellOf(page, isMobile);
  await expect(bell).toHaveAccessibleName(label);

  // Someone else comments on the complaint and follows its author.
  const other = await otherVisitorPage(browser, baseURL, "notifier");
  await registerVerifyAndLogin(
    other,
    "Noel Notifier",
    uniqueEmail(page, "notifier"),
    `/complaint/${filed.id}`,
  );
  await other.getByLabel("Write a comment").fill(`Same for me, ${stamp}.`);
  await other.getByRole("button", { name: "Send comment" }).click();
  await expect(other.getByText("Your comment has been added to the complaint.")).toBeVisible();
  await other.goto(`/u/${filed.username}`);
  // The button turns at once; closing the page before the answer could cancel the request.
  const followed = other.waitForResponse((r) => r.request().method() === "POST" && r.ok());
  await other.getByRole("button", { name: "Follow", exact: true }).click();
  await expect(other.getByRole("button", { name: "Unfollow" })).toBeVisible();
  await followed;
  await other.context().close();

  await page.reload();
  await expect(bell).toHaveAccessibleName(`${label}, 2 unread`);
  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  const items = page.getByTestId("notification");
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText(/started following you/);
  await expect(items.nth(1)).toContainText(/commented on your complaint about Delta Air Lines/);
  await expect(items.and(page.locator('[data-read="false"]'))).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);

  // Opening one marks it read and leads to the complaint.
  await items.nth(1).getByRole("button").click();
  await expect(page).toHaveURL(new RegExp(`/complaint/${filed.id}$`));
  await expect(bell).toHaveAccessibleName(`${label}, 1 unread`);
  await page.goto("/notifications");
  await expect(items.nth(1)).toHaveAttribute("data-read", "true");
  await expect(items.nth(0)).toHaveAttribute("data-read", "false");

  await page.getByRole("button", { name: "Mark all as read" }).click();
  await expect(page.getByText("All notifications marked as read").first()).toBeVisible();
  await expect(bell).toHaveAccessibleName(label);
  await expect(page.getByTestId("unread-badge")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Mark all as read" })).toHaveCount(0);

  await page.reload();
  await expect(bell).toHaveAccessibleName(label);
  await expect(items.and(page.locator('[data-read="true"]'))).toHaveCount(2);
  // A read notification is a plain link to what it is about.
  await items.nth(0).getByRole("link").click();
  await expect(page).toHaveURL(/\/u\//);
});

test("visitors are asked to sign in on /notifications", async ({ page }) => {
  await page.goto("/notifications");
  await expect(page.getByText("Please sign in to see your notifications.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Login" })).toHaveAttribute(
    "href",
    "/auth/login?redirectTo=/notifications",
  );
  expect(await seriousViolations(page)).toEqual([]);
});
