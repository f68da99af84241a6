import { login, registerPerson, uniqueEmail } from "../accounts";
import { cards, postComplaint } from "../complaints";
import { expect, noScriptPage, test, visitorAddress } from "../fixtures";
import { customerFilesAboutNewCompany, ownerOf } from "../members";
import { d1 } from "../xss/xss-probe";

/**
 * Issue 56, decision 041: every answer carries a category, chosen on the Respond form at a
 * phone's and a desktop's width; the complainant's verdict is three questions on one form,
 * answered without JavaScript; the API carries the values.
 */

const CATEGORIES = [
  ["explanation", "Explanation"],
  ["monetary", "Monetary relief"],
  ["non_monetary", "Non-monetary relief"],
  ["in_progress", "In progress"],
  ["not_our_customer", "Not our customer"],
  ["duplicate", "Duplicate"],
] as const;

test("a member answers with each category at 390 and 1280 px; the complaint and the company page show it", async ({
  page,
  request,
}, testInfo) => {
  const stamp = Date.now();
  const texts = CATEGORIES.map(([value]) => `Category journey ${stamp} ${value}: no reply.`);
  // Two customers, three complaints each (one person's filing limit is lower than six).
  const { domain, companyPath } = await customerFilesAboutNewCompany(
    page,
    { name: "Cat Customer", label: "categories" },
    texts.slice(0, 3),
  );
  await registerPerson(page, "Cal Customer", uniqueEmail(page, "categories-second"));
  for (const text of texts.slice(3))
    await postComplaint(page, { companyName: "categories", companyDomain: domain, text });
  await page.context().clearCookies();
  const slug = companyPath.split("/").pop() ?? "";
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": visitorAddress(`cat-owner-${stamp}`) });
  await ownerOf(page, domain, "Cato Owner", testInfo);
  // Enough answers this month for six.
  await d1(
    `update companies set subscription_tier = 'Enterprise' where domain = '${domain}';`,
    testInfo.project.name,
  );
  const due = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  for (const [index, [value, label]] of CATEGORIES.entries()) {
    const width = index % 2 === 0 ? 390 : 1280;
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.goto(companyPath);
    const card = cards(page).filter({ hasText: texts[index] ?? "" });
    await card.getByRole("button", { name: "Respond" }).click();
    const dialog = page.getByRole("dialog", { name: /^Respond to/ });
    await dialog.getByLabel("Your response").fill(`Our answer: ${label}.`);
    // Submit waits for the category: the form requires one.
    await expect(dialog.getByRole("button", { name: "Submit response" })).toBeDisabled();
    const choice = dialog.getByRole("radio", { name: new RegExp(`^${label}`) });
    await choice.check();
    // Every choice is on screen at this width, none cut off.
    const box = await dialog
      .getByRole("group", { name: "What does your answer do?" })
      .boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width, `${value} at ${width}`).toBe(true);
    if (value === "monetary") {
      // A monetary relief is a refund: its amount and day are required.
      await dialog.getByLabel("Reimbursement details").fill("The fee back");
      await dialog.getByLabel("Amount").fill("12.00");
      await dialog.getByLabel("Currency").selectOption("USD");
      await dialog.getByLabel("Paid by").fill(due);
    }
    await dialog.getByRole("button", { name: "Submit response" }).click();
    await expect(
      page.getByText("Your response has been posted and the customer has been notified."),
    ).toBeVisible();
    await expect(card.getByTestId("answer-category")).toContainText(label);
  }

  // The company page counts the mix; the API carries each answer's category.
  await page.goto(companyPath);
  const mix = page.getByTestId("answer-mix");
  await expect(mix).toContainText("How ");
  for (const [, label] of CATEGORIES) await expect(mix).toContainText(label);
  const api = await (await request.get(`/api/v1/companies/${slug}`)).json();
  expect(api.data.metrics.response_categories).toEqual({
    explanation: 1,
    monetary: 1,
    non_monetary: 1,
    in_progress: 1,
    not_our_customer: 1,
    duplicate: 1,
  });
  expect(api.data.metrics.composite).toEqual({
    version: 1,
    value: null,
    withheld: "few_verdicts",
  });
});

test("without JavaScript a monetary relief without its amount comes back with what was typed, and the complainant gives a full verdict", async ({
  page,
  browser,
  baseURL,
  request,
}, testInfo) => {
  const stamp = Date.now();
  const text = `Verdict journey ${stamp}: double charge on my card.`;
  const {
    email,
    domain,
    companyPath,
    ids: [id = ""],
  } = await customerFilesAboutNewCompany(page, { name: "Vera Verdict", label: "verdictnojs" }, [
    text,
  ]);
  await ownerOf(page, domain, "Otto Owner", testInfo);
  const owner = await noScriptPage(page, browser, baseURL);
  await owner.goto(companyPath);
  const card = cards(owner).filter({ hasText: text });
  await card.getByRole("button", { name: "Respond" }).click();
  let dialog = owner.getByRole("dialog", { name: /^Respond to/ });
  await dialog.getByLabel("Your response").fill("We will refund the second charge.");
  await dialog.getByRole("radio", { name: /^Monetary relief/ }).check();
  await dialog.getByLabel("Reimbursement details").fill("The second charge");
  await dialog.getByRole("button", { name: "Submit response" }).click();
  // The dialog is open again with the reason, holding what was typed.
  dialog = owner.getByRole("dialog", { name: /^Respond to/ });
  await expect(dialog.getByRole("alert")).toContainText("A monetary relief is a refund");
  await expect(dialog.getByLabel("Your response")).toHaveValue("We will refund the second charge.");
  await expect(dialog.getByRole("radio", { name: /^Monetary relief/ })).toBeChecked();
  await expect(dialog.getByLabel("Reimbursement details")).toHaveValue("The second charge");
  await dialog.getByLabel("Amount").fill("30");
  await dialog.getByLabel("Currency").selectOption("USD");
  await dialog
    .getByLabel("Paid by")
    .fill(new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10));
  await dialog.getByRole("button", { name: "Submit response" }).click();
  await expect(owner.getByTestId("flash")).toContainText("Your response has been posted");
  await expect(card.getByTestId("answer-category")).toContainText("Monetary relief");
  await owner.context().close();

  // The complainant, scripts off: the refund arrived, resolved, 9 of 10, would return.
  const customer = await noScriptPage(page, browser, baseURL);
  await customer.context().clearCookies();
  await login(customer, email);
  await expect(customer.getByTestId("header-user")).toBeVisible();
  await customer.goto(`/complaint/${id}`);
  const panel = customer.getByTestId("response-panel");
  await panel.getByLabel("I received $30.00").check();
  await panel.getByLabel(/How was it handled/).selectOption("9");
  await panel.getByRole("radio", { name: "I would", exact: true }).check();
  await panel.getByRole("button", { name: "Yes, mark as resolved" }).click();
  await expect(customer.getByTestId("flash")).toContainText("Response marked as satisfactory");
  const verdict = customer.getByTestId("outcome-rating");
  await expect(verdict).toContainText("They rated how it was handled 9 of 10.");
  await expect(verdict).toContainText("would do business with");
  // Changeable for 30 days, on the same form, holding what was given.
  await expect(customer.getByText(/You can change your answer until/)).toBeVisible();
  await expect(panel.getByLabel(/How was it handled/)).toHaveValue("9");
  await customer.context().close();

  const api = await (await request.get(`/api/v1/complaints/${id}`)).json();
  expect(api.data).toMatchObject({
    status: "resolved",
    company_response: "monetary",
    consumer_disputed: false,
    score: 9,
    would_do_business_again: true,
  });
});
