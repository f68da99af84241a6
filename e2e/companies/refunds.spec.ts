import { login } from "../accounts";
import { cards } from "../complaints";
import { expect, test, visitorAddress } from "../fixtures";
import { customerFilesAboutNewCompany, ownerOf } from "../members";
import { d1 } from "../xss/xss-probe";

type Stats = { data: { money_returned: { currency: string; amount_minor: number }[] } };
const usd = (stats: Stats) =>
  stats.data.money_returned.find((sum) => sum.currency === "USD")?.amount_minor ?? 0;

/**
 * A refund confirmed by both sides: the company records it with its answer, the complainant
 * says it arrived, and the company page, the API and the site's total count it.
 */
test("a refund offered with the answer and confirmed by the complainant counts as money returned", async ({
  page,
  request,
}, testInfo) => {
  const stamp = Date.now();
  const text = `Refund journey ${stamp}: charged for a cancelled order.`;
  const { email, domain, companyPath, ids } = await customerFilesAboutNewCompany(
    page,
    { name: "Rita Refund", label: "refundjourney" },
    [text],
  );
  const slug = companyPath.split("/").pop() ?? "";
  const siteBefore = usd((await (await request.get("/api/v1/stats")).json()) as Stats);
  // Refunds that count (issue 35): the customer's account is two days old at the offer, and the
  // owner signs in from an address of their own (a shared one would keep it out of the total).
  await d1(
    `update users set created_at = created_at - ${2 * 86_400_000} where email = '${email}';`,
    testInfo.project.name,
  );
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": visitorAddress(`owner-${stamp}`) });

  await ownerOf(page, domain, "Olaf Owner", testInfo);
  await page.goto(companyPath);
  await cards(page).filter({ hasText: text }).getByRole("button", { name: "Respond" }).click();
  const dialog = page.getByRole("dialog", { name: /^Respond to/ });
  await dialog.getByLabel("Your response").fill("We are refunding the order in full.");
  await dialog.getByRole("radio", { name: /^Monetary relief/ }).check();
  await dialog.getByLabel("Reimbursement details").fill("Full refund of the order");
  await dialog.getByLabel("Amount").fill("25.50");
  await dialog.getByLabel("Currency").selectOption("USD");
  const due = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel("Paid by").fill(due);
  await dialog.getByRole("button", { name: "Submit response" }).click();
  await expect(
    page.getByText("Your response has been posted and the customer has been notified."),
  ).toBeVisible();
  const card = cards(page).filter({ hasText: text });
  await expect(card.getByTestId("refund")).toContainText("$25.50 by");
  await expect(card.getByTestId("refund")).toContainText("Waiting for the customer to confirm");
  const money = page.getByTestId("metric").filter({ hasText: "Money returned" });
  await expect(money).toContainText("None confirmed yet");
  await expect(money).toContainText("1 refund waiting for confirmation");

  // The complainant, back on an address of their own, says it arrived.
  await page.context().clearCookies();
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": visitorAddress(`customer-${stamp}`) });
  await login(page, email);
  await expect(page.getByTestId("header-user")).toBeVisible();
  await page.goto(`/complaint/${ids[0]}`);
  const panel = page.getByTestId("refund-panel");
  await expect(panel).toContainText("Did you receive the $25.50?");
  await panel.getByRole("button", { name: "It arrived" }).click();
  await expect(page.getByText("Refund confirmed", { exact: true })).toBeVisible();
  await expect(panel).toHaveCount(0);
  await expect(page.getByTestId("refund")).toContainText("Received, confirmed by the customer");

  await page.goto(companyPath);
  await expect(money).toContainText("$25.50");
  const api = await (await request.get(`/api/v1/companies/${slug}`)).json();
  expect(api.data.metrics.money_returned).toEqual([
    { currency: "USD", amount_minor: 2550, amount: "25.50" },
  ]);
  // At least this refund more: journeys beside this one may add their own meanwhile.
  expect(usd((await (await request.get("/api/v1/stats")).json()) as Stats)).toBeGreaterThanOrEqual(
    siteBefore + 2550,
  );
  await page.goto("/resolved");
  await expect(page.getByTestId("site-money-returned")).toContainText("$");
});

