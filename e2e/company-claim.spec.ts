import { followMailLink, registerVerifyAndLogin, signOut } from "./accounts";
import { ADMIN_EMAIL, cards, loginAs } from "./complaints";
import { expect, test } from "./fixtures";

const metric = (page: import("@playwright/test").Page, label: string) =>
  page.getByTestId("metric").filter({ hasText: label });

test("a new user claims a company through the mailed link, answers, and the metrics follow", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const domain = `claim${Date.now().toString(36)}.example`;

  // A customer files a complaint about a company nobody manages yet.
  await loginAs(page, ADMIN_EMAIL);
  await page.goto("/create");
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
  await registerVerifyAndLogin(page, "Olivia Owner", owner);
  await page.goto(companyUrl);
  await expect(page.getByRole("heading", { name: "Claim this page" })).toBeVisible();
  await page.getByLabel("Work email").fill(owner);
  await page.getByRole("button", { name: "Submit claim" }).click();
  await expect(
    page.getByText(`A verification email has been sent to ${owner}.`, { exact: false }),
  ).toBeVisible();
  await followMailLink(page, owner, /claim\?token=/);
  await expect(page.getByText("Company page claimed")).toBeVisible();
  await expect(page.getByTestId("member-panel")).toContainText("5 of 5 responses remaining");

  // The owner answers with a reimbursement offer.
  const card = cards(page).filter({ hasText: text });
  await card.getByRole("button", { name: "Respond" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("5 of 5 remaining this month");
  await dialog.getByLabel("Your response").fill("Sorry! We refunded the second charge today.");
  await dialog.getByRole("switch").check();
  await dialog.getByLabel("Reimbursement details").fill("Refund of the duplicate charge");
  await dialog.getByRole("button", { name: "Submit response" }).click();
  await expect(
    page.getByText("Your response has been posted and the customer has been notified."),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("member-panel")).toContainText("4 of 5 responses remaining");
  await expect(metric(page, "Response rate")).toContainText("100%");
  await expect(cards(page).filter({ hasText: text })).toContainText(
    "Refund of the duplicate charge",
  );
  await signOut(page);
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();

  // The customer is satisfied; the resolution rate follows.
  await loginAs(page, ADMIN_EMAIL);
  await page.goto(companyUrl);
  await expect(metric(page, "Resolution rate")).toContainText("0%");
  await cards(page)
    .filter({ hasText: text })
    .getByRole("link", { name: "Open complaint details" })
    .click();
  await expect(page.getByRole("heading", { name: "Complaint Details" })).toBeVisible();
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

test("visitors see 'Company Account Required' on an unclaimed page", async ({ page }) => {
  await page.goto(`/company/unclaimed-${Date.now().toString(36)}`);
  await expect(page.getByRole("heading", { name: "Company Account Required" })).toBeVisible();
  await page.getByRole("tab", { name: "Analytics" }).click();
  await expect(page.getByText(/Analytics are available for claimed pages/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Register" }).last()).toHaveAttribute(
    "href",
    "/auth/register",
  );
});
