import { registerVerifyAndLogin, uniqueEmail } from "../accounts";
import { cards, postComplaint } from "../complaints";
import { expect, noScriptPage, otherVisitorPage, test } from "../fixtures";

/**
 * Escalation that does something (issue 34): the complainant says what would resolve it and the
 * amount, may ask UCK to send the file, sees the venue and their file (printable without
 * scripts); nobody reads "escalated to the authorities" where nothing went to one.
 */
test("a complainant's file: what would resolve it, the venue, and a printable copy without scripts", async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail(page, "file");
  await registerVerifyAndLogin(page, "Fay Filer", email);
  const domain = `file${Date.now().toString(36)}.example`;
  const text = `The washing machine leaked on day two and nobody came to fix it (${Date.now()}).`;
  await page.goto("/create");
  await page.getByRole("tab", { name: "Enter Domain" }).click();
  await page.getByLabel("Company domain").fill(domain);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByTestId("selected-company")).toBeVisible();
  await page.getByLabel("Your complaint").fill(text);
  await page.getByLabel("Location (optional)").fill("Chicago, IL, USA");
  await page.getByLabel(/What would resolve this for you/).fill("A new machine or my money back");
  await page.getByLabel(/Amount in dispute/).fill("12.345");
  await page.getByLabel("Currency").selectOption("USD");
  await page.getByRole("checkbox", { name: /send my file for me/ }).check();
  await page.getByRole("button", { name: "Submit complaint" }).click();
  // An amount that is no amount is refused with its reason; nothing typed is lost.
  await expect(
    page.getByText("Enter the amount in dispute as a number, like 40 or 40.50."),
  ).toBeVisible();
  await expect(page.getByLabel(/What would resolve this for you/)).toHaveValue(
    "A new machine or my money back",
  );
  await page.getByLabel(/Amount in dispute/).fill("649.90");
  await page.getByRole("button", { name: "Submit complaint" }).click();
  await expect(page).toHaveURL(/\/company\//);
  const id = (await cards(page).filter({ hasText: text }).getAttribute("data-complaint-id")) ?? "";

  await page.goto(`/complaint/${id}`);
  await expect(page.getByTestId("resolution-sought")).toContainText(
    "What would resolve it: A new machine or my money back",
  );
  await expect(page.getByTestId("resolution-sought")).toContainText("Amount in dispute: $649.90");
  const panel = page.getByTestId("escalation-panel");
  await expect(panel.getByTestId("venue")).toContainText("Federal Trade Commission");
  // Local runs list a made-up mailbox for the US authority, so UCK offers to send the file.
  await expect(panel.getByTestId("venue-send")).toContainText(
    "if there is no answer within 48 hours, it goes to Federal Trade Commission",
  );
  await expect(page.getByText(/to the authorities/)).toHaveCount(0);

  // The author changes the amount later.
  await panel.getByText("Edit what would resolve this").click();
  await panel.getByLabel(/Amount in dispute/).fill("700");
  await panel.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("resolution-sought")).toContainText("Amount in dispute: $700.00");

  // The author's file, printable without scripts, at a phone's width and a desktop's.
  const plain = await noScriptPage(page, browser, baseURL);
  for (const width of [390, 1280]) {
    await plain.setViewportSize({ width, height: 900 });
    await plain.goto(`/complaint/${id}/file`);
    const file = plain.getByTestId("escalation-file");
    await expect(file.getByRole("heading", { level: 1 })).toContainText("Consumer complaint about");
    await expect(file.getByTestId("file-email")).toHaveText(email);
    await expect(file.getByTestId("file-timeline").locator("li").first()).toContainText(
      "Filed on UCK",
    );
    await expect(file).toContainText("$700.00");
    await expect(file.getByTestId("file-venues")).toContainText("Federal Trade Commission");
    const overflow = await plain.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
    await plain.screenshot({ path: test.info().outputPath(`file-${width}.png`), fullPage: true });
  }
  await plain.context().close();

  // Anyone else reads the public copy: no address.
  const other = await otherVisitorPage(browser, baseURL, "file-reader");
  await other.goto(`/complaint/${id}/file`);
  await expect(other.getByTestId("escalation-file")).toContainText("public copy");
  await expect(other.getByTestId("file-email")).toHaveCount(0);
  const json = await (await other.request.get(`/complaint/${id}/file.json`)).json();
  expect(json.schema_version).toBe(1);
  expect(JSON.stringify(json)).not.toContain(email);
  await other.context().close();
});