/**
 * A refund that did not arrive (decision 024): the company's member hears it, Mark Resolved waits
 * with its reason in view, and a new refund moves it on; the complainant hears of the new offer.
 */
test("a refund that did not arrive keeps Mark Resolved waiting until the company offers a new one", async ({
  page,
}, testInfo) => {
  const text = `Missing refund journey ${Date.now()}: the money never came.`;
  const { email, domain, companyPath, ids } = await customerFilesAboutNewCompany(
    page,
    { name: "Nina Nomoney", label: "norefund" },
    [text],
  );
  const owner = await ownerOf(page, domain, "Otto Owner", testInfo);
  await page.goto(companyPath);
  const card = cards(page).filter({ hasText: text });
  await card.getByRole("button", { name: "Respond" }).click();
  const respond = page.getByRole("dialog", { name: /^Respond to/ });
  await respond.getByLabel("Your response").fill("Your money is on its way.");
  await respond.getByRole("radio", { name: /^Monetary relief/ }).check();
  await respond.getByLabel("Amount").fill("30");
  await respond.getByLabel("Paid by").fill(new Date().toISOString().slice(0, 10));
  await respond.getByRole("button", { name: "Submit response" }).click();
  await expect(card.getByTestId("refund")).toContainText("$30.00 by");

  // The complainant says it did not arrive; the toast says who was told.
  await page.context().clearCookies();
  await login(page, email);
  await expect(page.getByTestId("header-user")).toBeVisible();
  await page.goto(`/complaint/${ids[0]}`);
  await page.getByTestId("refund-panel").getByRole("button", { name: "It did not arrive" }).click();
  await expect(page.getByText("The company's team has been told in UCK")).toBeVisible();

  // The owner hears it, and Mark Resolved waits with its reason.
  await page.context().clearCookies();
  await login(page, owner);
  await expect(page.getByTestId("header-user")).toBeVisible();
  await page.goto("/notifications");
  await expect(
    page
      .getByText("Nina Nomoney says", { exact: false })
      .filter({ hasText: "$30.00 did not arrive" }),
  ).toBeVisible();
  await page.goto(companyPath);
  const resolve = card.getByRole("button", { name: "Mark Resolved" });
  await expect(resolve).toBeDisabled();
  await expect(resolve).toHaveAccessibleDescription(/The customer says the refund did not arrive/);
  await expect(card.getByText(/Offer a new refund, or wait until they confirm/)).toBeVisible();
  await expect(card.getByTestId("refund")).toContainText("The customer says it did not arrive");
  await card.screenshot({ path: testInfo.outputPath("resolve-waits.png") });

  await card.getByRole("button", { name: "Offer a new refund" }).click();
  const offer = page.getByRole("dialog", { name: "Offer a new refund" });
  await expect(offer).toContainText("The customer says the $30.00 did not arrive.");
  await offer.getByLabel("Amount").fill("35");
  const due = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await offer.getByLabel("Paid by").fill(due);
  await offer.getByRole("button", { name: "Record the new refund" }).click();
  await expect(page.getByText("New refund recorded", { exact: true })).toBeVisible();
  await expect(offer).toBeHidden();
  await expect(card.getByTestId("refund")).toContainText("$35.00 by");
  await expect(card.getByTestId("refund")).toContainText("Waiting for the customer to confirm");
  await expect(resolve).toBeEnabled();
  await resolve.click();
  await expect(card.getByRole("button", { name: "Mark Resolved" })).toHaveCount(0);

  // The complainant hears of the new offer.
  await page.context().clearCookies();
  await login(page, email);
  await expect(page.getByTestId("header-user")).toBeVisible();
  await page.goto("/notifications");
  await expect(page.getByText(/offered a new refund of \$35\.00, due/)).toBeVisible();
});
