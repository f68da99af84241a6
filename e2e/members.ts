import type { Page, TestInfo } from "@playwright/test";
import { registerPerson, uniqueEmail } from "./accounts";
import { postComplaint } from "./complaints";
import { d1 } from "./xss/xss-probe";

/**
 * A customer (registered here) files about a company nobody manages yet, found by a fresh
 * domain, one complaint per text (`postComplaint`: the form without scripts, sent from the page);
 * then is signed out of this browser. Returns what the journey needs to come back. No page is
 * opened: the journey's own steps start from the next page it opens.
 */
export async function customerFilesAboutNewCompany(
  page: Page,
  customer: { name: string; label: string },
  texts: string[],
) {
  const email = uniqueEmail(page, `${customer.label}-customer`);
  await registerPerson(page, customer.name, email);
  const label = customer.label.replace(/[^a-z0-9]/g, "");
  const domain = `${label}${Date.now().toString(36)}.example`;
  let companyPath = "";
  const ids: string[] = [];
  for (const text of texts) {
    const filed = await postComplaint(page, { companyName: label, companyDomain: domain, text });
    companyPath = filed.companyPath;
    ids.push(filed.id);
  }
  // Signed out: the browser no longer holds the customer's session.
  await page.context().clearCookies();
  return { email, domain, companyPath, ids };
}

/** Someone of that company (registered and signed in here) is made its owner. */
export async function ownerOf(page: Page, domain: string, name: string, testInfo: TestInfo) {
  const owner = uniqueEmail(page, `${domain.split(".")[0]}-owner`);
  // Signed in without a page: the journey opens the one it needs next.
  await registerPerson(page, name, owner);
  await d1(
    `update companies set claimed = 1 where domain = '${domain}';
     insert into company_members (company_id, user_id, role, created_at)
     select c.id, u.id, 'owner', ${Date.now()} from companies c, users u
     where c.domain = '${domain}' and u.email = '${owner}';`,
    testInfo.project.name,
  );
  return owner;
}
