import { registerVerifyAndLogin, signOut, uniqueEmail } from "../accounts";
import { ADMIN_EMAIL, cards, loginAs } from "../complaints";
import { expect, noScriptPage, test } from "../fixtures";

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
    page.getByText(
      new RegExp(
        `It is being sent whole, with what would resolve it and the amount, to .+ at support@${domain}`,
      ),
    ),
  ).toBeVisible();
  const id = (await cards(page).filter({ hasText: text }).getAttribute("data-complaint-id")) ?? "";
  // Landed on the company's page (spec 1 §4), the list is topped by the new complaint's line:
  // on its way, or already sent if the mail left before the page was read.
  await expect(page).toHaveURL(new RegExp(`\\?filed=${id}$`));
  // The mail leaves just after the answer: read again until the line says it went.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("filed-reach")).toContainText(
      /Sent to .+ to its customer-service mailbox/,
      { timeout: 1000 },
    );
  }).toPass();
  await expect(
    page.getByTestId("filed-reach").getByRole("link", { name: "Open your complaint" }),
  ).toHaveAttribute("href", `/complaint/${id}`);

  // The page says when and how it was sent (the mail leaves just after the answer).
  await expect(async () => {
    await page.goto(`/complaint/${id}`);
    await expect(page.getByTestId("sent-to-company")).toContainText(
      "to its customer-service mailbox",
      { timeout: 1000 },
    );
  }).toPass();
  await expect(page.getByTestId("sent-to-company")).toContainText(
    /Sent to .+ on [A-Z][a-z]+ \d{1,2}, \d{4} \(UTC\)/,
  );

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

test("anyone signed in suggests a company's complaints address; a role mailbox confirms from its page, with and without scripts; a webmail one goes to a moderator", async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail(page, "suggest");
  const domain = `suggest${Date.now().toString(36)}.example`;
  await registerVerifyAndLogin(page, "Sam Suggest", email, "/create");
  await page.getByRole("tab", { name: "Enter Domain" }).click();
  await page.getByLabel("Company domain").fill(domain);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByTestId("selected-company")).toBeVisible();
  await page
    .getByLabel("Your complaint")
    .fill(`Suggesting where they take complaints (${Date.now()}).`);
  await page.getByRole("button", { name: "Submit complaint" }).click();
  await expect(page).toHaveURL(/\/company\//);
  const companyPage = new URL(page.url()).pathname;
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
    `will be sent to ${address}, at most one mail from UCK in any 24 hours`,
  );

  // A second role mailbox, confirmed from its page without scripts.
  await page.goto(companyPage);
  const help = `help@${domain}`;
  await page.locator("#complaints-address").getByLabel("Complaints address").fill(help);
  await page.locator("#complaints-address").getByRole("button", { name: "Suggest" }).click();
  await expect(page.getByText(`we asked ${help} to confirm it takes complaints`)).toBeVisible();
  await page.goto("/dev/mailbox");
  const helpMail = page.getByTestId("mail").filter({ hasText: help });
  const confirmLink =
    (await helpMail.getByRole("link", { name: /a=confirm/ }).getAttribute("href")) ?? "";
  const plain = await noScriptPage(page, browser, baseURL);
  await plain.goto(confirmLink.replace(/^https?:\/\/[^/]+/, ""));
  await plain.getByRole("button", { name: "Yes, send complaints here" }).click();
  await expect(plain.getByTestId("company-mail-done")).toContainText(
    `will be sent to ${help}, at most one mail from UCK in any 24 hours`,
  );
  await plain.context().close();

  // A webmail address is a personal mailbox: no link is mailed, a moderator reviews it.
  await page.goto(companyPage);
  const webmail = `rena.${Date.now().toString(36)}@gmail.com`;
  await page.locator("#complaints-address").getByLabel("Complaints address").fill(webmail);
  await page.locator("#complaints-address").getByRole("button", { name: "Suggest" }).click();
  await expect(page.getByText(`${webmail} is a personal mailbox`)).toBeVisible();
  await expect(page.getByText("It was sent to a moderator for review")).toBeVisible();
  await page.goto("/dev/mailbox");
  await expect(page.getByTestId("mail").filter({ hasText: webmail })).toHaveCount(0);
});

test("a superadmin confirms a suggested address from another domain, sets one directly, and sets the company's country", async ({
  page,
}) => {
  const email = uniqueEmail(page, "review");
  const domain = `review${Date.now().toString(36)}.example`;
  await registerVerifyAndLogin(page, "Rex Review", email, "/create");
  await page.getByRole("tab", { name: "Enter Domain" }).click();
  await page.getByLabel("Company domain").fill(domain);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByTestId("selected-company")).toBeVisible();
  await page.getByLabel("Your complaint").fill(`Who reads their complaints? (${Date.now()}).`);
  await page.getByRole("button", { name: "Submit complaint" }).click();
  await expect(page).toHaveURL(/\/company\//);
  const slug = new URL(page.url()).pathname.split("/").pop() ?? "";
  // An address at another domain waits for an administrator; nothing is mailed to it.
  const elsewhere = `care-${Date.now().toString(36)}@helpdesk.example`;
  const panel = page.locator("#complaints-address");
  await panel.getByLabel("Complaints address").fill(elsewhere);
  await panel.getByRole("button", { name: "Suggest" }).click();
  await expect(
    page.getByText(`an UCK administrator will check ${elsewhere} before any complaint goes there`),
  ).toBeVisible();
  await signOut(page);

  await loginAs(page, ADMIN_EMAIL, "/admin?tab=claims");
  const item = page.getByTestId("contact-item").filter({ hasText: elsewhere });
  await expect(item).toBeVisible();
  await item.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Address confirmed")).toBeVisible();
  await expect(page.getByTestId("contact-item").filter({ hasText: elsewhere })).toHaveCount(0);

  // Set one outright, and the company's country (the escalation venue reads it).
  const direct = `complaints@${domain}`;
  const setter = page
    .locator("form")
    .filter({ has: page.getByRole("button", { name: "Set the address" }) });
  await setter.getByLabel("Company slug").fill(slug);
  await setter.getByLabel("Complaints address").fill(direct);
  await setter.getByRole("button", { name: "Set the address" }).click();
  await expect(page.getByText(direct).first()).toBeVisible();
  const country = page
    .locator("form")
    .filter({ has: page.getByRole("button", { name: "Set the country" }) });
  await country.getByLabel("Company slug").fill(slug);
  await country.getByLabel(/Country/).selectOption("Germany");
  await country.getByRole("button", { name: "Set the country" }).click();
  await expect(page.getByText(/country is now Germany/)).toBeVisible();
});
