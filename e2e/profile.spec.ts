import type { Browser } from "@playwright/test";
import { register, registerVerifyAndLogin, uniqueEmail } from "./accounts";
import { cards, emailOf, loginAs } from "./complaints";
import { expect, test, visitorAddress } from "./fixtures";

/** The deterministic seed gives this person the most complaints (14). */
const PROLIFIC_AUTHOR = "leila_walker";

test("the profile shows counters from data and pages the complaints five at a time", async ({
  page,
}) => {
  await loginAs(page, emailOf(PROLIFIC_AUTHOR));
  await page.goto("/profile");
  const complaints = Number(await page.getByTestId("counter-complaints").textContent());
  expect(complaints).toBeGreaterThan(5);
  await expect(page.getByTestId("first-uck-badge")).toBeVisible();
  await expect(page.getByRole("tab", { name: `Complaints (${complaints})` })).toBeVisible();
  await expect(page.getByTestId("profile-showing")).toHaveText(
    `Showing 1-5 of ${complaints} complaints`,
  );
  await expect(cards(page)).toHaveCount(5);
  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId("profile-showing")).toHaveText(
    `Showing 6-${Math.min(10, complaints)} of ${complaints} complaints`,
  );
  await expect(
    page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "2" }),
  ).toHaveAttribute("aria-current", "page");

  await page.getByRole("tab", { name: "Following" }).click();
  await expect(page).toHaveURL(/tab=following/);
  await expect(page.getByRole("heading", { name: /^Companies \(\d+\)$/ })).toBeVisible();
});

async function anonymousPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress(`friend-${Date.now()}`) },
  });
  await context.addInitScript(() =>
    window.localStorage.setItem("uck-home-screen-instruction-seen", "true"),
  );
  return context.newPage();
}

test("a friend who registers through the invite link counts towards UCK Legend", async ({
  page,
  browser,
  baseURL,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const referrerEmail = uniqueEmail(page, "referrer");
  await registerVerifyAndLogin(page, "Rhea Referrer", referrerEmail);
  await page.goto("/profile?tab=invites");
  await expect(page.getByTestId("invite-progress")).toHaveText("0/10 friends joined");
  const link = await page.getByTestId("invite-link").inputValue();
  expect(link).toMatch(/\/invite\/[0-9a-f-]{36}$/);
  await page.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByText("Link copied!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  const friend = await anonymousPage(browser, baseURL);
  await friend.goto(new URL(link).pathname);
  await expect(
    friend.getByRole("heading", { name: "Rhea Referrer invited you to UCK" }),
  ).toBeVisible();
  await expect(friend.getByRole("link", { name: "Create your account" })).toHaveAttribute(
    "href",
    "/auth/register",
  );
  await register(friend, "Fiona Friend", uniqueEmail(page, "friend"));
  await friend.context().close();

  await page.reload();
  await expect(page.getByTestId("invite-progress")).toHaveText("1/10 friends joined");
  await expect(page.getByText("Fiona Friend")).toBeVisible();
});

test("an unknown invite link is a 404 page", async ({ page }) => {
  const response = await page.goto("/invite/not-a-user");
  expect(response?.status()).toBe(404);
  await expect(
    page.getByText("Oops! This page seems to have wandered into the forest."),
  ).toBeVisible();
});
