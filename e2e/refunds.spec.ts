import { login } from "./accounts";
import { cards, deleteFiledComplaint } from "./complaints";
import { expect, test } from "./fixtures";
import { customerFilesAboutNewCompany, ownerOf } from "./members";

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

  await ownerOf(page, domain, "Olaf Owner", testInfo);
  await page.goto(companyPath);
  await cards(page).filter({ hasText: text }).getByRole("button", { name: "Respond" }).click();
  const dialog = page.getByRole("dialog", { name: /^Respond to/ });
  await dialog.getByLabel("Your response").fill("We are refunding the order in full.");
  await dialog.getByRole("switch", { name: "Offer reimbursement" }).check();
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

  // The complainant says it arrived.
  await page.context().clearCookies();
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
  expect(usd((await (await request.get("/api/v1/stats")).json()) as Stats)).toBe(siteBefore + 2550);
  await page.goto("/resolved");
  await expect(page.getByTestId("site-money-returned")).toContainText("$");

  // Journeys after this one pick seeded authors from the top of the feed: the complaint goes.
  for (const id of ids) await deleteFiledComplaint(page, id, "author");
});
