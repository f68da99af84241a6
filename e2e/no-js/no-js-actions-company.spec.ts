import { login } from "../accounts";
import { cards } from "../complaints";
import { expect, noScriptPage, test } from "../fixtures";
import { customerFilesAboutNewCompany, ownerOf } from "../members";

/**
 * Without JavaScript a company member answers with plain forms, and the complainant answers the
 * member's resolution.
 */

test("without JavaScript a company member responds and marks resolved, and the complainant answers No", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // A customer files about a company nobody manages yet…
  const text = `Charged twice for one ticket, order ${Date.now()}.`;
  const {
    email: customer,
    domain,
    companyPath,
    ids: [id = ""],
  } = await customerFilesAboutNewCompany(page, { name: "Cy Customer", label: "nojsmember" }, [
    text,
  ]);

  // …and its owner, made so here, answers with scripts off.
  await ownerOf(page, domain, "Oda Owner", testInfo);
  const ownerPage = await noScriptPage(page, browser, baseURL);
  await ownerPage.goto(companyPath);
  const card = cards(ownerPage).filter({ hasText: text });
  await card.getByRole("button", { name: "Respond" }).click();
  const dialog = ownerPage.getByRole("dialog", { name: /^Respond to/ });
  const answer = "Refunded the second charge today.";
  await dialog.getByLabel("Your response").fill(answer);
  await dialog.getByRole("button", { name: "Submit response" }).click();
  await expect(ownerPage.getByTestId("flash")).toContainText("Your response has been posted");
  await expect(card).toContainText(answer);

  // The complainant says it did not resolve it, without scripts either (signed in there).
  const customerPage = await noScriptPage(page, browser, baseURL);
  await customerPage.context().clearCookies();
  await login(customerPage, customer);
  await expect(customerPage.getByTestId("header-user")).toBeVisible();
  await customerPage.goto(`/complaint/${id}`);
  await customerPage.getByRole("button", { name: "No", exact: true }).click();
  await expect(customerPage.getByTestId("flash")).toContainText(
    "Response marked as unsatisfactory",
  );
  await customerPage.context().close();

  await ownerPage.reload();
  await card.getByRole("button", { name: "Mark Resolved" }).click();
  await expect(ownerPage.getByTestId("flash")).toContainText(
    "The complaint status has been updated to resolved.",
  );
  await expect(card.getByTestId("status-badge")).toHaveText("Resolved");
  await ownerPage.context().close();
});
