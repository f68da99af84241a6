import type { Page, TestInfo } from "@playwright/test";
import { registerVerifyAndLogin, signOut, uniqueEmail } from "./accounts";
import { cards } from "./complaints";
import { expect } from "./fixtures";
import { stateOf } from "./servers";
import { d1 } from "./xss-probe";

/**
 * A customer (registered here) files about a company nobody manages yet, found by a fresh
 * domain, one complaint per text; then signs out. Returns what the journey needs to come back.
 */
export async function customerFilesAboutNewCompany(
  page: Page,
  customer: { name: string; label: string },
  texts: string[],
) {
  const email = uniqueEmail(page, `${customer.label}-customer`);
  await registerVerifyAndLogin(page, customer.name, email);
  const domain = `${customer.label.replace(/[^a-z0-9]/g, "")}${Date.now().toString(36)}.example`;
  let companyPath = "";
  const ids: string[] = [];
  for (const text of texts) {
    await page.goto("/create");
    await page.getByRole("tab", { name: "Enter Domain" }).click();
    await page.getByLabel("Company domain").fill(domain);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByTestId("selected-company")).toBeVisible();
    await page.getByLabel("Your complaint").fill(text);
    await page.getByRole("button", { name: "Submit complaint" }).click();
    await expect(page).toHaveURL(/\/company\//);
    companyPath = new URL(page.url()).pathname;
    ids.push((await cards(page).filter({ hasText: text }).getAttribute("data-complaint-id")) ?? "");
  }
  await signOut(page);
  await expect(page.getByRole("link", { name: "Sign in" }).first()).toBeVisible();
  return { email, domain, companyPath, ids };
}

/** Someone of that company (registered and signed in here) is made its owner. */
export async function ownerOf(page: Page, domain: string, name: string, testInfo: TestInfo) {
  const owner = uniqueEmail(page, `${domain.split(".")[0]}-owner`);
  await registerVerifyAndLogin(page, name, owner);
  d1(
    `update companies set claimed = 1 where domain = '${domain}';
     insert into company_members (company_id, user_id, role, created_at)
     select c.id, u.id, 'owner', ${Date.now()} from companies c, users u
     where c.domain = '${domain}' and u.email = '${owner}';`,
    stateOf(testInfo.project.name),
  );
  return owner;
}
