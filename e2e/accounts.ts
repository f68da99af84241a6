import type { Page } from "@playwright/test";
import { postFixture } from "./complaints";
import { expect } from "./fixtures";

let counter = 0;
/** A fresh address per call, per project and per run. */
export function uniqueEmail(page: Page, label: string) {
  counter += 1;
  const project = page.viewportSize()?.width === 390 ? "m" : "d";
  return `${label}.${project}.${Date.now().toString(36)}${counter}@example.com`;
}

export const PASSWORD = "Complain2Win";

export async function register(page: Page, name: string, email: string, password = PASSWORD) {
  await page.goto("/auth/register");
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByLabel(/I accept the/).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(
    page.getByText("Registration successful! Please check your email to verify your account."),
  ).toBeVisible();
}

/**
 * Opens the newest mail to `email` in the local mailbox and follows its link. The mailbox is read
 * again until the mail is there: mail is written after the answer's last byte (issue 57), so it
 * may arrive a moment after the page that asked for it.
 */
export async function followMailLink(page: Page, email: string, linkPattern: RegExp) {
  const link = page
    .getByTestId("mail")
    .filter({ hasText: email })
    .first()
    .getByRole("link", { name: linkPattern });
  await expect(async () => {
    await page.goto("/dev/mailbox");
    await expect(link).toBeVisible({ timeout: 1000 });
  }).toPass();
  await link.click();
}

export async function login(page: Page, email: string, password = PASSWORD) {
  await page.goto("/auth/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/**
 * A fresh person for a journey, registered, verified and signed in by the local server's
 * development-only fixture (app/routes/dev.person.ts: the same use cases as the form and the
 * mailed link, in one request), with the journey's address and language (`postFixture`).
 * e2e/accounts/auth.spec.ts drives the form and the link themselves (`register`, `followMailLink`).
 */
export async function registerVerifyAndLogin(
  page: Page,
  name: string,
  email: string,
  to = "/",
  options: { ageDays?: number } = {},
) {
  await registerPerson(page, name, email, options);
  // Straight to the page the journey needs (home unless it says), signed in.
  await page.goto(to);
  await expect(page.getByTestId("header-user")).toContainText(name);
}

/**
 * The same fresh person, signed in, without opening a page: for a person who only acts through
 * the fixtures (`postComplaint`) before the journey's own steps. `ageDays` makes the account that
 * old (what counts only established accounts, such as a same-problem group's people).
 */
export async function registerPerson(
  page: Page,
  name: string,
  email: string,
  options: { ageDays?: number } = {},
) {
  const form = { name, email, password: PASSWORD, ageDays: String(options.ageDays ?? 0) };
  const status = await postFixture(page, "/dev/person", form);
  expect(status, `a fresh person ${email}`).toBe(204);
}

/**
 * Signs out through the account menu of the top bar, and waits until the page is signed out: a
 * navigation started before then would race the sign-out (and /auth/login sends a signed-in
 * person home).
 */
export async function signOut(page: Page) {
  await page.getByTestId("header-user").click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page.getByTestId("header-user")).toBeHidden();
}
