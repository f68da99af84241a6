import { registerVerifyAndLogin, uniqueEmail } from "../accounts";
import { cards } from "../complaints";
import { expect, noScriptPage, test } from "../fixtures";
import { customerFilesAboutNewCompany, ownerOf } from "../members";
import { d1 } from "../xss/xss-probe";

/**
 * The complainant hears about the company's answer by mail, without coming back to the site;
 * one click from that mail (RFC 8058, no session) stops the next one.
 */
test("a company's response reaches the complainant by mail once, and one click from it stops the next", async ({
  page,
  playwright,
}, testInfo) => {
  const stamp = Date.now();
  const texts = [
    `My refund never came, case ${stamp}.`,
    `Billed again after cancelling, ${stamp}.`,
  ];
  const { email, domain, companyPath, ids } = await customerFilesAboutNewCompany(
    page,
    { name: "Mira Mailbox", label: "mailjourney" },
    texts,
  );
  await ownerOf(page, domain, "Otto Owner", testInfo);

  async function respondTo(text: string, answer: string) {
    await page.goto(companyPath);
    await cards(page).filter({ hasText: text }).getByRole("button", { name: "Respond" }).click();
    const dialog = page.getByRole("dialog", { name: /^Respond to/ });
    await dialog.getByLabel("Your response").fill(answer);
    await dialog.getByRole("radio", { name: /^Explanation/ }).check();
    await dialog.getByRole("button", { name: "Submit response" }).click();
    await expect(
      page.getByText("Your response has been posted and the customer has been notified."),
    ).toBeVisible();
  }
  // The complainant's mail about responses (their address also got the verification mail).
  const mails = page
    .getByTestId("mail")
    .filter({ hasText: email })
    .filter({ hasText: "responded to your complaint" });

  const answer = `We found your refund and sent it today (${stamp}).`;
  await respondTo(texts[0] ?? "", answer);
  // Sent just after the response: the mailbox shows it on a reload or two.
  await expect(async () => {
    await page.goto("/dev/mailbox");
    await expect(mails).toHaveCount(1, { timeout: 1000 });
  }).toPass();
  const mail = mails.first();
  await expect(mail).toContainText(answer);
  await expect(mail.getByRole("link", { name: new RegExp(`/complaint/${ids[0]}$`) })).toBeVisible();
  const header =
    (await mail
      .getByTestId("mail-header")
      .filter({ hasText: "List-Unsubscribe:" })
      .textContent()) ?? "";
  const stop = header.match(/<(http[^>]+)>/)?.[1] ?? "";
  expect(stop).toMatch(/\/unsubscribe\?t=[\w-]{43}&k=company_responded$/);
  await expect(
    mail.getByTestId("mail-header").filter({ hasText: "List-Unsubscribe-Post:" }),
  ).toHaveText("List-Unsubscribe-Post: List-Unsubscribe=One-Click");

  // One click, as a mail provider sends it: a POST without any cookie.
  const provider = await playwright.request.newContext();
  const clicked = await provider.post(stop, { form: { "List-Unsubscribe": "One-Click" } });
  expect(clicked.status()).toBe(200);
  await provider.dispose();
  // The link in the mail opens a page that asks once and then says it is done.
  await page.goto(stop);
  await page.getByRole("button", { name: "Stop these mails" }).click();
  await expect(page.getByTestId("unsubscribed")).toContainText(
    "you will get no more mail when a company responds to your complaint",
  );

  await respondTo(texts[1] ?? "", `Cancelled the second bill (${stamp}).`);
  // A mail is queued in the response's own batch, so by now the second one would exist.
  const queued = await d1(
    `select count(*) as n from mail_queue m join users u on u.id = m.user_id
     where u.email = '${email}' and m.kind = 'company_responded'`,
    testInfo.project.name,
  );
  expect(queued[0]?.n).toBe(1);
  await page.goto("/dev/mailbox");
  await expect(mails).toHaveCount(1);
});

test("the profile's Mail section keeps a choice per kind, with scripts and without", async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail(page, "mailchoice");
  // The profile's Settings tab (not under the list's pager).
  await registerVerifyAndLogin(page, "Mona Modes", email, "/profile");
  await page.getByRole("tab", { name: "Settings" }).click();
  const section = page.getByRole("region", { name: "Mail" });
  const comments = section.getByLabel("When someone comments on your complaint");
  await expect(comments).toHaveValue("immediate");
  // Mail about new complaints is only for people who manage a company.
  await expect(section.getByLabel(/files a complaint about a company you manage/)).toHaveCount(0);
  await comments.selectOption({ label: "In a daily digest" });
  await section
    .getByLabel(
      "When your complaint, or one about a company you manage, is escalated after 48 hours without a response",
    )
    .selectOption({ label: "Never" });
  // A save whose request is lost says so in the section's own words and keeps the choices.
  await page.route("**/profile*", (route) =>
    route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
  );
  await section.getByRole("button", { name: "Save mail settings" }).click();
  await expect(page.getByText("Mail settings not saved")).toBeVisible();
  await expect(page.getByText("Error updating profile")).toHaveCount(0);
  await expect(comments).toHaveValue("daily");
  await page.unrouteAll();
  await section.getByRole("button", { name: "Save mail settings" }).click();
  await expect(page.getByText("Mail settings saved")).toBeVisible();
  await page.reload();
  await expect(comments).toHaveValue("daily");
  await expect(
    section.getByLabel(
      "When your complaint, or one about a company you manage, is escalated after 48 hours without a response",
    ),
  ).toHaveValue("never");

  // Without scripts: the same form posts as a page and the choice holds.
  const plain = await noScriptPage(page, browser, baseURL);
  await plain.goto("/profile");
  await plain.getByRole("tab", { name: "Settings" }).click();
  const plainSection = plain.getByRole("region", { name: "Mail" });
  await plainSection
    .getByLabel("When someone comments on your complaint")
    .selectOption({ label: "At once" });
  await plainSection.getByRole("button", { name: "Save mail settings" }).click();
  await expect(plain.getByText("Mail settings saved")).toBeVisible();
  await expect(
    plain
      .getByRole("region", { name: "Mail" })
      .getByLabel("When someone comments on your complaint"),
  ).toHaveValue("immediate");
  await plain.close();
});
