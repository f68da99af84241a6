import type { Page } from "@playwright/test";
import { PASSWORD, registerVerifyAndLogin, signOut, uniqueEmail } from "../accounts";
import { cards, loginAs } from "../complaints";
import { expect, test, visitorAddress } from "../fixtures";

/**
 * Opens the newest claim link mailed to `email` (read in the local mailbox) on this server: the
 * link is built from PUBLIC_HOST, which names the default dev port, not the one under test.
 */
async function openClaimLink(page: Page, email: string) {
  await page.goto("/dev/mailbox");
  const link = page
    .getByTestId("mail")
    .filter({ hasText: email })
    .first()
    .getByRole("link", { name: /claim\?token=/ });
  const url = new URL((await link.textContent()) ?? "");
  await page.goto(`${url.pathname}${url.search}`);
}

const metric = (page: Page, label: string) => page.getByTestId("metric").filter({ hasText: label });

test("a new user claims a company through the mailed link, answers, and the metrics follow", async ({
  page,
}) => {
  const domain = `claim${Date.now().toString(36)}.example`;

  // A customer files a complaint about a company nobody manages yet (a person of this journey's
  // own: the shared admin account files in several journeys, and the filing limits count it as one).
  const customer = uniqueEmail(page, "claim-customer");
  await registerVerifyAndLogin(page, "Cora Customer", customer, "/create");
  await page.getByRole("tab", { name: "Enter Domain" }).click();
  await page.getByLabel("Company domain").fill(domain);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByTestId("selected-company")).toBeVisible();
  const text = `Charged twice for order ${Date.now() % 100000}, no refund yet.`;
  await page.getByLabel("Your complaint").fill(text);
  await page.getByRole("button", { name: "Submit complaint" }).click();
  await expect(page).toHaveURL(/\/company\//);
  const companyUrl = new URL(page.url()).pathname;
  await expect(metric(page, "Response rate")).toContainText("0%");
  await signOut(page);
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();

  // Someone from the company registers, claims the page and confirms by mail.
  const owner = `owner@${domain}`;
  await registerVerifyAndLogin(page, "Olivia Owner", owner, companyUrl);
  await expect(page.getByRole("heading", { name: "Claim this page" })).toBeVisible();
  await page.getByLabel("Work email").fill(owner);
  await page.getByRole("button", { name: "Submit claim" }).click();
  await expect(
    page.getByText(`A verification email has been sent to ${owner}.`, { exact: false }),
  ).toBeVisible();
  await expect(page.getByTestId("claim-pending")).toContainText(
    `Verification email sent to ${owner}.`,
  );
  // The link opens a page that shows what is confirmed; the claimant confirms it there.
  await openClaimLink(page, owner);
  await expect(page.getByRole("heading", { name: /^Claim .+ on UCK$/ })).toBeVisible();
  await expect(page.getByTestId("claim-email")).toHaveText(owner);
  await expect(page.getByText(/answer its customers' complaints/)).toBeVisible();
  await page.getByRole("button", { name: "Confirm claim" }).click();
  await expect(page.getByText("Company page claimed")).toBeVisible();
  await expect(page.getByTestId("member-panel")).toContainText("5 of 5 responses remaining");

  // The owner answers with a reimbursement offer.
  const card = cards(page).filter({ hasText: text });
  await card.getByRole("button", { name: "Respond" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("5 of 5 remaining this month");
  await dialog.getByLabel("Your response").fill("Sorry! We refunded the second charge today.");
  // A refund is a monetary relief (decision 041): its amount and day go with it.
  await dialog.getByRole("radio", { name: /^Monetary relief/ }).check();
  await dialog.getByLabel("Reimbursement details").fill("Refund of the duplicate charge");
  await dialog.getByLabel("Amount").fill("20");
  await dialog
    .getByLabel("Paid by")
    .fill(new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10));
  await dialog.getByRole("button", { name: "Submit response" }).click();
  await expect(
    page.getByText("Your response has been posted and the customer has been notified."),
  ).toBeVisible();
  // The card shows the response at once, without a reload.
  await expect(card).toContainText("Refund of the duplicate charge");
  await page.reload();
  await expect(page.getByTestId("member-panel")).toContainText("4 of 5 responses remaining");
  await expect(metric(page, "Response rate")).toContainText("100%");
  await expect(cards(page).filter({ hasText: text })).toContainText(
    "Refund of the duplicate charge",
  );
  // The owner's Mark Resolved is the company's claim (decision 040): it asks the complainant and
  // never moves the resolution rate.
  const rateBefore = (await metric(page, "Resolution rate").textContent()) ?? "";
  await cards(page)
    .filter({ hasText: text })
    .getByRole("button", { name: "Mark Resolved" })
    .click();
  await expect(
    page.getByText("The complainant has been asked to confirm it is resolved."),
  ).toBeVisible();
  await expect(cards(page).filter({ hasText: text })).toContainText(
    "says this is resolved. Waiting for",
  );
  await page.reload();
  await expect(metric(page, "Resolution rate")).toContainText(rateBefore);
  await expect(metric(page, "Resolution rate")).toContainText(
    "says 1 more are resolved, awaiting the complainants",
  );
  await expect(cards(page).filter({ hasText: text }).getByTestId("status-badge")).toHaveText(
    "In progress",
  );
  await signOut(page);
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();

  // The customer is satisfied; the resolution rate follows.
  await loginAs(page, customer, companyUrl);
  await expect(metric(page, "Resolution rate")).toContainText(rateBefore);
  await cards(page)
    .filter({ hasText: text })
    .getByRole("link", { name: "Open complaint details" })
    .click();
  await expect(page.getByRole("heading", { name: "Complaint Details" })).toBeVisible();
  await expect(page.getByText("says this is resolved. Is it? Your answer decides")).toBeVisible();
  // The answer was a monetary relief: its refund arrived, said with the Yes.
  await page.getByLabel("I received $20.00").check();
  await page.getByRole("button", { name: "Yes, mark as resolved" }).click();
  await expect(
    page.getByText("Thank you for your feedback! We're glad the company resolved your issue."),
  ).toBeVisible();
  await page.goto(companyUrl);
  await expect(metric(page, "Resolution rate")).toContainText("100%");
  await expect(cards(page).filter({ hasText: text }).getByTestId("status-badge")).toHaveText(
    "Resolved",
  );
});

test("a claim link opened signed out asks to log in and comes back; a member's own complaint has no Respond", async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const domain = `shop${stamp}.example`;
  const owner = `owner@${domain}`;
  // A signed-in visit creates the page of a company nobody has named yet.
  await registerVerifyAndLogin(page, "Sam Shopkeeper", owner, `/company/shop-${stamp}`);
  await page.getByLabel("Work email").fill(owner);
  await page.getByLabel("Company domain").fill(domain);
  await page.getByRole("button", { name: "Submit claim" }).click();
  const pending = page.getByTestId("claim-pending");
  await expect(pending).toContainText(`Verification email sent to ${owner}.`);
  // The claim's toast says the mail went; closed here, so what follows is the resend's own.
  const sent = page
    .locator('[data-sonner-toast]:not([data-removed="true"])')
    .filter({ hasText: `A verification email has been sent to ${owner}.` });
  await expect(sent).toHaveCount(1);
  await sent.getByRole("button", { name: "Close toast" }).click();
  await expect(sent).toHaveCount(0);
  // Sending it again replaces the link (the newest mail carries the one that works), and says so
  // in the same words.
  await pending.getByRole("button", { name: "Send the email again" }).click();
  await expect(sent).toHaveCount(1);
  await expect(sent).toBeVisible();
  await signOut(page);
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();

  await openClaimLink(page, owner);
  await expect(page.getByRole("heading", { name: /^Claim .+ on UCK$/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Confirm claim" })).toHaveCount(0);
  await page.getByRole("link", { name: "Log in to confirm" }).click();
  await page.getByLabel("Email").fill(owner);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/claim\?token=/);
  await expect(page.getByTestId("claim-email")).toHaveText(owner);
  await page.getByRole("button", { name: "Confirm claim" }).click();
  await expect(page.getByText("Company page claimed")).toBeVisible();
  await expect(page.getByTestId("member-panel")).toBeVisible();

  // The owner files a complaint about their own company: it is not theirs to answer.
  await page.goto("/create");
  await page.getByRole("tab", { name: "Enter Domain" }).click();
  await page.getByLabel("Company domain").fill(domain);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByTestId("selected-company")).toBeVisible();
  const text = `Our own till ${stamp} double-charged me.`;
  await page.getByLabel("Your complaint").fill(text);
  await page.getByRole("button", { name: "Submit complaint" }).click();
  await expect(page).toHaveURL(new RegExp(`/company/shop-${stamp}\\?filed=[0-9a-f-]{36}$`));
  const own = cards(page).filter({ hasText: text });
  await expect(own).toHaveCount(1);
  await expect(page.getByTestId("member-panel")).toBeVisible();
  await expect(own.getByRole("button", { name: "Respond" })).toHaveCount(0);
});

test("without JavaScript a person claims a page and confirms it with the form", async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const domain = `plain${stamp}.example`;
  const owner = `owner@${domain}`;
  await registerVerifyAndLogin(page, "Nora Nojs", owner);
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: page.viewportSize(),
    extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress(`nojs-claim-${stamp}`) },
  });
  const plain = await context.newPage();
  await plain.goto("/auth/login");
  await plain.getByLabel("Email").fill(owner);
  await plain.getByLabel("Password").fill(PASSWORD);
  await plain.getByRole("button", { name: "Log in" }).click();
  await expect(plain.getByTestId("header-user")).toBeVisible();

  await plain.goto(`/company/plain-${stamp}`);
  await plain.getByLabel("Work email").fill(owner);
  await plain.getByLabel("Company domain").fill(domain);
  await plain.getByRole("button", { name: "Submit claim" }).click();
  await expect(plain.getByTestId("claim-pending")).toContainText(
    `Verification email sent to ${owner}.`,
  );
  await openClaimLink(plain, owner);
  await expect(plain.getByTestId("claim-email")).toHaveText(owner);
  await plain.getByRole("button", { name: "Confirm claim" }).click();
  await expect(plain).toHaveURL(new RegExp(`/company/plain-${stamp}$`));
  await expect(plain.getByTestId("member-panel")).toBeVisible();
  await context.close();
});
