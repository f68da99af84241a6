import { cards } from "../complaints";
import { expect, noScriptPage, test } from "../fixtures";
import { customerFilesAboutNewCompany, ownerOf } from "../members";

/**
 * Issue 62, decision 043: a company's owner makes the pledge with a plain form, without
 * JavaScript (at 390 px in the phone project), and a visitor reads it on the page and the badge;
 * withdrawing it the same day is refused with the day it becomes possible.
 */
test("without JavaScript an owner pledges; the page and the badge say so; no withdrawal the same day", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const text = `Waited three weeks for a refund, order ${Date.now()}.`;
  const { domain, companyPath } = await customerFilesAboutNewCompany(
    page,
    { name: "Pia Customer", label: "pledge" },
    [text],
  );
  await ownerOf(page, domain, "Ola Owner", testInfo);
  const ownerPage = await noScriptPage(page, browser, baseURL);
  await ownerPage.goto(companyPath);
  const pledge = ownerPage.getByTestId("pledge");
  await expect(pledge).toContainText("has not made the pledge");
  const make = pledge.getByRole("button", { name: "Make the pledge" });
  // Within the phone's width: nothing to scroll sideways to reach it.
  const box = await make.boundingBox();
  const width = ownerPage.viewportSize()?.width ?? 0;
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width).toBe(true);
  await make.click();
  await expect(ownerPage.getByTestId("flash")).toContainText("Your pledge is public from now on");
  await expect(pledge.getByTestId("pledge-kept")).toContainText(
    /^Pledged since .+: no complaint counted yet$/,
  );

  // The same day, withdrawing is refused and says from when it is possible.
  await pledge.getByRole("button", { name: "Withdraw the pledge" }).click();
  await expect(ownerPage.getByTestId("flash")).toContainText(
    "A pledge can be withdrawn a day after it was made",
  );

  // An answer "in progress", then what came of it: the outcome the pledge's 10 days read.
  const card = cards(ownerPage).filter({ hasText: text });
  await card.getByRole("button", { name: "Respond" }).click();
  const dialog = ownerPage.getByRole("dialog", { name: /^Respond to/ });
  await dialog.getByLabel("Your response").fill("We are checking with the bank.");
  await dialog.getByRole("radio", { name: /^In progress/ }).check();
  await dialog.getByRole("button", { name: "Submit response" }).click();
  await expect(ownerPage.getByTestId("flash")).toContainText("Your response has been posted");
  const outcome = card.getByTestId("outcome-form");
  await outcome.getByText("Record the outcome").click();
  await outcome.getByRole("radio", { name: "Non-monetary relief" }).check();
  await outcome.getByLabel("Your words to the complainant").fill("We sent a new card by courier.");
  await outcome.getByRole("button", { name: "Save the outcome" }).click();
  await expect(ownerPage.getByTestId("flash")).toContainText("The outcome is recorded");
  await expect(card).toContainText("We sent a new card by courier.");
  await expect(card.getByTestId("outcome-form")).toHaveCount(0);
  await ownerPage.context().close();

  // A visitor (signed out) reads it, with no form, and the badge carries its line.
  const visitor = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: page.viewportSize(),
  });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(companyPath);
  const seen = visitorPage.getByTestId("pledge");
  await expect(seen.getByTestId("pledge-kept")).toContainText(/^Pledged since /);
  await expect(seen.getByRole("button")).toHaveCount(0);
  const badge = await visitorPage.request.get(`${companyPath}/badge.svg`);
  expect(await badge.text()).toMatch(/Pledged since \d{4}-\d{2}-\d{2}: none counted yet/);
  await visitor.close();
});

test("with JavaScript the same form pledges in place, with its toast", async ({
  page,
}, testInfo) => {
  const { domain, companyPath } = await customerFilesAboutNewCompany(
    page,
    { name: "Rui Customer", label: "pledgejs" },
    [`The replacement part never shipped, order ${Date.now()}.`],
  );
  await ownerOf(page, domain, "Ona Owner", testInfo);
  await page.goto(companyPath);
  const pledge = page.getByTestId("pledge");
  await pledge.getByRole("button", { name: "Make the pledge" }).click();
  await expect(page.getByText("Your pledge is public from now on")).toBeVisible();
  await expect(pledge.getByTestId("pledge-kept")).toContainText(/^Pledged since /);
  await expect(pledge.getByRole("button", { name: "Withdraw the pledge" })).toBeVisible();
});
