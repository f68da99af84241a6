import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

export const DEMO_PASSWORD = "UckDemo2026";
export const ADMIN_EMAIL = "admin@example.com";

/** Seeded users sign in as {username with a dot}@example.com; the superadmin as admin@. */
export const emailOf = (username: string) =>
  username === "uck_admin" ? ADMIN_EMAIL : `${username.replace("_", ".")}@example.com`;

export async function loginAs(page: Page, email: string) {
  await page.goto("/auth/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByTestId("header-user")).toBeVisible();
}

export const cards = (page: Page) => page.getByTestId("complaint-card");

export async function authorOf(card: Locator) {
  const username = await card.getAttribute("data-author-username");
  if (!username) throw new Error("card without author username");
  return username;
}

export async function openMenu(card: Locator) {
  await card.getByRole("button", { name: "Complaint actions" }).click();
}

/** The menu is portalled to the page, not inside the card. */
export const menuItem = (page: Page, name: string | RegExp) => page.getByRole("menuitem", { name });
