import { login } from "../accounts";
import { ADMIN_EMAIL, cards, DEMO_PASSWORD } from "../complaints";
import { expect, test, visitorAddress } from "../fixtures";
import { customerFilesAboutNewCompany, ownerOf } from "../members";
import { d1 } from "../xss/xss-probe";

type Money = { currency: string; amount_minor: number }[];

/**
 * Refunds that count (issue 35): an amount far above the company's usual refunds waits for a
 * superadmin. The complaint says "pending review" until a superadmin approves it, without
 * JavaScript, from the admin's Refunds tab; only then is it money returned.
 */
test("an outlier refund says pending review and counts only once a superadmin approves it", async ({
  page,
  browser,
  baseURL,
  request,
}, testInfo) => {
  const text = `Outlier refund journey ${Date.now()}: a charge I never made.`;
  const { email, domain, companyPath, ids } = await customerFilesAboutNewCompany(
    page,
    { name: "Olga Outlier", label: "outlier" },
    [text],
  );
  const slug = companyPath.split("/").pop() ?? "";
  // The customer's account is two days old, so it is not a young account at the offer.
  await d1(
    `update users set created_at = created_at - ${2 * 86_400_000} where email = '${email}';`,
    testInfo.project.name,
  );
  // The company's owner signs in from an address of their own.
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": visitorAddress(`owner-${Date.now()}`) });
  await ownerOf(page, domain, "Oscar Owner", testInfo);
  await page.goto(companyPath);
  const card = cards(page).filter({ hasText: text });
  await card.getByRole("button", { name: "Respond" }).click();
  const respond = page.getByRole("dialog", { name: /^Respond to/ });
  await respond.getByLabel("Your response").fill("We refund the whole contract.");
  await respond.getByRole("radio", { name: /^Monetary relief/ }).check();
  await respond.getByLabel("Amount").fill("1000000");
  await respond.getByLabel("Currency").selectOption("USD");
  await respond.getByLabel("Paid by").fill(new Date().toISOString().slice(0, 10));
  await respond.getByRole("button", { name: "Submit response" }).click();
  await expect(card.getByTestId("refund")).toContainText("$1,000,000.00 by");

  // The complainant, back on their own address, says it arrived.
  await page.context().clearCookies();
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": visitorAddress(`customer-${Date.now()}`) });
  await login(page, email);
  await expect(page.getByTestId("header-user")).toBeVisible();
  await page.goto(`/complaint/${ids[0]}`);
  await page.getByTestId("refund-panel").getByRole("button", { name: "It arrived" }).click();
  await expect(page.getByText(/far above this company's usual refunds/)).toBeVisible();
  await expect(page.getByTestId("refund")).toContainText(
    "Received, confirmed by the customer · pending review",
  );
  const money = async () =>
    (
      (await (await request.get(`/api/v1/companies/${slug}`)).json()) as {
        data: { metrics: { money_returned: Money } };
      }
    ).data.metrics.money_returned;
  expect(await money()).toEqual([]);

  // A superadmin approves it, without JavaScript.
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: page.viewportSize(),
    extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress(`refund-admin-${Date.now()}`) },
  });
  const plain = await context.newPage();
  await plain.goto("/auth/login?redirectTo=/admin");
  await plain.getByLabel("Email").fill(ADMIN_EMAIL);
  await plain.getByLabel("Password").fill(DEMO_PASSWORD);
  await plain.getByRole("button", { name: "Log in" }).click();
  await expect(plain.getByRole("heading", { name: "Superadmin Dashboard" })).toBeVisible();
  await plain.goto("/admin?tab=refunds");
  const item = plain.getByTestId("refund-review-item").filter({ hasText: "$1,000,000.00" });
  await expect(item).toHaveCount(1);
  await item.getByRole("button", { name: "Approve: count it" }).click();
  await expect(plain.getByText("Refund approved: it counts as money returned")).toBeVisible();
  await expect(item).toHaveCount(0);
  await context.close();

  await page.goto(`/complaint/${ids[0]}`);
  await expect(page.getByTestId("refund")).toContainText("Received, confirmed by the customer");
  await expect(page.getByTestId("refund")).not.toContainText("pending review");
  expect(await money()).toEqual([
    { currency: "USD", amount_minor: 100_000_000, amount: "1000000.00" },
  ]);
});