test("a ¥5,000 dispute prints as ¥5,000 on the escalation file, not a hundred times it", async ({
  page,
}) => {
  await registerVerifyAndLogin(page, "Yuki Yen", uniqueEmail(page, "yen"));
  const filed = await postComplaint(page, {
    companyName: `Yen Shop ${Date.now().toString(36)}`,
    companyDomain: `yen${Date.now().toString(36)}.example`,
    text: `The rice cooker arrived broken and the shop keeps my ¥5,000 (${Date.now()}).`,
    resolutionSought: "My ¥5,000 back",
    disputeAmount: "5000",
    disputeCurrency: "JPY",
  });
  await page.goto(`/complaint/${filed.id}`);
  await expect(page.getByTestId("resolution-sought")).toContainText("Amount in dispute: ¥5,000");
  await page.goto(`/complaint/${filed.id}/file`);
  const file = page.getByTestId("escalation-file");
  await expect(file).toContainText("¥5,000");
  await expect(file).not.toContainText("¥500,000");
  // As it prints: the print stylesheet, and the PDF a complainant would hand over.
  await page.emulateMedia({ media: "print" });
  await page.screenshot({ path: test.info().outputPath("file-yen-print.png"), fullPage: true });
  await page.pdf({ path: test.info().outputPath("file-yen.pdf") });
});

test("an escalated complaint nothing was sent for says so, never 'to the authorities'", async ({
  page,
}) => {
  const listed = await (
    await page.request.get("/api/v1/complaints?status=escalated&limit=1")
  ).json();
  const id = listed.data[0]?.id as string;
  expect(id).toBeTruthy();
  await page.goto(`/complaint/${id}`);
  const panel = page.getByTestId("escalation-panel");
  // "without a response" where the company was told, "{company} could not be reached (…)"
  // where it never was (issue 59).
  await expect(panel.getByTestId("escalated-notice")).toContainText(
    /Escalated on UCK after 48 hours( without a response|: .+ could not be reached \(.+\))/,
  );
  await expect(panel.getByTestId("escalated-notice")).toContainText(
    "no authority has been sent it",
  );
  await expect(page.getByText(/to the authorities/)).toHaveCount(0);
  await panel.getByRole("link", { name: "file for a consumer authority" }).click();
  await expect(page.getByTestId("escalation-file")).toBeVisible();
  await expect(page.getByTestId("file-timeline").locator('li[data-kind="escalated"]')).toHaveCount(
    1,
  );
});

test("the file UCK sent for the complainant: only then 'escalated to the authorities'", async ({
  page,
}) => {
  const email = uniqueEmail(page, "sent");
  await registerVerifyAndLogin(page, "Sol Sender", email);
  const domain = `sent${Date.now().toString(36)}.example`;
  const text = `The refund for my cancelled order never came back to my card (${Date.now()}).`;
  await page.goto("/create");
  await page.getByRole("tab", { name: "Enter Domain" }).click();
  await page.getByLabel("Company domain").fill(domain);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByTestId("selected-company")).toBeVisible();
  await page.getByLabel("Your complaint").fill(text);
  await page.getByLabel("Location (optional)").fill("Denver, CO, USA");
  await page.getByRole("checkbox", { name: /send my file for me/ }).check();
  await page.getByRole("button", { name: "Submit complaint" }).click();
  await expect(page).toHaveURL(/\/company\//);
  const id = (await cards(page).filter({ hasText: text }).getAttribute("data-complaint-id")) ?? "";

  // The local server runs the escalation job for this complaint as if 48 hours had passed.
  await page.goto(`/dev/escalate?complaint=${id}`);
  await page.getByRole("button", { name: "Escalate now" }).click();
  await expect(page).toHaveURL(`/complaint/${id}`);
  // The file leaves just after the answer; the page says so once its send is recorded.
  await expect(async () => {
    await page.goto(`/complaint/${id}`);
    await expect(page.getByTestId("escalated-notice")).toContainText(
      "Escalated to the authorities because of no response within 48 hours",
      { timeout: 1000 },
    );
  }).toPass({ timeout: 15_000 });
  await expect(page.getByTestId("escalated-notice")).toContainText("Federal Trade Commission");
  await page.goto(`/complaint/${id}/file`);
  await expect(
    page.getByTestId("file-timeline").locator('li[data-kind="sent_to_venue"]'),
  ).toContainText("Federal Trade Commission");
  // The venue's mailbox (the local outbox) has the file, with the complainant to reply to.
  await page.goto("/dev/mailbox");
  await expect(page.getByText(`Consumer complaint about`).first()).toBeVisible();
});
