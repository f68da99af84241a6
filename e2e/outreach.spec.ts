import { registerVerifyAndLogin, signOut, uniqueEmail } from "./accounts";
import { cards } from "./complaints";
import { expect, noScriptPage, test } from "./fixtures";

/**
 * A complaint reaches a company nobody manages on UCK: by mail to its support@ mailbox (outreach
 * is on in local runs; the outbox at /dev/mailbox shows it), the toast and the complaint page say
 * so, and the address's owner stops the mail with one click, without scripts too.
 */
test("a complaint about a company nobody manages is mailed to its support mailbox, and its owner stops the mail", async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail(page, "reach");
  await registerVerifyAndLogin(page, "Rena Reach", email);
  const domain = `reach${Date.now().toString(36)}.example`;
  const text = `The blender stopped after a week and support never wrote back (${Date.now()}).`;
  await page.goto("/create");
  await expect(page.getByTestId("sent-to-company-note")).toContainText(
    "its first line and a link to it are sent to the company",
  );
  await page.getByRole("tab", { name: "Enter Domain" }).click();
  await page.getByLabel("Company domain").fill(domain);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByTestId("selected-company")).toBeVisible();
  await page.getByLabel("Your complaint").fill(text);
  await page.getByRole("button", { name: "Submit complaint" }).click();
  await expect(page).toHaveURL(/\/company\//);
  await expect(
    page.getByText(new RegExp(`Its first line and link are being sent to .+ at support@${domain}`)),
  ).toBeVisible();
  const id = (await cards(page).filter({ hasText: text }).getAttribute("data-complaint-id")) ?? "";

  // The page says when and how it was sent (the mail leaves just after the answer).
  await expect(async () => {
    await page.goto(`/complaint/${id}`);
    await expect(page.getByTestId("sent-to-company")).toContainText(
      "to its customer-service mailbox",
      { timeout: 1000 },
    );
  }).toPass();
  await expect(page.getByTestId("sent-to-company")).toContainText(/Sent to .+ on \d{4}-\d\d-\d\d/);

  // The mail: to support@, the complaint's link, the claim link, the one-click stop.
  await page.goto("/dev/mailbox");
  const mail = page.getByTestId("mail").filter({ hasText: `support@${domain}` });
  await expect(mail).toHaveCount(1);
  await expect(mail).toContainText("on UCK");
  await expect(mail.getByRole("link", { name: new RegExp(`/complaint/${id}$`) })).toBeVisible();
  await expect(mail).toContainText("#claim");
  const header =
    (await mail
      .getByTestId("mail-header")
      .filter({ hasText: "List-Unsubscribe:" })
      .textContent()) ?? "";
  const stop = header.match(/<(http[^>]+)>/)?.[1] ?? "";
  expect(stop).toMatch(/\/company-mail\?c=[\w-]+&a=stop&t=[\w-]{43}$/);
  await signOut(page);

  // The address's owner, without scripts: the page asks once and the plain form stops the mail.
  const plain = await noScriptPage(page, browser, baseURL);
  await plain.goto(stop.replace(/^https?:\/\/[^/]+/, ""));
  await expect(
    plain.getByText(new RegExp(`Stop UCK's mails about complaints to support@${domain}`)),
  ).toBeVisible();
  await plain.getByRole("button", { name: "Stop these mails" }).click();
  await expect(plain.getByTestId("company-mail-done")).toContainText(
    `UCK will send nothing more to support@${domain}`,
  );
  await plain.context().close();
});

test("anyone signed in suggests a company's complaints address; its owner confirms it from the mail", async ({
  page,
}) => {
  const email = uniqueEmail(page, "suggest");
  await registerVerifyAndLogin(page, "Sam Suggest", email);
  const domain = `suggest${Date.now().toString(36)}.example`;
  await page.goto("/create");
  await page.getByRole("tab", { name: "Enter Domain" }).click();
  await page.getByLabel("Company domain").fill(domain);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByTestId("selected-company")).toBeVisible();
  await page
    .getByLabel("Your complaint")
    .fill(`Suggesting where they take complaints (${Date.now()}).`);
  await page.getByRole("button", { name: "Submit complaint" }).click();
  await expect(page).toHaveURL(/\/company\//);
  const panel = page.locator("#complaints-address");
  await expect(panel).toBeVisible();
  const address = `complaints@${domain}`;
  await panel.getByLabel("Complaints address").fill(address);
  await panel.getByRole("button", { name: "Suggest" }).click();
  await expect(page.getByText(`we asked ${address} to confirm it takes complaints`)).toBeVisible();

  await page.goto("/dev/mailbox");
  const mail = page.getByTestId("mail").filter({ hasText: address });
  await expect(mail).toHaveCount(1);
  await mail.getByRole("link", { name: /a=confirm/ }).click();
  await expect(page.getByText(new RegExp(`take complaints at ${address}`))).toBeVisible();
  await page.getByRole("button", { name: "Yes, send complaints here" }).click();
  await expect(page.getByTestId("company-mail-done")).toContainText(
    `will be sent to ${address}, at most one mail a day`,
  );
});
