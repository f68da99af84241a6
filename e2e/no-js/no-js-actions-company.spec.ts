import { login } from "../accounts";
import { cards } from "../complaints";
import { expect, noScriptPage, test } from "../fixtures";
import { customerFilesAboutNewCompany, ownerOf } from "../members";

/**
 * Without JavaScript a company member answers with plain forms, and the complainant answers the
 * member's resolution.
 */

test("without JavaScript a member responds and claims it resolved; the complainant answers No, then Yes", async ({
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
  await dialog.getByRole("radio", { name: /^Explanation/ }).check();
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

  // The member's Mark Resolved is the company's claim (decision 040): the complainant is asked,
  // the complaint stays in progress and the resolution rate does not move.
  await ownerPage.reload();
  const rate = ownerPage.getByTestId("metric").filter({ hasText: "Resolution rate" });
  const rateBefore = (await rate.textContent()) ?? "";
  await card.getByRole("button", { name: "Mark Resolved" }).click();
  await expect(ownerPage.getByTestId("flash")).toContainText(
    "The complainant has been asked to confirm it is resolved.",
  );
  await expect(card.getByTestId("status-badge")).toHaveText("In progress");
  await expect(card).toContainText("says this is resolved. Waiting for Cy Customer's answer.");
  await expect(card.getByRole("button", { name: "Mark Resolved" })).toHaveCount(0);
  await expect(rate).toContainText(rateBefore);
  await expect(rate).toContainText("says 1 more are resolved, awaiting the complainants");

  // The complainant's Yes, without scripts, is what resolves it and moves the rate.
  const againPage = await noScriptPage(page, browser, baseURL);
  await againPage.context().clearCookies();
  await login(againPage, customer);
  await expect(againPage.getByTestId("header-user")).toBeVisible();
  await againPage.goto(`/complaint/${id}`);
  await expect(againPage.getByText("says this is resolved. Is it?")).toBeVisible();
  await againPage.getByRole("button", { name: "Yes, mark as resolved" }).click();
  await expect(againPage.getByTestId("flash")).toContainText("Response marked as satisfactory");
  await againPage.context().close();

  await ownerPage.reload();
  await expect(card.getByTestId("status-badge")).toHaveText("Resolved");
  await expect(rate).toContainText("100%");
  await ownerPage.context().close();
});
